import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MinutesPrint } from "../../../client/admin/sections/assembly/AfterMeeting";

const text = (value: string, format = 0) => ({ type: "text", version: 1, text: value, format, style: "", mode: "normal", detail: 0 });
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type, version: 1, direction: null, format: "", indent: 0, children, ...extra });

/** The printed minutes (AfterMeeting.tsx) keep the structure the board gave them in the editor. */
describe("the printed minutes", () => {
  it("keep headings, numbered lists, bold and italic", () => {
    const minutes = {
      root: block("root", [
        block("heading", [text("Gündem")], { tag: "h2" }),
        block("list", [block("listitem", [text("Açılış")], { value: 1 }), block("listitem", [text("Seçimler")], { value: 2 })], { listType: "number", start: 1, tag: "ol" }),
        block("paragraph", [text("Oy birliğiyle", 1), text(" kabul edildi, "), text("ertesi gün", 2), text(" ilan edildi.")], { textFormat: 0, textStyle: "" }),
      ]),
    };
    const html = renderToString(createElement(MinutesPrint, { title: "2026 Olağan Genel Kurul Toplantısı", minutes }));
    expect(html).toContain("Tutanağı</h1>");
    expect(html).toMatch(/<h2[^>]*>Gündem<\/h2>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*>Açılış<\/li><li[^>]*>Seçimler<\/li><\/ol>/);
    expect(html).toContain("<strong>Oy birliğiyle</strong>");
    expect(html).toContain("<em>ertesi gün</em>");
  });

  it("end with room for the chair's and both clerks' signatures, each above its role", () => {
    const html = renderToString(createElement(MinutesPrint, { title: "2026 Olağan Genel Kurul Toplantısı", minutes: { root: block("root", [block("paragraph", [text("Toplantı açıldı.")])]) } }));
    const signatures = html.slice(html.indexOf('class="assembly-minutes-signatures"'));
    expect(signatures).not.toBe(html);
    expect([...signatures.matchAll(/class="assembly-minutes-sign-here"/g)]).toHaveLength(3);
    expect([...signatures.matchAll(/<strong>([^<]+)<\/strong>/g)].map((match) => match[1])).toEqual(["Divan Başkanı", "Katip Üye", "Katip Üye"]);
    // The signatures follow the minutes' text, at the foot.
    expect(html.indexOf("Toplantı açıldı.")).toBeLessThan(html.indexOf("assembly-minutes-signatures"));
  });
});
