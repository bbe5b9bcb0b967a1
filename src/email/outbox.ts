import { logEvent } from "../edge/log";
import type { Bindings } from "../env";
import type { Mail } from "./messages";

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

/** Seconds before the n-th retry: 1, 2, 4, … minutes, at most an hour. */
export const retryDelay = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/** The queue consumer: sends each message with the Email Service binding, retrying failures. */
export async function deliverMail(batch: MessageBatch<Mail>, env: Pick<Bindings, "EMAIL" | "MAIL_FROM">): Promise<void> {
  for (const message of batch.messages) {
    const mail = message.body;
    try {
      await env.EMAIL.send({
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((file) => ({ disposition: "attachment" as const, filename: file.filename, type: file.type, content: file.content })) }
          : {}),
      });
      message.ack();
      logEvent("info", "mail_sent", { subject: mail.subject, attempts: message.attempts });
    } catch (error) {
      logEvent("error", "mail_failed", { subject: mail.subject, attempts: message.attempts, message: error instanceof Error ? error.message : String(error) });
      message.retry({ delaySeconds: retryDelay(message.attempts) });
    }
  }
}
