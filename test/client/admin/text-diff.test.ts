import { describe, expect, it } from "vitest";
import { compareTexts } from "../../../client/admin/comparison/text-diff";
import { paragraphsOf } from "../../../src/shared/richtext/paragraphs";
import { doc, h, p, text, ul } from "../../../src/shared/richtext/build";

const words = (value: string) => text(value, {});

describe("the readable text diff", () => {
  it("reads a document as its paragraphs, headings and list items", () => {
    const json = doc(h(2, "Program"), p("Sabah ", text("kahvaltı", { bold: true })), ul("Çay", "Simit"), p());
    expect(paragraphsOf(json)).toEqual(["Program", "Sabah kahvaltı", "• Çay", "• Simit"]);
  });

  it("keeps unchanged paragraphs, marks added and removed ones, and shows a changed one word by word", () => {
    const before = doc(p(words("Toplantı salı akşamı başlar.")), p(words("Herkes davetlidir.")), p(words("Silinecek paragraf.")));
    const after = doc(p(words("Toplantı çarşamba akşamı başlar.")), p(words("Herkes davetlidir.")), p(words("Yeni eklenen paragraf.")), p(words("Bir tane daha.")));
    const rows = compareTexts(before, after);
    expect(rows.map((row) => row.change)).toEqual(["changed", "same", "changed", "added"]);
    const first = rows[0]!.pieces;
    expect(first.filter((piece) => piece.change === "removed").map((piece) => piece.text.trim())).toEqual(["salı"]);
    expect(first.filter((piece) => piece.change === "added").map((piece) => piece.text.trim())).toEqual(["çarşamba"]);
    expect(first.filter((piece) => piece.change === "same").map((piece) => piece.text).join("")).toBe("Toplantı  akşamı başlar.");
  });
});
