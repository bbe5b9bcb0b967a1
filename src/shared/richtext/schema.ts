/**
 * The whitelist of rich-text content: the serialized Lexical nodes we store, as a zod schema.
 *
 * Content is kept as Lexical editor state JSON, never as HTML. The admin save path validates it with
 * {@link parseRichText} (strict: an unknown node type is refused with a Turkish message for the
 * editor); the public renderer (render.tsx) follows the same whitelist but is tolerant and drops what
 * it does not know. Each node keeps exactly the fields the editor and the renderer use: anything else
 * a client sends (a text's inline `style`, Lexical's "$" node state, made-up fields) is dropped on
 * save, because Lexical would apply it when an administrator opens the text, and CSS set through the
 * DOM is beyond the reach of the Content Security Policy.
 */
import * as z from "zod";
import tr from "zod/v4/locales/tr.js";

export { TEXT_FORMAT, type TextFormatName } from "./text-format";

/** Lists may nest this many levels (a list inside a list item inside a list…). */
export const MAX_LIST_DEPTH = 8;
/** Longest document, in characters of JSON. */
export const MAX_JSON_CHARS = 200_000;
/** Most nodes (paragraphs, texts, links…) in one document. */
export const MAX_NODES = 5_000;
/**
 * Deepest JSON nesting of any kind. Eight list levels take about 40 (each level is a list object, its
 * children array, an item and its children array), so 64 leaves room for Lexical's own fields while
 * keeping the recursive zod parse far from any stack limit.
 */
export const MAX_JSON_DEPTH = 64;

/** Fields every Lexical element node serializes. We neither need nor check them. */
interface LexicalElementFields {
  version?: number;
  direction?: "ltr" | "rtl" | null;
  format?: string | number;
  indent?: number;
  textFormat?: number;
  textStyle?: string;
}

/** A run of text with one set of formats (bitmask of {@link TEXT_FORMAT}). */
export interface RichTextText {
  type: "text";
  text: string;
  format: number;
  version?: number;
  detail?: number;
  mode?: "normal" | "token" | "segmented";
  style?: string;
}

/** A soft line break inside a block (Shift+Enter). */
export interface RichTextLineBreak {
  type: "linebreak";
  version?: number;
}

/** A link typed by the editor ("link") or recognised automatically ("autolink"). */
export interface RichTextLink extends LexicalElementFields {
  type: "link" | "autolink";
  url: string;
  children: Array<RichTextText | RichTextLineBreak>;
  rel?: string | null;
  target?: string | null;
  title?: string | null;
  /** Autolinks only: the author removed the link, the text stays. */
  isUnlinked?: boolean;
}

/** Our own image node (type "image", version 1); `src` must be one of our /media/ paths. */
export interface RichTextImage {
  type: "image";
  src: string;
  altText: string;
  width?: number;
  height?: number;
  version?: number;
}

/** Nodes that live inside a block. */
export type RichTextInline = RichTextText | RichTextLineBreak | RichTextLink | RichTextImage;

/** A paragraph. */
export interface RichTextParagraph extends LexicalElementFields {
  type: "paragraph";
  children: RichTextInline[];
}

/** A heading; the renderer shifts h1 to h2 and caps at h4, as the page owns the h1. */
export interface RichTextHeading extends LexicalElementFields {
  type: "heading";
  tag: "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
  children: RichTextInline[];
}

/** A list; "check" lists are rendered as bullet lists. */
export interface RichTextList extends LexicalElementFields {
  type: "list";
  listType: "number" | "bullet" | "check";
  start?: number;
  tag?: "ol" | "ul";
  children: RichTextListItem[];
}

/**
 * A list item. Lexical nests a list by putting it alone in an item of its own right after the item
 * it belongs to; the renderer folds it back into that item.
 */
export interface RichTextListItem extends LexicalElementFields {
  type: "listitem";
  value?: number;
  checked?: boolean;
  children: Array<RichTextInline | RichTextList>;
}

