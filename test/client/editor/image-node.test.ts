import { $createParagraphNode, $createTextNode, $getRoot, $parseSerializedNode, type ParagraphNode } from "lexical";
import { describe, expect, it } from "vitest";
import { parseRichText } from "../../../src/shared/richtext/schema";
import { $createImageNode, $isImageNode, type ImageNode } from "../../../client/editor/nodes/ImageNode";
import { createTestEditor, toJSON, update } from "./editor-harness";

const stored = { type: "image", version: 1, src: "/media/2024/etkinlik.jpg", altText: "Bahar şenliği", width: 800, height: 600 };

function documentWith(...inline: unknown[]) {
  return {
    root: {
      type: "root",
      version: 1,
      direction: null,
      format: "",
      indent: 0,
      children: [{ type: "paragraph", version: 1, direction: null, format: "", indent: 0, textFormat: 0, textStyle: "", children: inline }],
    },
  };
}

function firstParagraph(json: { root: Record<string, unknown> }) {
  return (json.root.children as Array<{ children: unknown[] }>)[0]!;
}

describe("ImageNode", () => {
  it("exports exactly the server's whitelist shape", () => {
    const editor = createTestEditor();
    update(editor, () => {
      const paragraph = $createParagraphNode();
      paragraph.append($createTextNode("Önce "), $createImageNode({ src: stored.src, altText: stored.altText, width: 800, height: 600 }));
      $getRoot().clear().append(paragraph);
    });
    const image = firstParagraph(toJSON(editor)).children[1];
    expect(image).toStrictEqual(stored);
    expect(Object.keys(image as object).sort()).toEqual(["altText", "height", "src", "type", "version", "width"]);
  });

  it("round-trips its JSON unchanged", () => {
    const editor = createTestEditor(documentWith(stored));
    expect(firstParagraph(toJSON(editor)).children).toStrictEqual([stored]);
    editor.getEditorState().read(() => {
      const node = ($getRoot().getFirstChild() as ParagraphNode).getFirstChild();
      expect($isImageNode(node)).toBe(true);
      const image = node as ImageNode;
      expect([image.getSrc(), image.getAltText(), image.getWidth(), image.getHeight()]).toEqual([stored.src, stored.altText, 800, 600]);
      expect(image.isInline()).toBe(true);
    });
  });

  it("leaves out an unknown size rather than storing junk", () => {
    const editor = createTestEditor(documentWith({ type: "image", version: 1, src: "/media/a.png", altText: "", width: "big" }));
    expect(firstParagraph(toJSON(editor)).children).toStrictEqual([{ type: "image", version: 1, src: "/media/a.png", altText: "" }]);
  });

  it("changes its alternative text", () => {
    const editor = createTestEditor(documentWith(stored));
    update(editor, () => {
      const image = ($getRoot().getFirstChild() as ParagraphNode).getFirstChild() as ImageNode;
      image.setAltText("Derneğin bahar şenliğinden bir kare");
    });
    expect(firstParagraph(toJSON(editor)).children[0]).toMatchObject({ altText: "Derneğin bahar şenliğinden bir kare" });
  });

  it.each([
    ["a data: URL", "data:image/png;base64,iVBORw0KGgo="],
    ["a blob: URL", "blob:https://example.org/1b2c"],
    ["another host", "https://evil.example/media/x.png"],
    ["a protocol-relative address", "//evil.example/media/x.png"],
    ["a path out of /media/", "/media/../admin"],
  ])("removes an image from %s as soon as it enters the editor", (_, src) => {
    const editor = createTestEditor(documentWith({ type: "text", text: "metin", format: 0, version: 1 }, { ...stored, src }));
    expect(firstParagraph(toJSON(editor)).children).toHaveLength(1);
    // …and the same when pasted (Lexical JSON from the clipboard goes through importJSON).
    update(editor, () => {
      const paragraph = $getRoot().getFirstChild() as ParagraphNode;
      paragraph.append($parseSerializedNode({ ...stored, src } as never));
    });
    expect(firstParagraph(toJSON(editor)).children).toHaveLength(1);
  });

  it("makes documents the server accepts", () => {
    const editor = createTestEditor(documentWith({ type: "text", text: "Görsel: ", format: 1, version: 1 }, stored));
    const result = parseRichText(toJSON(editor));
    expect(result.ok, JSON.stringify(result)).toBe(true);
  });
});
