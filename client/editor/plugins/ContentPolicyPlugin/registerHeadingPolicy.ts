/**
 * Headings: the toolbar offers two levels (H2, H3; the page title is the H1). A heading pasted in at
 * another level takes the nearest one offered: h1 becomes h2, h4–h6 become h3, so the document
 * keeps one outline and the toolbar always shows what a heading is.
 */
import { $createHeadingNode, HeadingNode, type HeadingTagType } from "@lexical/rich-text";
import type { LexicalEditor } from "lexical";

export const HEADING_LEVELS = ["h2", "h3"] as const;

export const offeredHeading = (tag: HeadingTagType): (typeof HEADING_LEVELS)[number] => (tag === "h1" || tag === "h2" ? "h2" : "h3");

export function registerHeadingPolicy(editor: LexicalEditor): () => void {
  return editor.registerNodeTransform(HeadingNode, (heading) => {
    const tag = heading.getTag();
    const offered = offeredHeading(tag);
    if (offered === tag) return;
    const replacement = $createHeadingNode(offered);
    replacement.setFormat(heading.getFormatType());
    replacement.setIndent(heading.getIndent());
    heading.replace(replacement, true);
  });
}
