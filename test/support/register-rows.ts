/**
 * An existing member register, made up for the import's tests: `count` members with fictitious T.C.
 * kimlik numbers that pass the check digits, as a spreadsheet's table (a header row, then one row per
 * member). Pure, so the browser-side reading (test/client) and the Worker's import (test/registers)
 * use the same register.
 */

/** A T.C. kimlik no with valid check digits, made from `seed` (never a real person's: they are derived, not looked up). */
export function fictitiousTcNumber(seed: number): string {
  const digits = String(100_000_000 + ((seed * 7_919 + 12_345) % 899_999_999)).split("").map(Number);
  const odd = digits[0]! + digits[2]! + digits[4]! + digits[6]! + digits[8]!;
  const even = digits[1]! + digits[3]! + digits[5]! + digits[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (digits.reduce((sum, d) => sum + d, 0) + tenth) % 10;
  return [...digits, tenth, eleventh].join("");
}

const FIRST = ["Ayşe", "Mehmet", "Zeynep", "Çağlar", "Gülşen", "İbrahim", "Özlem", "Şükrü", "Ümran", "Ilgaz"];
const LAST = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Güneş", "Doğan", "Ekşi"];

export const REGISTER_HEADER = ["Sıra No", "Adı Soyadı", "T.C. Kimlik No", "Tabiiyeti", "Anne Adı", "Baba Adı", "Cinsiyeti", "Mesleği", "Yerleşim Yeri", "Üyeliğe Giriş Tarihi", "Giriş Karar No"];

/** The register as text cells, numbered from `firstNumber` (or without the number column when null). */
export function registerTable(count: number, firstNumber: number | null = 1): string[][] {
  const rows = Array.from({ length: count }, (_, i) => {
    const year = 2005 + (i % 20);
    const day = `${String((i % 28) + 1).padStart(2, "0")}.${String((i % 12) + 1).padStart(2, "0")}.${year}`;
    return [
      String((firstNumber ?? 0) + i),
      `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
      fictitiousTcNumber(i + 1),
      "T.C.",
      FIRST[(i + 3) % FIRST.length]!,
      FIRST[(i + 5) % FIRST.length]!,
      i % 2 === 0 ? "Kadın" : "Erkek",
      "Öğretmen",
      "Üsküdar, İstanbul",
      day,
      `${year}/${(i % 30) + 1}`,
    ];
  });
  const table = [REGISTER_HEADER, ...rows];
  return firstNumber === null ? table.map((row) => row.slice(1)) : table;
}

const CP1254: Record<string, number> = { ç: 0xe7, Ç: 0xc7, ğ: 0xf0, Ğ: 0xd0, ı: 0xfd, İ: 0xdd, ö: 0xf6, Ö: 0xd6, ş: 0xfe, Ş: 0xde, ü: 0xfc, Ü: 0xdc };

/** The table as a Turkish Excel saves "CSV": `;` between cells, CRLF lines, Windows-1254 bytes. */
export function turkishExcelCsv(table: readonly (readonly string[])[]): Uint8Array {
  const text = table.map((row) => row.join(";")).join("\r\n") + "\r\n";
  return Uint8Array.from([...text], (ch) => CP1254[ch] ?? ch.charCodeAt(0));
}
