/**
 * Tiny builders to author rich-text documents in code (seed data, tests). They produce the JSON
 * Lexical 0.52 itself serializes, field for field, so code-authored content and editor-authored
 * content are indistinguishable, and everything built here passes `parseRichText`.
 *
 *   doc(h(2, "Duyuru"), p("Toplantı ", text("cuma", { bold: true }), " günü."), ul("Çay", "Simit"))
 */
import { TEXT_FORMAT, type TextFormatName } from "./text-format";
import type {
  RichTextBlock,
  RichTextDocument,
  RichTextHeading,
  RichTextImage,
  RichTextInline,
  RichTextLineBreak,
  RichTextLink,
  RichTextList,
  RichTextListItem,
  RichTextParagraph,
  RichTextText,
} from "./schema";

/** Inline content: a node, or a string for plain text. */
export type InlineInput = RichTextInline | string;

/** The fields Lexical's ElementNode.exportJSON writes for every element. */
const elementFields = () => ({ direction: "ltr" as const, format: "", indent: 0, version: 1 });

/** A string becomes a plain text node; nodes pass through. */
function inline(input: InlineInput): RichTextInline {
  return typeof input === "string" ? text(input) : input;
}

/** A run of text, optionally formatted: `text("önemli", { bold: true, italic: true })`. */
export function text(value: string, formats: Partial<Record<TextFormatName, boolean>> = {}): RichTextText {
  let format = 0;
  for (const [name, bit] of Object.entries(TEXT_FORMAT)) {
    if (formats[name as TextFormatName]) format |= bit;
  }
  return { detail: 0, format, mode: "normal", style: "", text: value, type: "text", version: 1 };
}

/** A line break inside a block (Shift+Enter in the editor). */
export function br(): RichTextLineBreak {
  return { type: "linebreak", version: 1 };
}

/** A link; the label is plain text unless given as nodes. */
export function link(
  url: string,
  label: string | RichTextText | Array<RichTextText | RichTextLineBreak>,
  title: string | null = null,
): RichTextLink {
  const children = typeof label === "string" ? [text(label)] : Array.isArray(label) ? label : [label];
  // Lexical's LinkNode writes rel/target/title as null when unset.
  return { children, ...elementFields(), type: "link", rel: null, target: null, title, url };
}

/** An image from our media store ("/media/…"); sizes in CSS pixels help the layout stay put. */
export function image(src: string, altText: string, width?: number, height?: number): RichTextImage {
  return {
    type: "image",
    version: 1,
    src,
    altText,
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
  };
}

/** A paragraph. */
export function p(...children: InlineInput[]): RichTextParagraph {
  // ParagraphNode writes textFormat/textStyle explicitly, for backwards compatibility.
  return { children: children.map(inline), ...elementFields(), type: "paragraph", textFormat: 0, textStyle: "" };
}

/** A heading of level 2–4 (the page itself owns the h1). */
export function h(level: 2 | 3 | 4, ...children: InlineInput[]): RichTextHeading {
  return { children: children.map(inline), ...elementFields(), type: "heading", tag: `h${level}` };
}

/**
 * A list item. Nested lists may be given after the text, `li("Meyve", ul("Elma"))`; the list
 * builders move them into an item of their own, as Lexical stores them.
 */
export function li(...children: Array<InlineInput | RichTextList>): RichTextListItem {
  const nodes = children.map((child) => (typeof child === "string" ? text(child) : child));
  return { children: nodes, ...elementFields(), type: "listitem", value: 1 };
}

/** Lexical computes a list item's indent from its nesting; a list moved one level down follows. */
function deepen(list: RichTextList): RichTextList {
  const children = list.children.map((item) => ({
    ...item,
    indent: (item.indent ?? 0) + 1,
    children: item.children.map((child) => (child.type === "list" ? deepen(child) : child)),
  }));
  return { ...list, children };
}

/**
 * Lays items out as Lexical does: numbered from `start`, each nested list in an item of its own right
 * after its parent item, sharing the next number (it shows no marker, so it does not count).
 */
function layOut(items: Array<RichTextListItem | string>, start: number): RichTextListItem[] {
  const out: RichTextListItem[] = [];
  let value = start;
  for (const input of items) {
    const item = typeof input === "string" ? li(input) : input;
    const own = item.children.filter((child) => child.type !== "list");
    const nested = item.children.filter((child): child is RichTextList => child.type === "list");
    if (own.length > 0 || nested.length === 0) out.push({ ...item, children: own, value: value++ });
    for (const list of nested) out.push({ ...li(deepen(list)), indent: item.indent ?? 0, value });
  }
  return out;
}

/** A list of the given kind; items may be strings. */
export function list(listType: "bullet" | "number", items: Array<RichTextListItem | string>, start = 1): RichTextList {
  const tag = listType === "number" ? "ol" : "ul";
  return { children: layOut(items, start), ...elementFields(), type: "list", listType, start, tag };
}

/** A bullet list. */
export function ul(...items: Array<RichTextListItem | string>): RichTextList {
  return list("bullet", items);
}

/** A numbered list starting at 1; use `list("number", items, start)` for another start. */
export function ol(...items: Array<RichTextListItem | string>): RichTextList {
  return list("number", items);
}

/** A whole document. */
export function doc(...blocks: RichTextBlock[]): RichTextDocument {
  return { root: { children: blocks, ...elementFields(), type: "root" } };
}
