import { Hono } from "hono";
import { api } from "../routes/admin/api";
import { sessionReader } from "../services/auth/middleware";
import { catalogue } from "../platform/errors";
import type { PolicyTable } from "../platform/page-policy";
import { fullPath } from "../platform/validation";
import type { AppEnv } from "../shared/env";
import { useEdgeSteps } from "./edge-steps";

/**
 * The admin's JSON API, mounted at API_PREFIX by the site's app (src/app/create-app.ts) before any
 * step of the public pages: it takes the same first steps (src/app/edge-steps.ts), reads the
 * session and answers every path under the prefix itself, so no page middleware ever runs on it.
 * Its addresses have no page policy (`policies.of` gives them the default: private, never cached).
 * Its errors go to the app's one onError, which answers JSON under API_PREFIX
 * (src/app/error-handler.ts); an onError of its own would hide its routes' body declarations from
 * the body limit (src/platform/request-body.ts).
 */
export function createAdminApp(policies: PolicyTable): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  useEdgeSteps(app, policies);
  app.use(sessionReader());
  app.route("/", api);
  app.all("*", (c) => {
    throw catalogue.noRouteMatches(fullPath(c.req.url));
  });
  return app;
}
