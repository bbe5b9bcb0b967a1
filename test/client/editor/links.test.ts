import { $createAutoLinkNode, $createLinkNode, $isLinkNode, type LinkNode } from "@lexical/link";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $parseSerializedNode,
  type ParagraphNode,
  type TextNode,
} from "lexical";
import { describe, expect, it } from "vitest";
import {
  $applyLink,
  $removeLinksInSelection,
  isPastableUrl,
  normalizeLinkInput,
} from "../../../client/editor/utils/links";
import { parseRichText } from "../../../src/shared/richtext/schema";
import { $createImageNode } from "../../../client/editor/nodes/ImageNode";
import { createTestEditor, toJSON, update } from "./editor-harness";

type Json = { type: string; url?: string; text?: string; children?: Json[] };

const paragraphs = (editor: ReturnType<typeof createTestEditor>) => toJSON(editor).root.children as Json[];
const inline = (editor: ReturnType<typeof createTestEditor>) => paragraphs(editor)[0]!.children!;

function documentWith(...children: unknown[]) {
  return { root: { type: "root", version: 1, children: [{ type: "paragraph", version: 1, children }] } };
}

const linkJson = (type: "link" | "autolink", url: string, text = "tıkla") => ({
  type,
  version: 1,
  url,
  rel: null,
  target: null,
  title: null,
  ...(type === "autolink" ? { isUnlinked: false } : {}),
  children: [{ type: "text", version: 1, text, format: 0, detail: 0, mode: "normal", style: "" }],
});

describe("normalizeLinkInput", () => {
  it.each([
    ["https://camlica.org.tr/etkinlikler", "https://camlica.org.tr/etkinlikler"],
    ["  http://ornek.org  ", "http://ornek.org"],
    ["mailto:bilgi@camlica.org.tr", "mailto:bilgi@camlica.org.tr"],
    ["tel:+902125550000", "tel:+902125550000"],
    ["bilgi@camlica.org.tr", "mailto:bilgi@camlica.org.tr"],
    ["+90 212 555 00 00", "tel:+902125550000"],
    ["www.ornek.org/sayfa?a=1", "https://www.ornek.org/sayfa?a=1"],
    ["ornek.com.tr", "https://ornek.com.tr"],
    ["/hakkimizda", "/hakkimizda"],
    ["#iletisim", "#iletisim"],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(normalizeLinkInput(input)).toBe(expected);
  });

  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "file:///etc/passwd", "//evil.example", "ftp://ornek.org"])(
    "refuses %s (about:blank)",
    (input) => {
      expect(normalizeLinkInput(input)).toBe("about:blank");
    },
  );
});

describe("isPastableUrl", () => {
  it("accepts one absolute http(s), mailto or tel address", () => {
    expect(isPastableUrl("https://ornek.org/a")).toBe(true);
    expect(isPastableUrl("mailto:a@b.org")).toBe(true);
    expect(isPastableUrl("tel:+90212")).toBe(true);
  });

  it("refuses everything else", () => {
    expect(isPastableUrl("javascript:alert(1)")).toBe(false);
    expect(isPastableUrl("/yerel")).toBe(false);
    expect(isPastableUrl("ornek.org")).toBe(false);
    expect(isPastableUrl("https://a.org https://b.org")).toBe(false);
    expect(isPastableUrl("")).toBe(false);
  });
});

describe("link policy (node transform on LinkNode)", () => {
  it("unlinks a link created with javascript:, keeps its text, and tells the author", async () => {
    const refused: string[] = [];
    const editor = createTestEditor(undefined, (url) => refused.push(url));
    update(editor, () => {
      const paragraph = $createParagraphNode();
      paragraph.append($createLinkNode("javascript:alert(1)").append($createTextNode("tıkla")));
      $getRoot().clear().append(paragraph);
    });
    expect(inline(editor)).toEqual([expect.objectContaining({ type: "text", text: "tıkla" })]);
    await Promise.resolve();
    expect(refused).toEqual(["javascript:alert(1)"]);
  });

  it("unlinks pasted links with refused addresses (Lexical clipboard JSON goes through importJSON)", () => {
    const editor = createTestEditor();
    update(editor, () => {
      const paragraph = $createParagraphNode();
      paragraph.append($parseSerializedNode(linkJson("link", "javascript:alert(1)") as never));
      paragraph.append($parseSerializedNode(linkJson("autolink", "data:text/html,x", "oto") as never));
      $getRoot().clear().append(paragraph);
    });
    expect(inline(editor).map((node) => [node.type, node.text])).toEqual([["text", "tıklaoto"]]);
  });

  it("unlinks refused links of a stored document as soon as it is loaded", () => {
    const editor = createTestEditor(documentWith(linkJson("link", " javascript:alert(1)"), linkJson("link", "https://ornek.org", "iyi")));
    expect(inline(editor).map((node) => [node.type, node.url ?? node.text])).toEqual([
      ["text", "tıkla"],
      ["link", "https://ornek.org"],
    ]);
  });

  it("unlinks an existing link when a refused URL is set on it later", () => {
    const editor = createTestEditor(documentWith(linkJson("link", "https://ornek.org")));
    update(editor, () => {
      const link = ($getRoot().getFirstChild() as ParagraphNode).getFirstChild() as LinkNode;
      link.setURL("vbscript:msgbox(1)");
    });
    expect(inline(editor)[0]).toMatchObject({ type: "text", text: "tıkla" });
  });

  it("keeps safe URLs exactly as they are", () => {
    const urls = ["https://ornek.org/a?b=1#c", "mailto:bilgi@camlica.org.tr", "tel:+902125550000", "/etkinlikler/1"];
    const editor = createTestEditor(documentWith(...urls.map((url, index) => linkJson("link", url, `b${index}`))));
    expect(inline(editor).map((node) => node.url)).toEqual(urls);
  });

  it("moves an image out of a link, keeping the text linked on both sides", () => {
    const editor = createTestEditor();
    update(editor, () => {
      const link = $createLinkNode("https://ornek.org").append(
        $createTextNode("önce"),
        $createImageNode({ src: "/media/a.png", altText: "", width: 10, height: 10 }),
        $createTextNode("sonra"),
      );
      $getRoot().clear().append($createParagraphNode().append(link));
    });
    expect(inline(editor).map((node) => [node.type, node.url ?? null, node.children?.map((child) => child.text)])).toEqual([
      ["link", "https://ornek.org", ["önce"]],
      ["image", null, undefined],
      ["link", "https://ornek.org", ["sonra"]],
    ]);
    expect(parseRichText(toJSON(editor)).ok).toBe(true);
  });
});

