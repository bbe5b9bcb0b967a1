import { doc, h, li, link, ol, p, text, ul } from "../../shared/richtext/build";
import type { RichTextBlock, RichTextDocument, RichTextInline } from "../../shared/richtext/schema";
import type { DemoBlock } from "./demo-content";

/** `**bold**`, `*italic*` and `[label](url)` in a line of demo text, as rich-text nodes. */
export function inlineMarkup(line: string): RichTextInline[] {
  const nodes: RichTextInline[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) nodes.push(text(line.slice(last, match.index)));
    if (match[1] !== undefined) nodes.push(text(match[1], { bold: true }));
    else if (match[2] !== undefined) nodes.push(text(match[2], { italic: true }));
    else nodes.push(link(match[4]!, match[3]!));
    last = match.index + match[0].length;
  }
  if (last < line.length) nodes.push(text(line.slice(last)));
  return nodes;
}

const item = (line: string) => li(...inlineMarkup(line));

/** Demo blocks as a Lexical document, the shape the editor saves. */
export function demoDocument(blocks: readonly DemoBlock[]): RichTextDocument {
  const converted: RichTextBlock[] = blocks.map((block) => {
    if (typeof block === "string") return p(...inlineMarkup(block));
    if ("heading" in block) return h(2, block.heading);
    if ("bullets" in block) return ul(...block.bullets.map(item));
    return ol(...block.numbered.map(item));
  });
  return doc(...converted);
}
