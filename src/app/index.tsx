import { createApp, sitePolicies } from "./create-app";
import { withReplicaSession } from "../db/replication";
import { withRoundTripLog } from "../db/round-trip-log";
import { guards } from "./guard-registry";
import { visitOf } from "./page-cache/eligibility";
import { routeRules } from "../routes/route-rules";
import type { Bindings } from "../shared/env";
import { pageRoutes } from "../routes/pages/routes";
import { runCronInAdmin } from "./admin-forward";

const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
const policies = sitePolicies(pageRoutes);

/**
 * The site's Worker: public pages, feeds, media and accounts. The admin API, the cron's tasks and
 * the queues' consumers run in the admin Worker (src/app/admin-worker/), which this one reaches
 * through the `ADMIN` service binding (docs/architecture.md, "Two Workers").
 */
export default {
  fetch: (request, env, ctx) =>
    withReplicaSession(request, env, visitOf(request, policies).cacheable, (sessionEnv) =>
      withRoundTripLog(request, sessionEnv, (countedEnv) => app.fetch(request, countedEnv, ctx)),
    ),
  /**
   * The cron (see `[triggers]` in wrangler.toml): the daily housekeeping and, every quarter of an
   * hour, the mail sweep. Its tasks run in the admin Worker; the pages they made stale are purged here.
   */
  scheduled: (controller, env, ctx) => runCronInAdmin(controller, env, ctx, policies),
} satisfies ExportedHandler<Bindings>;
