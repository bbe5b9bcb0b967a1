import { database } from "../db/client";
import { pruneJobs } from "../db/jobs";
import { logEvent } from "../platform/log";
import type { Bindings } from "../shared/env";
import { requeueLostMails } from "../services/email/mail-jobs";
import { putOnQueue } from "../services/email/outbox";
import { mailContextOfEnv } from "../services/email/sender";
import { announceUntoldCancellations, resumeCancellations } from "../services/events/cancellation";
import { sweepNewsletters } from "../services/newsletter/sweep";

/** Settled jobs are kept this long: the admin sees a failure for a month, then it is forgotten. */
export const JOBS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Work that always finishes (docs/operations.md, "İşler"), run by the quarter-hourly cron and the
 * daily one: bulletins whose sending stalled are queued again, cancellation notices whose claim was
 * taken but whose mails were never recorded are resumed, cancelled events nobody told are told,
 * mails whose queue message was lost are queued again, and each gives up after its limit, marked
 * failed for the admin.
 */
export async function finishJobs(env: Bindings, now: Date): Promise<void> {
  const db = database(env.DB);
  const bulletins = await sweepNewsletters(env, now);
  if (bulletins.requeued + bulletins.finished + bulletins.failed > 0) logEvent("info", "newsletter_sweep", { ...bulletins });
  const mail = mailContextOfEnv(env);
  const resumed = await resumeCancellations(mail, now);
  const told = await announceUntoldCancellations(mail, now);
  if (resumed + told > 0) logEvent("info", "event_cancellations_swept", { mails: resumed + told });
  await requeueLostMails(db, (mails) => putOnQueue(env.MAIL_QUEUE, mails), now);
  const pruned = await pruneJobs(db, new Date(now.getTime() - JOBS_KEPT_MS));
  if (pruned.length > 0) logEvent("info", "jobs_pruned", { count: pruned.length });
}
