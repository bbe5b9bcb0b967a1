import { database } from "../../db/client";
import { finishIfDone, stalledIssues } from "../../db/newsletter";
import { mailContextOfEnv, senderOf } from "../email/sender";
import type { Bindings } from "../../shared/env";

/**
 * A bulletin's job can vanish while the bulletin says `sending`: "Gönder" recorded the sending but
 * the newsletter queue refused its message, or the queue dropped the job after its last retry
 * (wrangler.toml's `max_retries`; the message then waits in the dead-letter queue, which nothing
 * consumes). The cron's sweep finds bulletins with no progress for a while and queues their job
 * again; one with no recipient left is marked sent. Queueing a job twice is harmless: a recipient
 * is claimed in the statement that checks it is unclaimed (src/services/newsletter/sending.ts).
 */

/**
 * How long a bulletin may show no progress before its job counts as lost: well past the newsletter
 * queue's own retries (8, a minute apart), so a job that is only retrying is not doubled.
 */
export const STALL_MS = 30 * 60 * 1000;

export interface SweepReport {
  /** Bulletins whose job was queued again. */
  requeued: number;
  /** Bulletins marked sent: no recipient was left. */
  finished: number;
}

export async function sweepNewsletters(env: Pick<Bindings, "DB" | "MAIL_QUEUE" | "NEWSLETTER_QUEUE" | "SITE_ORIGIN">, now: Date): Promise<SweepReport> {
  const db = database(env.DB);
  const stalled = await stalledIssues(db, new Date(now.getTime() - STALL_MS));
  const report: SweepReport = { requeued: 0, finished: 0 };
  if (stalled.length === 0) return report;
  const sender = await senderOf(mailContextOfEnv(env));
  for (const { id } of stalled) {
    if ((await finishIfDone(db, id)).length > 0) {
      report.finished += 1;
      continue;
    }
    await env.NEWSLETTER_QUEUE.send({ issueId: id, sender: { origin: sender.origin, address: sender.address } }, { contentType: "json" });
    report.requeued += 1;
  }
  return report;
}