/** Nodes that may stand at the top of a document. */
export type RichTextBlock = RichTextParagraph | RichTextHeading | RichTextList;

/** The root node of a document. */
export interface RichTextRoot extends LexicalElementFields {
  type: "root";
  children: RichTextBlock[];
}

/** A stored document: Lexical's serialized editor state. */
export interface RichTextDocument {
  root: RichTextRoot;
}

/** Every node type the whitelist knows. */
export const RICH_TEXT_NODE_TYPES = [
  "root",
  "paragraph",
  "heading",
  "list",
  "listitem",
  "text",
  "linebreak",
  "link",
  "autolink",
  "image",
] as const;

/** Image sizes are CSS pixels; anything bigger than this is a mistake, not a picture. */
const imageSize = z.number().int().positive().max(10_000);

/** Lexical's serialization version of a node. */
const version = z.number().int().nonnegative().max(1_000).optional();
/**
 * Inline CSS. The toolbar offers no styling (it clears styles when formatting), so a style can only
 * come from a hand-made request: {@link parseRichText} empties it. Lexical wants the field, so it stays.
 */
const style = z.string().max(1_000).optional();

/**
 * What every element node keeps. Alignment (`format`) is neither offered by the toolbar nor rendered,
 * and is reset like styles; direction, indent and the format new text inherits are Lexical's own.
 */
const elementFields = {
  version,
  direction: z.enum(["ltr", "rtl"]).nullable().optional(),
  format: z.union([z.string().max(20), z.number().int()]).optional(),
  indent: z.number().int().min(0).max(MAX_LIST_DEPTH).optional(),
  textFormat: z.number().int().nonnegative().max(0xffff).optional(),
  textStyle: style,
};

const textSchema = z.object({
  type: z.literal("text"),
  text: z.string(),
  format: z.number().int().nonnegative().max(0xffff),
  version,
  detail: z.number().int().nonnegative().max(0xff).optional(),
  mode: z.enum(["normal", "token", "segmented"]).optional(),
  style,
});

const lineBreakSchema = z.object({ type: z.literal("linebreak"), version });

/** A link's own attributes: the renderer decides rel and target itself; the editor keeps these few. */
const linkFields = {
  ...elementFields,
  url: z.string(),
  children: z.array(z.discriminatedUnion("type", [textSchema, lineBreakSchema])),
  rel: z.string().max(100).regex(/^[a-z ]*$/).nullable().optional(),
  target: z.enum(["_blank", "_self"]).nullable().optional(),
  title: z.string().max(300).nullable().optional(),
};
const linkSchema = z.object({ type: z.literal("link"), ...linkFields });
const autoLinkSchema = z.object({
  type: z.literal("autolink"),
  ...linkFields,
  isUnlinked: z.boolean().optional(),
});

const imageSchema = z.object({
  type: z.literal("image"),
  src: z.string(),
  altText: z.string(),
  width: imageSize.optional(),
  height: imageSize.optional(),
  version,
});

const inlineOptions = [textSchema, lineBreakSchema, linkSchema, autoLinkSchema, imageSchema] as const;
const inlineSchema = z.discriminatedUnion("type", inlineOptions);

const paragraphSchema = z.object({
  ...elementFields,
  type: z.literal("paragraph"),
  children: z.array(inlineSchema),
});

const headingSchema = z.object({
  ...elementFields,
  type: z.literal("heading"),
  tag: z.enum(["h1", "h2", "h3", "h4", "h5", "h6"]),
  children: z.array(inlineSchema),
});

// Lists and items refer to each other; the getters let zod build the cycle lazily. Their element
// fields are spelled out, not spread: a spread makes TypeScript infer the whole object at once, and
// the cycle through the getters is then left without a type.
const listSchema = z.object({
  version: elementFields.version,
  direction: elementFields.direction,
  format: elementFields.format,
  indent: elementFields.indent,
  textFormat: elementFields.textFormat,
  textStyle: elementFields.textStyle,
  type: z.literal("list"),
  listType: z.enum(["number", "bullet", "check"]),
  start: z.number().int().optional(),
  tag: z.enum(["ol", "ul"]).optional(),
  get children() {
    return z.array(listItemSchema);
  },
});

