/**
 * Rendering of stored rich text: the public pages on the server, and the admin's printed minutes in
 * the browser (a pure module, so both may import it).
 *
 * Tolerant by design: whatever is stored (a document, a JSON string, garbage), the page renders. Only
 * the whitelisted node types of schema.ts become elements; an unknown node is dropped together with
 * everything inside it. Text always goes through React, which escapes it: no HTML is ever produced
 * from stored strings and dangerouslySetInnerHTML is never used. Links go through the shared URL
 * policy, images must come from our own /media/ path, and those with variants get their srcset.
 *
 * The walk is plain recursion, safe because it is bounded: it only descends through whitelisted
 * positions (root → block → inline, list → item → list), and stops at MAX_LIST_DEPTH list levels, so
 * a hostile 10 000-deep nesting costs a handful of stack frames. A node budget bounds the width.
 */
import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from "react";
import { MAX_LIST_DEPTH, MAX_NODES, TEXT_FORMAT } from "./schema";
import { parseFullKey, srcsetFor, type VariantSet } from "../media-variants";
import { isAllowedImageSrc, isExternalHttpUrl, MEDIA_PATH_PREFIX, sanitizeUrl } from "./url-policy";

/** A JSON object with a string `type`: the only thing we treat as a node. */
type RawNode = { type: string; [key: string]: unknown };

/**
 * Where the text is going. The page is the default; a mail (src/services/richtext/email.tsx) wants absolute
 * addresses, one plain image per picture and inline styles, because mail programs drop stylesheets
 * and resolve nothing against the site. The whitelist and the URL policy are the same for both.
 */
export interface RenderTarget {
  /** The address to print for a link that passed the URL policy. */
  href(url: string): string;
  /** The attributes of an allowed /media/ image, or null for the page's own (srcset, lazy). */
  image?(src: string, variants: VariantSet | null, node: { width?: number; height?: number }): { src: string; width?: number; height?: number; style?: CSSProperties };
  /** Inline style per element name (p, h2, a, li, …). */
  styles?: Partial<Record<string, CSSProperties>>;
}

/** Shared state of one render: how many more nodes we may visit, and the next unique React key. */
interface Walk {
  remaining: number;
  nextKey: number;
  target?: RenderTarget;
}

/** The target's inline style for an element, if it has one. */
const styleOf = (walk: Walk, tag: string): CSSProperties | undefined => walk.target?.styles?.[tag];

/** Takes one unit of the node budget; false once it is spent (the rest of the input is dropped). */
function spend(walk: Walk): boolean {
  walk.remaining -= 1;
  return walk.remaining >= 0;
}

/** A unique key: merged list items mix children from several nodes, so indexes could collide. */
function key(walk: Walk): string {
  walk.nextKey += 1;
  return `n${walk.nextKey}`;
}

function asNode(value: unknown): RawNode | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  return typeof (value as { type?: unknown }).type === "string" ? (value as RawNode) : null;
}

function childrenOf(node: RawNode): readonly unknown[] {
  return Array.isArray(node.children) ? node.children : [];
}

