/**
 * Links: Lexical's link commands (and wrapping a selection in a link when an address is pasted over
 * it), the link policy transforms, Ctrl/Cmd+K and the link dialog.
 */
import { LinkPlugin as LexicalLinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import {
  $getNodeByKey,
  $getPreviousSelection,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  COMMAND_PRIORITY_LOW,
  COMMAND_PRIORITY_NORMAL,
  CONTROL_OR_META,
  isExactShortcutMatch,
  KEY_DOWN_COMMAND,
  KEY_ESCAPE_COMMAND,
  type LexicalEditor,
  mergeRegister,
  type RangeSelection,
} from "lexical";
import { type JSX, useCallback, useEffect, useRef, useState } from "react";
import { OPEN_LINK_DIALOG_COMMAND } from "../../commands";
import { $applyLink, $findLink, $getSelectedLink, $removeLinksInSelection, isPastableUrl } from "../../utils/links";
import { LinkDialog } from "./LinkDialog";
import { registerLinkPolicy } from "./registerLinkPolicy";

/** Links carry no rel/target of their own: the renderer adds them for external addresses. */
const LINK_ATTRIBUTES = { rel: null, target: null };

interface OpenDialog {
  initialUrl: string;
  editing: boolean;
  selection: RangeSelection;
  anchorRect: { top: number; bottom: number; left: number } | null;
  /** Distinguishes two openings in a row, so the dialog starts afresh. */
  serial: number;
}

/** Where the selection is on screen: the DOM range, or the element of its anchor node. */
function selectionRect(editor: LexicalEditor, selection: RangeSelection): OpenDialog["anchorRect"] {
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
function $restoreSelection(saved: RangeSelection): RangeSelection | null {
  if ($isPointValid(saved.anchor) && $isPointValid(saved.focus)) {
    const selection = saved.clone();
    $setSelection(selection);
    return selection;
  }
  const current = $getSelection();
  return $isRangeSelection(current) ? current : null;
}

export function LinkPlugin(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const serial = useRef(0);

  /** The last address the policy refused (a pasted javascript: link…), told to the author. */
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => registerLinkPolicy(editor, setRefused), [editor]);

  /** Reads the selection (inside an update or command) and opens the dialog for it. */
  const $openDialog = useCallback((): boolean => {
    let selection = $getSelection() ?? $getPreviousSelection();
    if (selection === null) selection = $getRoot().selectEnd();
    // An image selected on its own cannot be a link (the whitelist keeps links to text).
    if (!$isRangeSelection(selection)) return false;
    const link = $getSelectedLink(selection) ?? $findLink(selection.anchor.getNode());
    // Everything is read here, inside the update: React may run a state updater much later.
    const next: OpenDialog = {
      initialUrl: link?.getURL() ?? "",
      editing: link !== null,
      selection: selection.clone(),
      anchorRect: selectionRect(editor, selection),
      serial: ++serial.current,
    };
    setDialog(next);
    return true;
  }, [editor]);

  useEffect(() => {
    return mergeRegister(
      editor.registerCommand(OPEN_LINK_DIALOG_COMMAND, () => $openDialog(), COMMAND_PRIORITY_LOW),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event: KeyboardEvent) => {
          if (!isExactShortcutMatch(event, "k", CONTROL_OR_META)) return false;
          event.preventDefault();
          $openDialog();
          return true;
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    );
  }, [editor, $openDialog]);

  // Escape in the text closes an open dialog too.
  useEffect(() => {
    if (dialog === null) return;
    return editor.registerCommand(
      KEY_ESCAPE_COMMAND,
      () => {
        setDialog(null);
        return true;
      },
      COMMAND_PRIORITY_LOW,
    );
  }, [editor, dialog]);

  const close = useCallback(() => {
    setDialog(null);
    editor.focus();
  }, [editor]);

  const save = useCallback(
    (url: string) => {
      if (dialog === null) return;
      editor.update(() => {
        const selection = $restoreSelection(dialog.selection);
        if (selection !== null) $applyLink(selection, url);
      });
      close();
    },
    [editor, dialog, close],
  );

  const remove = useCallback(() => {
    if (dialog === null) return;
    editor.update(() => {
      const selection = $restoreSelection(dialog.selection);
      if (selection !== null) $removeLinksInSelection(selection);
    });
    close();
  }, [editor, dialog, close]);

  return (
    <>
      <LexicalLinkPlugin validateUrl={isPastableUrl} attributes={LINK_ATTRIBUTES} />
      <p className="rte-notice" role="status">
        {refused !== null ? (
          <>
            “{refused.length > 60 ? `${refused.slice(0, 60)}…` : refused}” adresine bağlantı verilemez (yalnızca https://, http://, mailto:, tel: ve site içi adresler). Metin
            bağlantısız bırakıldı.{" "}
            <button type="button" className="rte-notice-close" onClick={() => setRefused(null)}>
              Tamam
            </button>
          </>
        ) : null}
      </p>
      {dialog !== null && (
        <LinkDialog
          key={dialog.serial}
          initialUrl={dialog.initialUrl}
          editing={dialog.editing}
          anchorRect={dialog.anchorRect}
          onSave={save}
          onRemove={remove}
          onClose={close}
        />
      )}
    </>
  );
}

export { registerLinkPolicy };
