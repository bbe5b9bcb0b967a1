import type { Database } from "../../db/client";
import { markQueued, recordJob, releaseJob, settleJob, waitingJobs, type JobRow } from "../../db/jobs";
import { logEvent } from "../../platform/log";
import type { Mail } from "./messages";

/**
 * Every mail is a job (docs/operations.md, "İşler"): recorded in D1 with its rendered message before
 * it goes on the mail queue, claimed and settled by the queue's consumer (outbox.ts), and put on the
 * queue again by the cron when its message was lost (the queue refused it, the Worker died before
 * sending it, the queue dropped it). The message is kept only while the mail waits: settling the
 * job empties it, so the one-time link a mail may carry lives no longer in D1 than on the queue.
 */

/** A mail never put on the queue (it refused, or the request died) is queued again after this long. */
export const NEVER_QUEUED_MS = 5 * 60 * 1000;

/**
 * A mail on the queue with no sign of life for this long counts as lost: well past the longest
 * delay the consumer asks for between tries (3 hours, for the daily quota), each try being a sign of life.
 */
export const MAIL_LOST_MS = 6 * 60 * 60 * 1000;

/** A consumer that claimed a mail and went silent this long died mid-way; another may claim it. */
export const MAIL_CLAIM_STALE_MS = 10 * 60 * 1000;

/** Times a mail is put on the queue (its first time included) before it is given up as failed. */
export const MAIL_MAX_QUEUEINGS = 4;

/** A mail still not sent this long after it was recorded is given up (Queues keeps a message 4 days). */
export const MAIL_GIVE_UP_MS = 4 * 24 * 60 * 60 * 1000;

/** Mails put on the queue by one run of the cron, at most: the rest wait for the next run. */
const REQUEUE_LIMIT = 100;

/**
 * Records each mail as a job. Returns the mails to put on the queue, each naming its job; a mail
 * whose key is recorded already (the same cancellation notice to the same person) is left out, so
 * nobody gets it twice. Should D1 refuse, the mails go out unrecorded rather than not at all.
 */
export async function recordMails(db: Database, mails: readonly Mail[], now: Date): Promise<Mail[]> {
  if (mails.length === 0) return [];
  const keyed = mails.map((mail) => ({ mail, key: mail.jobKey ?? `mail:${crypto.randomUUID()}` }));
  try {
    const inserts = keyed.map(({ mail, key }) => recordJob(db, { kind: "mail", key, payload: { ...mail, jobKey: key } }, now));
    const rows = (await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts])).flat();
    const ids = new Map(rows.map((row) => [row.key, row.id]));
    return keyed.filter(({ key }) => ids.has(key)).map(({ mail, key }) => ({ ...mail, jobKey: key, job: ids.get(key)! }));
  } catch (error) {
    logEvent("error", "mail_not_recorded", { count: mails.length, message: error instanceof Error ? error.message : String(error) });
    return [...mails];
  }
}

/** The mails that made it onto the queue: their jobs count one more queueing. */
export async function noteQueued(db: Database, mails: readonly Mail[], now: Date): Promise<void> {
  const ids = mails.map((mail) => mail.job).filter((id): id is number => id !== undefined);
  if (ids.length === 0) return;
  try {
    await markQueued(db, ids, now);
  } catch (error) {
    // Only the count is missed: the job still waits, and its consumer settles it.
    logEvent("error", "mail_queueing_not_recorded", { count: ids.length, message: error instanceof Error ? error.message : String(error) });
  }
}

export interface RequeueReport {
  requeued: number;
  failed: number;
}

/**
 * The cron's part: mails whose queue message is lost go on the queue again, and those that reached
 * the limit are given up as failed, for the admin. `put` puts mails on the queue and returns those
 * it could not (outbox.ts putOnQueue); a second message for a job is harmless, since the consumer
 * claims the job before sending.
 */
export async function requeueLostMails(db: Database, put: (mails: Mail[]) => Promise<Mail[]>, now: Date): Promise<RequeueReport> {
  const waiting = await waitingJobs(db, "mail", new Date(now.getTime() - MAIL_LOST_MS), new Date(now.getTime() - NEVER_QUEUED_MS), REQUEUE_LIMIT);
  const report: RequeueReport = { requeued: 0, failed: 0 };
  const again: Mail[] = [];
  for (const job of waiting) {
    const reason = givingUp(job, now);
    if (reason) {
      await settleJob(db, job.id, "failed", now, reason);
      report.failed += 1;
      continue;
    }
    // A claim its consumer never settled is given back, so the new message can claim it.
    if (job.state === "sending") await releaseJob(db, job.id, now);
    again.push({ ...(job.payload as Mail), job: job.id });
  }
  const refused = new Set(await put(again));
  const queued = again.filter((mail) => !refused.has(mail));
  await noteQueued(db, queued, now);
  report.requeued = queued.length;
  if (report.requeued + report.failed > 0) logEvent("info", "mail_requeued", { ...report });
  return report;
}

/** Why a waiting mail is given up now, or null while it may still go. */
function givingUp(job: JobRow, now: Date): string | null {
  if (job.payload === null) return "Gönderilecek ileti kaydedilmemiş.";
  if (job.attempts >= MAIL_MAX_QUEUEINGS) return `Kuyruğa ${job.attempts} kez alındı, gönderilemedi.`;
  if (now.getTime() - job.createdAt.getTime() > MAIL_GIVE_UP_MS) return "Dört gün içinde kuyruğa alınamadı.";
  return null;
}
