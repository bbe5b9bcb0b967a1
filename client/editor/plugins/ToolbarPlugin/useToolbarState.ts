import type { EditorState, LexicalEditor } from "lexical";
import { CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_CRITICAL, mergeRegister } from "lexical";
import { useEffect, useMemo, useState } from "react";
import { $readPressedKeys } from "../../utils/format";
import type { HistoryFacts, ToolbarItem } from "./items";

/** What the toolbar's buttons show: which are pressed, whether the history can move, whether the text can be edited. */
export interface ToolbarState {
  pressed: ReadonlySet<string>;
  history: HistoryFacts;
  editable: boolean;
}

/** The pressed buttons of the table in an editor state, as one comparable string. */
const readPressed = (state: EditorState, items: readonly ToolbarItem[]) => state.read(() => $readPressedKeys(items).join(" "));

/**
 * Keeps the toolbar's state in step with the editor: the pressed buttons are derived from the
 * selection after every update (kept as a string, so React skips renders when nothing changed),
 * undo/redo from the history's commands.
 */
export function useToolbarState(editor: LexicalEditor, items: readonly ToolbarItem[]): ToolbarState {
  const [pressedKeys, setPressedKeys] = useState(() => readPressed(editor.getEditorState(), items));
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [editable, setEditable] = useState(() => editor.isEditable());

  useEffect(() => {
    const follow = (set: (value: boolean) => void) => (payload: boolean) => {
      set(payload);
      return false;
    };
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => setPressedKeys(readPressed(editorState, items))),
      editor.registerCommand(CAN_UNDO_COMMAND, follow(setCanUndo), COMMAND_PRIORITY_CRITICAL),
      editor.registerCommand(CAN_REDO_COMMAND, follow(setCanRedo), COMMAND_PRIORITY_CRITICAL),
      editor.registerEditableListener(setEditable),
    );
  }, [editor, items]);

  const pressed = useMemo(() => new Set(pressedKeys.split(" ").filter(Boolean)), [pressedKeys]);
  const history = useMemo(() => ({ canUndo, canRedo }), [canUndo, canRedo]);
  return { pressed, history, editable };
}
