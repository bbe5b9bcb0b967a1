import { $createListItemNode, $createListNode, $isListNode, type ListNode } from "@lexical/list";
import { $createLinkNode } from "@lexical/link";
import { $createHeadingNode } from "@lexical/rich-text";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  type ElementNode,
  type TextNode,
} from "lexical";
import { describe, expect, it } from "vitest";
import { TOOLBAR_ITEMS } from "../../../client/editor/plugins/ToolbarPlugin/items";
import { $clearFormatting, $readPressedKeys, $setBlockType } from "../../../client/editor/utils/format";
import { parseRichText, TEXT_FORMAT } from "../../../src/shared/richtext/schema";
import { createTestEditor, toJSON, update } from "./editor-harness";

type Json = { type: string; tag?: string; text?: string; format?: number; url?: string; listType?: string; children?: Json[] };

const blocks = (editor: ReturnType<typeof createTestEditor>) => toJSON(editor).root.children as Json[];
const texts = (node: Json): Json[] => (node.type === "text" ? [node] : (node.children ?? []).flatMap(texts));

const BOLD_ITALIC_UNDERLINE = TEXT_FORMAT.bold | TEXT_FORMAT.italic | TEXT_FORMAT.underline;

/** h2 "Başlık" (bold italic), then a paragraph: "Kalın" (bold+underline), " düz ", link "bağ" (italic). */
function buildDocument() {
  const editor = createTestEditor();
  update(editor, () => {
    const heading = $createHeadingNode("h2").append($createTextNode("Başlık").setFormat(TEXT_FORMAT.bold | TEXT_FORMAT.italic));
    const paragraph = $createParagraphNode().append(
      $createTextNode("Kalın").setFormat(TEXT_FORMAT.bold | TEXT_FORMAT.underline),
      $createTextNode(" düz "),
      $createLinkNode("https://ornek.org").append($createTextNode("bağ").setFormat(TEXT_FORMAT.italic)),
    );
    $getRoot().clear().append(heading, paragraph);
  });
  return editor;
}

describe("$clearFormatting (Biçimi temizle)", () => {
  it("removes bold, italic, underline, headings and links from everything selected", () => {
    const editor = buildDocument();
    update(editor, () => {
      $getRoot().select(0, $getRoot().getChildrenSize());
      $clearFormatting();
    });
    const result = blocks(editor);
    expect(result.map((block) => block.type)).toEqual(["paragraph", "paragraph"]);
    expect(result.flatMap(texts).every((text) => text.format === 0)).toBe(true);
    expect(JSON.stringify(result)).not.toContain('"link"');
    editor.getEditorState().read(() => expect($getRoot().getTextContent()).toBe("Başlık\n\nKalın düz bağ"));
  });

  it("cleans only the selected part of a text", () => {
    const editor = createTestEditor();
    update(editor, () => {
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode("hepsi kalın").setFormat(BOLD_ITALIC_UNDERLINE)));
    });
    update(editor, () => {
      const text = ($getRoot().getFirstChild() as ElementNode).getFirstChild() as TextNode;
      text.select(6, 11);
      $clearFormatting();
    });
    const runs = blocks(editor)[0]!.children!.map((text) => [text.text, text.format]);
    expect(runs).toEqual([
      ["hepsi ", BOLD_ITALIC_UNDERLINE],
      ["kalın", 0],
    ]);
  });

  it("turns the heading at the caret into a paragraph and resets the formats about to be typed", () => {
    const editor = buildDocument();
    update(editor, () => {
      const heading = $getRoot().getFirstChild() as ElementNode;
      (heading.getFirstChild() as TextNode).select(2, 2);
      $clearFormatting();
      const selection = $getSelection();
      expect($isRangeSelection(selection) && selection.hasFormat("bold")).toBe(false);
    });
    expect(blocks(editor).map((block) => block.type)).toEqual(["paragraph", "paragraph"]);
  });

  it("keeps lists", () => {
    const editor = createTestEditor();
    update(editor, () => {
      const list = $createListNode("bullet").append($createListItemNode().append($createTextNode("madde").setFormat(TEXT_FORMAT.bold)));
      $getRoot().clear().append(list);
      $getRoot().select(0, 1);
      $clearFormatting();
    });
    const [list] = blocks(editor);
    expect(list!.type).toBe("list");
    expect(texts(list!).map((text) => text.format)).toEqual([0]);
  });

  it("leaves a document the server accepts", () => {
    const editor = buildDocument();
    update(editor, () => {
      $getRoot().select(0, 1);
      $clearFormatting();
    });
    expect(parseRichText(toJSON(editor)).ok).toBe(true);
  });
});