describe("$applyLink and $removeLinksInSelection", () => {
  it("links the selected words", () => {
    const editor = createTestEditor(documentWith({ type: "text", version: 1, text: "Derneğimizi ziyaret edin", format: 0 }));
    update(editor, () => {
      const text = ($getRoot().getFirstChild() as ParagraphNode).getFirstChild() as TextNode;
      $applyLink(text.select(12, 24), "https://camlica.org.tr");
    });
    expect(inline(editor).map((node) => [node.type, node.url ?? null])).toEqual([
      ["text", null],
      ["link", "https://camlica.org.tr"],
    ]);
    expect(inline(editor)[1]!.children![0]!.text).toBe("ziyaret edin");
  });

  it("inserts the address as a linked text at a bare caret", () => {
    const editor = createTestEditor(documentWith({ type: "text", version: 1, text: "Yazın: ", format: 0 }));
    update(editor, () => {
      const text = ($getRoot().getFirstChild() as ParagraphNode).getFirstChild() as TextNode;
      $applyLink(text.select(7, 7), "mailto:bilgi@camlica.org.tr");
    });
    const link = inline(editor)[1]!;
    expect([link.type, link.url, link.children![0]!.text]).toEqual(["link", "mailto:bilgi@camlica.org.tr", "bilgi@camlica.org.tr"]);
  });

  it("changes the address of the link around the caret", () => {
    const editor = createTestEditor(documentWith(linkJson("link", "https://eski.org", "bağlantı")));
    update(editor, () => {
      const link = ($getRoot().getFirstChild() as ParagraphNode).getFirstChild() as LinkNode;
      $applyLink((link.getFirstChild() as TextNode).select(3, 3), "https://yeni.org");
    });
    expect(inline(editor)).toHaveLength(1);
    expect(inline(editor)[0]!.url).toBe("https://yeni.org");
  });

  it("never stores a refused address, even when called directly", () => {
    const editor = createTestEditor(documentWith({ type: "text", version: 1, text: "tıkla", format: 0 }));
    update(editor, () => {
      const text = ($getRoot().getFirstChild() as ParagraphNode).getFirstChild() as TextNode;
      $applyLink(text.select(0, 5), "javascript:alert(1)");
    });
    expect(inline(editor)).toEqual([expect.objectContaining({ type: "text", text: "tıkla" })]);
  });

  it("removes the whole link around a caret, and automatic links too", () => {
    const editor = createTestEditor(documentWith(linkJson("link", "https://a.org", "bir"), { type: "text", version: 1, text: " ", format: 0 }, linkJson("autolink", "https://b.org", "iki")));
    update(editor, () => {
      const paragraph = $getRoot().getFirstChild() as ParagraphNode;
      const first = paragraph.getFirstChild() as LinkNode;
      $removeLinksInSelection((first.getFirstChild() as TextNode).select(1, 1));
    });
    expect(inline(editor).map((node) => node.type)).toEqual(["text", "autolink"]);
    update(editor, () => {
      const paragraph = $getRoot().getFirstChild() as ParagraphNode;
      $removeLinksInSelection(paragraph.select(0, paragraph.getChildrenSize()));
    });
    expect(inline(editor).map((node) => node.type)).toEqual(["text"]);
    editor.getEditorState().read(() => {
      expect($getRoot().getTextContent()).toBe("bir iki");
      expect(($getRoot().getFirstChild() as ParagraphNode).getChildren().some($isLinkNode)).toBe(false);
    });
  });

  it("keeps automatic links as autolinks in the server's whitelist", () => {
    const editor = createTestEditor();
    update(editor, () => {
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createAutoLinkNode("https://ornek.org").append($createTextNode("https://ornek.org"))));
    });
    expect(parseRichText(toJSON(editor)).ok).toBe(true);
  });
});
