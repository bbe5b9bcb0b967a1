import { Hono } from "hono";
import "../../platform/zod-locale";
import { api } from "../../routes/admin/api";
import { sessionReader } from "../../services/auth/middleware";
import { catalogue } from "../../platform/errors";
import { compilePolicies } from "../../platform/page-policy";
import { fullPath } from "../../platform/validation";
import type { AppEnv } from "../../shared/env";
import { API_PREFIX } from "../../shared/paths";
import { useEdgeSteps } from "../edge-steps";
import { errorHandler } from "../error-handler";

/**
 * The admin Worker's app: the JSON API behind /admin, at API_PREFIX, after the same first steps as
 * the site's (src/app/edge-steps.ts). Its addresses have no page policy of their own (every answer
 * is private), and its errors are JSON, so it renders no page at all.
 */
export function createAdminApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  useEdgeSteps(app, compilePolicies([]));
  app.use(sessionReader());
  app.route(API_PREFIX, api);
  app.all("*", (c) => {
    throw catalogue.noRouteMatches(fullPath(c.req.url));
  });
  // Everything under API_PREFIX answers JSON (src/app/error-handler.ts), so no page is ever rendered.
  app.onError(errorHandler((c, info) => c.json(info, info.statusCode)));
  return app;
}
