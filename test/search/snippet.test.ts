import { describe, expect, it } from "vitest";
import { snippetOf } from "../../src/shared/search/snippet";
import { queryTerms } from "../../src/shared/search/turkish";

/** The snippet as a person reads it, the marked words in [brackets]. */
const shown = (text: string, query: string) =>
  snippetOf(text, queryTerms(query))
    .map((piece) => (piece.mark ? `[${piece.text}]` : piece.text))
    .join("");

describe("a search result's snippet", () => {
  it("shows the text around the first match of a long text, marking only the words inside it", () => {
    const filler = Array.from({ length: 3000 }, (_, i) => `kelime${i}`).join(" ");
    const text = `${filler} Derneğimizin bahar şenliği bu yıl da yapılacak. ${"ve sonra ".repeat(40)} derneğimizin ikinci duyurusu.`;
    const snippet = shown(text, "derneğimizin");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet).toContain("[Derneğimizin] bahar şenliği");
    expect(snippet.endsWith("…")).toBe(true);
    // The second mention lies past the window: neither shown nor marked.
    expect(snippet).not.toContain("ikinci");
    expect(snippet.length).toBeLessThan(240);
  });

  it("marks a word however it is written: capitals with İ and I, an apostrophe's suffix, a suffixed form, letters with combining marks", () => {
    expect(shown("Gezimiz İSTANBUL'DA başlıyor.", "istanbul")).toBe("Gezimiz [İSTANBUL'DA] başlıyor.");
    expect(shown("IŞIKLAR yandı, ışıkları gördük.", "ışık")).toBe("[IŞIKLAR] yandı, [ışıkları] gördük.");
    expect(shown("Derneğin lokalinde c\u0327ay ikram edildi.", "çay")).toBe("Derneğin lokalinde [c\u0327ay] ikram edildi.");
    expect(shown("Kadıköy'de buluştuk; kadikoy yazan da bulur.", "Kadıköy")).toBe("[Kadıköy'de] buluştuk; [kadikoy] yazan da bulur.");
  });

  it("shows the opening of the text when nothing matches", () => {
    expect(shown("Bahar şenliği için gönüllüler aranıyor.", "kermes")).toBe("Bahar şenliği için gönüllüler aranıyor.");
  });
});
