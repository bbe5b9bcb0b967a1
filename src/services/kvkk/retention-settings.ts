import * as z from "zod";
import type { Database } from "../../db/client";
import { settingRow, settingValue } from "../../db/settings";
import { daysBefore } from "../../shared/i18n/days";

/** The settings row that holds the retention periods. */
export const RETENTION_KEY = "retention";

/**
 * How long personal data is kept, as the administrator sets it (one schema for the admin form and
 * the API). The bounds keep a slip of the keyboard from erasing everything tonight (a period of 0)
 * or from keeping data for ever in all but name.
 */
export const retentionSchema = z.object({
  contactMessagesMonths: z
    .number({ error: "İletişim mesajlarının saklama süresi bir sayı olmalı." })
    .int("İletişim mesajlarının saklama süresi tam sayı olmalı.")
    .min(1, "İletişim mesajları en az 1 ay saklanır.")
    .max(120, "İletişim mesajları en fazla 120 ay saklanabilir."),
  pendingAccountsDays: z
    .number({ error: "Onaylanmamış hesapların saklama süresi bir sayı olmalı." })
    .int("Onaylanmamış hesapların saklama süresi tam sayı olmalı.")
    .min(1, "Onaylanmamış hesaplar en az 1 gün saklanır.")
    .max(365, "Onaylanmamış hesaplar en fazla 365 gün saklanabilir."),
  auditLogMonths: z
    .number({ error: "Denetim kaydının saklama süresi bir sayı olmalı." })
    .int("Denetim kaydının saklama süresi tam sayı olmalı.")
    .min(1, "Denetim kaydındaki kişiler en az 1 ay sonra anonimleştirilir.")
    .max(120, "Denetim kaydındaki kişiler en geç 120 ay sonra anonimleştirilir."),
  /** Months after an event ends that its registrations (names, addresses, phones, attendance) are kept. */
  eventRegistrationsMonths: z
    .number({ error: "Etkinlik kayıtlarının saklama süresi bir sayı olmalı." })
    .int("Etkinlik kayıtlarının saklama süresi tam sayı olmalı.")
    .min(1, "Etkinlik kayıtları etkinlikten sonra en az 1 ay saklanır.")
    .max(60, "Etkinlik kayıtları etkinlikten sonra en fazla 60 ay saklanabilir.")
    .default(6),
});

export type RetentionSettings = z.infer<typeof retentionSchema>;

/** The periods until an administrator changes them (issue 14: 12 months, 30 days). */
export const DEFAULT_RETENTION: RetentionSettings = { contactMessagesMonths: 12, pendingAccountsDays: 30, auditLogMonths: 24, eventRegistrationsMonths: 6 };

export const retentionRow = (db: Database) => settingRow(db, RETENTION_KEY);

/** The stored periods, or the defaults. */
export const readRetention = (row: { value: unknown } | undefined) => settingValue(retentionSchema, DEFAULT_RETENTION, row);

/** Calendar months back from `now` (UTC), so "12 months" means the same date a year ago. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** What each period means today: records older than these instants are removed or anonymised. */
export function retentionCutoffs(now: Date, periods: RetentionSettings) {
  return {
    contactMessages: monthsBefore(now, periods.contactMessagesMonths),
    pendingAccounts: daysBefore(now, periods.pendingAccountsDays),
    auditLog: monthsBefore(now, periods.auditLogMonths),
    eventRegistrations: monthsBefore(now, periods.eventRegistrationsMonths),
  };
}
