/**
 * Turkish-aware text handling: slugs, case-insensitive matching and sorting. JavaScript's default
 * case mapping gets Turkish wrong ("I".toLowerCase() is "i", but in Turkish it is "ı"), so every
 * conversion here names the tr-TR locale.
 */
const LOCALE = "tr-TR";

const transliteration: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  â: "a",
  î: "i",
  û: "u",
};

/**
 * An apostrophe between two letters: Turkish writes a suffix on a proper name after one
 * ("Kaz Dağı'nda", "Nasreddin Hoca’nın"), straight or typographic. The suffix belongs to its
 * word, so the slug keeps them together ("camlica-tepesinde") instead of splitting at the apostrophe.
 */
const SUFFIX_APOSTROPHE = /(?<=\p{L})['’ʼ‘](?=\p{L})/gu;

/**
 * "Çiğdem Işık Ödülü" → "cigdem-isik-odulu", "İstanbul" → "istanbul", "Nakkaştepe'de" →
 * "nakkastepede". The result always contains a letter (an all-digit slug would read as a numeric id)
 * and is at most 80 characters.
 */
export function slugify(title: string): string {
  return slugOf(title.replace(SUFFIX_APOSTROPHE, ""));
}

/**
 * The slug the site gave a title before suffixes stayed attached ("camlica-tepesi-nde"): needed
 * only to recognise items whose address was made by the old rule (see src/db/slug-upgrade.ts).
 */
export const legacySlugify = (title: string): string => slugOf(title);

function slugOf(title: string): string {
  const ascii = title
    .toLocaleLowerCase(LOCALE)
    .replace(/[çğıöşüâîû]/g, (ch) => transliteration[ch] ?? ch)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const slug = ascii
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  if (!slug) return "icerik";
  return /[a-z]/.test(slug) ? slug : `icerik-${slug}`;
}

/**
 * Text as search compares it: lower-cased with Turkish rules, then with Turkish letters folded to
 * their plain forms, so "istanbul" finds "İstanbul", "ISPARTA" finds "Isparta", and "dayanisma"
 * (typed on a keyboard without Turkish letters) finds "Dayanışma".
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFC")
    .toLocaleLowerCase(LOCALE)
    .replace(/[çğıöşüâîû]/g, (ch) => transliteration[ch] ?? ch);
}

const collator = new Intl.Collator(LOCALE, { sensitivity: "base", numeric: true });

/** Sorts in Turkish alphabetical order (c < ç < d, ı < i, o < ö, s < ş, u < ü). */
export const compareTurkish = (a: string, b: string): number => collator.compare(a, b);

const VOWELS = "aeıioöuü";
const GENITIVE_VOWEL: Record<string, string> = { a: "ı", ı: "ı", e: "i", i: "i", o: "u", u: "u", ö: "ü", ü: "ü" };

/**
 * A person's name with the genitive suffix after an apostrophe, by Turkish vowel harmony: "Kerem
 * Doğan’ın", "Ayşe Yılmaz’ın", "Ali’nin", "Gönül’ün" ("Kerem Doğan’ın görevleri", not "Kerem Doğan
 * kişisinin görevleri").
 */
export function genitive(name: string): string {
  const trimmed = name.trim();
  const letters = [...trimmed.toLocaleLowerCase(LOCALE)];
  const lastVowel = [...letters].reverse().find((letter) => VOWELS.includes(letter)) ?? "e";
  const buffer = VOWELS.includes(letters.at(-1) ?? "") ? "n" : "";
  return `${trimmed}’${buffer}${GENITIVE_VOWEL[lastVowel]}n`;
}
