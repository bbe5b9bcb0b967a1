import { sendApplicationDigest } from "../../services/auth/application-notices";
import { sendDuesReminders } from "../../services/dues/reminders";
import { remindBoardOfLateApplications } from "../../services/registers/application-reminders";
import { mailContextOfEnv } from "../../services/email/sender";
import { pruneRevisions } from "../../db/revisions";
import { reindexStaleRounds } from "../../db/site-search";
import { upgradeApostropheSlugs } from "../../db/slug-upgrade";
import { purgeExpiredTrash } from "../../db/trash";
import { purgeExpiredMediaTrash } from "../../services/media/trash";
import { announceUntoldCancellations, resumeCancellations } from "../../services/events/cancellation";
import { requeueLostMails } from "../../services/email/mail-jobs";
import { putOnQueue } from "../../services/email/outbox";
import { JOBS_KEPT_MS, pruneJobs } from "../../db/jobs";
import { runRetention } from "../../services/kvkk/retention";
import { removeUnusedDraftUploads } from "../../services/media/unused-uploads";
import { sweepNewsletters } from "../../services/newsletter/sweep";
import { sendErrorDigest } from "../../services/operations/error-digest";
import { isWeeklyMailDay, sendWeeklyCalendar } from "../../services/calendar/weekly-mail";
import { backupIfDue } from "../../services/backup/run";
import { resealNextBatch } from "../../services/registers/rekey";
import { tag } from "../../platform/cache/tags";
import type { CronTask, TaskCounts } from "./runner";

/**
 * The cron's work, in the order it runs (src/app/cron/runner.ts). The trigger's own time is "now",
 * so a late or retried run removes exactly what the scheduled one would have. Add a task by adding
 * an entry: its name shows on the system page.
 */
export const cronTasks: readonly CronTask[] = [
  {
    // Content saved before search existed (or indexed by an older pipeline) gets its terms; cached
    // search pages may now be missing it.
    name: "search-reindex",
    when: "always",
    run: async ({ db, purge }) => {
      const reindexed = await reindexStaleRounds(db);
      if (reindexed > 0) purge([tag.search]);
      return { reindexed };
    },
  },
  {
    // Personal data past its retention period and expired sessions (src/services/kvkk/retention.ts).
    name: "retention",
    when: "daily",
    run: async ({ db, now }) => {
      const { periods: _periods, ...counts } = await runRetention(db, now);
      return counts;
    },
  },
  {
    // Pictures uploaded into texts that were never saved, or taken out again, and used nowhere for a week.
    name: "unused-uploads",
    when: "daily",
    run: async ({ db, env, now, purge }) => {
      const uploads = await removeUnusedDraftUploads(db, env.MEDIA, now);
      if (uploads.removed > 0) purge(uploads.tags);
      return { removed: uploads.removed };
    },
  },
  // Items still at an address of the old slug rule move to the current one (the old address redirects).
  { name: "slug-upgrade", when: "daily", run: async ({ db }) => ({ moved: await upgradeApostropheSlugs(db) }) },
  // Staged dues reminders, each stage once per member and year (src/services/dues/reminders.ts).
  { name: "dues-reminders", when: "daily", run: async ({ env, now }) => ({ mails: await sendDuesReminders(mailContextOfEnv(env), now) }) },
  { name: "application-digest", when: "daily", run: async ({ env, now }) => ({ applications: await sendApplicationDigest(mailContextOfEnv(env), now) }) },
  // The board's weekly legal-calendar mail (docs/calendar.md), on Mondays; each item and stage once.
  { name: "legal-calendar", when: "daily", run: async ({ env, now }) => ({ items: isWeeklyMailDay(now) ? await sendWeeklyCalendar(mailContextOfEnv(env), now) : 0 }) },
  // Applications past 20 of the board's 30 days (TMK art. 64): the board hears of each once (src/services/registers/application-reminders.ts).
  { name: "application-reminders", when: "daily", run: async ({ env, now }) => ({ applications: await remindBoardOfLateApplications(mailContextOfEnv(env), now) }) },
  // Administrators hear of the last day's unexpected errors (src/services/operations/error-digest.ts).
  { name: "error-digest", when: "daily", run: async ({ env, now }) => ({ errors: await sendErrorDigest(mailContextOfEnv(env), now) }) },
  { name: "trash-purge", when: "daily", run: async ({ db, now }) => ({ purged: await purgeExpiredTrash(db, now) }) },
  { name: "media-trash-purge", when: "daily", run: async ({ db, env, now }) => purgeExpiredMediaTrash(db, env.MEDIA, now) },
  { name: "revisions-prune", when: "daily", run: async ({ db }) => ({ pruned: await pruneRevisions(db) }) },
  {
    // After retention, so a snapshot holds no personal data past its period (src/services/backup/).
    name: "backup",
    when: "daily",
    run: async ({ env, now }): Promise<TaskCounts> => {
      const outcome = await backupIfDue(env, now);
      if (!outcome) return { snapshots: 0 };
      // Recorded in backup_runs with its reason; failing the task puts it on the system page too.
      if (outcome.status === "failed") throw new Error(`backup failed: ${outcome.error}`);
      return { snapshots: 1, tables: outcome.tables, rows: outcome.rows, bytes: outcome.bytes, pruned: outcome.pruned };
    },
  },
  // Work that left a request and stalled (docs/operations.md, "İşler"): bulletins whose sending stalled,
  // cancellation notices whose claim was taken but whose mails were never recorded, cancelled events
  // nobody told, mails whose queue message was lost. Each gives up after its limit, marked failed for the admin.
  { name: "bulletin-sweep", when: "always", run: async ({ env, now }) => ({ ...(await sweepNewsletters(env, now)) }) },
  {
    name: "cancellation-sweep",
    when: "always",
    run: async ({ env, now }) => {
      const mail = mailContextOfEnv(env);
      return { resumed: await resumeCancellations(mail, now), mails: await announceUntoldCancellations(mail, now) };
    },
  },
  { name: "lost-mails", when: "always", run: async ({ db, env, now }) => ({ ...(await requeueLostMails(db, (mails) => putOnQueue(env.MAIL_QUEUE, mails), now)) }) },
  // After a key rotation, the member register's identity numbers move to the new key a batch at a time (docs/registers.md).
  { name: "register-reseal", when: "always", run: async ({ db, env }) => resealNextBatch(env, db) },
  { name: "jobs-prune", when: "daily", run: async ({ db, now }) => ({ pruned: (await pruneJobs(db, new Date(now.getTime() - JOBS_KEPT_MS))).length }) },
];
