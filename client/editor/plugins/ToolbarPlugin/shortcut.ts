/** Keyboard shortcuts as the toolbar shows them: in its tooltips and to assistive technology. */
import { IS_APPLE } from "@lexical/utils";

/** A Ctrl/Cmd shortcut: its letter, with Shift or without. */
export interface Shortcut {
  key: string;
  shift?: boolean;
}

/** "Ctrl+B" (or "⌘B" on Apple systems) for the tooltips, "Control+B"/"Meta+B" for ARIA. */
export function describeShortcut({ key, shift = false }: Shortcut): { title: string; aria: string } {
  const upper = key.toUpperCase();
  if (IS_APPLE) return { title: `${shift ? "⇧" : ""}⌘${upper}`, aria: `Meta+${shift ? "Shift+" : ""}${upper}` };
  return { title: `Ctrl+${shift ? "Shift+" : ""}${upper}`, aria: `Control+${shift ? "Shift+" : ""}${upper}` };
}
