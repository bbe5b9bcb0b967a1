import type { Database } from "../../db/client";
import { jobByKey, markQueued, recordJob, settleJobByKey } from "../../db/jobs";
import { logEvent } from "../../platform/log";
import type { Bindings } from "../../shared/env";
import type { Sender } from "../email/messages";

/**
 * A bulletin's sending is one job (docs/operations.md, "İşler"), recorded before its first message
 * goes on the newsletter queue: each chunk the consumer hands on is its sign of life, the last one
 * settles it, and the cron's sweep (sweep.ts) queues it again when it stalled, up to a limit.
 */

/** What the newsletter queue carries: which bulletin, and who signs it (known at "Gönder"). */
export interface NewsletterJob {
  issueId: number;
  sender: Sender;
}

/** The job's key: one sending per bulletin. */
export const bulletinJobKey = (issueId: number) => `bulletin:${issueId}`;

/**
 * Records the bulletin's job (once) and puts its message on the newsletter queue. Returns whether
 * the queue took it; when it refused, the job waits recorded and the cron's sweep queues it again.
 */
export async function queueBulletin(db: Database, env: Pick<Bindings, "NEWSLETTER_QUEUE">, job: NewsletterJob, now: Date): Promise<boolean> {
  const key = bulletinJobKey(job.issueId);
  const [recorded] = await recordJob(db, { kind: "bulletin", key, payload: job }, now);
  const id = recorded?.id ?? (await jobByKey(db, key))?.id;
  try {
    await env.NEWSLETTER_QUEUE.send(job, { contentType: "json" });
  } catch (error) {
    logEvent("error", "newsletter_not_queued", { issueId: job.issueId, message: error instanceof Error ? error.message : String(error) });
    return false;
  }
  if (id !== undefined) await markQueued(db, [id], now);
  return true;
}

/** The bulletin has nobody left to hand on: its job is done. */
export const settleBulletin = (db: Database, issueId: number, now: Date) => settleJobByKey(db, bulletinJobKey(issueId), "sent", now);