const listItemSchema = z.object({
  version: elementFields.version,
  direction: elementFields.direction,
  format: elementFields.format,
  indent: elementFields.indent,
  textFormat: elementFields.textFormat,
  textStyle: elementFields.textStyle,
  type: z.literal("listitem"),
  value: z.number().int().optional(),
  checked: z.boolean().optional(),
  get children() {
    // One discriminated union rather than a union of two: zod then reports errors from inside the
    // matching option, with their full path, instead of one vague "no option matched" here.
    return z.array(z.discriminatedUnion("type", [...inlineOptions, listSchema]));
  },
});

const blockSchema = z.discriminatedUnion("type", [paragraphSchema, headingSchema, listSchema]);

/**
 * The whitelist as a zod schema of a whole document ({ root: { type: "root", children } }). Use
 * {@link parseRichText} rather than this directly: it also enforces the size and depth limits first,
 * which keeps this recursive schema safe from hostile nesting.
 */
export const richTextDocumentSchema: z.ZodType<RichTextDocument> = z.object({
  root: z.object({
    ...elementFields,
    type: z.literal("root"),
    children: z.array(blockSchema),
  }),
});

/** The outcome of {@link parseRichText}: the document, or a Turkish message for the editor. */
export type ParseRichTextResult = { ok: true; value: RichTextDocument } | { ok: false; error: string };

/** 200000 → "200.000", as Turkish writes numbers (without relying on the runtime's ICU data). */
function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** Unknown type names come from the user; keep them short in messages. */
function quoteType(value: unknown): string {
  const name = typeof value === "string" ? value : typeof value;
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}

const knownTypes: ReadonlySet<string> = new Set(RICH_TEXT_NODE_TYPES);

/** One value waiting to be visited by {@link checkLimits}. */
interface PendingValue {
  value: unknown;
  depth: number;
  listDepth: number;
  /** Whether the value stands where a node must (the root, or an entry of a `children` array). */
  isNode: boolean;
}

/** The children of an object to visit next; only arrays under `children` hold nodes. */
function pushChildren(stack: PendingValue[], entry: PendingValue & { value: object }, listDepth: number): void {
  const depth = entry.depth + 1;
  if (Array.isArray(entry.value)) {
    for (const item of entry.value) stack.push({ value: item, depth, listDepth, isNode: entry.isNode });
    return;
  }
  for (const [key, value] of Object.entries(entry.value)) {
    const holdsNodes = key === "children" && Array.isArray(value);
    stack.push({ value, depth, listDepth, isNode: holdsNodes });
  }
}

/** Checks one node's type against the whitelist and counts list nesting. */
function checkNode(value: unknown, listDepth: number): { error: string } | { listDepth: number } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { error: "İçerik yapısı geçersiz: bir öğe nesne değil." };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== "string") return { error: "İçerik yapısı geçersiz: bir öğenin türü yok." };
  if (!knownTypes.has(type)) return { error: `Desteklenmeyen içerik türü: ${quoteType(type)}` };
  const nested = type === "list" ? listDepth + 1 : listDepth;
  if (nested > MAX_LIST_DEPTH) {
    return { error: `Listeler en fazla ${MAX_LIST_DEPTH} düzey iç içe olabilir.` };
  }
  return { listDepth: nested };
}

/**
 * Walks the raw JSON once, iteratively (so hostile nesting cannot overflow the stack), before zod
 * sees it: refuses unknown node types, too deep nesting and too many values or nodes. Returns the
 * error message, or null when the document is within limits.
 */
