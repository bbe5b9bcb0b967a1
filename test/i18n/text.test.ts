import { describe, expect, it } from "vitest";
import { compareTurkish, legacySlugify, searchKey, slugify } from "../../src/shared/i18n/text";

describe("slugify", () => {
  it.each([
    ["Çiğdem Işık Ödülü", "cigdem-isik-odulu"],
    ["İstanbul", "istanbul"],
    ["ISPARTA Gezisi", "isparta-gezisi"],
    ["Şükrü Saraçoğlu Stadı'nda Buluşma!", "sukru-saracoglu-stadinda-bulusma"],
    ["Çamlıca Tepesi'nde 85 Gönüllüyle Çevre Temizliği Yaptık", "camlica-tepesinde-85-gonulluyle-cevre-temizligi-yaptik"],
    ["Nakkaştepe’de Kitap ve Tohum Takas Günü", "nakkastepede-kitap-ve-tohum-takas-gunu"],
    ["Masal Saati: Nasreddin Hoca'nın Kazanı", "masal-saati-nasreddin-hocanin-kazani"],
    ["Küçük Çamlıca'dan Kuzguncuk’a", "kucuk-camlicadan-kuzguncuka"],
    ["İSTANBUL'DA Yaz", "istanbulda-yaz"],
    ["'Tırnak' İçinde Söz", "tirnak-icinde-soz"],
    ["Güz Dönemi: Seramik & Çömlek", "guz-donemi-seramik-comlek"],
    ["  Kâğıt   Katlama — Atölye  ", "kagit-katlama-atolye"],
    ["Ağaç, Ağaç, Ağaç", "agac-agac-agac"],
    ["2026", "icerik-2026"],
    ["!!!", "icerik"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("splits at an apostrophe under the old rule, which only recognises old addresses", () => {
    expect(legacySlugify("Nakkaştepe'de Takas")).toBe("nakkastepe-de-takas");
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
