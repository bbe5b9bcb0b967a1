/**
 * The dues settings the treasurer keeps (one settings row, `dues`): the association's bank account
 * that /hesabim shows members. Pure, so the admin's form and the server share the rules.
 */
import * as z from "zod";

export const DUES_SETTINGS_KEY = "dues";

/** An IBAN's check digits (ISO 13616, mod 97), computed digit by digit so no number grows past exact integers. */
export function ibanValid(iban: string): boolean {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (!/^TR\d{24}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** "TR330006100519786457841326" → "TR33 0006 1005 1978 6457 8413 26", as banks print it. */
export const formatIban = (iban: string): string => iban.replace(/\s+/g, "").toUpperCase().replace(/(.{4})(?=.)/g, "$1 ");

export const duesSettingsSchema = z.object({
  iban: z
    .string()
    .trim()
    .refine((value) => value === "" || ibanValid(value), { error: "Geçerli bir TR IBAN yazın (TR ve 24 rakam)." })
    .transform((value) => (value ? formatIban(value) : "")),
  accountHolder: z.string().trim().max(120, { error: "Hesap sahibi en fazla 120 karakter olabilir." }),
});

export type DuesSettings = z.infer<typeof duesSettingsSchema>;

export const DEFAULT_DUES_SETTINGS: DuesSettings = { iban: "", accountHolder: "" };
