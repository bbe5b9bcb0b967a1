import { $createHeadingNode } from "@lexical/rich-text";
import { $createNodeSelection, $createParagraphNode, $createTextNode, $getRoot, $setSelection, type TextNode } from "lexical";
import { describe, expect, it } from "vitest";
import { TOOLBAR_GROUPS, TOOLBAR_ITEMS, type ToolbarItem } from "../../../client/editor/plugins/ToolbarPlugin/items";
import { describeShortcut } from "../../../client/editor/plugins/ToolbarPlugin/shortcut";
import { $createImageNode } from "../../../client/editor/nodes/ImageNode";
import { $readPressedKeys } from "../../../client/editor/utils/format";
import { createTestEditor, toJSON, update } from "./editor-harness";

const HISTORY_EMPTY = { canUndo: false, canRedo: false };

describe("the toolbar table", () => {
  it("lists every button once, what a phone needs first (the first seven fit a 390 px screen)", () => {
    const keys = TOOLBAR_ITEMS.map((item) => item.key);
    expect(keys).toEqual(["bold", "italic", "underline", "link", "image", "number", "bullet", "paragraph", "h2", "h3", "clean", "undo", "redo"]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(TOOLBAR_GROUPS.map((group) => group.label)).toEqual(["Yazı biçimi", "Ekle", "Listeler", "Paragraf biçimi", "Temizle", "Geçmiş"]);
  });

  it("marks the toggles (aria-pressed) and only them", () => {
    const toggles = TOOLBAR_ITEMS.filter((item) => item.isPressed !== undefined).map((item) => item.key);
    expect(toggles).toEqual(["bold", "italic", "underline", "link", "number", "bullet", "paragraph", "h2", "h3"]);
  });

  it("disables undo and redo from the history alone", () => {
    const disabled = (history: typeof HISTORY_EMPTY) => TOOLBAR_ITEMS.filter((item) => item.isDisabled?.(history) === true).map((item) => item.key);
    expect(disabled(HISTORY_EMPTY)).toEqual(["undo", "redo"]);
    expect(disabled({ canUndo: true, canRedo: false })).toEqual(["redo"]);
    expect(disabled({ canUndo: true, canRedo: true })).toEqual([]);
  });

  it("gives the shortcuts' buttons their keys for the tooltip and for ARIA", () => {
    const shortcuts = Object.fromEntries(TOOLBAR_ITEMS.filter((item) => item.shortcut).map((item) => [item.key, describeShortcut(item.shortcut!).aria]));
    // The tests run outside an Apple browser: Control, not Meta.
    expect(shortcuts).toEqual({ bold: "Control+B", italic: "Control+I", underline: "Control+U", link: "Control+K", undo: "Control+Z", redo: "Control+Shift+Z" });
    expect(describeShortcut({ key: "z", shift: true }).title).toBe("Ctrl+Shift+Z");
  });
});

describe("pressed buttons derived from the selection", () => {
  it("presses the paragraph button before the editor was ever focused", () => {
    const editor = createTestEditor();
    update(editor, () => $setSelection(null));
    expect(editor.getEditorState().read(() => $readPressedKeys(TOOLBAR_ITEMS))).toEqual(["paragraph"]);
  });

  it("presses only the block of an image selected on its own, no text format", () => {
    const editor = createTestEditor();
    update(editor, () => {
      const image = $createImageNode({ src: "/media/2024/a.jpg", altText: "", width: 10, height: 10 });
      $getRoot().clear().append($createHeadingNode("h3").append($createTextNode("Başlık").toggleFormat("bold"), image));
      const selection = $createNodeSelection();
      selection.add(image.getKey());
      $setSelection(selection);
    });
    expect(editor.getEditorState().read(() => $readPressedKeys(TOOLBAR_ITEMS))).toEqual(["h3"]);
  });

  it("derives a new row's state from its own test, with no other change", () => {
    const strikethrough: ToolbarItem = { key: "strikethrough", label: "Üstü çizili", icon: null, isPressed: (facts) => facts.range?.hasFormat("strikethrough") === true, run: () => {} };
    const editor = createTestEditor();
    update(editor, () => {
      const text = $createTextNode("çizik").toggleFormat("strikethrough");
      $getRoot().clear().append($createParagraphNode().append(text));
      (text as TextNode).select(1, 1).setFormat(text.getFormat());
    });
    expect(editor.getEditorState().read(() => $readPressedKeys([...TOOLBAR_ITEMS, strikethrough]))).toEqual(["paragraph", "strikethrough"]);
  });

  it("runs the heading row as the h2 button does: a second press goes back to a paragraph", () => {
    const editor = createTestEditor();
    update(editor, () => {
      $getRoot().clear().append($createParagraphNode().append($createTextNode("metin")));
      $getRoot().selectEnd();
    });
    const h2 = TOOLBAR_ITEMS.find((item) => item.key === "h2")!;
    const blockType = () => (toJSON(editor).root.children as Array<{ type: string; tag?: string }>)[0]!;
    update(editor, () => h2.run(editor, false));
    expect(blockType()).toMatchObject({ type: "heading", tag: "h2" });
    update(editor, () => h2.run(editor, true));
    expect(blockType().type).toBe("paragraph");
  });
});
