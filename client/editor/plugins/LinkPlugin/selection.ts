/** The selection a link dialog is opened for: where it is on screen, and putting it back afterwards. */
import { $getNodeByKey, $getSelection, $isElementNode, $isRangeSelection, $isTextNode, $setSelection, type LexicalEditor, type RangeSelection } from "lexical";

/** A place on screen (viewport coordinates) to put the dialog under. */
export interface AnchorRect {
  top: number;
  bottom: number;
  left: number;
}

/** Where the selection is on screen: the DOM range, or the element of its anchor node. */
export function selectionRect(editor: LexicalEditor, selection: RangeSelection): AnchorRect | null {
  const root = editor.getRootElement();
  const domSelection = root?.ownerDocument.defaultView?.getSelection() ?? null;
  if (root && domSelection && domSelection.rangeCount > 0 && root.contains(domSelection.anchorNode)) {
    const range = domSelection.getRangeAt(0);
    const rects = range.getClientRects();
    const rect = rects.length > 0 ? rects[rects.length - 1]! : range.getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) return { top: rect.top, bottom: rect.bottom, left: rects[0]?.left ?? rect.left };
  }
  const element = editor.getElementByKey(selection.anchor.key);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return { top: rect.top, bottom: rect.bottom, left: rect.left };
}

/** Whether a saved point still fits its node (the author may have edited while the dialog was open). */
function $isPointValid(point: RangeSelection["anchor"]): boolean {
  const node = $getNodeByKey(point.key);
  if (node === null || !node.isAttached()) return false;
  if (point.type === "text") return $isTextNode(node) && point.offset <= node.getTextContentSize();
  return $isElementNode(node) && point.offset <= node.getChildrenSize();
}

/** Puts back the selection the dialog was opened for, if it still fits the document. */
export function $restoreSelection(saved: RangeSelection): RangeSelection | null {
  if ($isPointValid(saved.anchor) && $isPointValid(saved.focus)) {
    const selection = saved.clone();
    $setSelection(selection);
    return selection;
  }
  const current = $getSelection();
  return $isRangeSelection(current) ? current : null;
}