function checkLimits(root: unknown): string | null {
  const tooBig = `İçerik çok büyük: en fazla ${formatCount(MAX_NODES)} öğe ve ${formatCount(MAX_JSON_CHARS)} karakter olabilir.`;
  const stack: PendingValue[] = [{ value: root, depth: 0, listDepth: 0, isNode: false }];
  let values = 0;
  let nodes = 0;
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    // Every JSON value takes at least one character, so this also bounds a cyclic object.
    if (++values > MAX_JSON_CHARS) return tooBig;
    if (entry.depth > MAX_JSON_DEPTH) return "İçerik çok derin iç içe geçmiş.";
    let listDepth = entry.listDepth;
    if (entry.isNode && !Array.isArray(entry.value)) {
      if (++nodes > MAX_NODES) return tooBig;
      const verdict = checkNode(entry.value, listDepth);
      if ("error" in verdict) return verdict.error;
      listDepth = verdict.listDepth;
    }
    if (typeof entry.value === "object" && entry.value !== null) {
      pushChildren(stack, { ...entry, value: entry.value }, listDepth);
    }
  }
  return null;
}

/** Marks the root node as a node for {@link checkLimits}, which otherwise only trusts `children`. */
function checkRoot(json: unknown): string | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return "İçerik yapısı geçersiz: belge bir nesne olmalı.";
  }
  const root = (json as { root?: unknown }).root;
  const type = typeof root === "object" && root !== null ? (root as { type?: unknown }).type : undefined;
  return type === "root" ? null : "İçerik yapısı geçersiz: kök öğe (root) yok.";
}

/** The value at a zod issue path, to name the node a structural error is about. */
function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let current = json;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Zod's own messages in Turkish, for the structural errors we do not phrase ourselves. */
const turkishErrors = tr().localeError;

/** The node an issue is about: the value at its path, or the parent when the path ends in `type`. */
function nodeTypeAt(json: unknown, path: readonly PropertyKey[]): string | undefined {
  const nodePath = path.at(-1) === "type" ? path.slice(0, -1) : path;
  const node = valueAt(json, nodePath);
  const type = typeof node === "object" && node !== null ? (node as { type?: unknown }).type : undefined;
  return typeof type === "string" ? type : undefined;
}

/** Turns zod's first complaint into a sentence the editor can act on. */
function describeIssue(json: unknown, issue: z.core.$ZodIssue): string {
  // A known node in the wrong place (a paragraph inside a link, a list inside a heading) shows up as
  // a union with no matching option, or as a discriminator value the union does not allow.
  const misplaced = issue.code === "invalid_union" || (issue.code === "invalid_value" && issue.path.at(-1) === "type");
  const type = misplaced ? nodeTypeAt(json, issue.path) : undefined;
  if (type !== undefined) return `Bu içerik türü burada kullanılamaz: ${quoteType(type)}`;
  const where = issue.path.map(String).join(".");
  return `İçerik yapısı geçersiz (${where || "belge"}): ${issue.message}`;
}

