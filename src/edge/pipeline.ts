import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { catalogue } from "./errors";
import { declarePageCache, type CacheDeclaration } from "./page-cache/hints";
import { resolveGuards, runGuards, type GuardRegistry } from "./guards";
import { payloadPath, type PagePolicy, type PolicyDeclaration } from "./page-policy";
import { acceptBody, BODY_POLICIES } from "./request-body";
import { applyRouteRules, type RouteRule } from "./rules";
import { fullPath, validateRoute, type RouteValidator } from "./validation";

/**
 * What a page's loader gives: its data, and for a page that may be cached, what it shows and until
 * when (tags and the moment it changes by itself, src/edge/page-cache/hints.ts).
 */
export interface Loaded<T> {
  data: T;
  cache?: CacheDeclaration;
}

/** One screen of the site: where it lives, what it checks, what it reads and how it renders. */
export interface PageRoute<T = unknown> {
  /** The original's route name (`gundem-id`, `admin`, …). */
  name: string;
  /** Hono path pattern, for example `/gundem/:id`. */
  path: string;
  validate?: RouteValidator;
  /** Named guards, looked up in the registry when the app is built. */
  middleware?: readonly string[];
  /**
   * Reads the page's data (at most one D1 round trip). The same data is served as JSON at
   * `{path}/_payload.json`. Returns the data with what it shows for the cache; may throw the
   * catalogue's errors or a Redirect (both answered by src/edge/error-handler.ts).
   */
  load?: (c: Context<AppEnv>) => Promise<Loaded<T>>;
  /**
   * Renders the page. It gets the loader's data, still pending unless the route `waitsForData`, so
   * the page can stream its shell first.
   */
  render: (c: Context<AppEnv>, data: Promise<T>) => Response | Promise<Response>;
  /**
   * The cache sections the page (and its payload) belongs to, by tag name (src/edge/page-cache/tags.ts);
   * without it the page is never cached. Its loader still says what exactly it shows (hints.ts).
   */
  cache?: { sections: readonly string[] };
  /** A personal page: every answer at its address is `private, no-store`, whatever else it says. */
  private?: boolean;
  /**
   * Scripts the page loads: none by default (public pages ship no JavaScript), "admin" for the admin
   * app (CSP with a nonce), or static scripts of our own (CSP `script-src 'self'`, src/edge/security.ts).
   */
  scripts?: PagePolicy["scripts"];
  /**
   * The page waits for its data before anything is sent, because its status depends on it (a 404
   * for a page past the end of a list, an unknown item). Otherwise browsers get the shell first.
   */
  waitsForData?: boolean | ((c: Context<AppEnv>) => boolean);
  /** Handles a form post to the page's address, after the same validation, rules and guards. */
  action?: (c: Context<AppEnv>) => Promise<Response>;
}

/** Keeps each route's data type checked while the table holds routes of many types. */
export const definePage = <T,>(route: PageRoute<T>): PageRoute<unknown> => route as PageRoute<unknown>;

/**
 * The policies the routes declare, for every address they answer: payload addresses first, as they
 * are mounted ("/gundem/_payload.json" is not the item "_payload.json").
 */
export function policiesOf(routes: readonly PageRoute[]): PolicyDeclaration[] {
  const declared = (route: PageRoute, path: string): PolicyDeclaration => ({
    path,
    cache: route.cache,
    private: route.private,
    scripts: route.scripts,
  });
  return [
    ...routes.filter((route) => route.load).map((route) => ({ ...declared(route, payloadPath(route.path)), scripts: undefined })),
    ...routes.map((route) => declared(route, route.path)),
  ];
}

/**
 * Mounts page routes in the original's navigation order:
 * route validation → route rules and redirects → named guards → render.
 * Each page with a loader also answers `{path}/_payload.json` (the original's payload call) through
 * the same steps. Paths that match no page still pass the route rules (aliases, trailing slashes)
 * before the catalogue's non-fatal 404. Throws `Unknown route middleware: {name}` for an
 * unregistered guard.
 */
export function mountPages(
  app: Hono<AppEnv>,
  routes: readonly PageRoute[],
  options: { rules: readonly RouteRule[]; guards: GuardRegistry },
): void {
  const rulesStep = applyRouteRules(options.rules);
  const planned = routes.map((route) => {
    const guards = resolveGuards(route.middleware ?? [], options.guards);
    const steps: MiddlewareHandler<AppEnv>[] = [
      ...(route.validate ? [validateRoute(route.validate)] : []),
      rulesStep,
      ...(guards.length ? [runGuards(guards)] : []),
    ];
    return { route, steps };
  });

  // Payload addresses first: "/gundem/_payload.json" must not be taken for the item "_payload.json".
  for (const { route, steps } of planned) {
    const load = route.load;
    if (!load) continue;
    app.get(
      payloadPath(route.path),
      ...chain(steps, async (c) => {
        const { data, cache } = await load(c);
        declarePageCache(c, cache);
        return c.json(data);
      }),
    );
  }
  for (const { route, steps } of planned) {
    const load = route.load ?? (async (): Promise<Loaded<unknown>> => ({ data: undefined }));
    const waits = route.waitsForData;
    const waitsFor = typeof waits === "function" ? waits : () => waits === true;
    const show = async (c: Context<AppEnv>) => {
      const loaded = load(c);
      const data = recordSettlement(loaded.then((result) => result.data));
      c.set("pageData", data);
      // The cache middleware reads this once the page is complete; a failed load declares nothing.
      declarePageCache(
        c,
        loaded.then((result) => result.cache, () => undefined),
      );
      if (waitsFor(c)) {
        await data;
        // Nothing is left to stream: the document is rendered in one piece.
        c.set("completeDocument", true);
      }
      return route.render(c, data);
    };
    app.get(route.path, ...chain(steps, show));
    const action = route.action;
    if (!action) continue;
    app.post(
      route.path,
      ...chain([...steps, acceptBody(BODY_POLICIES.form)], (c) => {
        // A body that could not be read changes nothing: the page comes back with the reason above its form.
        const refusal = c.var.bodyRefusal;
        if (!refusal) return action(c);
        c.status(refusal.status as ContentfulStatusCode);
        c.set("formProblem", refusal.message);
        return show(c);
      }),
    );
  }

  app.all("*", rulesStep, (c) => {
    throw catalogue.noRouteMatches(fullPath(c.req.url));
  });
}

/** Whether a page's data (as the pipeline hands it on) has arrived or failed already. */
export const hasSettled = (data: Promise<unknown>): boolean => "status" in data;

/**
 * Writes a promise's outcome onto it the way React's `use` reads it (`status`, `value`, `reason`),
 * so that once a page's data is there the renderer can render it in one synchronous pass instead
 * of suspending on a promise React has not seen settle (src/pages/renderer.tsx).
 */
function recordSettlement<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  // The handlers return nothing: returning the promise itself would make the branch adopt its rejection.
  tracked.then(
    (value) => {
      Object.assign(tracked, { status: "fulfilled", value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: "rejected", reason });
    },
  );
  return promise;
}

/** Hono's overloads cannot type a spread of middleware, so the chain is assembled here once. */
function chain(
  steps: MiddlewareHandler<AppEnv>[],
  handler: (c: Context<AppEnv>) => Response | Promise<Response>,
): [MiddlewareHandler<AppEnv>] {
  const handlers: MiddlewareHandler<AppEnv>[] = [...steps, async (c) => handler(c)];
  return handlers as [MiddlewareHandler<AppEnv>];
}
