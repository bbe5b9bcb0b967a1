import { WorkerEntrypoint } from "cloudflare:workers";
import type { Mail } from "../../services/email/messages";
import { deliverMail } from "../../services/email/outbox";
import { deliverNewsletter, NEWSLETTER_QUEUE_NAME, type NewsletterJob } from "../../services/newsletter/sending";
import { withReplicaSession } from "../../db/replication";
import { withRoundTripLog } from "../../db/round-trip-log";
import type { Bindings, CronOutcome } from "../../shared/env";
import { runCronTasks } from "../cron/runner";
import { cronTasks } from "../cron/tasks";
import { createAdminApp } from "./create-admin-app";

const app = createAdminApp();

/**
 * The admin Worker (wrangler.admin.toml): the editors' and the board's JSON API, the cron's tasks
 * and the queues' consumers, apart from the site's Worker so that no visitor's request loads their
 * code (docs/architecture.md, "Two Workers"). It has no address of its own: the site's Worker hands
 * it every `/api` request and the cron through a service binding, and purges what its answers name.
 */
export class AdminWorker extends WorkerEntrypoint<Bindings> {
  override fetch(request: Request): Promise<Response> {
    // Never cached (every answer is private), so it reads where the visitor's last write went.
    return withReplicaSession(request, this.env, false, (sessionEnv) =>
      withRoundTripLog(request, sessionEnv, (countedEnv) => app.fetch(request, countedEnv, this.ctx)),
    );
  }

  /**
   * The cron's run (`[triggers]` in wrangler.toml fire in the site's Worker, src/app/admin-forward.ts):
   * the daily housekeeping and, every quarter of an hour, the mail sweep, as a list of named tasks
   * (src/app/cron/tasks.ts) run in order, each run recorded for the system page (src/app/cron/runner.ts).
   */
  async runCron(trigger: { cron: string; scheduledTime: number }): Promise<CronOutcome> {
    const purgeTags: string[] = [];
    try {
      await runCronTasks(cronTasks, trigger, this.env, this.ctx, (tags) => purgeTags.push(...tags));
      return { purgeTags, failed: 0 };
    } catch (error) {
      // Each failed task is logged and recorded with its code already; the site's Worker fails the run.
      return { purgeTags, failed: error instanceof AggregateError ? error.errors.length : 1 };
    }
  }

  /**
   * The queues' consumers: mail goes to the Email Service (src/services/email/outbox.ts); bulletins are
   * handed to the mail queue chunk by chunk (src/services/newsletter/sending.ts).
   */
  override queue(batch: MessageBatch<Mail | NewsletterJob>): Promise<void> {
    return batch.queue === NEWSLETTER_QUEUE_NAME
      ? deliverNewsletter(batch as MessageBatch<NewsletterJob>, this.env)
      : deliverMail(batch as MessageBatch<Mail>, this.env);
  }
}

export default AdminWorker;
