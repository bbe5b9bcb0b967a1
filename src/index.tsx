import { createApp } from "./app";
import { database } from "./db/client";
import { withReplicaSession } from "./db/replication";
import { withRoundTripLog } from "./db/round-trip-log";
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
  /** Daily housekeeping (see `[triggers]` in wrangler.toml): expired sessions are removed. */
  async scheduled(_controller, env) {
    const result = await deleteExpiredSessions(database(env.DB), new Date());
    logEvent("info", "expired_sessions_deleted", { count: result.meta.changes });
  },
} satisfies ExportedHandler<Bindings>;
