import {
  $getPreviousSelection,
  $getRoot,
  $getSelection,
  $isRangeSelection,
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
import { useCallback, useEffect, useRef, useState } from "react";
import { OPEN_LINK_DIALOG_COMMAND } from "../../commands";
import { $applyLink, $findLink, $getSelectedLink, $removeLinksInSelection } from "../../utils/links";
import { $restoreSelection, type AnchorRect, selectionRect } from "./selection";

/** The dialog as opened for one selection. */
export interface OpenDialog {
  initialUrl: string;
  editing: boolean;
  selection: RangeSelection;
  anchorRect: AnchorRect | null;
  /** Distinguishes two openings in a row, so the dialog starts afresh. */
  serial: number;
}

/** Registers the ways to open the dialog: the toolbar's command and Ctrl/Cmd+K in the text. */
function registerOpeners(editor: LexicalEditor, $open: () => boolean): () => void {
  return mergeRegister(
    editor.registerCommand(OPEN_LINK_DIALOG_COMMAND, () => $open(), COMMAND_PRIORITY_LOW),
    editor.registerCommand(
      KEY_DOWN_COMMAND,
      (event: KeyboardEvent) => {
        if (!isExactShortcutMatch(event, "k", CONTROL_OR_META)) return false;
        event.preventDefault();
        $open();
        return true;
      },
      COMMAND_PRIORITY_NORMAL,
    ),
  );
}

/** The link dialog's state: opened for the selection, closed by Escape, saving or removing the link. */
export function useLinkDialog(editor: LexicalEditor) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const serial = useRef(0);

  useEffect(() => {
    /** Reads the selection (inside an update or command) and opens the dialog for it. */
    const $open = (): boolean => {
      let selection = $getSelection() ?? $getPreviousSelection();
      if (selection === null) selection = $getRoot().selectEnd();
      // An image selected on its own cannot be a link (the whitelist keeps links to text).
      if (!$isRangeSelection(selection)) return false;
      const link = $getSelectedLink(selection) ?? $findLink(selection.anchor.getNode());
      // Everything is read here, inside the update: React may run a state updater much later.
      const next = { initialUrl: link?.getURL() ?? "", editing: link !== null, selection: selection.clone(), anchorRect: selectionRect(editor, selection), serial: ++serial.current };
      setDialog(next);
      return true;
    };
    return registerOpeners(editor, $open);
  }, [editor]);

  // Escape in the text closes an open dialog too.
  useEffect(() => {
    if (dialog === null) return;
    const close = () => {
      setDialog(null);
      return true;
    };
    return editor.registerCommand(KEY_ESCAPE_COMMAND, close, COMMAND_PRIORITY_LOW);
  }, [editor, dialog]);

  const close = useCallback(() => {
    setDialog(null);
    editor.focus();
  }, [editor]);

  /** Applies `change` to the selection the dialog was opened for, then closes it. */
  const changeLink = useCallback(
    (change: (selection: RangeSelection) => void) => {
      if (dialog === null) return;
      editor.update(() => {
        const selection = $restoreSelection(dialog.selection);
        if (selection !== null) change(selection);
      });
      close();
    },
    [editor, dialog, close],
  );

  const save = useCallback((url: string) => changeLink((selection) => $applyLink(selection, url)), [changeLink]);
  const remove = useCallback(() => changeLink($removeLinksInSelection), [changeLink]);
  return { dialog, close, save, remove };
}
