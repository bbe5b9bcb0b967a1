/**
 * A stored rich text as its paragraphs of plain text, for people comparing versions: the admin's
 * side-by-side diff and the history's one-line summary of each save read the text the same way.
 */

type Node = { type?: unknown; text?: unknown; children?: unknown; altText?: unknown; alt?: unknown; listType?: unknown };

const BLOCKS = new Set(["paragraph", "heading", "quote", "listitem"]);

function inlineText(node: Node): string {
  if (typeof node.text === "string") return node.text;
  if (node.type === "linebreak") return "\n";
  if (node.type === "image") return `[Görsel: ${String(node.altText ?? node.alt ?? "")}]`;
  return Array.isArray(node.children) ? (node.children as Node[]).map(inlineText).join("") : "";
}

/** A Lexical document as its paragraphs of plain text, in order (headings, list items and quotes count; empty ones left out). */
export function paragraphsOf(json: unknown): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (typeof node.type === "string" && BLOCKS.has(node.type)) {
      // A list item may hold a nested list: its own text first, then the nested items.
      const own = Array.isArray(node.children) ? (node.children as Node[]).filter((child) => child.type !== "list") : [];
      const text = own.map(inlineText).join("").trim();
      if (text) out.push(node.type === "listitem" ? `• ${text}` : text);
      for (const child of Array.isArray(node.children) ? (node.children as Node[]) : []) if (child.type === "list") walk(child);
      return;
    }
    if (node.type === "image") {
      out.push(inlineText(node));
      return;
    }
    for (const child of Array.isArray(node.children) ? (node.children as Node[]) : []) walk(child);
  };
  const root = (json as { root?: Node } | null)?.root;
  if (root) walk(root);
  return out;
}
