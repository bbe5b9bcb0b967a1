import { Hono } from "hono";
import "../platform/zod-locale";
import { api } from "../routes/admin/api";
import { sessionReader } from "../services/auth/middleware";
import { builds } from "../routes/builds";
import { health } from "../routes/health";
import { detectCrawler } from "../platform/crawler";
import { errorHandler } from "./error-handler";
import type { GuardRegistry } from "../platform/guards";
import { mountPages, policiesOf } from "./pipeline";
import type { PageRoute } from "../platform/page-route";
import type { RouteRule } from "../platform/route-rules";
import { privateByDefault } from "./middleware/cache-control";
import { canonicalOrigin } from "./middleware/canonical-origin";
import { requireDeploymentSecrets } from "../platform/deployment-check";
import { visitReader } from "./page-cache/eligibility";
import { pageCache } from "./page-cache/middleware";
import { compilePolicies, type PolicyTable } from "../platform/page-policy";
import { limitRequestBody } from "../platform/request-body";
import { sameOriginOnly } from "./middleware/same-origin";
import { siteSecurityHeaders } from "./middleware/security-headers";
import type { AppEnv } from "../shared/env";
import { createFeeds, feedPolicies } from "../routes/feeds";
import { media } from "../routes/media";
import { renderErrorPage } from "../routes/pages/error-page";
import { API_PREFIX, HEALTH_PATH, NEWSLETTER_LEAVE_PATH } from "../shared/paths";

export interface SiteTables {
  routes: readonly PageRoute[];
  rules: readonly RouteRule[];
  guards: GuardRegistry;
}

const compiled = new WeakMap<readonly PageRoute[], PolicyTable>();

/**
 * The policies of the pages' and feeds' addresses, compiled once per route table (so once per
 * isolate for the site's): the app and the Worker's entry (src/app/index.tsx) share them.
 */
export function sitePolicies(routes: readonly PageRoute[]): PolicyTable {
  let table = compiled.get(routes);
  if (!table) {
    table = compilePolicies([...feedPolicies, ...policiesOf(routes)]);
    compiled.set(routes, table);
  }
  return table;
}

/**
 * Builds the Worker's app from its tables. Tests build it with tables of their own to exercise the
 * pipeline; src/app/index.tsx builds it with the site's.
 */
export function createApp({ routes, rules, guards }: SiteTables): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(visitReader(sitePolicies(routes)));
  app.use(requireDeploymentSecrets());
  app.use(privateByDefault());
  app.use(siteSecurityHeaders());
  app.use(canonicalOrigin());
  app.use(detectCrawler());
  // One-click unsubscribe (RFC 8058) is posted by mail programs, from no page of ours.
  app.use(sameOriginOnly({ exempt: [NEWSLETTER_LEAVE_PATH] }));
  app.use(limitRequestBody());
  app.use(pageCache());

  // Answers that are the same for everyone come before the session is read.
  app.route("/_app/builds", builds);
  app.route(HEALTH_PATH, health);
  app.route("/media", media);
  app.route("/", createFeeds(routes));

  app.use(sessionReader());
  app.route(API_PREFIX, api);
  mountPages(app, routes, { rules, guards });

  app.onError(errorHandler(renderErrorPage));
  return app;
}
