/**
 * The dues settings (docs/dues.md): the association's IBAN and account holder that /hesabim shows
 * members, and which reminder stages the cron mails. One zod schema for the admin's form and the
 * API's handler; kept in the `settings` table under DUES_SETTINGS_KEY.
 */
import * as z from "zod";

export const DUES_SETTINGS_KEY = "dues";

/** The reminder stages, in the order a member who does not pay meets them. */
export const REMINDER_STAGES = ["before", "due", "late30", "late90"] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** How many days before the due date the first reminder goes. */
export const REMINDER_DAYS_BEFORE = 14;

/** The stages' Turkish names, as the settings form and the system page show them. */
export const REMINDER_STAGE_NAMES: Record<ReminderStage, string> = {
  before: `Ödeme gününden ${REMINDER_DAYS_BEFORE} gün önce`,
  due: "Ödeme gününde",
  late30: "30 gün gecikmede",
  late90: "90 gün gecikmede",
};

/** An IBAN as typed (spaces, lower case) made plain: `TR33 0006 …` → `TR330006…`. */
export const plainIban = (text: string): string => text.replace(/[\s\u00a0-]/g, "").toUpperCase();

/** ISO 13616 check: the first four characters moved to the end, letters as 10–35, the number mod 97 is 1. */
export function ibanChecks(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = parseInt(char, 36);
    if (Number.isNaN(value)) return false;
    // Digit by digit (a letter is two), so the number never leaves exact integers.
    for (const digit of String(value)) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** A Turkish IBAN in groups of four, as banks print it. */
export const groupedIban = (iban: string): string => iban.replace(/(.{4})/g, "$1 ").trim();

/** A Turkish IBAN: TR, 24 digits, its check digits right; empty while the association has not set one. */
export const turkishIban = z
  .string()
  .transform(plainIban)
  .refine((iban) => iban === "" || /^TR\d{24}$/.test(iban), { error: "Türkiye IBAN'ı TR ile başlar ve 24 rakamla devam eder (ör. TR33 0006 1005 1978 6457 8413 26)." })
  .refine((iban) => iban === "" || ibanChecks(iban), { error: "Bu IBAN'ın kontrol hanesi tutmuyor; bankanızdaki yazılışıyla karşılaştırın." });

export const duesSettingsSchema = z.object({
  iban: turkishIban,
  accountHolder: z.string().trim().max(120, { error: "Hesap sahibi en fazla 120 karakter olabilir." }),
  reminders: z.array(z.enum(REMINDER_STAGES)).max(REMINDER_STAGES.length).refine((stages) => new Set(stages).size === stages.length, { error: "Her hatırlatma bir kez seçilir." }),
});

export type DuesSettings = z.infer<typeof duesSettingsSchema>;

/** Until a treasurer saves them: no IBAN, and no reminder runs (nobody is mailed before someone chose to). */
export const DEFAULT_DUES_SETTINGS: DuesSettings = { iban: "", accountHolder: "", reminders: [] };
