/** The editor's own commands, shared by the toolbar and the plugins that handle them. */
import { createCommand, type LexicalCommand } from "lexical";

/** Opens the link dialog for the current selection (toolbar button, Ctrl/Cmd+K). */
export const OPEN_LINK_DIALOG_COMMAND: LexicalCommand<void> = createCommand("RTE_OPEN_LINK_DIALOG");

/** Opens the file picker of the images plugin ("Görsel ekle"). */
export const OPEN_IMAGE_PICKER_COMMAND: LexicalCommand<void> = createCommand("RTE_OPEN_IMAGE_PICKER");

/** Clears formatting in the selection ("Biçimi temizle"). */
export const CLEAR_FORMATTING_COMMAND: LexicalCommand<void> = createCommand("RTE_CLEAR_FORMATTING");
