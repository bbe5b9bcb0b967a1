import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * Each Turkish letter the byte order puts in the wrong place, and the key it sorts by: its base
 * letter followed by "{", which sorts after every letter, so "ç" falls between "c" and "d"; the
 * dotless "ı" (and the capital "I") before "i", the dotted capital "İ" with "i".
 */
const TURKISH_KEYS: readonly (readonly [string, string])[] = [
  ["Ç", "c{"],
  ["ç", "c{"],
  ["Ğ", "g{"],
  ["ğ", "g{"],
  ["I", "h{"],
  ["ı", "h{"],
  ["İ", "i"],
  ["Ö", "o{"],
  ["ö", "o{"],
  ["Ş", "s{"],
  ["ş", "s{"],
  ["Ü", "u{"],
  ["ü", "u{"],
];

/**
 * A name in the Turkish alphabet's order, for ORDER BY. SQLite compares text by its bytes (and
 * NOCASE folds ASCII only), which put "Çelik" after "Zeybek" and "İlknur" after "Yıldız"; D1 has
 * no ICU collation. The keys are constants of this module, written into the statement as literals.
 */
export const turkishOrder = (text: AnyColumn | SQL): SQL => {
  const keyed = TURKISH_KEYS.reduce<SQL>((inner, [letter, key]) => sql`replace(${inner}, ${sql.raw(`'${letter}'`)}, ${sql.raw(`'${key}'`)})`, sql`${text}`);
  return sql`lower(${keyed})`;
};
