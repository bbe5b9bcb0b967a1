import type { Context } from "hono";
import { database } from "../../db/client";
import { claimCancellationNotice, claimedCancellationNotice, clearCancellationNotice, heldCancellationNotice, untoldCancellations } from "../../db/events";
import { markQueued, recordJobWhere, settleJob, settleJobByKey, waitingJobs } from "../../db/jobs";
import { standingAddresses } from "../../db/registrations";
import { logEvent } from "../../platform/log";
import { eventCancelledMail } from "./mails";
import { queueMails } from "../email/outbox";
import type { MailContext } from "../email/sender";
import type { AppEnv } from "../../shared/env";
import { eventMailContext, type EventMailContext } from "./notify";

/**
 * A cancelled event tells its registrants by itself. After every save that publishes an event's
 * fields (the admin's "Kaydet"/"Güncelle", a restored revision, a bulk publish), never after the
 * autosave of a pending draft, which changes nothing public:
 *
 * - a public event that is cancelled and whose registrants were not told is claimed (one statement
 *   sets `cancellation_mailed_at` where it was unset), and everyone with a standing registration,
 *   places and waiting list alike, gets one mail through the mail queue; saving it again finds the
 *   claim taken and mails nobody; the claim is recorded as a job with it, and each mail as a job
 *   of its own, so mails the queue refused or lost, or never recorded because the Worker died, are
 *   sent by the cron (docs/operations.md, "İşler");
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
  // The claim and its job in one batch: should the Worker die before the mails are recorded, the
  // cron finds the job waiting and tells the registrants (resumeCancellations).
  const job = { kind: "cancellation" as const, key: noticeKey(eventId, now), payload: { eventId, claimedAt: now.getTime() } };
  const [claimed] = await db.batch([claimCancellationNotice(db, eventId, now), recordJobWhere(db, job, now, claimedCancellationNotice(eventId, now))]);
  if (claimed.length === 0) return 0;
  return tellRegistrants(c, context, job.key, now);
}

/**
 * Records one mail per standing registration (places and waiting list alike), queues them, and
 * settles the notice's job: from then on each mail is a job of its own, which the cron queues again
 * should the queue refuse or lose it. Each mail's key names the notice and the person, so a notice
 * resumed after a crash mails only those not yet recorded.
 */
async function tellRegistrants(c: Context<AppEnv> | MailContext, context: EventMailContext, key: string, now: Date): Promise<number> {
  const db = database(c.env.DB);
  const eventId = context.event.id;
  const people = await standingAddresses(db, eventId, true);
  const mails = people.map((person) => ({
    ...eventCancelledMail(person.email, person.name, context.mail, person.status === "waiting" ? "waiting" : "confirmed", context.ics, context.sender),
    jobKey: `${key}:${person.email.toLowerCase()}`,
  }));
  const queued = await queueMails(c, mails, now);
  await settleJobByKey(db, key, "sent", now);
  logEvent(queued < mails.length ? "error" : "info", "event_cancellation_announced", { eventId, registrants: people.length, queued });
  return queued;
}

const noticeKey = (eventId: number, claimedAt: Date) => `cancellation:${eventId}:${claimedAt.getTime()}`;

/** A notice the cron resumes this long after its claim, at the earliest: the save that claimed it has ended. */
export const CANCELLATION_STALL_MS = 5 * 60 * 1000;

/** Times the cron resumes a notice before giving it up as failed, for the admin. */
export const CANCELLATION_MAX_TRIES = 3;

/**
 * The cron's part: notices whose claim was taken but whose mails were never recorded (the Worker
 * died in between) are resumed while the claim stands; one whose event was un-cancelled or claimed
 * anew since is done; one that keeps failing is given up. Returns how many mails were queued.
 */
export async function resumeCancellations(mail: MailContext, now: Date): Promise<number> {
  const db = database(mail.env.DB);
  const before = new Date(now.getTime() - CANCELLATION_STALL_MS);
  let queued = 0;
  for (const job of await waitingJobs(db, "cancellation", before, before, 20)) {
    const { eventId, claimedAt } = job.payload as { eventId: number; claimedAt: number };
    if (job.attempts >= CANCELLATION_MAX_TRIES) {
      await settleJob(db, job.id, "failed", now, `İptal bildirimi ${job.attempts} kez denendi, gönderilemedi.`);
      continue;
    }
    await markQueued(db, [job.id], now);
    const [held] = await heldCancellationNotice(db, eventId, new Date(claimedAt));
    const context = held ? await eventMailContext(mail, eventId) : null;
    if (!context) {
      await settleJob(db, job.id, "sent", now);
      continue;
    }
    queued += await tellRegistrants(mail, context, job.key, now);
  }
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
