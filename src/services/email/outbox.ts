import { database, type Database } from "../../db/client";
import { claimJobs, releaseJob, settleJob, settledJobs } from "../../db/jobs";
import { finishedDeliveries, markDeliveryFailed, markDeliverySent, type DeliveryRef } from "../../db/newsletter";
import { logEvent } from "../../platform/log";
import type { Bindings } from "../../shared/env";
import { headerText } from "../../shared/mail-header";
import { DEFAULT_IDENTITY } from "../../shared/identity";
import type { Mail } from "./messages";
import { MAIL_CLAIM_STALE_MS, noteQueued, recordMails } from "./mail-jobs";
import { sendFailure } from "./send-errors";

export { retryDelay } from "./send-errors";

/**
 * Mail leaves through Cloudflare Queues: a request records the mail as a job (mail-jobs.ts), puts
 * it on the queue and answers at once; the queue's consumer in this Worker (deliverMail) hands it
 * to the Email Service, and a message that fails is retried later, with growing delays, so nothing
 * is lost while mail is down. A mail the queue refused waits in D1 for the cron.
 */
export async function queueMail(c: { env: Pick<Bindings, "MAIL_QUEUE" | "DB"> }, mail: Mail): Promise<void> {
  const db = database(c.env.DB);
  const now = new Date();
  const [recorded] = await recordMails(db, [mail], now);
  if (!recorded) return;
  try {
    await c.env.MAIL_QUEUE.send(recorded, { contentType: "json" });
  } catch (error) {
    // The request's own work is done and stored; the mail waits recorded for the cron. Logged
    // without its content, which may hold a one-time link.
    logEvent("error", "mail_not_queued", { subject: mail.subject, message: error instanceof Error ? error.message : String(error) });
    return;
  }
  await noteQueued(db, [recorded], now);
}

/** Queues' limits for one sendBatch: 100 messages and 256 KB in all (kept under, with room for overhead). */
const BATCH_MESSAGES = 100;
const BATCH_BYTES = 200 * 1024;

/**
 * Puts many mails on a mail queue in as few sendBatch calls as its limits allow. Returns the mails
 * that could not be queued (none when all went well), so a caller can give them back for a retry.
 */
export async function putOnQueue(queue: Queue<Mail>, mails: readonly Mail[]): Promise<Mail[]> {
  const failed: Mail[] = [];
  let batch: Mail[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    try {
      await queue.sendBatch(batch.map((mail) => ({ body: mail, contentType: "json" as const })));
    } catch (error) {
      failed.push(...batch);
      logEvent("error", "mail_not_queued", { subject: batch[0]!.subject, count: batch.length, message: error instanceof Error ? error.message : String(error) });
    }
    batch = [];
    bytes = 0;
  };
  for (const mail of mails) {
    const size = new TextEncoder().encode(JSON.stringify(mail)).length;
    if (batch.length === BATCH_MESSAGES || bytes + size > BATCH_BYTES) await flush();
    batch.push(mail);
    bytes += size;
  }
  await flush();
  return failed;
}

/**
 * Many mails at once (a message to everyone registered): recorded, then queued. Returns how many
 * went on the queue now; the others are recorded and the cron queues them (a mail recorded before,
 * by its key, is not queued again).
 */
export async function queueMails(c: { env: Pick<Bindings, "MAIL_QUEUE" | "DB"> }, mails: readonly Mail[], now = new Date()): Promise<number> {
  const db = database(c.env.DB);
  const recorded = await recordMails(db, mails, now);
  const refused = new Set(await putOnQueue(c.env.MAIL_QUEUE, recorded));
  const queued = recorded.filter((mail) => !refused.has(mail));
  await noteQueued(db, queued, now);
  return queued.length;
}

/**
 * Deliveries of the mail queue's messages before a temporary failure is given up (its first try
 * and wrangler.toml's `max_retries = 30` for camlica-eposta): the last one records the failure
 * instead of asking for a retry the queue would drop.
 */
export const MAIL_MAX_ATTEMPTS = 31;

/**
 * The mail queue's consumer: sends each message with the Email Service binding, one at a time, and
 * settles each message on its own (never the whole batch). Accepted: acknowledged. Refused for
 * good (a bad or suppressed address…): acknowledged and, for a bulletin copy, its recipient marked
 * failed with the reason, for the admin. Refused for now (the sending rate or the daily quota
 * reached, the service down): retried later with a delay, alone, while the rest of the batch goes
 * on. A bulletin copy already sent or given up is not sent again when the queue delivers its
 * message a second time. The pace comes from the consumer's settings in wrangler.toml.
 */
