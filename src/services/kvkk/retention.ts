import { and, eq, inArray, isNotNull, isNull, like, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { UNCONFIRMED_KEEP_DAYS } from "../auth/addresses";
import { forgetFormTokens } from "../../db/form-tokens";
import { oldRegistrations } from "../../db/registrations";
import { auditLog, contactMessages, loginThrottle, newsletterSubscribers, sessions, users } from "../../db/schema";
import { DELETED_USER_NAME, ERASED_MESSAGE_SUMMARY } from "./erasure";
import { readRetention, retentionCutoffs, retentionRow, type RetentionSettings } from "./retention-settings";
import { daysBefore } from "../../shared/i18n/days";

/** The name audit entries of the daily housekeeping carry (no account acts). */
export const SYSTEM_ACTOR = "Sistem (saklama süreleri)";

export interface RetentionReport {
  periods: RetentionSettings;
  contactMessages: number;
  pendingAccounts: number;
  /** Applications whose address was never confirmed (src/services/auth/addresses.ts). */
  unconfirmedAccounts: number;
  auditEntriesAnonymised: number;
  expiredSessions: number;
  /** Registrations of events that ended longer ago than their period. */
  eventRegistrations: number;
  /** Newsletter addresses whose confirmation link expired unconfirmed. */
  unconfirmedSubscribers: number;
  /** Throttle counters (keyed hashes of addresses and accounts) whose window and block are over. */
  staleThrottles: number;
}

/**
 * The daily retention run (the cron): deletes contact messages and never-approved registrations
 * older than their periods, anonymises old audit entries (the action stays, the person becomes
 * "silinmiş kullanıcı"), deletes expired sessions, and records what it removed in the audit log.
 * `now` is a parameter so tests can move the clock. The removals are one batch.
 */
export async function runRetention(db: Database, now: Date): Promise<RetentionReport> {
  const [row] = await retentionRow(db);
  const periods = readRetention(row);
  const cutoff = retentionCutoffs(now, periods);
  // An entry with no actor id is the system's own or already anonymised.
  const oldAudit = and(lt(auditLog.at, cutoff.auditLog), isNotNull(auditLog.actorId));
  const [, messages, pending, unconfirmed, , anonymised, expired, throttles, registrations, subscribers] = await db.batch([
    // Entries about the messages about to go would otherwise keep their senders' names.
    db
      .update(auditLog)
      .set({ summary: ERASED_MESSAGE_SUMMARY })
      .where(
        inArray(
          auditLog.target,
          db.select({ target: sql<string>`'message:' || ${contactMessages.id}` }).from(contactMessages).where(lt(contactMessages.createdAt, cutoff.contactMessages)),
        ),
      ),
    db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff.contactMessages)),
    db.delete(users).where(and(eq(users.status, "pending"), lt(users.createdAt, cutoff.pendingAccounts))),
    db
      .delete(users)
      .where(and(eq(users.status, "pending"), isNull(users.emailConfirmedAt), lt(users.createdAt, daysBefore(now, UNCONFIRMED_KEEP_DAYS)))),
    // An administrator's old entry about a message (deleted by hand, long ago) names its sender too.
    db
      .update(auditLog)
      .set({ summary: ERASED_MESSAGE_SUMMARY })
      .where(and(lt(auditLog.at, cutoff.auditLog), like(auditLog.target, "message:%"), ne(auditLog.summary, ERASED_MESSAGE_SUMMARY))),
    db.update(auditLog).set({ actorId: null, actorName: DELETED_USER_NAME }).where(oldAudit),
    db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now))),
    // The longest throttle window is an hour: a day-old counter that blocks nothing counts nothing.
    db
      .delete(loginThrottle)
      .where(and(lt(loginThrottle.windowStart, daysBefore(now, 1)), or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, now)))),
    oldRegistrations(db, cutoff.eventRegistrations),
    db.delete(newsletterSubscribers).where(and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.confirmExpiresAt, now))),
    // A form's retry comes within minutes: a day-old record of a submission guards nothing.
    forgetFormTokens(db, daysBefore(now, 1)),
  ]);
  const report: RetentionReport = {
    periods,
    contactMessages: messages.meta.changes,
    pendingAccounts: pending.meta.changes,
    unconfirmedAccounts: unconfirmed.meta.changes,
    auditEntriesAnonymised: anonymised.meta.changes,
    expiredSessions: expired.meta.changes,
    staleThrottles: throttles.meta.changes,
    eventRegistrations: registrations.meta.changes,
    unconfirmedSubscribers: subscribers.meta.changes,
  };
  // Sessions expire every day; only removals of what people sent or registered are worth an entry
  // administrators read.
  if (report.contactMessages + report.pendingAccounts + report.unconfirmedAccounts + report.auditEntriesAnonymised + report.eventRegistrations > 0) {
    await db.insert(auditLog).values({
      at: now,
      actorId: null,
      actorName: SYSTEM_ACTOR,
      action: "retention.run",
      target: "kvkk:saklama",
      summary: retentionSummary(report),
    });
  }
  return report;
}

/** "Saklama süresi dolan veriler silindi: 3 iletişim mesajı, 1 onaylanmamış hesap, 4 denetim kaydı anonimleştirildi". */
export function retentionSummary(report: RetentionReport): string {
  const parts = [
    report.contactMessages ? `${report.contactMessages} iletişim mesajı silindi` : "",
    report.pendingAccounts ? `${report.pendingAccounts} onaylanmamış hesap silindi` : "",
    report.unconfirmedAccounts ? `${report.unconfirmedAccounts} e-posta adresi onaylanmamış başvuru silindi` : "",
    report.auditEntriesAnonymised ? `${report.auditEntriesAnonymised} denetim kaydı anonimleştirildi` : "",
    report.eventRegistrations ? `${report.eventRegistrations} etkinlik kaydı silindi` : "",
  ].filter(Boolean);
  return `Saklama süresi dolan veriler: ${parts.join(", ")}`;
}