describe("block types and the toolbar state", () => {
  it("sets h2, h3 and paragraph; a second h2 press goes back to a paragraph", () => {
    const editor = createTestEditor();
    update(editor, () => {
      $getRoot().clear().append($createParagraphNode().append($createTextNode("Başlık olacak")));
      $getRoot().selectEnd();
    });
    const tags: Array<string | undefined> = [];
    for (const type of ["h2", "h3", "h3", "h2", "h2", "paragraph"] as const) {
      update(editor, () => $setBlockType(type));
      const [block] = blocks(editor);
      tags.push(block!.type === "heading" ? block!.tag : block!.type);
    }
    expect(tags).toEqual(["h2", "h3", "paragraph", "h2", "paragraph", "paragraph"]);
  });

  it("reads bold/italic/underline, the block type and links from the selection", () => {
    const editor = buildDocument();
    // Puts the caret in a text as a click would: in the browser, Lexical's selectionchange handler
    // then gives the selection the formats of that text (what is typed next).
    const read = (text: () => TextNode) => {
      let pressed: string[] | undefined;
      update(editor, () => {
        const node = text();
        node.select(1, 1).setFormat(node.getFormat());
        pressed = $readPressedKeys(TOOLBAR_ITEMS);
      });
      return pressed!;
    };
    const heading = read(() => ($getRoot().getFirstChild() as ElementNode).getFirstChild() as TextNode);
    // In the toolbar's order: the formats a phone needs first, then the block types.
    expect(heading).toEqual(["bold", "italic", "h2"]);
    const bold = read(() => ($getRoot().getLastChild() as ElementNode).getFirstChild() as TextNode);
    expect(bold).toEqual(["bold", "underline", "paragraph"]);
    const link = read(() => {
      const paragraph = $getRoot().getLastChild() as ElementNode;
      return (paragraph.getLastChild() as ElementNode).getFirstChild() as TextNode;
    });
    expect(link).toEqual(["italic", "link", "paragraph"]);
  });

  it("reports numbered and bulleted lists", () => {
    const editor = createTestEditor();
    update(editor, () => {
      const list = $createListNode("number").append($createListItemNode().append($createTextNode("bir")));
      $getRoot().clear().append(list);
      $getRoot().selectEnd();
    });
    let pressed = editor.getEditorState().read(() => $readPressedKeys(TOOLBAR_ITEMS));
    expect(pressed).toEqual(["number"]);
    update(editor, () => {
      ($getRoot().getFirstChild() as ListNode).setListType("bullet");
    });
    pressed = editor.getEditorState().read(() => $readPressedKeys(TOOLBAR_ITEMS));
    expect(pressed).toEqual(["bullet"]);
    editor.getEditorState().read(() => expect($isListNode($getRoot().getFirstChild())).toBe(true));
  });
});

describe("pasted headings", () => {
  it("take the levels the toolbar offers: h1 → h2, h4–h6 → h3", () => {
    const heading = (tag: string, text: string) => ({ type: "heading", tag, version: 1, children: [{ type: "text", version: 1, text, format: 0 }] });
    const editor = createTestEditor({ root: { type: "root", version: 1, children: [heading("h1", "Bir"), heading("h2", "İki"), heading("h3", "Üç"), heading("h4", "Dört"), heading("h6", "Altı")] } });
    const tags = (toJSON(editor).root.children as Array<{ tag: string; children: Array<{ text: string }> }>).map((node) => [node.tag, node.children[0]!.text]);
    expect(tags).toEqual([
      ["h2", "Bir"],
      ["h2", "İki"],
      ["h3", "Üç"],
      ["h3", "Dört"],
      ["h3", "Altı"],
    ]);
  });
});
