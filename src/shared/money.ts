/**
 * Money, exactly: every amount is a whole number of kuruş (1 TL = 100 kuruş) in D1, in JSON and in
 * the forms' values. Text becomes kuruş by reading its digits (never through a float), and kuruş
 * becomes text through Intl with a decimal string, so no floating point lies anywhere on the way.
 *
 * Typing follows Turkish use: a dot groups thousands, a comma starts the kuruş ("1.250,50",
 * "1250", "1250,5"). Text that a reader could take two ways ("1,250.50", "1.25", "1,250") is
 * refused with a Turkish message rather than guessed.
 */
import * as z from "zod";

/** The largest amount the site takes: one billion lira (far beyond an association's book, well inside exact integers). */
export const MAX_KURUS = 100_000_000_000;

export type MoneyParse = { ok: true; kurus: number } | { ok: false; message: string };

export const MONEY_MESSAGES = {
  empty: "Tutarı yazın.",
  characters: "Tutarda yalnızca rakam, binlik için nokta ve kuruş için virgül olabilir (ör. 1.250,50).",
  englishStyle: "Tutarı Türkçe yazın: binlikleri nokta, kuruşu virgülle ayırın (ör. 1.250,50).",
  ambiguousDot: "Bu tutar iki türlü okunabilir: kuruş için virgül kullanın (ör. 1,25) ya da binlikleri üç haneli yazın (ör. 1.250).",
  ambiguousComma: "Virgülden sonra en fazla iki hane (kuruş) yazılır; binlikleri nokta ile ayırın (ör. 1.250).",
  grouping: "Binlikleri üçer haneli gruplarla yazın (ör. 12.500).",
  negative: "Tutar sıfırdan büyük olmalı.",
  tooLarge: "Tutar çok büyük.",
} as const;

/** Spaces of every kind, the lira sign and "TL" may surround the number: a pasted amount still reads. */
const DECORATION = /[\s\u00a0\u202f]|₺|TL|TRY/gi;

/** "1.250" or "1250" (lira), then an optional ",5" or ",50" (kuruş). */
const TURKISH = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * Reads an amount typed the Turkish way into kuruş. With `allowNegative` a leading minus is kept
 * (bank statements write outgoing money so); otherwise only amounts above zero pass.
 */
export function parseMoney(text: string, options: { allowNegative?: boolean; allowZero?: boolean } = {}): MoneyParse {
  let plain = text.replace(DECORATION, "");
  const negative = /^[-−]/.test(plain);
  if (negative) plain = plain.slice(1);
  if (plain === "") return { ok: false, message: MONEY_MESSAGES.empty };
  if (/[^\d.,]/.test(plain)) return { ok: false, message: MONEY_MESSAGES.characters };
  const match = TURKISH.exec(plain);
  if (!match) return { ok: false, message: refusalOf(plain) };
  const lira = match[1]!.replace(/\./g, "").replace(/^0+(?=\d)/, "");
  if (lira.length > 12) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  const kurus = Number(lira) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (kurus > MAX_KURUS) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  if (negative && !options.allowNegative) return { ok: false, message: MONEY_MESSAGES.negative };
  if (kurus === 0 && !options.allowZero) return { ok: false, message: MONEY_MESSAGES.negative };
  return { ok: true, kurus: negative && kurus !== 0 ? -kurus : kurus };
}

/** Why text that is not Turkish money was refused: the likeliest misreading, told plainly. */
function refusalOf(plain: string): string {
  const lastDot = plain.lastIndexOf(".");
  const lastComma = plain.lastIndexOf(",");
  // "1,250.50": a comma before the last dot is the English way round.
  if (lastDot > lastComma && lastComma >= 0) return MONEY_MESSAGES.englishStyle;
  // "1.25", "1.2": a dot not followed by exactly three digits could be a decimal point.
  if (lastDot >= 0 && lastComma < 0 && !/\.\d{3}$/.test(plain)) return MONEY_MESSAGES.ambiguousDot;
  // "1,250": three digits after a comma are thousands in English, or too many kuruş in Turkish.
  if (lastComma >= 0 && /,\d{3,}$/.test(plain)) return MONEY_MESSAGES.ambiguousComma;
  return MONEY_MESSAGES.grouping;
}

/** Kuruş as an exact decimal string ("125050" → "1250.50"), for Intl. */
function decimalOf(kurus: number): string {
  if (!Number.isSafeInteger(kurus)) throw new RangeError(`Not a whole number of kuruş: ${kurus}`);
  const sign = kurus < 0 ? "-" : "";
  const digits = String(Math.abs(kurus)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const currency = new Intl.NumberFormat("tr-TR", { style: "currency", currency: "TRY" });
const plainNumber = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₺1.250,50": an amount as people read it (Turkish currency format). */
export const formatMoney = (kurus: number): string => currency.format(decimalOf(kurus) as `${number}`);

/** "1.250,50": the same without the sign of the lira, as a form field or a spreadsheet cell takes it back. */
export const formatMoneyPlain = (kurus: number): string => plainNumber.format(decimalOf(kurus) as `${number}`);

/** An amount in a JSON body or a D1 row: whole kuruş, above zero, within MAX_KURUS. */
export const kurusSchema = z
  .number({ error: "Tutarı yazın." })
  .int({ error: "Tutar tam kuruş olmalı." })
  .min(1, { error: MONEY_MESSAGES.negative })
  .max(MAX_KURUS, { error: MONEY_MESSAGES.tooLarge });

/** A typed amount ("1.250,50") read into kuruş, with the Turkish refusal under its field. */
export const moneyTextSchema = z.string().transform((text, context) => {
  const parsed = parseMoney(text);
  if (parsed.ok) return parsed.kurus;
  context.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});
