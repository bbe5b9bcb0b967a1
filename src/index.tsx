import { createApp } from "./app";
import { database } from "./db/client";
import { withReplicaSession } from "./db/replication";
import { withRoundTripLog } from "./db/round-trip-log";
import { upgradeApostropheSlugs } from "./db/slug-upgrade";
import { deleteExpiredSessions } from "./db/users";
import { guards } from "./edge/guard-registry";
import { logEvent } from "./edge/log";
import { routeRules } from "./edge/route-rules";
import type { Bindings } from "./env";
import { pageRoutes } from "./pages/routes";

const app = createApp({ routes: pageRoutes, rules: routeRules, guards });

export default {
  fetch: (request, env, ctx) =>
    withReplicaSession(request, env, (sessionEnv) =>
      withRoundTripLog(request, sessionEnv, (countedEnv) => app.fetch(request, countedEnv, ctx)),
    ),
  /**
   * Daily housekeeping (see `[triggers]` in wrangler.toml): expired sessions are removed, and items
   * still at an address of the old slug rule move to the current one (the old address redirects).
   */
  async scheduled(_controller, env) {
    const db = database(env.DB);
    const result = await deleteExpiredSessions(db, new Date());
    logEvent("info", "expired_sessions_deleted", { count: result.meta.changes });
    const moved = await upgradeApostropheSlugs(db);
    if (moved > 0) logEvent("info", "slugs_upgraded", { count: moved });
  },
} satisfies ExportedHandler<Bindings>;
