import { createApp, sitePolicies } from "./create-app";
import { sendApplicationDigest } from "../services/auth/application-notices";
import { mailContextOfEnv } from "../services/email/sender";
import type { Mail } from "../services/email/messages";
import { deliverMail } from "../services/email/outbox";
import { database } from "../db/client";
import { withReplicaSession } from "../db/replication";
import { withRoundTripLog } from "../db/round-trip-log";
import { pruneRevisions } from "../db/revisions";
import { reindexStaleRounds } from "../db/site-search";
import { upgradeApostropheSlugs } from "../db/slug-upgrade";
import { purgeExpiredTrash } from "../db/trash";
import { purgeExpiredMediaTrash } from "../services/media/trash";
import { guards } from "./guard-registry";
import { logEvent } from "../platform/log";
import { tag } from "../platform/cache/tags";
import { visitOf } from "./page-cache/eligibility";
import { routeRules } from "../routes/route-rules";
import type { Bindings } from "../shared/env";
import { announceUntoldCancellations } from "../services/events/cancellation";
import { runRetention } from "../services/kvkk/retention";
import { removeUnusedDraftUploads } from "../services/media/unused-uploads";
import { purgeTagsIn } from "../platform/cache/purge";
import { workersCacheOfRun } from "../platform/cache/workers-cache";
import { deliverNewsletter, NEWSLETTER_QUEUE_NAME, type NewsletterJob } from "../services/newsletter/sending";
import { sweepNewsletters } from "../services/newsletter/sweep";
import { pageRoutes } from "../routes/pages/routes";
import { backupIfDue } from "../services/backup/run";

/** The frequent trigger in wrangler.toml's `[triggers]`: only the mail sweep runs on it. */
const MAIL_SWEEP_CRON = "*/15 * * * *";

/** Mail that should have left and did not: stalled bulletins, cancellations nobody was told of. */
async function sweepMail(env: Bindings, now: Date): Promise<void> {
  const bulletins = await sweepNewsletters(env, now);
  if (bulletins.requeued + bulletins.finished > 0) logEvent("info", "newsletter_sweep", { ...bulletins });
  const told = await announceUntoldCancellations(mailContextOfEnv(env), now);
  if (told > 0) logEvent("info", "event_cancellations_swept", { mails: told });
}

const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
const policies = sitePolicies(pageRoutes);

export default {
  fetch: (request, env, ctx) =>
    withReplicaSession(request, env, visitOf(request, policies).cacheable, (sessionEnv) =>
      withRoundTripLog(request, sessionEnv, (countedEnv) => app.fetch(request, countedEnv, ctx)),
    ),
  /**
   * Daily housekeeping (see `[triggers]` in wrangler.toml): personal data past its retention period
   * and expired sessions are removed (src/services/kvkk/retention.ts), editors' uploads used nowhere for a week
   * are deleted with their files (src/services/media/unused-uploads.ts), and items still at an address of the
   * old slug rule move to the current one (the old address redirects). The trigger's own time is
   * "now", so a late or retried run removes exactly what the scheduled one would have. Every quarter
   * of an hour (and with the daily run) the mail sweep picks up bulletins whose sending stalled and
   * cancelled events whose registrants were not told.
   */
  async scheduled(controller, env, ctx) {
    const db = database(env.DB);
    const now = new Date(controller.scheduledTime);
    // Content saved before search existed (or indexed by an older pipeline) gets its terms; cached
    // search pages may now be missing it.
    const reindexed = await reindexStaleRounds(db);
    if (reindexed > 0) {
      logEvent("info", "search_reindexed", { count: reindexed });
      await purgeTagsIn(workersCacheOfRun(ctx), [tag.search], policies.sectionLists);
    }
    if (controller.cron === MAIL_SWEEP_CRON) return sweepMail(env, now);
    const report = await runRetention(db, now);
    logEvent("info", "retention_run", { ...report });
    // Pictures uploaded into texts that were never saved, or taken out again, and used nowhere for a week.
    const uploads = await removeUnusedDraftUploads(db, env.MEDIA, now);
    if (uploads.removed > 0) {
      logEvent("info", "unused_uploads_removed", { count: uploads.removed });
      await purgeTagsIn(workersCacheOfRun(ctx), uploads.tags, policies.sectionLists);
    }
    const moved = await upgradeApostropheSlugs(db);
    if (moved > 0) logEvent("info", "slugs_upgraded", { count: moved });
    const reported = await sendApplicationDigest(mailContextOfEnv(env), new Date(controller.scheduledTime));
    if (reported > 0) logEvent("info", "application_digest_sent", { applications: reported });
    const purged = await purgeExpiredTrash(db, new Date(controller.scheduledTime));
    if (purged > 0) logEvent("info", "trash_purged", { count: purged });
    const mediaPurged = await purgeExpiredMediaTrash(db, env.MEDIA, new Date(controller.scheduledTime));
    if (mediaPurged.albums + mediaPurged.images > 0) logEvent("info", "media_trash_purged", mediaPurged);
    const pruned = await pruneRevisions(db);
    if (pruned > 0) logEvent("info", "revisions_pruned", { count: pruned });
    // After retention, so a snapshot holds no personal data past its period.
    const backup = await backupIfDue(env, now);
    if (backup) logEvent(backup.status === "done" ? "info" : "error", "backup_run", backup);
    await sweepMail(env, now);
  },
  /**
   * The queues' consumers: mail goes to the Email Service (src/services/email/outbox.ts); bulletins are
   * handed to the mail queue chunk by chunk (src/services/newsletter/sending.ts).
   */
  queue: (batch, env) =>
    batch.queue === NEWSLETTER_QUEUE_NAME ? deliverNewsletter(batch as MessageBatch<NewsletterJob>, env) : deliverMail(batch as MessageBatch<Mail>, env),
} satisfies ExportedHandler<Bindings, Mail | NewsletterJob>;
