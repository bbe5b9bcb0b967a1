import { siteHandler, sitePolicies } from "./create-app";
import { guards } from "./guard-registry";
import { routeRules } from "../routes/route-rules";
import type { Bindings } from "../shared/env";
import type { Mail } from "../services/email/messages";
import { deliverMail } from "../services/email/outbox";
import { deliverNewsletter, NEWSLETTER_QUEUE_NAME, type NewsletterJob } from "../services/newsletter/sending";
import { pageRoutes } from "../routes/pages/routes";
import { runCron } from "./cron/runner";
import { cronTasks } from "./cron/tasks";

const site = siteHandler({ routes: pageRoutes, rules: routeRules, guards });
const policies = sitePolicies(pageRoutes);

/** The Worker: the site's pages, feeds, media and accounts, the admin API (/api), the cron and the queues' consumers. */
export default {
  // A kept copy of a public page first, then the app (src/app/create-app.ts, siteHandler).
  fetch: (request, env, ctx) => site(request, env, ctx),
  /**
   * The cron (see `[triggers]` in wrangler.toml): the daily housekeeping and, every quarter of an
   * hour, the mail sweep, as a list of named tasks (src/app/cron/tasks.ts) run in order, each run
   * recorded for the system page; the pages they made stale are purged after them (src/app/cron/runner.ts).
   */
  scheduled: (controller, env, ctx) => runCron(cronTasks, controller, env, ctx, policies),
  /**
   * The queues' consumers: mail goes to the Email Service (src/services/email/outbox.ts); bulletins are
   * handed to the mail queue chunk by chunk (src/services/newsletter/sending.ts).
   */
  queue: (batch, env) =>
    batch.queue === NEWSLETTER_QUEUE_NAME ? deliverNewsletter(batch as MessageBatch<NewsletterJob>, env) : deliverMail(batch as MessageBatch<Mail>, env),
} satisfies ExportedHandler<Bindings, Mail | NewsletterJob>;
