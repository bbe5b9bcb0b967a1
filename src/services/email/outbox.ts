import { database } from "../../db/client";
import { finishedDeliveries, markDeliveryFailed, markDeliverySent, type DeliveryRef } from "../../db/newsletter";
import { logEvent } from "../../platform/log";
import type { Bindings } from "../../shared/env";
import { headerText } from "../../shared/mail-header";
import { site } from "../../shared/site";
import type { Mail } from "./messages";
import { sendFailure } from "./send-errors";

export { retryDelay } from "./send-errors";

/**
 * Mail leaves through Cloudflare Queues: a request puts the rendered message on the queue (after
 * storing whatever the mail is about) and answers at once; the queue's consumer in this Worker
 * (deliverMail) hands it to the Email Service, and a message that fails is retried later, with
 * growing delays, so nothing is lost while mail is down.
 */
export async function queueMail(c: { env: Pick<Bindings, "MAIL_QUEUE"> }, mail: Mail): Promise<void> {
  try {
    await c.env.MAIL_QUEUE.send(mail, { contentType: "json" });
  } catch (error) {
    // The request's own work is done and stored; a mail that could not even be queued is logged
    // (without its content, which may hold a one-time link) and the person can ask again.
    logEvent("error", "mail_not_queued", { subject: mail.subject, message: error instanceof Error ? error.message : String(error) });
  }
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

/** Many mails at once (a message to everyone registered). Returns how many were queued. */
export async function queueMails(c: { env: Pick<Bindings, "MAIL_QUEUE"> }, mails: readonly Mail[]): Promise<number> {
  return mails.length - (await putOnQueue(c.env.MAIL_QUEUE, mails)).length;
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
  const refs = batch.messages.map((message) => message.body.delivery).filter((ref): ref is DeliveryRef => ref !== undefined);
  const finished = refs.length ? new Set((await finishedDeliveries(db, refs)).map(keyOf)) : new Set<string>();
  for (const message of batch.messages) {
    const mail = message.body;
    if (mail.delivery && finished.has(keyOf(mail.delivery))) {
      message.ack();
      continue;
    }
    try {
      await env.EMAIL.send({
        // The association's name as the sender's display name: mail programs show it, not a bare address.
        from: { email: env.MAIL_FROM, name: site.name },
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
        continue;
      }
      message.ack();
      if (mail.delivery) await recordOutcome(mail.delivery, () => markDeliveryFailed(db, mail.delivery!, failure.reason, new Date()));
      continue;
    }
    // Acknowledged at once, before anything else can fail: the queue never delivers again a mail the
    // service took, and a later message of the batch failing never sends this one again.
    message.ack();
    logEvent("info", "mail_sent", { subject: mail.subject, attempts: message.attempts });
    if (mail.delivery) await recordOutcome(mail.delivery, () => markDeliverySent(db, mail.delivery!, new Date()));
  }
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
 * Records a bulletin copy's outcome, after its message was settled. Should D1 fail here, the copy
 * only shows as still waiting in the admin: the error is logged, and the rest of the batch is sent
 * (a thrown error would end the invocation and hold back the messages after this one).
 */
async function recordOutcome(ref: DeliveryRef, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    logEvent("error", "delivery_not_recorded", { ...ref, message: error instanceof Error ? error.message : String(error) });
  }
}

const keyOf = (ref: DeliveryRef) => `${ref.issueId}:${ref.subscriberId}`;

declare module "../../shared/env" {
  interface Bindings {
    /** Mail waits here until the Email Service has taken it. */
    MAIL_QUEUE: Queue<Mail>;
  }
}
