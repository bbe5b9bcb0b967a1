import { database, type Database } from "../../db/client";
import { touchJob } from "../../db/jobs";
import { bulletinJobKey, settleBulletin, type NewsletterJob } from "./bulletin-job";
import { claimDelivery, finishIfDone, unclaimedRecipients } from "../../db/newsletter";
import { newsletterIssues } from "../../db/schema";
import { newOneTimeToken, tokenIdOf } from "../../db/one-time-tokens";
import { logEvent } from "../../platform/log";
import { bulletinMail, type BulletinContent } from "./mails";
import { queueMails } from "../email/outbox";
import type { Bindings } from "../../shared/env";
import { eq } from "drizzle-orm";
import { newsletterLeavePath } from "../../shared/paths";
import { readBulletinBody } from "./content";

/**
 * Sending a bulletin never happens on a request: "Gönder" writes one delivery row per active
 * subscriber and puts one message on the newsletter queue. Its consumer (this file) hands one
 * chunk of recipients at a time to the mail queue, whose own consumer sends each mail through the
 * Email Service at the rate the queue settings allow, and then queues the next chunk. A recipient
 * is claimed in the statement that checks it is unclaimed, so a retried chunk never mails anyone
 * twice; each copy is recorded as a job before it is queued, so one the queue refused or lost is
 * queued again by the cron (docs/operations.md, "İşler").
 */

export type { NewsletterJob } from "./bulletin-job";

/** The queue's name in wrangler.toml, by which the Worker's queue handler tells its consumers apart. */
export const NEWSLETTER_QUEUE_NAME = "camlica-bulten";

/** Recipients handed to the mail queue per chunk (one sendBatch holds at most 100 messages). */
export const CHUNK = 100;

/** Hands the next chunk of one bulletin to the mail queue; returns whether recipients remain. */
export async function sendChunk(env: Pick<Bindings, "DB" | "MAIL_QUEUE">, job: NewsletterJob, now = new Date()): Promise<boolean> {
  const db = database(env.DB);
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, job.issueId));
  if (!issue || issue.status !== "sending") return false;
  const content: BulletinContent = { subject: issue.subject, body: readBulletinBody(issue.body) };
  const recipients = await unclaimedRecipients(db, job.issueId, CHUNK);
  if (recipients.length === 0) {
    await finish(db, job.issueId, now);
    return false;
  }
  const tokens = await Promise.all(recipients.map(async () => {
    const token = newOneTimeToken();
    return { token, hash: await tokenIdOf(token) };
  }));
  const claims = await db.batch(
    recipients.map((recipient, i) => claimDelivery(db, job.issueId, recipient.subscriberId, tokens[i]!.hash, now)) as [
      ReturnType<typeof claimDelivery>,
      ...ReturnType<typeof claimDelivery>[],
    ],
  );
  const claimed = recipients.map((recipient, i) => ({ recipient, token: tokens[i]!.token, mine: claims[i]!.length === 1 })).filter((item) => item.mine);
  const mails = claimed.map(({ recipient, token }) => ({
    ...bulletinMail(recipient.email, content, job.sender.origin + newsletterLeavePath(token), job.sender),
    // The mail queue's consumer records this copy's outcome (sent or failed) and never sends it twice.
    delivery: { issueId: job.issueId, subscriberId: recipient.subscriberId },
    jobKey: `bulletin:${job.issueId}:${recipient.subscriberId}`,
  }));
  // Each copy is recorded as a job before it is queued: copies the mail queue refuses wait in D1,
  // claimed, and the cron queues them again (src/services/email/mail-jobs.ts), so the chunk goes on.
  await queueMails({ env }, mails, now);
  logEvent("info", "newsletter_chunk", { issueId: job.issueId, queued: mails.length });
  if (recipients.length < CHUNK) {
    await finish(db, job.issueId, now);
    return false;
  }
  // The chunk is the job's sign of life: the cron's sweep leaves a progressing bulletin alone.
  await touchJob(db, bulletinJobKey(job.issueId), now);
  return true;
}

/** Marks the bulletin sent once nobody is left, and its job done. */
async function finish(db: Database, issueId: number, now: Date): Promise<void> {
  if ((await finishIfDone(db, issueId)).length > 0) await settleBulletin(db, issueId, now);
}

/** The newsletter queue's consumer: one chunk per message, then the next message for the rest. */
export async function deliverNewsletter(batch: MessageBatch<NewsletterJob>, env: Pick<Bindings, "DB" | "MAIL_QUEUE" | "NEWSLETTER_QUEUE">): Promise<void> {
  for (const message of batch.messages) {
    try {
      const more = await sendChunk(env, message.body);
      if (more) await env.NEWSLETTER_QUEUE.send(message.body, { contentType: "json" });
      message.ack();
    } catch (error) {
      logEvent("error", "newsletter_chunk_failed", { issueId: message.body.issueId, attempts: message.attempts, message: error instanceof Error ? error.message : String(error) });
      message.retry({ delaySeconds: 60 });
    }
  }
}

declare module "../../shared/env" {
  interface Bindings {
    /** Bulletins wait here to be handed to the mail queue chunk by chunk. */
    NEWSLETTER_QUEUE: Queue<NewsletterJob>;
  }
}