/** Visits the children of a node within the budget, keeping what `render` makes of them. */
function mapChildren(node: RawNode, walk: Walk, render: (child: RawNode) => ReactNode): ReactNode[] {
  const out: ReactNode[] = [];
  for (const value of childrenOf(node)) {
    if (!spend(walk)) break;
    const child = asNode(value);
    const rendered = child === null ? null : render(child);
    if (rendered === null || rendered === undefined) continue;
    // Adjacent strings are joined: React would otherwise separate them with "<!-- -->" markers.
    const last = out.length - 1;
    if (typeof rendered === "string" && typeof out[last] === "string") out[last] += rendered;
    else out.push(rendered);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Inline nodes

/** Format bits to tags, innermost first: <strong><em>…<code>text</code>…</em></strong>. */
const FORMAT_TAGS = [
  [TEXT_FORMAT.code, "code"],
  [TEXT_FORMAT.subscript, "sub"],
  [TEXT_FORMAT.superscript, "sup"],
  [TEXT_FORMAT.strikethrough, "s"],
  [TEXT_FORMAT.underline, "u"],
  [TEXT_FORMAT.italic, "em"],
  [TEXT_FORMAT.bold, "strong"],
] as const;

function renderText(node: RawNode, walk: Walk): ReactNode {
  if (typeof node.text !== "string" || node.text === "") return null;
  const format = typeof node.format === "number" ? node.format : 0;
  const tags = FORMAT_TAGS.filter(([bit]) => (format & bit) !== 0).map(([, tag]) => tag);
  let content: ReactNode = node.text;
  tags.forEach((Tag, index) => {
    // Only the outermost tag sits among siblings, so only it needs a key.
    content = (
      <Tag key={index === tags.length - 1 ? key(walk) : undefined} style={styleOf(walk, Tag)}>
        {content}
      </Tag>
    );
  });
  return content;
}

/** A link's label: text and line breaks only. */
function renderLabel(child: RawNode, walk: Walk): ReactNode {
  if (child.type === "text") return renderText(child, walk);
  if (child.type === "linebreak") return <br key={key(walk)} />;
  return null;
}

function renderLink(node: RawNode, walk: Walk): ReactNode {
  const label = mapChildren(node, walk, (child) => renderLabel(child, walk));
  // An autolink the author "unlinked" is plain text again.
  if (node.type === "autolink" && node.isUnlinked === true) return <Fragment key={key(walk)}>{label}</Fragment>;
  const safe = sanitizeUrl(typeof node.url === "string" ? node.url : "");
  const href = walk.target ? walk.target.href(safe) : safe;
  // Only external web links open a new tab; the rel keeps that tab from reaching back to us.
  const external = isExternalHttpUrl(href)
    ? { target: "_blank", rel: "noopener noreferrer" }
    : {};
  const title = typeof node.title === "string" && node.title !== "" ? node.title : undefined;
  return (
    <a key={key(walk)} href={href} title={title} {...external} style={styleOf(walk, "a")}>
      {label}
    </a>
  );
}

/** Image sizes: positive pixel counts only, anything else is left to CSS. */
function imageSize(value: unknown): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > 10_000) return undefined;
  return Math.round(value);
}

/**
 * Pictures in a text fill the article column (46rem) at most, and the screen less its margins on a
 * phone; an image narrower than that shows at its own width, which only narrows the choice further.
 */
export const RICH_TEXT_IMAGE_SIZES = "(min-width: 48rem) 46rem, calc(100vw - 2rem)";

/** The variant set behind a /media/ address, read from the address itself (no database read). */
function variantsOf(src: string) {
  try {
    return parseFullKey(decodeURIComponent(src.slice(MEDIA_PATH_PREFIX.length)));
  } catch {
    return null;
  }
}

function renderImage(node: RawNode, walk: Walk): ReactNode {
  if (typeof node.src !== "string" || !isAllowedImageSrc(node.src)) return null;
  const variants = variantsOf(node.src);
  const alt = typeof node.altText === "string" ? node.altText : "";
  if (walk.target?.image) {
    const chosen = walk.target.image(node.src, variants, { width: imageSize(node.width), height: imageSize(node.height) });
    return <img key={key(walk)} alt={alt} {...chosen} />;
  }
  const srcSet = variants ? srcsetFor(variants) : undefined;
  return (
    <img
      key={key(walk)}
      src={node.src}
      srcSet={srcSet}
      sizes={srcSet ? RICH_TEXT_IMAGE_SIZES : undefined}
      alt={alt}
      // The stored size of an image with variants is its real, upright one; older images keep the editor's.
      width={variants ? variants.width : imageSize(node.width)}
      height={variants ? variants.height : imageSize(node.height)}
      loading="lazy"
      decoding="async"
    />
  );
}

