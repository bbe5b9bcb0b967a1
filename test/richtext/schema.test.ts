import { describe, expect, it } from "vitest";
import { br, doc, h, image, li, link, list, ol, p, text, ul } from "../../src/shared/richtext/build";
import {
  MAX_JSON_CHARS,
  MAX_LIST_DEPTH,
  MAX_NODES,
  emptyDocument,
  parseRichText,
  plainText,
  type RichTextList,
} from "../../src/shared/richtext/schema";

/** A document using every builder. */
function sample() {
  return doc(
    h(2, "Yaz Şenliği"),
    p("Şenlik ", text("cumartesi", { bold: true }), " günü", br(), link("/etkinlikler", "ayrıntılar")),
    p(image("/media/senlik.jpg", "Şenlikten bir kare", 800, 600)),
    ul("Çay", li("Tatlılar", ol("Baklava", "Künefe")), "Simit"),
    list("number", ["Kayıt", "Katılım"], 3),
  );
}

/** A document exactly as Lexical 0.52 serializes it from the editor (copied from its exportJSON shapes). */
const fromEditor = {
  root: {
    children: [
      {
        children: [
          { detail: 0, format: 3, mode: "normal", style: "", text: "Merhaba", type: "text", version: 1 },
          {
            children: [{ detail: 0, format: 0, mode: "normal", style: "", text: "site", type: "text", version: 1 }],
            direction: "ltr",
            format: "",
            indent: 0,
            type: "autolink",
            version: 1,
            rel: null,
            target: null,
            title: null,
            url: "https://example.org",
            isUnlinked: false,
          },
        ],
        direction: "ltr",
        format: "center",
        indent: 0,
        type: "paragraph",
        version: 1,
        textFormat: 3,
        textStyle: "",
        $: { someState: 1 },
      },
      {
        children: [
          {
            children: [{ detail: 0, format: 0, mode: "normal", style: "", text: "bir", type: "text", version: 1 }],
            direction: "ltr",
            format: "",
            indent: 0,
            type: "listitem",
            version: 1,
            checked: false,
            value: 1,
          },
        ],
        direction: "ltr",
        format: "",
        indent: 0,
        type: "list",
        version: 1,
        listType: "check",
        start: 1,
        tag: "ul",
      },
    ],
    direction: "ltr",
    format: "",
    indent: 0,
    type: "root",
    version: 1,
  },
};

/** `levels` lists nested in one another, the way Lexical nests them. */
function nestedLists(levels: number): RichTextList {
  let inner: RichTextList = ul("en içteki");
  for (let level = 1; level < levels; level++) inner = ul(li(`düzey ${levels - level}`, inner));
  return inner;
}

describe("builders", () => {
  it("produce Lexical's serialized shapes", () => {
    expect(text("kalın", { bold: true, italic: true, underline: true })).toEqual({
      detail: 0,
      format: 11,
      mode: "normal",
      style: "",
      text: "kalın",
      type: "text",
      version: 1,
    });
    expect(p("a")).toEqual({
      children: [text("a")],
      direction: "ltr",
      format: "",
      indent: 0,
      type: "paragraph",
      version: 1,
      textFormat: 0,
      textStyle: "",
    });
    expect(h(3, "b")).toMatchObject({ type: "heading", tag: "h3", version: 1, format: "", indent: 0 });
    expect(link("https://example.org", "c")).toMatchObject({
      type: "link",
      url: "https://example.org",
      rel: null,
      target: null,
      title: null,
      version: 1,
    });
    expect(doc().root).toEqual({ children: [], direction: "ltr", format: "", indent: 0, type: "root", version: 1 });
  });

  it("lay out nested lists as Lexical does: numbered items, nested list in an item of its own", () => {
    const built = ol("bir", li("iki", ul("iki-a")), "üç");
    expect(built).toMatchObject({ listType: "number", start: 1, tag: "ol" });
    expect(built.children.map((item) => [item.value, item.indent, item.children[0]?.type])).toEqual([
      [1, 0, "text"],
      [2, 0, "text"],
      [3, 0, "list"],
      [3, 0, "text"],
    ]);
    const nested = built.children[2]!.children[0] as RichTextList;
    expect(nested.children[0]).toMatchObject({ value: 1, indent: 1 });
  });

  it("output passes parseRichText", () => {
    const result = parseRichText(sample());
    expect(result).toEqual({ ok: true, value: sample() });
    expect(parseRichText(JSON.stringify(sample())).ok).toBe(true);
    expect(parseRichText(emptyDocument()).ok).toBe(true);
  });
});

