/**
 * Block and text formatting of the toolbar, as `$` functions (run them inside an editor update or
 * read). They need no DOM, so the Node tests drive them through a bare `createEditor`.
 */
import { $isListNode, ListNode } from "@lexical/list";
import { $createHeadingNode, $isHeadingNode, type HeadingNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { $getNearestNodeOfType } from "@lexical/utils";
import {
  $createParagraphNode,
  $findMatchingParent,
  $getSelection,
  $isElementNode,
  $isParagraphNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
  type RangeSelection,
} from "lexical";
import { $removeLinksInSelection } from "./links";

/** The block kinds the toolbar offers; "other" is anything else (an h1 or h4 pasted in…). */
export type BlockType = "paragraph" | "h2" | "h3" | "number" | "bullet" | "other";

/** The block types the paragraph/heading buttons set. */
export type SettableBlockType = "paragraph" | "h2" | "h3";

/**
 * What the toolbar's buttons read to know whether they are pressed: the kind of block the selection
 * is in, and the selection itself when it is a range (text), the only kind formatting applies to.
 */
export interface SelectionFacts {
  blockType: BlockType;
  range: RangeSelection | null;
}

/** The block directly under the root that holds `node`. */
function $topLevelBlock(node: LexicalNode): LexicalNode {
  if ($isRootOrShadowRoot(node)) return node;
  return (
    $findMatchingParent(node, (candidate) => {
      const parent = candidate.getParent();
      return parent !== null && $isRootOrShadowRoot(parent);
    }) ?? node
  );
}

/** The kind of block a node sits in. */
export function $getBlockTypeOf(node: LexicalNode): BlockType {
  const top = $topLevelBlock(node);
  if ($isListNode(top)) {
    // The innermost list decides: a bullet list nested in a numbered one is a bullet list.
    const list = $getNearestNodeOfType<ListNode>(node, ListNode) ?? top;
    return list.getListType() === "number" ? "number" : "bullet";
  }
  if ($isHeadingNode(top)) {
    const tag = top.getTag();
    return tag === "h2" || tag === "h3" ? tag : "other";
  }
  if ($isParagraphNode(top)) return "paragraph";
  return "other";
}

/** The kind of block the selection starts in. */
export function $getBlockType(selection: RangeSelection): BlockType {
  return $getBlockTypeOf(selection.anchor.getNode());
}

/** The facts of the current selection that the toolbar's buttons derive their state from. */
export function $readSelectionFacts(): SelectionFacts {
  const selection = $getSelection();
  if ($isRangeSelection(selection)) return { blockType: $getBlockType(selection), range: selection };
  // No selection yet (the editor was never focused), or an image selected on its own.
  const first = selection?.getNodes()[0];
  return { blockType: first ? $getBlockTypeOf(first) : "paragraph", range: null };
}

/**
 * The keys of the toggle buttons the current selection has, in the buttons' order: each button
 * says for itself (`isPressed`) what it looks for in the selection.
 */
export function $readPressedKeys(buttons: ReadonlyArray<{ key: string; isPressed?: (facts: SelectionFacts) => boolean }>): string[] {
  const facts = $readSelectionFacts();
  return buttons.filter((button) => button.isPressed?.(facts) === true).map((button) => button.key);
}

/**
 * Makes the selected blocks paragraphs or h2/h3 headings (list items leave their list). Setting a
 * heading level the selection already has turns it back into a paragraph, as Quill's buttons did.
 */
export function $setBlockType(type: SettableBlockType): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const current = $getBlockType(selection);
  const target: SettableBlockType = type !== "paragraph" && current === type ? "paragraph" : type;
  $setBlocksType(selection, () => (target === "paragraph" ? $createParagraphNode() : $createHeadingNode(target)));
}

/** The headings the selection touches (its ends included even when nothing of them is selected). */
function $selectedHeadings(selection: RangeSelection): HeadingNode[] {
  const headings = new Map<string, HeadingNode>();
  const nodes = [selection.anchor.getNode(), selection.focus.getNode(), ...selection.getNodes()];
  for (const node of nodes) {
    const heading = $findMatchingParent(node, $isHeadingNode) as HeadingNode | null;
    if (heading !== null) headings.set(heading.getKey(), heading);
  }
  return [...headings.values()];
}

/** Replaces a block by a paragraph holding the same children (and keeping its alignment/indent). */
function $toParagraph(block: ElementNode): void {
  const paragraph = $createParagraphNode();
  paragraph.setFormat(block.getFormatType());
  paragraph.setIndent(block.getIndent());
  block.replace(paragraph, true);
}

/**
 * "Biçimi temizle", as Quill's clean button: the selected text loses its formats (bold, italic,
 * underline… and any inline style), headings touched by the selection become paragraphs and links
 * in the selection are removed. Lists stay lists. At a caret, the block is cleaned and the formats
 * about to be typed are reset.
 */
export function $clearFormatting(): void {
  const initial = $getSelection();
  if (!$isRangeSelection(initial)) return;
  for (const heading of $selectedHeadings(initial)) $toParagraph(heading);

  const afterBlocks = $getSelection();
  if (!$isRangeSelection(afterBlocks)) return;
  $removeLinksInSelection(afterBlocks);

  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (!selection.isCollapsed()) {
    for (const node of selection.extract()) {
      if ($isTextNode(node)) {
        node.setFormat(0);
        node.setStyle("");
      } else if ($isElementNode(node) && node.isInline()) {
        for (const text of node.getAllTextNodes()) {
          text.setFormat(0);
          text.setStyle("");
        }
      }
    }
  }
  selection.setFormat(0);
  selection.setStyle("");
}
