import { COMMAND_PRIORITY_EDITOR, type LexicalEditor } from "lexical";
import { CLEAR_FORMATTING_COMMAND } from "../../commands";
import { $clearFormatting } from "../../utils/format";

/** Handles "Biçimi temizle" (the clean button's command); returns the cleanup. */
export function registerClearFormatting(editor: LexicalEditor): () => void {
  return editor.registerCommand(
    CLEAR_FORMATTING_COMMAND,
    () => {
      $clearFormatting();
      return true;
    },
    COMMAND_PRIORITY_EDITOR,
  );
}
