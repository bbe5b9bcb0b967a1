import { database } from "../../db/client";
import { jobByKey, settleJobByKey } from "../../db/jobs";
import { finishIfDone, stalledIssues } from "../../db/newsletter";
import { logEvent } from "../../platform/log";
import { mailContextOfEnv, senderOf } from "../email/sender";
import type { Bindings } from "../../shared/env";
import { bulletinJobKey, queueBulletin } from "./bulletin-job";

/**
 * A bulletin's job can vanish while the bulletin says `sending`: "Gönder" recorded the sending but
 * the newsletter queue refused its message, or the queue dropped the job after its last retry
 * (wrangler.toml's `max_retries`; the message then waits in the dead-letter queue, which nothing
 * consumes). The cron's sweep finds bulletins with no progress for a while and queues their job
 * again; one with no recipient left is marked sent. Queueing a job twice is harmless: a recipient
 * is claimed in the statement that checks it is unclaimed (src/services/newsletter/sending.ts).
 * The job's row (bulletin-job.ts) counts the queueings: after BULLETIN_MAX_QUEUEINGS the sending is
 * given up as failed, for the admin, instead of being queued for ever.
 */

/**
 * How long a bulletin may show no progress before its job counts as lost: well past the newsletter
 * queue's own retries (8, a minute apart), so a job that is only retrying is not doubled.
 */
export const STALL_MS = 30 * 60 * 1000;

/** Times a bulletin's job is put on the queue (its first time included) before it is given up. */
export const BULLETIN_MAX_QUEUEINGS = 5;

export interface SweepReport {
  /** Bulletins whose job was queued again. */
  requeued: number;
  /** Bulletins marked sent: no recipient was left. */
  finished: number;
  /** Bulletins given up: their job was queued too many times without finishing. */
  failed: number;
}

export async function sweepNewsletters(env: Pick<Bindings, "DB" | "MAIL_QUEUE" | "NEWSLETTER_QUEUE" | "SITE_ORIGIN">, now: Date): Promise<SweepReport> {
  const db = database(env.DB);
  const before = new Date(now.getTime() - STALL_MS);
  const stalled = await stalledIssues(db, before);
  const report: SweepReport = { requeued: 0, finished: 0, failed: 0 };
  if (stalled.length === 0) return report;
  const sender = await senderOf(mailContextOfEnv(env));
  for (const { id } of stalled) {
    if ((await finishIfDone(db, id)).length > 0) {
      await settleJobByKey(db, bulletinJobKey(id), "sent", now);
      report.finished += 1;
      continue;
    }
    const job = await jobByKey(db, bulletinJobKey(id));
    // Given up already (the admin sees it), or queued again lately and maybe only retrying.
    if (job && (job.state === "failed" || job.updatedAt > before)) continue;
    if (job && job.attempts >= BULLETIN_MAX_QUEUEINGS) {
      await settleJobByKey(db, job.key, "failed", now, `Gönderim ${job.attempts} kez kuyruğa alındı, tamamlanamadı.`);
      logEvent("error", "newsletter_given_up", { issueId: id, attempts: job.attempts });
      report.failed += 1;
      continue;
    }
    if (await queueBulletin(db, env, { issueId: id, sender: { name: sender.name, logo: sender.logo, origin: sender.origin, address: sender.address } }, now)) report.requeued += 1;
  }
  return report;
}
