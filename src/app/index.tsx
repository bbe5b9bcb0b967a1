import { createApp, sitePolicies } from "./create-app";
import type { Mail } from "../services/email/messages";
import { deliverMail } from "../services/email/outbox";
import { withReplicaSession } from "../db/replication";
import { withRoundTripLog } from "../db/round-trip-log";
import { guards } from "./guard-registry";
import { visitOf } from "./page-cache/eligibility";
import { routeRules } from "../routes/route-rules";
import type { Bindings } from "../shared/env";
import { deliverNewsletter, NEWSLETTER_QUEUE_NAME, type NewsletterJob } from "../services/newsletter/sending";
import { pageRoutes } from "../routes/pages/routes";
import { runCronTasks } from "./cron/runner";
import { cronTasks } from "./cron/tasks";

const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
const policies = sitePolicies(pageRoutes);
const tasks = cronTasks(policies);

export default {
  fetch: (request, env, ctx) =>
    withReplicaSession(request, env, visitOf(request, policies).cacheable, (sessionEnv) =>
      withRoundTripLog(request, sessionEnv, (countedEnv) => app.fetch(request, countedEnv, ctx)),
    ),
  /**
   * The cron (see `[triggers]` in wrangler.toml): the daily housekeeping and, every quarter of an
   * hour, the mail sweep, as a list of named tasks (src/app/cron/tasks.ts) run in order, each run
   * recorded for the system page (src/app/cron/runner.ts).
   */
  scheduled: (controller, env, ctx) => runCronTasks(tasks, controller, env, ctx),
  /**
   * The queues' consumers: mail goes to the Email Service (src/services/email/outbox.ts); bulletins are
   * handed to the mail queue chunk by chunk (src/services/newsletter/sending.ts).
   */
  queue: (batch, env) =>
    batch.queue === NEWSLETTER_QUEUE_NAME ? deliverNewsletter(batch as MessageBatch<NewsletterJob>, env) : deliverMail(batch as MessageBatch<Mail>, env),
} satisfies ExportedHandler<Bindings, Mail | NewsletterJob>;