export async function deliverMail(batch: MessageBatch<Mail>, env: Pick<Bindings, "EMAIL" | "MAIL_FROM" | "DB">): Promise<void> {
  const db = database(env.DB);
  const mails = batch.messages.map((message) => message.body);
  const finished = await finishedOf(db, mails);
  const held = await claimedJobs(db, mails.filter((mail) => !finished.has(mail)));
  for (const message of batch.messages) {
    const mail = message.body;
    // A mail already settled is not sent again.
    if (finished.has(mail)) {
      message.ack();
      continue;
    }
    // A mail without a job (queued before jobs existed) goes as it is; a job goes with the first
    // of its messages in the batch.
    if (mail.job !== undefined && !held.delete(mail.job)) {
      // Another consumer holds the job (a second message for it) or died holding it: look again once
      // its claim is stale; by then the job is settled (acknowledged then) or may be claimed anew.
      message.retry({ delaySeconds: MAIL_CLAIM_STALE_MS / 1000 + 60 });
      continue;
    }
    try {
      await env.EMAIL.send({
        // The association's name as the sender's display name: mail programs show it, not a bare address.
        from: { email: env.MAIL_FROM, name: mail.fromName ?? DEFAULT_IDENTITY.name },
        ...headersOf(mail),
        text: mail.text,
        html: mail.html,
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((file) => ({ disposition: "attachment" as const, filename: file.filename, type: file.type, content: file.content })) }
          : {}),
      });
    } catch (error) {
      const failure = sendFailure(error, message.attempts);
      const givingUp = failure.permanent || message.attempts >= MAIL_MAX_ATTEMPTS;
      logEvent("error", givingUp ? "mail_given_up" : "mail_failed", { subject: mail.subject, attempts: message.attempts, message: failure.reason });
      if (!givingUp) {
        message.retry({ delaySeconds: failure.delaySeconds });
        // The job waits again, and this try is its sign of life for the cron.
        if (mail.job !== undefined) await recordOutcome(mail, () => releaseJob(db, mail.job!, new Date(), failure.reason));
        continue;
      }
      message.ack();
      await recordOutcome(mail, () => settle(db, mail, "failed", failure.reason));
      continue;
    }
    // Acknowledged at once, before anything else can fail: the queue never delivers again a mail the
    // service took, and a later message of the batch failing never sends this one again.
    message.ack();
    logEvent("info", "mail_sent", { subject: mail.subject, attempts: message.attempts });
    await recordOutcome(mail, () => settle(db, mail, "sent"));
  }
}

/** The mails of a batch already finished: their job settled, or their bulletin copy sent or given up. */
async function finishedOf(db: Database, mails: readonly Mail[]): Promise<Set<Mail>> {
  const refs = mails.map((mail) => mail.delivery).filter((ref): ref is DeliveryRef => ref !== undefined);
  const ids = mails.map((mail) => mail.job).filter((id): id is number => id !== undefined);
  const copies = refs.length ? new Set((await finishedDeliveries(db, refs)).map(keyOf)) : new Set<string>();
  const jobs = ids.length ? new Set((await settledJobs(db, ids)).map((row) => row.id)) : new Set<number>();
  return new Set(mails.filter((mail) => (mail.delivery && copies.has(keyOf(mail.delivery))) || (mail.job !== undefined && jobs.has(mail.job))));
}

/**
 * Claims the jobs of the batch's mails for this consumer, in one statement rather than one per
 * message: a batch of ten bulletin copies then makes 13 D1 round trips instead of 22. A consumer
 * that dies mid-batch leaves the rest of its claims to go stale, as it left the one it held.
 */
async function claimedJobs(db: Database, mails: readonly Mail[]): Promise<Set<number>> {
  const ids = [...new Set(mails.map((mail) => mail.job).filter((id): id is number => id !== undefined))];
  if (ids.length === 0) return new Set();
  const now = new Date();
  return new Set((await claimJobs(db, ids, now, new Date(now.getTime() - MAIL_CLAIM_STALE_MS))).map((row) => row.id));
}

/** Records a mail's outcome on its job and, for a bulletin copy, on its delivery row, in one batch. */
async function settle(db: Database, mail: Mail, state: "sent" | "failed", reason: string | null = null): Promise<void> {
  const now = new Date();
  const job = mail.job === undefined ? [] : [settleJob(db, mail.job, state, now, reason)];
  const copy = mail.delivery === undefined ? [] : [state === "sent" ? markDeliverySent(db, mail.delivery, now) : markDeliveryFailed(db, mail.delivery, reason ?? "", now)];
  const writes = [...job, ...copy];
  if (writes.length) await db.batch(writes as [(typeof writes)[number], ...typeof writes]);
}

/**
 * The parts of a mail that become headers, each kept on one line. The forms already refuse line
 * breaks in what people type (src/shared/mail-header.ts); this is the second line of defence, for
 * text stored before that rule or written by the site itself (an event's title in a subject).
 */
function headersOf(mail: Mail) {
  return {
    to: headerText(mail.to),
    subject: headerText(mail.subject),
    ...(mail.replyTo ? { replyTo: headerText(mail.replyTo) } : {}),
    ...(mail.headers ? { headers: Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [headerText(name), headerText(value)])) } : {}),
  };
}

/**
 * Records a mail's outcome (its job, a bulletin copy's row), after its message was settled. Should
 * D1 fail here, the mail only shows as still waiting (and the cron may queue it once more after
 * MAIL_LOST_MS): the error is logged, and the rest of the batch is sent (a thrown error would end
 * the invocation and hold back the messages after this one).
 */
async function recordOutcome(mail: Mail, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    logEvent("error", "delivery_not_recorded", { ...mail.delivery, job: mail.job, message: error instanceof Error ? error.message : String(error) });
  }
}

const keyOf = (ref: DeliveryRef) => `${ref.issueId}:${ref.subscriberId}`;

declare module "../../shared/env" {
  interface Bindings {
    /** Mail waits here until the Email Service has taken it. */
    MAIL_QUEUE: Queue<Mail>;
  }
}
