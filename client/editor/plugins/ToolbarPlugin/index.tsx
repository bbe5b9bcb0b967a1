/**
 * The toolbar, after Quill's "snow" toolbar: paragraph / heading 2 / heading 3, bold, italic,
 * underline, link, image, numbered and bulleted lists, clear formatting, undo and redo.
 *
 * Accessibility: role="toolbar" with one Tab stop (roving tabindex: arrow keys, Home and End move
 * between the buttons), real <button type="button">s with a Turkish aria-label and title, toggle
 * states as aria-pressed, kept in step with the selection. A mouse click keeps the focus (and the
 * selection) in the text; a keyboard activation leaves it on the button.
 */
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { IS_APPLE } from "@lexical/utils";
import {
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_EDITOR,
  FORMAT_TEXT_COMMAND,
  mergeRegister,
  REDO_COMMAND,
  SKIP_SELECTION_FOCUS_TAG,
  UNDO_COMMAND,
} from "lexical";
import { type JSX, type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { CLEAR_FORMATTING_COMMAND, OPEN_IMAGE_PICKER_COMMAND, OPEN_LINK_DIALOG_COMMAND } from "../../commands";
import {
  $clearFormatting,
  $readToolbarState,
  $setBlockType,
  type SettableBlockType,
  type ToolbarState,
} from "../../utils/format";
import {
  BoldIcon,
  BulletListIcon,
  ClearFormatIcon,
  Glyph,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  RedoIcon,
  UnderlineIcon,
  UndoIcon,
} from "./icons";

/** One toolbar button. */
interface ToolbarItem {
  key: string;
  /** The Turkish name read by screen readers. */
  label: string;
  /** The tooltip: the name and its keyboard shortcut. */
  title: string;
  /** aria-keyshortcuts, e.g. "Control+B". */
  shortcut?: string;
  icon: ReactNode;
  /** Toggle buttons only: whether the selection has it. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** "Ctrl+B" (or "⌘B" on Apple systems) for the tooltips, "Control+B"/"Meta+B" for ARIA. */
function shortcut(key: string, shift = false): { title: string; aria: string } {
  const upper = key.toUpperCase();
  if (IS_APPLE) return { title: `${shift ? "⇧" : ""}⌘${upper}`, aria: `Meta+${shift ? "Shift+" : ""}${upper}` };
  return { title: `Ctrl+${shift ? "Shift+" : ""}${upper}`, aria: `Control+${shift ? "Shift+" : ""}${upper}` };
}

function sameState(a: ToolbarState, b: ToolbarState): boolean {
  return (
    a.blockType === b.blockType &&
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.underline === b.underline &&
    a.link === b.link &&
    a.hasTextSelection === b.hasTextSelection
  );
}

export interface ToolbarPluginProps {
  /** id of the editable area the toolbar acts on. */
  controls: string;
}

export function ToolbarPlugin({ controls }: ToolbarPluginProps): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(() => editor.getEditorState().read($readToolbarState));
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [editable, setEditable] = useState(() => editor.isEditable());
  const [activeKey, setActiveKey] = useState("paragraph");
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read($readToolbarState);
        setState((previous) => (sameState(previous, next) ? previous : next));
      }),
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (payload) => {
          setCanUndo(payload);
          return false;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (payload) => {
          setCanRedo(payload);
          return false;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
      editor.registerCommand(
        CLEAR_FORMATTING_COMMAND,
        () => {
          $clearFormatting();
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
      editor.registerEditableListener(setEditable),
    );
  }, [editor]);

  const setBlock = (type: SettableBlockType) => editor.update(() => $setBlockType(type));
  const bold = shortcut("b");
  const italic = shortcut("i");
  const underline = shortcut("u");
  const link = shortcut("k");
  const undo = shortcut("z");
  const redo = shortcut("z", true);

  const groups: Array<{ label: string; items: ToolbarItem[] }> = [
    {
      label: "Paragraf biçimi",
      items: [
        {
          key: "paragraph",
          label: "Paragraf",
          title: "Paragraf (normal metin)",
          icon: <Glyph>¶</Glyph>,
          pressed: state.blockType === "paragraph",
          run: () => setBlock("paragraph"),
        },
        {
          key: "h2",
          label: "Başlık 2",
          title: "Başlık 2",
          icon: <Glyph>H2</Glyph>,
          pressed: state.blockType === "h2",
          run: () => setBlock("h2"),
        },
        {
          key: "h3",
          label: "Başlık 3",
          title: "Başlık 3",
          icon: <Glyph>H3</Glyph>,
          pressed: state.blockType === "h3",
          run: () => setBlock("h3"),
        },
      ],
    },
    {
      label: "Yazı biçimi",
      items: [
        {
          key: "bold",
          label: "Kalın",
          title: `Kalın (${bold.title})`,
          shortcut: bold.aria,
          icon: <BoldIcon />,
          pressed: state.bold,
          run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold"),
        },
        {
          key: "italic",
          label: "İtalik",
          title: `İtalik (${italic.title})`,
          shortcut: italic.aria,
          icon: <ItalicIcon />,
          pressed: state.italic,
          run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic"),
        },
        {
          key: "underline",
          label: "Altı çizili",
          title: `Altı çizili (${underline.title})`,
          shortcut: underline.aria,
          icon: <UnderlineIcon />,
          pressed: state.underline,
          run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "underline"),
        },
      ],
    },
    {
      label: "Ekle",
      items: [
        {
          key: "link",
          label: "Bağlantı",
          title: `Bağlantı (${link.title})`,
          shortcut: link.aria,
          icon: <LinkIcon />,
          pressed: state.link,
          run: () => editor.dispatchCommand(OPEN_LINK_DIALOG_COMMAND, undefined),
        },
        {
          key: "image",
          label: "Görsel ekle",
          title: "Görsel ekle (PNG, GIF, JPEG, BMP, ICO; en fazla 20 MB)",
          icon: <ImageIcon />,
          run: () => editor.dispatchCommand(OPEN_IMAGE_PICKER_COMMAND, undefined),
        },
      ],
    },
    {
      label: "Listeler",
      items: [
        {
          key: "number",
          label: "Numaralı liste",
          title: "Numaralı liste",
          icon: <OrderedListIcon />,
          pressed: state.blockType === "number",
          run: () =>
            state.blockType === "number"
              ? editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
              : editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined),
        },
        {
          key: "bullet",
          label: "Madde işaretli liste",
          title: "Madde işaretli liste",
          icon: <BulletListIcon />,
          pressed: state.blockType === "bullet",
          run: () =>
            state.blockType === "bullet"
              ? editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
              : editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined),
        },
      ],
    },
    {
      label: "Temizle",
      items: [
        {
          key: "clean",
          label: "Biçimi temizle",
          title: "Biçimi temizle (kalın, italik, altı çizili, başlık ve bağlantıyı kaldırır)",
          icon: <ClearFormatIcon />,
          run: () => editor.dispatchCommand(CLEAR_FORMATTING_COMMAND, undefined),
        },
      ],
    },
    {
      label: "Geçmiş",
      items: [
        {
          key: "undo",
          label: "Geri al",
          title: `Geri al (${undo.title})`,
          shortcut: undo.aria,
          icon: <UndoIcon />,
          disabled: !canUndo,
          run: () => editor.dispatchCommand(UNDO_COMMAND, undefined),
        },
        {
          key: "redo",
          label: "Yinele",
          title: `Yinele (${redo.title})`,
          shortcut: redo.aria,
          icon: <RedoIcon />,
          disabled: !canRedo,
          run: () => editor.dispatchCommand(REDO_COMMAND, undefined),
        },
      ],
    },
  ];

  const items = groups.flatMap((group) => group.items);
  const isDisabled = (item: ToolbarItem) => !editable || item.disabled === true;
  const enabled = items.filter((item) => !isDisabled(item));
  // The one Tab stop: the last button used, or the first usable one when that one is disabled.
  const tabStop = enabled.some((item) => item.key === activeKey) ? activeKey : enabled[0]?.key;

  /**
   * Runs a button's action. A mouse click leaves the focus in the text (the button never took it);
   * a keyboard activation (click event without a pointer: detail 0) keeps it on the button, as the
   * toolbar pattern expects, so the update is tagged for Lexical not to focus the text.
   */
  const activate = (item: ToolbarItem, event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail !== 0) {
      item.run();
      return;
    }
    const button = event.currentTarget;
    editor.update(() => item.run(), { tag: SKIP_SELECTION_FOCUS_TAG });
    // Undo and redo replace the whole state in updates of their own, which may still focus the text.
    // A button that its own action disabled (undo back to the start) drops the focus: it moves to
    // the nearest usable button instead.
    setTimeout(() => {
      if (!button.isConnected) return;
      const root = editor.getRootElement();
      const active = button.ownerDocument.activeElement;
      const lost = active === null || active === button.ownerDocument.body || (root !== null && root.contains(active));
      if (!lost) return;
      const all = [...(button.closest("[role=toolbar]")?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
      const index = all.indexOf(button);
      const usable = (candidate: HTMLButtonElement | undefined) => candidate !== undefined && !candidate.disabled;
      const target = usable(button)
        ? button
        : [...all.slice(index + 1), ...all.slice(0, index).reverse()].find(usable);
      target?.focus({ preventScroll: true });
    }, 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = (event.target as HTMLElement).dataset?.rteKey;
    if (key === undefined || enabled.length === 0) return;
    const index = enabled.findIndex((item) => item.key === key);
    let next: number;
    switch (event.key) {
      case "ArrowRight":
      case "ArrowDown":
        next = (index + 1) % enabled.length;
        break;
      case "ArrowLeft":
      case "ArrowUp":
        next = (index - 1 + enabled.length) % enabled.length;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = enabled.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = enabled[next]!;
    setActiveKey(target.key);
    buttons.current.get(target.key)?.focus();
  };

  return (
    <div
      className="rte-toolbar"
      role="toolbar"
      aria-label="Metin biçimlendirme"
      aria-controls={controls}
      onKeyDown={onKeyDown}
    >
      {groups.map((group) => (
        <div key={group.label} className="rte-toolbar-group" role="group" aria-label={group.label}>
          {group.items.map((item) => (
            <button
              key={item.key}
              ref={(element) => {
                if (element) buttons.current.set(item.key, element);
                else buttons.current.delete(item.key);
              }}
              type="button"
              className="rte-button"
              data-rte-key={item.key}
              aria-label={item.label}
              title={item.title}
              aria-keyshortcuts={item.shortcut}
              aria-pressed={item.pressed}
              disabled={isDisabled(item)}
              tabIndex={item.key === tabStop ? 0 : -1}
              // Keep the focus and the selection in the text when clicking with a mouse.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setActiveKey(item.key)}
              onClick={(event) => activate(item, event)}
            >
              {item.icon}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
