import { database } from "../../db/client";
import { errorCountSince, errorsSince } from "../../db/error-records";
import { administratorAddresses } from "../../db/users";
import { daysBefore } from "../../shared/i18n/days";
import { errorDigestMail } from "./mails";
import { queueMail } from "../email/outbox";
import { senderOf, type MailContext } from "../email/sender";

/** How many errors the digest lists by name; the rest it counts. */
export const DIGEST_LISTED = 20;

/**
 * The daily digest (a cron task): when errors were met in the day before `now`, every active
 * administrator gets one mail listing them. The window is the day before the run's scheduled time,
 * so a daily run reports each day once. Returns how many distinct errors it reported.
 */
export async function sendErrorDigest(mail: MailContext, now: Date): Promise<number> {
  const db = database(mail.env.DB);
  const since = daysBefore(now, 1);
  const [admins, errors, [counted]] = await db.batch([administratorAddresses(db), errorsSince(db, since, DIGEST_LISTED, now), errorCountSince(db, since, now)]);
  const total = counted?.total ?? 0;
  if (total === 0) return 0;
  const sender = await senderOf(mail);
  for (const admin of admins) await queueMail(mail, errorDigestMail(admin.email, errors, total, sender));
  return total;
}
