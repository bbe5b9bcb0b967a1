import { type LexicalEditor, SKIP_SELECTION_FOCUS_TAG } from "lexical";
import type { MouseEvent } from "react";

/**
 * Runs a button's action. A mouse click leaves the focus in the text (the button never took it);
 * a keyboard activation (click event without a pointer: detail 0) keeps it on the button, as the
 * toolbar pattern expects, so the update is tagged for Lexical not to focus the text.
 */
export function activateButton(editor: LexicalEditor, run: () => void, event: MouseEvent<HTMLButtonElement>): void {
  if (event.detail !== 0) {
    run();
    return;
  }
  const button = event.currentTarget;
  editor.update(run, { tag: SKIP_SELECTION_FOCUS_TAG });
  // Undo and redo replace the whole state in updates of their own, which may still focus the text.
  setTimeout(() => keepFocusInToolbar(editor, button), 0);
}

/**
 * Brings the focus back to the toolbar when the action took it away. A button that its own action
 * disabled (undo back to the start) drops the focus: it moves to the nearest usable button instead.
 */
function keepFocusInToolbar(editor: LexicalEditor, button: HTMLButtonElement): void {
  if (!button.isConnected) return;
  const root = editor.getRootElement();
  const active = button.ownerDocument.activeElement;
  const lost = active === null || active === button.ownerDocument.body || (root !== null && root.contains(active));
  if (!lost) return;
  const all = [...(button.closest("[role=toolbar]")?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
  const index = all.indexOf(button);
  const usable = (candidate: HTMLButtonElement | undefined) => candidate !== undefined && !candidate.disabled;
  const target = usable(button) ? button : [...all.slice(index + 1), ...all.slice(0, index).reverse()].find(usable);
  target?.focus({ preventScroll: true });
}
