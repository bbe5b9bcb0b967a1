/**
 * The toolbar as a table: one row per button, in groups, after Quill's "snow" toolbar. A row says
 * what the button is called, what it does and, for a toggle, what in the selection presses it; the
 * toolbar derives every button's state from these rows, so a new format button is one more row.
 */
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from "@lexical/list";
import { FORMAT_TEXT_COMMAND, type LexicalCommand, type LexicalEditor, REDO_COMMAND, type TextFormatType, UNDO_COMMAND } from "lexical";
import type { ReactNode } from "react";
import { CLEAR_FORMATTING_COMMAND, OPEN_IMAGE_PICKER_COMMAND, OPEN_LINK_DIALOG_COMMAND } from "../../commands";
import { $setBlockType, type SelectionFacts, type SettableBlockType } from "../../utils/format";
import { $selectionHasLink } from "../../utils/links";
import { BoldIcon, BulletListIcon, ClearFormatIcon, Glyph, ImageIcon, ItalicIcon, LinkIcon, OrderedListIcon, RedoIcon, UnderlineIcon, UndoIcon } from "./icons";
import type { Shortcut } from "./shortcut";

/** Whether the history has a step to undo or to redo (Lexical announces it by command). */
export interface HistoryFacts {
  canUndo: boolean;
  canRedo: boolean;
}

/** One toolbar button. */
export interface ToolbarItem {
  key: string;
  /** The Turkish name read by screen readers. */
  label: string;
  /** The tooltip when it says more than the label; the shortcut follows it. */
  hint?: string;
  shortcut?: Shortcut;
  icon: ReactNode;
  /** Toggle buttons only: whether the selection has it (run inside an editor read). */
  isPressed?: (facts: SelectionFacts) => boolean;
  /** Whether the button has nothing to do (besides a read-only editor, which disables them all). */
  isDisabled?: (history: HistoryFacts) => boolean;
  /** The button's action; `pressed` is what the button showed when it was used. */
  run(editor: LexicalEditor, pressed: boolean): void;
}

/** A labelled group of buttons (role="group"). */
export interface ToolbarGroup {
  label: string;
  items: readonly ToolbarItem[];
}

/**
 * Paragraph, h2, h3: pressed when the selection starts in such a block. A glyph of letters ("H2")
 * is the button's visible label, so its name carries it too (WCAG 2.5.3, label in name): a
 * speech-input user says what they see.
 */
const blockButton = (type: SettableBlockType, label: string, glyph: string, hint?: string): ToolbarItem => ({
  key: type,
  label,
  hint,
  icon: <Glyph>{glyph}</Glyph>,
  isPressed: (facts) => facts.blockType === type,
  run: (editor) => editor.update(() => $setBlockType(type)),
});

/** Bold, italic, underline: pressed when the selected text (or what is typed next) has the format. */
const formatButton = (format: TextFormatType, label: string, letter: string, icon: ReactNode): ToolbarItem => ({
  key: format,
  label,
  shortcut: { key: letter },
  icon,
  isPressed: (facts) => facts.range?.hasFormat(format) === true,
  run: (editor) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format),
});

/** Numbered and bulleted lists: a pressed list button turns the list back into paragraphs. */
const listButton = (type: "number" | "bullet", label: string, insert: LexicalCommand<void>, icon: ReactNode): ToolbarItem => ({
  key: type,
  label,
  icon,
  isPressed: (facts) => facts.blockType === type,
  run: (editor, pressed) => editor.dispatchCommand(pressed ? REMOVE_LIST_COMMAND : insert, undefined),
});

/** A button that dispatches a command without payload. */
const commandButton = (key: string, label: string, command: LexicalCommand<void>, icon: ReactNode, extra: Partial<ToolbarItem> = {}): ToolbarItem => ({
  key,
  label,
  icon,
  run: (editor) => editor.dispatchCommand(command, undefined),
  ...extra,
});

/**
 * The toolbar's buttons, in their order on screen: what a phone needs most comes first (bold,
 * italic, underline, a link, an image, lists), since on a narrow screen the toolbar is one row that
 * scrolls sideways and shows about the first seven.
 */
export const TOOLBAR_GROUPS: readonly ToolbarGroup[] = [
  {
    label: "Yazı biçimi",
    items: [formatButton("bold", "Kalın", "b", <BoldIcon />), formatButton("italic", "İtalik", "i", <ItalicIcon />), formatButton("underline", "Altı çizili", "u", <UnderlineIcon />)],
  },
  {
    label: "Ekle",
    items: [
      commandButton("link", "Bağlantı", OPEN_LINK_DIALOG_COMMAND, <LinkIcon />, {
        shortcut: { key: "k" },
        isPressed: (facts) => facts.range !== null && $selectionHasLink(facts.range),
      }),
      commandButton("image", "Görsel ekle", OPEN_IMAGE_PICKER_COMMAND, <ImageIcon />, { hint: "Görsel ekle (PNG, GIF, JPEG, BMP, ICO; en fazla 20 MB)" }),
    ],
  },
  {
    label: "Listeler",
    items: [listButton("number", "Numaralı liste", INSERT_ORDERED_LIST_COMMAND, <OrderedListIcon />), listButton("bullet", "Madde işaretli liste", INSERT_UNORDERED_LIST_COMMAND, <BulletListIcon />)],
  },
  {
    label: "Paragraf biçimi",
    items: [blockButton("paragraph", "Paragraf", "¶", "Paragraf (normal metin)"), blockButton("h2", "Başlık H2", "H2"), blockButton("h3", "Başlık H3", "H3")],
  },
  {
    label: "Temizle",
    items: [
      commandButton("clean", "Biçimi temizle", CLEAR_FORMATTING_COMMAND, <ClearFormatIcon />, {
        hint: "Biçimi temizle (kalın, italik, altı çizili, başlık ve bağlantıyı kaldırır)",
      }),
    ],
  },
  {
    label: "Geçmiş",
    items: [
      commandButton("undo", "Geri al", UNDO_COMMAND, <UndoIcon />, { shortcut: { key: "z" }, isDisabled: (history) => !history.canUndo }),
      commandButton("redo", "Yinele", REDO_COMMAND, <RedoIcon />, { shortcut: { key: "z", shift: true }, isDisabled: (history) => !history.canRedo }),
    ],
  },
];

/** Every button, in order (for the arrow keys and for deriving the pressed ones). */
export const TOOLBAR_ITEMS: readonly ToolbarItem[] = TOOLBAR_GROUPS.flatMap((group) => group.items);
