import { and, asc, eq, gt, isNotNull, lte } from "drizzle-orm";
import { database } from "../../db/client";
import { users } from "../../db/schema";
import { administratorAddresses } from "../../db/users";
import { applicationDigestMail, applicationNoticeMail } from "./mails";
import { notificationsRow, readNotifications } from "../email/notification-settings";
import { queueMail } from "../email/outbox";
import { senderOf, type MailContext } from "../email/sender";
import { daysBefore } from "../../shared/i18n/days";

/**
 * An application has just reached the approval queue (its address is confirmed). With the setting
 * "each", every administrator gets a mail now; with "digest", the daily run tells them instead.
 */
export async function noticeApplication(mail: MailContext, applicant: { name: string; email: string }): Promise<void> {
  const db = database(mail.env.DB);
  const [[settingsRow], admins] = await db.batch([notificationsRow(db), administratorAddresses(db)]);
  if (readNotifications(settingsRow).applications !== "each") return;
  const sender = await senderOf(mail);
  for (const admin of admins) await queueMail(mail, applicationNoticeMail(admin.email, applicant, sender));
}

/**
 * The daily digest (the cron, when the setting is "digest"): the applications confirmed in the
 * day before `now` that still wait. The window is the day before the run's scheduled time, so a
 * daily run sees each application once. Returns how many applications it reported.
 */
export async function sendApplicationDigest(mail: MailContext, now: Date): Promise<number> {
  const db = database(mail.env.DB);
  const since = daysBefore(now, 1);
  const [[settingsRow], admins, waiting] = await db.batch([
    notificationsRow(db),
    administratorAddresses(db),
    db
      .select({ name: users.name, email: users.email, confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(and(eq(users.status, "pending"), isNotNull(users.emailConfirmedAt), gt(users.emailConfirmedAt, since), lte(users.emailConfirmedAt, now)))
      .orderBy(asc(users.emailConfirmedAt)),
  ]);
  if (readNotifications(settingsRow).applications !== "digest" || waiting.length === 0) return 0;
  const applicants = waiting.map((row) => ({ name: row.name, email: row.email, confirmedAt: row.confirmedAt! }));
  const sender = await senderOf(mail);
  for (const admin of admins) await queueMail(mail, applicationDigestMail(admin.email, applicants, sender));
  return applicants.length;
}
