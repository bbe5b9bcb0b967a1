import { describe, expect, it } from "vitest";
import { fold, indexColumns, matchExpression, queryTerms, termsOf } from "../../src/shared/search/turkish";

/** Whether a query finds a document the way /ara does: every query word by its word or a stem. */
function finds(query: string, document: string): boolean {
  const indexed = new Set(termsOf(document).flatMap((t) => [t.word, ...t.stems]));
  const terms = queryTerms(query);
  return terms.length > 0 && terms.every((t) => [t.word, ...t.stems].some((s) => indexed.has(s)));
}

// [query, document text]: a visitor typing the first must find a text holding the second.
const MATCHES: [string, string][] = [
  ["derneğimizin", "Dernek"],
  ["dernek", "derneğimizin üyeleri"],
  ["dernegimizin", "Dernek toplantısı"],
  ["derneklerin", "dernek"],
  ["İstanbul'da", "İstanbul"],
  ["istanbul", "İSTANBUL'DA bir gün"],
  ["İSTANBUL", "istanbul"],
  ["toplantısı", "Genel toplantı"],
  ["toplantı", "toplantısı yapıldı"],
  ["toplantisi", "toplantı"],
  ["IŞIK", "ışık"],
  ["ışık", "IŞIK"],
  ["isik", "Işık"],
  ["kadikoy", "Kadıköy"],
  ["kadikoyde", "Kadıköy'de buluşuyoruz"],
  ["Kadıköy", "kadıköyde"],
  ["calisma", "Çalışma"],
  ["çalışmaları", "çalışma"],
  ["calismalari", "Çalışma"],
  ["kitabı", "kitap"],
  ["kitap", "kitabı okuduk"],
  ["ağacı", "ağaç"],
  ["rengi", "renk"],
  ["resimleri", "resim"],
  ["resim", "resimleri"],
  ["gezisi", "gezi"],
  ["gezi", "gezisi"],
  ["polis", "polisi"],
  ["üye", "üyelerimiz"],
  ["üyelerimiz", "üye"],
  ["etkinlikleri", "etkinlik"],
  ["etkinliği", "Etkinlik"],
  ["konseri", "konser"],
  ["festivali", "festival"],
  ["mahallemizde", "mahalle"],
  ["tarihi", "tarih"],
  ["ÇAMLICA", "Çamlıca"],
  ["camlica dayanisma", "Çamlıca Kültür ve Dayanışma Derneği"],
  ["2026", "2026 yılı"],
  ["şükran günü", "Şükran Günü"],
  ["café", "cafe"],
  ["toplantıda", "toplantılarımız"],
  ["toplantımız", "Toplantı"],
  ["görüntüler", "görüntü"],
  ["alıntılar", "alıntı"],
  ["toplamı", "toplam"],
  ["toplandı", "toplama"],
];

const NON_MATCHES: [string, string][] = [
  ["altın", "alıntı"],
  ["altın", "alın"],
  ["alın", "altın"],
  ["üye", "ü"],
  ["kültür", "kül"],
  ["yardım", "yar"],
  ["dernek", "ders"],
  ["etkinlik", "etki"],
  ["kadıköy", "Üsküdar"],
  ["konser dernek", "konser"],
  ["ışık", "işçi"],
  ["ışık", "sık"],
  // Snowball reads the noun "toplantı" as the verb "topla" in the past tense ("-ntı" is never that).
  ["toplantı", "toplam"],
  ["toplam", "toplantı"],
  ["toplamı", "toplantısı"],
  ["toplantılar", "toplama"],
  ["görüntü", "gördü"],
  ["alıntı", "aldı"],
];

describe("the Turkish search pipeline", () => {
  it.each(MATCHES)("%s finds %s", (query, document) => {
    expect(finds(query, document)).toBe(true);
  });

  it.each(NON_MATCHES)("%s does not find %s", (query, document) => {
    expect(finds(query, document)).toBe(false);
  });

  it("lowercases with Turkish rules and folds to plain letters", () => {
    expect(termsOf("İzmir IRMAK Öğrenci").map((t) => t.word)).toEqual(["izmir", "irmak", "ogrenci"]);
    expect(fold("çğıöşüâîû")).toBe("cgiosuaiu");
  });

  it("drops an apostrophe and the suffix after it", () => {
    expect(termsOf("Ankara'dan, Kadıköy’e").map((t) => t.word)).toEqual(["ankara", "kadikoy"]);
  });

  it("indexes folded words and their stems apart", () => {
    expect(indexColumns("Derneğimizin toplantısı")).toEqual({ words: "dernegimizin toplantisi", stems: "dernek toplantis toplanti" });
  });

  it("builds FTS5 queries only from quoted plain words, whatever is typed", () => {
    const expression = matchExpression(queryTerms('"kültür" OR NEAR(müzik*) -(konser) ^x: {a}'));
    expect(expression.replace(/ (AND|OR) /g, " ")).toMatch(/^[a-z0-9" ()]+$/);
    expect(expression).toContain('"near"');
    expect(queryTerms("x".repeat(10_000) + " dernek").length).toBeLessThanOrEqual(8);
  });

  it("has nothing to look for in an empty or punctuation-only query", () => {
    expect(queryTerms("")).toEqual([]);
    expect(queryTerms(" ' * - ")).toEqual([]);
  });
});
