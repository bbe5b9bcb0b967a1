import { Hono } from "hono";
import { api } from "./admin/api";
import { builds } from "./builds/routes";
import { detectCrawler } from "./edge/crawler";
import { API_PREFIX, handleError } from "./edge/error-handler";
import type { GuardRegistry } from "./edge/guards";
import { mountPages, type PageRoute } from "./edge/pipeline";
import type { RouteRule } from "./edge/rules";
import { siteSecurityHeaders } from "./edge/security";
import type { AppEnv } from "./env";
import { pageRenderer } from "./pages/renderer";

export interface SiteTables {
  routes: readonly PageRoute[];
  rules: readonly RouteRule[];
  guards: GuardRegistry;
}

/**
 * Builds the Worker's app from its tables. Tests build it with tables of their own to exercise the
 * pipeline; src/index.tsx builds it with the site's.
 */
export function createApp({ routes, rules, guards }: SiteTables): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(siteSecurityHeaders());
  app.use(detectCrawler());
  app.use(pageRenderer());

  app.route("/_app/builds", builds);
  app.route(API_PREFIX, api);
  mountPages(app, routes, { rules, guards });

  app.onError(handleError);
  return app;
}
