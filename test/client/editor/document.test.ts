import { $createLinkNode } from "@lexical/link";
import { $createListItemNode, $createListNode } from "@lexical/list";
import { $createHeadingNode } from "@lexical/rich-text";
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTabNode,
  $createTextNode,
  $getRoot,
} from "lexical";
import { describe, expect, it } from "vitest";
import { emptyDocument, parseRichText, plainText, TEXT_FORMAT } from "../../../src/shared/richtext/schema";
import { $createImageNode } from "../../../client/editor/nodes/ImageNode";
import { toInitialEditorState } from "../../../client/editor/RichTextEditor";
import { createTestEditor, toJSON, update } from "./editor-harness";

/** Everything the toolbar can make, in one document. */
function fullDocument() {
  const editor = createTestEditor();
  update(editor, () => {
    const nested = $createListNode("bullet").append($createListItemNode().append($createTextNode("alt madde")));
    $getRoot()
      .clear()
      .append(
        $createHeadingNode("h2").append($createTextNode("Etkinlikler")),
        $createHeadingNode("h3").append($createTextNode("Bahar şenliği")),
        $createParagraphNode().append(
          $createTextNode("Kalın").setFormat(TEXT_FORMAT.bold),
          $createTextNode(", "),
          $createTextNode("italik").setFormat(TEXT_FORMAT.italic),
          $createTextNode(", "),
          $createTextNode("altı çizili").setFormat(TEXT_FORMAT.underline),
          $createLineBreakNode(),
          $createLinkNode("https://camlica.org.tr", { rel: null }).append($createTextNode("site")),
          $createTextNode(" "),
          $createImageNode({ src: "/media/2024/afis.png", altText: "Afiş", width: 1200, height: 800 }),
        ),
        $createListNode("number").append(
          $createListItemNode().append($createTextNode("bir")),
          $createListItemNode().append(nested),
          $createListItemNode().append($createTextNode("iki")),
        ),
        $createParagraphNode(),
      );
  });
  return editor;
}

describe("documents made with the editor", () => {
  it("pass the server's parseRichText", () => {
    const json = toJSON(fullDocument());
    const result = parseRichText(json);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (result.ok) expect(plainText(result.value)).toContain("Bahar şenliği");
  });

  it("also as the JSON string the page posts", () => {
    expect(parseRichText(JSON.stringify(toJSON(fullDocument()))).ok).toBe(true);
  });

  it("turn pasted tabs into spaces (the whitelist has no tab node)", () => {
    const editor = createTestEditor();
    update(editor, () => {
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode("a"), $createTabNode(), $createTextNode("b")));
    });
    const json = toJSON(editor);
    expect(JSON.stringify(json)).not.toContain('"tab"');
    editor.getEditorState().read(() => expect($getRoot().getTextContent()).toBe("a b"));
    expect(parseRichText(json).ok).toBe(true);
  });

  it("start from the server's empty document", () => {
    const editor = createTestEditor(emptyDocument());
    expect(parseRichText(toJSON(editor)).ok).toBe(true);
  });
});

describe("toInitialEditorState", () => {
  it("starts empty from null", () => {
    expect(toInitialEditorState(null)).toEqual({ state: undefined, error: false });
    expect(toInitialEditorState(undefined)).toEqual({ state: undefined, error: false });
  });

  it("takes a stored document, as a value or a string", () => {
    const json = toJSON(fullDocument());
    expect(toInitialEditorState(json).state).toBe(JSON.stringify(json));
    expect(toInitialEditorState(JSON.stringify(json)).state).toBe(JSON.stringify(json));
  });

  it("starts empty, and says so, from a value Lexical cannot load", () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(toInitialEditorState({ root: { type: "root", children: [{ type: "quote", children: [] }] } })).toEqual({ state: undefined, error: true });
      expect(toInitialEditorState("{nope")).toEqual({ state: undefined, error: true });
      expect(toInitialEditorState({ nope: true })).toEqual({ state: undefined, error: true });
    } finally {
      console.error = quiet;
    }
  });

  it("gives a root without children Lexical's empty paragraph", () => {
    expect(toInitialEditorState({ root: { type: "root", version: 1, children: [] } })).toEqual({ state: undefined, error: false });
  });
});
