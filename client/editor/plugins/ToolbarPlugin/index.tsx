/**
 * The toolbar, after Quill's "snow" toolbar: paragraph / heading 2 / heading 3, bold, italic,
 * underline, link, image, numbered and bulleted lists, clear formatting, undo and redo. Its buttons
 * are the rows of one table (./items.tsx); their state is derived from the selection.
 *
 * Accessibility: role="toolbar" with one Tab stop (roving tabindex: arrow keys, Home and End move
 * between the buttons), real <button type="button">s with a Turkish aria-label and title, toggle
 * states as aria-pressed, kept in step with the selection. A mouse click keeps the focus (and the
 * selection) in the text; a keyboard activation leaves it on the button.
 */
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { type JSX, useEffect } from "react";
import { activateButton } from "./activate";
import { TOOLBAR_GROUPS, TOOLBAR_ITEMS, type ToolbarItem } from "./items";
import { registerClearFormatting } from "./registerClearFormatting";
import { describeShortcut } from "./shortcut";
import { type ToolbarState, useToolbarState } from "./useToolbarState";
import { useRovingTabStop } from "./useRovingTabStop";

export interface ToolbarPluginProps {
  /** id of the editable area the toolbar acts on. */
  controls: string;
}

/** Whether a button can be used now. */
const isUsable = (item: ToolbarItem, state: ToolbarState) => state.editable && item.isDisabled?.(state.history) !== true;

export function ToolbarPlugin({ controls }: ToolbarPluginProps): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState(editor, TOOLBAR_ITEMS);
  const enabledKeys = TOOLBAR_ITEMS.filter((item) => isUsable(item, state)).map((item) => item.key);
  const roving = useRovingTabStop(enabledKeys, "bold");

  useEffect(() => registerClearFormatting(editor), [editor]);

  return (
    <div className="rte-toolbar" role="toolbar" aria-label="Metin biçimlendirme" aria-controls={controls} onKeyDown={roving.onKeyDown}>
      {TOOLBAR_GROUPS.map((group) => (
        <div key={group.label} className="rte-toolbar-group" role="group" aria-label={group.label}>
          {group.items.map((item) => {
            const pressed = item.isPressed ? state.pressed.has(item.key) : undefined;
            const shortcut = item.shortcut ? describeShortcut(item.shortcut) : undefined;
            const hint = item.hint ?? item.label;
            return (
              <button
                key={item.key}
                ref={roving.register(item.key)}
                type="button"
                className="rte-button"
                data-rte-key={item.key}
                aria-label={item.label}
                title={shortcut ? `${hint} (${shortcut.title})` : hint}
                aria-keyshortcuts={shortcut?.aria}
                aria-pressed={pressed}
                disabled={!isUsable(item, state)}
                tabIndex={item.key === roving.tabStop ? 0 : -1}
                // Keep the focus and the selection in the text when clicking with a mouse.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => roving.setActiveKey(item.key)}
                onClick={(event) => activateButton(editor, () => item.run(editor, pressed === true), event)}
              >
                {item.icon}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