/** Parses a JSON string, or passes anything else through. */
function decode(json: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  if (typeof json !== "string") return { ok: true, value: json };
  if (json.length > MAX_JSON_CHARS) {
    return { ok: false, error: `İçerik çok büyük: en fazla ${formatCount(MAX_JSON_CHARS)} karakter olabilir.` };
  }
  try {
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch {
    return { ok: false, error: "İçerik geçerli JSON değil." };
  }
}

/**
 * Strict validation for the admin save path. Accepts the editor state as a value or as a JSON
 * string; returns the document, or a Turkish error message: an unknown node type ("Desteklenmeyen
 * içerik türü: quote"), lists nested deeper than {@link MAX_LIST_DEPTH}, more than
 * {@link MAX_NODES} nodes or {@link MAX_JSON_CHARS} characters, or a node out of place. Never throws.
 */
export function parseRichText(json: unknown): ParseRichTextResult {
  try {
    const decoded = decode(json);
    if (!decoded.ok) return decoded;
    const limitError = checkRoot(decoded.value) ?? checkLimits(decoded.value);
    if (limitError !== null) return { ok: false, error: limitError };
    // Within the depth limit, so stringifying is safe; the count is the stored size.
    if (JSON.stringify(decoded.value).length > MAX_JSON_CHARS) {
      return { ok: false, error: `İçerik çok büyük: en fazla ${formatCount(MAX_JSON_CHARS)} karakter olabilir.` };
    }
    // jitless: Workers forbid eval, so zod's compiled fast path is of no use there.
    const result = richTextDocumentSchema.safeParse(decoded.value, { error: turkishErrors, jitless: true });
    if (result.success) return { ok: true, value: withoutStyling(result.data) };
    const issue = result.error.issues[0];
    return { ok: false, error: issue ? describeIssue(decoded.value, issue) : "İçerik yapısı geçersiz." };
  } catch {
    // Only exotic values (getters that throw, BigInt, proxies) get here; JSON never does.
    return { ok: false, error: "İçerik okunamadı." };
  }
}

/**
 * Empties what only a hand-made request can fill: inline styles (`style`, `textStyle`) and element
 * alignment. The zod schema has already dropped every field it does not name.
 */
function withoutStyling(doc: RichTextDocument): RichTextDocument {
  const stack: unknown[] = [doc.root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const record = node as Record<string, unknown>;
    if ("style" in record) record.style = "";
    if ("textStyle" in record) record.textStyle = "";
    if (Array.isArray(record.children)) {
      if ("format" in record) record.format = "";
      stack.push(...record.children);
    }
  }
  return doc;
}

/** A document with one empty paragraph: what a fresh Lexical editor serializes. */
export function emptyDocument(): RichTextDocument {
  return {
    root: {
      children: [
        { children: [], direction: null, format: "", indent: 0, type: "paragraph", version: 1, textFormat: 0, textStyle: "" },
      ],
      direction: null,
      format: "",
      indent: 0,
      type: "root",
      version: 1,
    },
  };
}

/** How {@link plainText} writes what has no text of its own: links' addresses and pictures. */
export interface PlainTextOptions {
  /** The address to write after a link's label ("label (address)"), or null for the label alone. */
  linkUrl?(url: string): string | null;
  /** What stands for a picture (its alt text, say); nothing when absent. */
  image?(altText: string): string;
  /** List items start with "• " (indented by their level). */
  bullets?: boolean;
}

/** The text of inline nodes; images count as nothing, links as their label (unless told otherwise). */
function inlineText(nodes: readonly (RichTextInline | RichTextList)[], depth: number, options: PlainTextOptions): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += node.text;
    else if (node.type === "linebreak") out += "\n";
    else if (node.type === "image" && options.image) out += options.image(node.altText);
    else if (node.type === "link" || node.type === "autolink") {
      const label = inlineText(node.children, depth, options);
      const url = node.type === "autolink" && node.isUnlinked === true ? null : (options.linkUrl?.(node.url) ?? null);
      out += url === null || url === label ? label : `${label} (${url})`;
    }
  }
  return out;
}

/** A list as lines: one per item, nested lists below their item. */
function listLines(list: RichTextList, depth: number, options: PlainTextOptions): string[] {
  if (depth > MAX_LIST_DEPTH) return [];
  const lines: string[] = [];
  const bullet = options.bullets ? "  ".repeat(depth - 1) + "• " : "";
  for (const item of list.children) {
    const own = inlineText(item.children, depth, options);
    if (own !== "") lines.push(bullet + own);
    for (const child of item.children) if (child.type === "list") lines.push(...listLines(child, depth + 1, options));
  }
  return lines;
}

/**
 * The document as plain text, blocks separated by a blank line ("\n\n") and list items by a line
 * break: for summaries, feeds and search. With options (a mail's text part), links keep their
 * addresses, list items their bullets, and pictures a stand-in.
 */
export function plainText(doc: RichTextDocument, options: PlainTextOptions = {}): string {
  const blocks: string[] = [];
  for (const block of doc.root.children) {
    const text = block.type === "list" ? listLines(block, 1, options).join("\n") : inlineText(block.children, 0, options);
    if (text.trim() !== "") blocks.push(text);
  }
  return blocks.join("\n\n");
}
