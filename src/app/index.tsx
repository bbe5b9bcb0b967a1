import { createApp, sitePolicies } from "./create-app";
import { sendApplicationDigest } from "../services/auth/application-notices";
import { mailContextOfEnv } from "../services/email/sender";
import type { Mail } from "../services/email/messages";
import { deliverMail } from "../services/email/outbox";
import { database } from "../db/client";
import { withReplicaSession } from "../db/replication";
import { withRoundTripLog } from "../db/round-trip-log";
import { pruneRevisions } from "../db/revisions";
import { reindexStale } from "../db/site-search";
import { upgradeApostropheSlugs } from "../db/slug-upgrade";
import { purgeExpiredTrash } from "../db/trash";
import { purgeExpiredMediaTrash } from "../services/media/trash";
import { guards } from "./guard-registry";
import { logEvent } from "../platform/log";
import { visitOf } from "./page-cache/eligibility";
import { routeRules } from "../routes/route-rules";
import type { Bindings } from "../shared/env";
import { runRetention } from "../services/kvkk/retention";
import { removeUnusedDraftUploads } from "../services/media/unused-uploads";
import { purgeTagsIn } from "../platform/cache/purge";
import { workersCacheOfRun } from "../platform/cache/workers-cache";
import { deliverNewsletter, NEWSLETTER_QUEUE_NAME, type NewsletterJob } from "../services/newsletter/sending";
import { finishJobs } from "./finish-jobs";
import { pageRoutes } from "../routes/pages/routes";

/** The frequent trigger in wrangler.toml's `[triggers]`: only the mail sweep runs on it. */
const MAIL_SWEEP_CRON = "*/15 * * * *";

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
   * of an hour (and with the daily run) the work that left a request and stalled is finished
   * (src/app/finish-jobs.ts): bulletins, cancellation notices, mails whose queue message was lost.
   */
  async scheduled(controller, env, ctx) {
    const db = database(env.DB);
    const now = new Date(controller.scheduledTime);
    // Content saved before search existed (or indexed by an older pipeline) gets its terms, a batch a run.
    const reindexed = await reindexStale(db);
    if (reindexed > 0) logEvent("info", "search_reindexed", { count: reindexed });
    if (controller.cron === MAIL_SWEEP_CRON) return finishJobs(env, now);
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
    await finishJobs(env, now);
  },
  /**
   * The queues' consumers: mail goes to the Email Service (src/services/email/outbox.ts); bulletins are
   * handed to the mail queue chunk by chunk (src/services/newsletter/sending.ts).
   */
  queue: (batch, env) =>
    batch.queue === NEWSLETTER_QUEUE_NAME ? deliverNewsletter(batch as MessageBatch<NewsletterJob>, env) : deliverMail(batch as MessageBatch<Mail>, env),
} satisfies ExportedHandler<Bindings, Mail | NewsletterJob>;
