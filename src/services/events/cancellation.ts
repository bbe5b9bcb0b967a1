import type { Context } from "hono";
import { database } from "../../db/client";
import { claimCancellationNotice, clearCancellationNotice, releaseCancellationNotice, untoldCancellations } from "../../db/events";
import { standingAddresses } from "../../db/registrations";
import { logEvent } from "../../platform/log";
import { eventCancelledMail } from "../email/event-mails";
import { queueMails } from "../email/outbox";
import type { MailContext } from "../email/sender";
import type { AppEnv } from "../../shared/env";
import { eventMailContext } from "./notify";

/**
 * A cancelled event tells its registrants by itself. After every save that publishes an event's
 * fields (the admin's "Kaydet"/"Güncelle", a restored revision, a bulk publish), never after the
 * autosave of a pending draft, which changes nothing public:
 *
 * - a public event that is cancelled and whose registrants were not told is claimed (one statement
 *   sets `cancellation_mailed_at` where it was unset), and everyone with a standing registration,
 *   places and waiting list alike, gets one mail through the mail queue; saving it again finds the
 *   claim taken and mails nobody; a claim whose mails could not all be queued is given back;
 * - a public event that is no longer cancelled has the claim cleared, silently: un-cancelling
 *   mails nobody (the editor tells the registrants with "Kayıtlılara mesaj gönder", in their own
 *   words), and cancelling it anew tells them again.
 *
 * Registrations stand as they were (the event takes no new ones while cancelled, see
 * src/db/registrations.ts), so an event that is un-cancelled still has its list.
 */
export async function announceCancellation(c: Context<AppEnv> | MailContext, eventId: number): Promise<number> {
  const db = database(c.env.DB);
  const now = new Date();
  // Read before claiming: a claim with no mail to show for it would silence the event for good.
  const context = await eventMailContext(c, eventId);
  if (!context) return 0;
  if (!context.event.cancelled) {
    await clearCancellationNotice(db, eventId, now);
    return 0;
  }
  const [claimed, people] = await db.batch([claimCancellationNotice(db, eventId, now), standingAddresses(db, eventId, true)]);
  if (claimed.length === 0 || people.length === 0) return 0;
  const mails = people.map((person) => eventCancelledMail(person.email, person.name, context.mail, person.status === "waiting" ? "waiting" : "confirmed", context.ics, context.sender));
  const queued = await queueMails(c, mails);
  if (queued < mails.length) {
    // Someone was not told: the claim is given back, and the next save that publishes the event or
    // the cron's mail sweep mails everyone again (a second copy for some beats none for others).
    await releaseCancellationNotice(db, eventId, now);
    logEvent("error", "event_cancellation_not_queued", { eventId, registrants: people.length, queued });
    return queued;
  }
  logEvent("info", "event_cancellation_announced", { eventId, registrants: people.length, queued });
  return queued;
}

/**
 * The cron's part (its mail sweep, src/app/index.tsx): tells the registrants of every public cancelled
 * event not yet begun whom nobody told. Returns how many mails were queued.
 */
export async function announceUntoldCancellations(mail: MailContext, now: Date): Promise<number> {
  let queued = 0;
  for (const { id } of await untoldCancellations(database(mail.env.DB), now)) queued += await announceCancellation(mail, id);
  return queued;
}