describe("parseRichText", () => {
  it("accepts what the editor serializes and keeps every field the editor uses", () => {
    const result = parseRichText(fromEditor);
    expect(result.ok).toBe(true);
    // The editor gets its state back intact, but for node state ("$") and alignment, which the
    // editor does not offer and the renderer does not show.
    const expected = structuredClone(fromEditor) as { root: { children: Record<string, unknown>[] } };
    delete expected.root.children[0]!.$;
    expected.root.children[0]!.format = "";
    if (result.ok) expect(result.value).toEqual(expected);
  });

  it("keeps only whitelisted fields, and no inline style, whatever a request carries", () => {
    const overlay = "position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647";
    const hostile = {
      root: {
        type: "root",
        onclick: "alert(1)",
        children: [
          {
            type: "paragraph",
            textStyle: overlay,
            format: "center",
            className: "oturum-bitti",
            children: [
              {
                type: "link",
                url: "https://example.org/giris",
                target: "_blank",
                style: overlay,
                children: [{ type: "text", text: "Oturumunuz sona erdi", format: 0, style: overlay, class: "x", $: { a: 1 } }],
              },
              { type: "image", src: "/media/a.png", altText: "a", style: overlay, onerror: "alert(1)" },
            ],
          },
        ],
      },
      extra: "atılır",
    };
    const result = parseRichText(hostile);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({
      root: {
        type: "root",
        children: [
          {
            type: "paragraph",
            textStyle: "",
            format: "",
            children: [
              {
                type: "link",
                url: "https://example.org/giris",
                target: "_blank",
                children: [{ type: "text", text: "Oturumunuz sona erdi", format: 0, style: "" }],
              },
              { type: "image", src: "/media/a.png", altText: "a" },
            ],
          },
        ],
      },
    });
    expect(JSON.stringify(result.value)).not.toContain("position");
  });

  it("refuses link attributes the editor never sets", () => {
    const withTarget = doc(p({ ...link("/a", "a"), target: "javascript:alert(1)" } as never));
    expect(parseRichText(withTarget).ok).toBe(false);
  });

  it.each(["quote", "html", "script", "iframe", "code", "table"])("refuses the unknown type %s in Turkish", (type) => {
    const bad = doc(p("önce"));
    (bad.root.children as unknown[]).push({ type, children: [text("x")], version: 1 });
    expect(parseRichText(bad)).toEqual({ ok: false, error: `Desteklenmeyen içerik türü: ${type}` });
  });

  it("refuses an unknown type deep inside, too", () => {
    const bad = doc(ul(li("a", ul(li(p("iç paragraf") as never)))));
    expect(parseRichText(bad)).toMatchObject({ ok: false, error: expect.stringContaining("paragraph") });
    const quoteInList = doc(ul("a"));
    (quoteInList.root.children[0] as RichTextList).children[0]!.children.push({ type: "quote" } as never);
    expect(parseRichText(quoteInList)).toEqual({ ok: false, error: "Desteklenmeyen içerik türü: quote" });
  });

  it("refuses known nodes out of place", () => {
    const linkInLink = doc(p(link("/a", [link("/b", "iç") as never])));
    expect(parseRichText(linkInLink)).toEqual({ ok: false, error: "Bu içerik türü burada kullanılamaz: link" });
    const textAtRoot = { root: { type: "root", children: [text("çıplak")] } };
    expect(parseRichText(textAtRoot)).toEqual({ ok: false, error: "Bu içerik türü burada kullanılamaz: text" });
  });

  it("refuses malformed fields with a Turkish message", () => {
    const badTag = doc(h(2, "a"));
    (badTag.root.children[0] as { tag: string }).tag = "h7";
    const result = parseRichText(badTag);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^İçerik yapısı geçersiz \(root\.children\.0\.tag\)/);
    const badFormat = doc(p({ ...text("a"), format: "bold" } as never));
    expect(parseRichText(badFormat).ok).toBe(false);
  });

  it.each([
    [null, "İçerik yapısı geçersiz: belge bir nesne olmalı."],
    [42, "İçerik yapısı geçersiz: belge bir nesne olmalı."],
    [[], "İçerik yapısı geçersiz: belge bir nesne olmalı."],
    [{}, "İçerik yapısı geçersiz: kök öğe (root) yok."],
    [{ root: { type: "paragraph", children: [] } }, "İçerik yapısı geçersiz: kök öğe (root) yok."],
    [{ root: { type: "root", children: [null] } }, "İçerik yapısı geçersiz: bir öğe nesne değil."],
    [{ root: { type: "root", children: [{ text: "türsüz" }] } }, "İçerik yapısı geçersiz: bir öğenin türü yok."],
    ["{bozuk", "İçerik geçerli JSON değil."],
  ])("refuses %j", (input, error) => {
    expect(parseRichText(input)).toEqual({ ok: false, error });
  });

  it(`allows ${MAX_LIST_DEPTH} levels of lists and refuses one more`, () => {
    expect(parseRichText(doc(nestedLists(MAX_LIST_DEPTH))).ok).toBe(true);
    expect(parseRichText(doc(nestedLists(MAX_LIST_DEPTH + 1)))).toEqual({
      ok: false,
      error: `Listeler en fazla ${MAX_LIST_DEPTH} düzey iç içe olabilir.`,
    });
  });

  it("refuses hostile nesting 10 000 levels deep without overflowing the stack", () => {
    let lists: unknown = { type: "text", text: "dip", format: 0 };
    for (let i = 0; i < 10_000; i++) lists = { type: "list", listType: "bullet", children: [{ type: "listitem", children: [lists] }] };
    expect(parseRichText({ root: { type: "root", children: [lists] } })).toMatchObject({ ok: false });
    let arrays: unknown = [];
    for (let i = 0; i < 10_000; i++) arrays = [arrays];
    expect(parseRichText({ root: { type: "root", children: [], extra: arrays } })).toEqual({
      ok: false,
      error: "İçerik çok derin iç içe geçmiş.",
    });
    // Built by hand: JSON.stringify itself would overflow on such nesting.
    const deepJson = `{"root":{"type":"root","children":[],"extra":${"[".repeat(10_000)}${"]".repeat(10_000)}}}`;
    expect(parseRichText(deepJson)).toEqual({ ok: false, error: "İçerik çok derin iç içe geçmiş." });
  });

  it("refuses too many nodes and too many characters", () => {
    const manyNodes = doc(...Array.from({ length: MAX_NODES }, () => p("x")));
    const tooMany = parseRichText(manyNodes);
    expect(tooMany.ok).toBe(false);
    if (!tooMany.ok) expect(tooMany.error).toBe("İçerik çok büyük: en fazla 5.000 öğe ve 200.000 karakter olabilir.");

    const long = doc(p("ç".repeat(MAX_JSON_CHARS)));
    expect(parseRichText(long)).toEqual({ ok: false, error: "İçerik çok büyük: en fazla 200.000 karakter olabilir." });
    expect(parseRichText(JSON.stringify(long))).toEqual({
      ok: false,
      error: "İçerik çok büyük: en fazla 200.000 karakter olabilir.",
    });
  });

  it("never throws, even for cyclic objects", () => {
    const cyclic: { root: { type: string; children: unknown[] } } = { root: { type: "root", children: [] } };
    cyclic.root.children.push(cyclic.root);
    expect(() => parseRichText(cyclic)).not.toThrow();
    expect(parseRichText(cyclic).ok).toBe(false);
    expect(parseRichText({ root: { type: "root", children: [], n: 10n } }).ok).toBe(false);
  });
});

describe("plainText", () => {
  it("joins blocks with a blank line and list items with a line break", () => {
    expect(plainText(sample())).toBe(
      "Yaz Şenliği\n\nŞenlik cumartesi günü\nayrıntılar\n\nÇay\nTatlılar\nBaklava\nKünefe\nSimit\n\nKayıt\nKatılım",
    );
    expect(plainText(emptyDocument())).toBe("");
  });
});
