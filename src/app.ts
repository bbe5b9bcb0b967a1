import { Hono } from "hono";
import "./i18n/zod";
import { api } from "./admin/api";
import { sessionReader } from "./auth/middleware";
import { builds } from "./builds/routes";
import { detectCrawler } from "./edge/crawler";
import { errorHandler } from "./edge/error-handler";
import type { GuardRegistry } from "./edge/guards";
import { mountPages, policiesOf, type PageRoute } from "./edge/pipeline";
import type { RouteRule } from "./edge/rules";
import { privateByDefault } from "./edge/cache-control";
import { canonicalOrigin } from "./edge/canonical-origin";
import { requireDeploymentSecrets } from "./edge/deployment-check";
import { visitReader } from "./edge/page-cache/eligibility";
import { pageCache } from "./edge/page-cache/middleware";
import { compilePolicies, type PolicyTable } from "./edge/page-policy";
import { limitRequestBody } from "./edge/request-body";
import { sameOriginOnly } from "./edge/same-origin";
import { siteSecurityHeaders } from "./edge/security";
import type { AppEnv } from "./env";
import { createFeeds, feedPolicies } from "./feeds/routes";
import { media } from "./media/routes";
import { renderErrorPage } from "./pages/error-page";
import { pageRenderer } from "./pages/renderer";
import { API_PREFIX, NEWSLETTER_LEAVE_PATH } from "./paths";

export interface SiteTables {
  routes: readonly PageRoute[];
  rules: readonly RouteRule[];
  guards: GuardRegistry;
}

const compiled = new WeakMap<readonly PageRoute[], PolicyTable>();

/**
 * The policies of the pages' and feeds' addresses, compiled once per route table (so once per
 * isolate for the site's): the app and the Worker's entry (src/index.tsx) share them.
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
 * pipeline; src/index.tsx builds it with the site's.
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
  app.use(pageRenderer());
  app.use(pageCache());

  // Answers that are the same for everyone come before the session is read.
  app.route("/_app/builds", builds);
  app.route("/media", media);
  app.route("/", createFeeds(routes));

  app.use(sessionReader());
  app.route(API_PREFIX, api);
  mountPages(app, routes, { rules, guards });

  app.onError(errorHandler(renderErrorPage));
  return app;
}
