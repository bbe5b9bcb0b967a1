import { Hono, type Context } from "hono";
import "../platform/zod-locale";
import { sessionReader } from "../services/auth/middleware";
import { builds } from "../routes/builds";
import { health } from "../routes/health";
import { errorHandler } from "./error-handler";
import type { GuardRegistry } from "../platform/guards";
import { mountPages, policiesOf } from "./pipeline";
import type { PageRoute, SameAppReader } from "../platform/page-route";
import type { RouteRule } from "../platform/route-rules";
import { pageCache } from "./page-cache/middleware";
import { compilePolicies, type PolicyTable } from "../platform/page-policy";
import type { AppEnv } from "../shared/env";
import { createFeeds, feedPolicies } from "../routes/feeds";
import { media } from "../routes/media";
import { renderErrorPage } from "../routes/pages/error-page";
import { API_PREFIX, HEALTH_PATH } from "../shared/paths";
import { createAdminApp } from "./admin-app";
import { useEdgeSteps } from "./edge-steps";
import { cachePurges } from "./middleware/cache-purges";
import { withReplicaSession } from "../db/replication";
import { withRoundTripLog } from "../db/round-trip-log";
import type { Bindings } from "../shared/env";
import { visitOf } from "./page-cache/eligibility";
import { answerFromPageCopies } from "./page-cache/local-copies";

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

/** Headers of a page's request that describe a navigation, not a call of the JSON API. */
const NAVIGATION_HEADERS = ["sec-fetch-dest", "sec-fetch-mode", "sec-fetch-user", "upgrade-insecure-requests", "if-none-match", "if-modified-since"];

/**
 * How a page asks the app for another of its addresses as its own visitor (SameAppReader): a GET
 * with the page request's cookies and client headers, answered by the same app in this isolate.
 */
function sameAppReader(app: Hono<AppEnv>): SameAppReader {
  return (c, path) => {
    const headers = new Headers(c.req.raw.headers);
    for (const name of NAVIGATION_HEADERS) headers.delete(name);
    headers.set("accept", "application/json");
    return Promise.resolve(app.fetch(new Request(new URL(path, c.req.url), { headers }), c.env, executionContextOf(c)));
  };
}

/** The request's execution context; a test's `app.request` may have none (Hono's getter throws then). */
function executionContextOf(c: Context<AppEnv>): Context<AppEnv>["executionCtx"] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * Builds the Worker's app from its tables. Tests build it with tables of their own to exercise the
 * pipeline; src/app/index.tsx builds it with the site's.
 */
export function createApp({ routes, rules, guards }: SiteTables): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const policies = sitePolicies(routes);

  // Every answer, the admin API's included, passes here on its way out, and purges what it names.
  app.use(cachePurges(policies));
  // The admin API takes the same first steps itself and answers every path under its prefix, so the
  // public pages' steps below never run on it (src/app/admin-app.ts).
  app.route(API_PREFIX, createAdminApp(policies));
  useEdgeSteps(app, policies);
  app.use(pageCache());

  // Answers that are the same for everyone come before the session is read.
  app.route("/_app/builds", builds);
  app.route(HEALTH_PATH, health);
  app.route("/media", media);
  app.route("/", createFeeds(routes));

  app.use(sessionReader());
  mountPages(app, routes, { rules, guards, read: sameAppReader(app) });

  app.onError(errorHandler(renderErrorPage));
  return app;
}

/** The Worker's fetch: a request, its bindings and its execution context (tests may bring none) to an answer. */
export type SiteHandler = (request: Request, env: Bindings, ctx?: ExecutionContext) => Promise<Response>;

/**
 * The site's fetch over its app, in the order a request meets them: a kept copy of a public page
 * answers before anything else (local-copies.ts); otherwise the request gets its D1 session (a
 * cacheable page reads from the primary, anything else where the visitor's last write went:
 * src/db/replication.ts), its round trips are counted when a measurement asks, and the app answers.
 */
export function siteHandler(tables: SiteTables): SiteHandler {
  const app = createApp(tables);
  const policies = sitePolicies(tables.routes);
  return (request, env, ctx) => {
    const visit = visitOf(request, policies);
    return answerFromPageCopies(request, visit, ctx, () =>
      withReplicaSession(request, env, visit.cacheable, (sessionEnv) =>
        withRoundTripLog(request, sessionEnv, (countedEnv) => app.fetch(request, countedEnv, ctx)),
      ),
    );
  };
}
