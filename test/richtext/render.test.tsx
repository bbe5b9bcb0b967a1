import { renderToString } from "react-dom/server.edge";
import { describe, expect, it } from "vitest";
import { br, doc, h, image, li, link, list, ol, p, text, ul } from "../../src/shared/richtext/build";
import { RichText } from "../../src/shared/richtext/render";
import { MAX_LIST_DEPTH, type RichTextList } from "../../src/shared/richtext/schema";

const html = (value: unknown): string => renderToString(<RichText value={value} />);

/** The markup inside the container, for exact comparisons. */
const inner = (value: unknown): string => {
  const out = html(value);
  expect(out.startsWith('<div class="rich-text">')).toBe(true);
  expect(out.endsWith("</div>")).toBe(true);
  return out.slice('<div class="rich-text">'.length, -"</div>".length);
};

/** A root holding raw (possibly hostile) children. */
const rawDoc = (...children: unknown[]) => ({ root: { type: "root", children } });

describe("RichText: ordinary content", () => {
  it("renders blocks and text formats with the right tags", () => {
    const value = doc(
      p(
        text("k", { bold: true }),
        text("i", { italic: true }),
        text("u", { underline: true }),
        text("s", { strikethrough: true }),
        text("c", { code: true }),
        text("2", { subscript: true }),
        text("3", { superscript: true }),
        text("hepsi", { bold: true, italic: true, underline: true }),
      ),
    );
    expect(inner(value)).toBe(
      "<p><strong>k</strong><em>i</em><u>u</u><s>s</s><code>c</code><sub>2</sub><sup>3</sup>" +
        "<strong><em><u>hepsi</u></em></strong></p>",
    );
  });

  it("maps headings into h2–h4: h1 → h2, h5/h6 → h4", () => {
    const value = rawDoc(
      ...["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => ({ ...h(2, tag), tag })),
    );
    expect(inner(value)).toBe("<h2>h1</h2><h2>h2</h2><h3>h3</h3><h4>h4</h4><h4>h5</h4><h4>h6</h4>");
    expect(html(value)).not.toContain("<h1");
  });

  it("renders lists, folding Lexical's nested-list items into their parent item", () => {
    const value = doc(ul("a", li("b", ol("b1", "b2")), "c"), list("number", ["x", "y"], 5));
    expect(inner(value)).toBe(
      "<ul><li>a</li><li>b<ol><li>b1</li><li>b2</li></ol></li><li>c</li></ul>" +
        '<ol start="5"><li>x</li><li>y</li></ol>',
    );
  });

  it("renders check lists as bullet lists", () => {
    const check = { ...ul("yapıldı"), listType: "check" };
    expect(inner(rawDoc(check))).toBe("<ul><li>yapıldı</li></ul>");
  });

  it("renders line breaks, empty paragraphs, links and our images", () => {
    const value = doc(
      p("bir", br(), "iki"),
      p(),
      p(link("/etkinlikler", "Etkinlikler"), " ", link("mailto:a@b.org", "yaz")),
      p(link("https://example.org/", "dış", "Başlık")),
      p(image("/media/a.jpg", "Şenlik", 800, 600)),
    );
    expect(inner(value)).toBe(
      "<p>bir<br/>iki</p><p><br/></p>" +
        '<p><a href="/etkinlikler">Etkinlikler</a> <a href="mailto:a@b.org">yaz</a></p>' +
        '<p><a href="https://example.org/" title="Başlık" target="_blank" rel="noopener noreferrer">dış</a></p>' +
        '<p><img src="/media/a.jpg" alt="Şenlik" width="800" height="600" loading="lazy" decoding="async"/></p>',
    );
  });

  it("renders an unlinked autolink as plain text and accepts a JSON string", () => {
    const unlinked = { ...link("https://example.org", "metin"), type: "autolink" as const, isUnlinked: true };
    expect(inner(doc(p(unlinked)))).toBe("<p>metin</p>");
    expect(inner(doc(p({ ...unlinked, isUnlinked: false })))).toContain('<a href="https://example.org"');
    expect(inner(JSON.stringify(doc(p("json"))))).toBe("<p>json</p>");
  });
});

describe("RichText: hostile input", () => {
  it("escapes markup in text", () => {
    const out = html(doc(p("<script>alert(1)</script>"), h(2, '"><img src=x onerror=alert(1)>')));
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it.each([
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example",
  ])("blanks the link %j", (url) => {
    expect(inner(doc(p(link(url, "tıkla"))))).toBe('<p><a href="about:blank">tıkla</a></p>');
  });

  it("escapes link titles and drops non-string urls", () => {
    const value = rawDoc(p({ ...link("/a", "x"), title: '"><script>', url: 42 } as never));
    expect(inner(value)).toBe('<p><a href="about:blank" title="&quot;&gt;&lt;script&gt;">x</a></p>');
  });

  it.each([
    "https://evil.example/a.png",
    "//evil.example/a.png",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "/media/../admin",
    "javascript:alert(1)",
  ])("drops the image %j", (src) => {
    expect(inner(doc(p("önce", image(src, "alt"), "sonra")))).toBe("<p>öncesonra</p>");
  });

  it("drops unknown nodes together with their children", () => {
    const value = rawDoc(
      p("kalır"),
      { type: "html", html: "<script>alert(1)</script>", children: [text("gizli-1")] },
      { type: "script", children: [text("gizli-2")] },
      { type: "iframe", src: "https://evil.example", children: [p("gizli-3")] },
      { type: "quote", children: [text("gizli-4")] },
      p("a", { type: "html", children: [text("gizli-5")] } as never, { type: "mention", text: "gizli-6" } as never, "b"),
      ul(li("madde", { type: "iframe", children: [text("gizli-7")] } as never)),
    );
    const out = inner(value);
    expect(out).toBe("<p>kalır</p><p>ab</p><ul><li>madde</li></ul>");
    expect(out).not.toMatch(/gizli|script|iframe/);
  });

  it("drops known nodes in the wrong place", () => {
    const value = rawDoc(text("kökte metin"), p(p("iç paragraf") as never, "x"), p(link("/a", [p("y") as never])));
    expect(inner(value)).toBe('<p>x</p><p><a href="/a"></a></p>');
  });

  it(`cuts lists off after ${MAX_LIST_DEPTH} levels`, () => {
    let lists: RichTextList = ul("seviye 10");
    for (let level = 9; level >= 1; level--) lists = ul(li(`seviye ${level}`, lists));
    const out = inner(doc(lists));
    expect(out.match(/<ul>/g)).toHaveLength(MAX_LIST_DEPTH);
    expect(out).toContain(`seviye ${MAX_LIST_DEPTH}`);
    expect(out).not.toContain(`seviye ${MAX_LIST_DEPTH + 1}`);
  });

  it("renders 10 000 levels of nesting without throwing", () => {
    let lists: unknown = text("dip");
    for (let i = 0; i < 10_000; i++) lists = { type: "list", listType: "bullet", children: [{ type: "listitem", children: [lists] }] };
    const out = inner(rawDoc(lists));
    expect(out.match(/<ul>/g)).toHaveLength(MAX_LIST_DEPTH);
    expect(out).not.toContain("dip");

    let arrays: unknown = [];
    for (let i = 0; i < 10_000; i++) arrays = { type: "paragraph", children: [arrays] };
    expect(inner(rawDoc(arrays))).toBe("<p></p>");
    // Built by hand: JSON.stringify itself would overflow on such nesting.
    const open = '{"type":"list","listType":"bullet","children":[{"type":"listitem","children":['.repeat(10_000);
    const json = `{"root":{"type":"root","children":[${open}{"type":"text","text":"dip","format":0}${"]}]}".repeat(10_000)}]}}`;
    expect(inner(json)).toBe(out);
  });

  it.each([
    null,
    undefined,
    0,
    42,
    true,
    "",
    "not json",
    "null",
    [],
    [1, 2],
    {},
    { root: null },
    { root: "root" },
    { root: { type: "root" } },
    { root: { type: "root", children: "nope" } },
    { root: { type: "root", children: [null, 1, "x", [], {}, { type: 5 }] } },
    { root: { type: "paragraph", children: [text("kök değil")] } },
    () => "işlev",
    Symbol("s"),
    10n,
  ])("renders an empty container for %s", (value) => {
    expect(html(value)).toBe('<div class="rich-text"></div>');
  });

  it("never throws, even on exotic objects", () => {
    const throwing = {
      get root(): never {
        throw new Error("getter");
      },
    };
    expect(html(throwing)).toBe('<div class="rich-text"></div>');
    const cyclic: { type: string; children: unknown[] } = { type: "root", children: [] };
    const paragraph: { type: string; children: unknown[] } = { type: "paragraph", children: [] };
    paragraph.children.push(paragraph, text("x"));
    cyclic.children.push(paragraph);
    expect(inner(cyclic)).toBe("<p>x</p>");
  });

  it("caps the number of nodes it renders", () => {
    const many = rawDoc(...Array.from({ length: 20_000 }, () => p("x")));
    const count = inner(many).match(/<p>/g)?.length ?? 0;
    expect(count).toBeGreaterThan(1_000);
    expect(count).toBeLessThan(20_000);
  });
});
