import { createApp } from "./app";
import type { Mail } from "./email/messages";
import { deliverMail } from "./email/outbox";
import { database } from "./db/client";
import { withReplicaSession } from "./db/replication";
import { withRoundTripLog } from "./db/round-trip-log";
import { upgradeApostropheSlugs } from "./db/slug-upgrade";
import { guards } from "./edge/guard-registry";
import { logEvent } from "./edge/log";
import { routeRules } from "./edge/route-rules";
import type { Bindings } from "./env";
import { runRetention } from "./kvkk/retention";
import { deliverNewsletter, NEWSLETTER_QUEUE_NAME, type NewsletterJob } from "./newsletter/sending";
import { pageRoutes } from "./pages/routes";

const app = createApp({ routes: pageRoutes, rules: routeRules, guards });

export default {
  fetch: (request, env, ctx) =>
    withReplicaSession(request, env, (sessionEnv) =>
      withRoundTripLog(request, sessionEnv, (countedEnv) => app.fetch(request, countedEnv, ctx)),
    ),
  /**
   * Daily housekeeping (see `[triggers]` in wrangler.toml): personal data past its retention period
   * and expired sessions are removed (src/kvkk/retention.ts), and items still at an address of the
   * old slug rule move to the current one (the old address redirects). The trigger's own time is
   * "now", so a late or retried run removes exactly what the scheduled one would have.
   */
  async scheduled(controller, env) {
    const db = database(env.DB);
    const report = await runRetention(db, new Date(controller.scheduledTime));
    logEvent("info", "retention_run", { ...report });
    const moved = await upgradeApostropheSlugs(db);
    if (moved > 0) logEvent("info", "slugs_upgraded", { count: moved });
  },
  /**
   * The queues' consumers: mail goes to the Email Service (src/email/outbox.ts); bulletins are
   * handed to the mail queue chunk by chunk (src/newsletter/sending.ts).
   */
  queue: (batch, env) =>
    batch.queue === NEWSLETTER_QUEUE_NAME ? deliverNewsletter(batch as MessageBatch<NewsletterJob>, env) : deliverMail(batch as MessageBatch<Mail>, env),
} satisfies ExportedHandler<Bindings, Mail | NewsletterJob>;
