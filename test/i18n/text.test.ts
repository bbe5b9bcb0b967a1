import { describe, expect, it } from "vitest";
import { compareTurkish, searchKey, slugify } from "../../src/i18n/text";

describe("slugify", () => {
  it.each([
    ["Çiğdem Işık Ödülü", "cigdem-isik-odulu"],
    ["İstanbul", "istanbul"],
    ["ISPARTA Gezisi", "isparta-gezisi"],
    ["Şükrü Saraçoğlu Stadı'nda Buluşma!", "sukru-saracoglu-stadi-nda-bulusma"],
    ["Güz Dönemi: Seramik & Çömlek", "guz-donemi-seramik-comlek"],
    ["  Kâğıt   Katlama — Atölye  ", "kagit-katlama-atolye"],
    ["Ağaç, Ağaç, Ağaç", "agac-agac-agac"],
    ["2026", "icerik-2026"],
    ["!!!", "icerik"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("keeps slugs to 80 characters without a trailing hyphen", () => {
    const slug = slugify("Çok ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("searchKey", () => {
  it("lets 'istanbul' find 'İstanbul' and 'ISPARTA' find 'Isparta'", () => {
    expect(searchKey("İstanbul")).toBe(searchKey("istanbul"));
    expect(searchKey("ISPARTA")).toBe(searchKey("Isparta"));
    expect(searchKey("Çiğdem IŞIK")).toBe(searchKey("çiğdem ışık"));
  });

  it("lets text typed without Turkish letters find text with them", () => {
    expect(searchKey("Kış Dayanışma Kampanyası")).toBe("kis dayanisma kampanyasi");
    expect(searchKey("ÜSKÜDAR'DA GÖNÜLLÜ")).toBe(searchKey("uskudar'da gonullu"));
  });
});

describe("compareTurkish", () => {
  it("sorts in Turkish alphabetical order", () => {
    const words = ["Zeytin", "çam", "Ceviz", "ördek", "Ilgaz", "incir", "Ordu", "şeftali", "Sarı", "ütü", "Uzun"];
    expect([...words].sort(compareTurkish)).toEqual([
      "Ceviz",
      "çam",
      "Ilgaz",
      "incir",
      "Ordu",
      "ördek",
      "Sarı",
      "şeftali",
      "Uzun",
      "ütü",
      "Zeytin",
    ]);
  });
});