function renderInline(node: RawNode, walk: Walk): ReactNode {
  switch (node.type) {
    case "text":
      return renderText(node, walk);
    case "linebreak":
      return <br key={key(walk)} />;
    case "link":
    case "autolink":
      return renderLink(node, walk);
    case "image":
      return renderImage(node, walk);
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Lists

/**
 * Items of a list. Lexical stores a nested list as an item holding only that list, right after the
 * item it belongs to; we fold it back into that item, which is valid HTML and keeps the numbering
 * right (a separate <li> would take a number of its own).
 */
function renderItems(list: RawNode, depth: number, walk: Walk): ReactElement[] {
  const items: ReactNode[][] = [];
  mapChildren(list, walk, (item) => {
    if (item.type !== "listitem") return null;
    const own: ReactNode[] = [];
    const nested: ReactNode[] = [];
    mapChildren(item, walk, (child) => {
      const rendered = child.type === "list" ? renderList(child, depth + 1, walk) : renderInline(child, walk);
      if (rendered !== null) (child.type === "list" ? nested : own).push(rendered);
      return null;
    });
    const previous = items.at(-1);
    if (own.length === 0 && nested.length > 0 && previous !== undefined) previous.push(...nested);
    else items.push([...own, ...nested]);
    return null;
  });
  return items.map((content) => (
    <li key={key(walk)} style={styleOf(walk, "li")}>
      {content}
    </li>
  ));
}

/** A list at nesting `depth` (1 for a top-level list); deeper than the limit, nothing. */
function renderList(node: RawNode, depth: number, walk: Walk): ReactNode {
  if (depth > MAX_LIST_DEPTH) return null;
  const items = renderItems(node, depth, walk);
  // Check lists are shown as bullet lists: the site has no checkbox styling and they are not forms.
  if (node.listType === "number") {
    const start = typeof node.start === "number" && Number.isInteger(node.start) && node.start !== 1 ? node.start : undefined;
    return (
      <ol key={key(walk)} start={start} style={styleOf(walk, "ol")}>
        {items}
      </ol>
    );
  }
  return (
    <ul key={key(walk)} style={styleOf(walk, "ul")}>
      {items}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// Blocks

/** h1 becomes h2 (the page owns the h1), and h5/h6 become h4: content headings stay in h2–h4. */
function headingTag(tag: unknown): "h2" | "h3" | "h4" {
  const level = typeof tag === "string" && /^h[1-6]$/.test(tag) ? Number(tag.slice(1)) : 2;
  return level <= 2 ? "h2" : level === 3 ? "h3" : "h4";
}

function renderBlock(node: RawNode, walk: Walk): ReactNode {
  switch (node.type) {
    case "paragraph": {
      const content = mapChildren(node, walk, (child) => renderInline(child, walk));
      // An empty paragraph is a blank line the author typed; Lexical shows it as <p><br></p> too.
      return (
        <p key={key(walk)} style={styleOf(walk, "p")}>
          {childrenOf(node).length === 0 ? <br /> : content}
        </p>
      );
    }
    case "heading": {
      const Tag = headingTag(node.tag);
      return <Tag key={key(walk)} style={styleOf(walk, Tag)}>{mapChildren(node, walk, (child) => renderInline(child, walk))}</Tag>;
    }
    case "list":
      return renderList(node, 1, walk);
    default:
      return null;
  }
}

/** The root node of a document given as a value, an editor state ({ root }) or a JSON string. */
function findRoot(value: unknown): RawNode | null {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  const direct = asNode(parsed);
  if (direct !== null) return direct.type === "root" ? direct : null;
  if (typeof parsed !== "object" || parsed === null) return null;
  const root = asNode((parsed as { root?: unknown }).root);
  return root !== null && root.type === "root" ? root : null;
}

function renderDocument(value: unknown, target?: RenderTarget): ReactNode[] {
  const root = findRoot(value);
  if (root === null) return [];
  const walk: Walk = { remaining: MAX_NODES, nextKey: 0, target };
  return mapChildren(root, walk, (block) => renderBlock(block, walk));
}

/**
 * Renders stored rich text (a Lexical editor state, as a value or a JSON string) inside
 * `<div className="rich-text">`. Unknown nodes and their contents are dropped, links are sanitized,
 * images must be ours, lists deeper than MAX_LIST_DEPTH are cut off. Never throws: bad input renders
 * an empty container.
 */
export function RichText({ value, target }: { value: unknown; target?: RenderTarget }): ReactElement {
  let content: ReactNode[];
  try {
    content = renderDocument(value, target);
  } catch {
    // JSON cannot get here; exotic values (throwing getters, proxies) can. An empty block beats a 500.
    content = [];
  }
  return <div className="rich-text">{content}</div>;
}
