import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain build module without type declarations
import { fontFaces } from "../../client/fonts.mjs";

const root = new URL("../../", import.meta.url);
const css = readFileSync(new URL("client/styles/site.css", root), "utf8");
const manifest = JSON.parse(readFileSync(new URL("dist/manifest.json", root), "utf8")) as { assets: { fonts: string[] } };

/** The code points a CSS unicode-range list covers. */
function covers(range: string, char: string): boolean {
  const point = char.codePointAt(0)!;
  return range.split(",").some((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-").map((hex) => parseInt(hex, 16));
    return point >= from! && point <= (to ?? from)!;
  });
}

const turkish = ["ç", "Ç", "ğ", "Ğ", "ı", "I", "İ", "i", "ö", "Ö", "ş", "Ş", "ü", "Ü", "â", "î", "û", "₺", "“", "”", "’", "–", "…"];

describe("the site font", () => {
  it("keeps every Turkish letter, the circumflexed vowels, the lira sign and typographic punctuation", () => {
    const text = (fontFaces as { text: string }[]).map((face) => face.text).join("");
    for (const char of turkish) expect(text, char).toContain(char);
  });

  it("declares each subset for exactly the characters it holds", () => {
    const ranges = [...css.matchAll(/@font-face\s*{[^}]*unicode-range:\s*([^;]+);/g)].map((match) => match[1]!);
    expect(ranges).toHaveLength(2);
    for (const char of turkish) expect(ranges.filter((range) => covers(range, char)), char).toHaveLength(1);
    expect(css.match(/font-display: optional;/g)).toHaveLength(2);
  });

  it("is built as two fingerprinted WOFF2 files, small enough to preload", () => {
    expect(manifest.assets.fonts).toHaveLength(2);
    let total = 0;
    for (const font of manifest.assets.fonts) {
      expect(font).toMatch(/^\/assets\/source-sans-3-latin(-ext)?-[A-Z0-9]+\.woff2$/);
      const bytes = readFileSync(new URL(`dist/client${font}`, root));
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      total += bytes.length;
    }
    expect(total).toBeLessThan(60_000);
  });
});
