import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { PageScript } from "../builds/manifest";
import type { AppEnv } from "../env";
import { catalogue } from "./errors";
import { resolveGuards, runGuards, type GuardRegistry } from "./guards";
import { Redirect } from "./redirect";
import { acceptBody, BODY_POLICIES } from "./request-body";
import { applyRouteRules, type RouteRule } from "./rules";
import { fullPath, validateRoute, type RouteValidator } from "./validation";

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
   * `{path}/_payload.json`. May throw the catalogue's errors or a Redirect.
   */
  load?: (c: Context<AppEnv>) => Promise<T>;
  /**
   * Renders the page. It gets the loader's data still pending, so a page whose status cannot depend
   * on its data can stream its shell first; a page that may 404 awaits it before rendering.
   */
  render: (c: Context<AppEnv>, data: Promise<T>) => Response | Promise<Response>;
  /**
   * Static scripts of our own the page loads (public pages ship none unless they declare one here);
   * its CSP then allows `script-src 'self'` (src/edge/security.ts).
   */
  scripts?: readonly PageScript[];
  /** Handles a form post to the page's address, after the same validation, rules and guards. */
  action?: (c: Context<AppEnv>) => Promise<Response>;
}

/** Keeps each route's data type checked while the table holds routes of many types. */
export const definePage = <T,>(route: PageRoute<T>): PageRoute<unknown> => route as PageRoute<unknown>;

const payloadPath = (path: string) => (path === "/" ? "/_payload.json" : `${path}/_payload.json`);

/** Runs a handler, turning a loader's Redirect into the redirect response (keeping the query string). */
async function followRedirects(c: Context<AppEnv>, handler: () => Response | Promise<Response>, suffix = "") {
  try {
    return await handler();
  } catch (error) {
    if (!(error instanceof Redirect)) throw error;
    return c.redirect(error.location + suffix + new URL(c.req.url).search, error.status);
  }
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
    app.get(payloadPath(route.path), ...chain(steps, (c) => followRedirects(c, async () => c.json(await load(c)), "/_payload.json")));
  }
  for (const { route, steps } of planned) {
    const load = route.load ?? (async () => undefined);
    app.get(route.path, ...chain(steps, (c) => followRedirects(c, () => route.render(c, load(c)))));
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
        return followRedirects(c, () => route.render(c, load(c)));
      }),
    );
  }

  app.all("*", rulesStep, (c) => {
    throw catalogue.noRouteMatches(fullPath(c.req.url));
  });
}

/** Hono's overloads cannot type a spread of middleware, so the chain is assembled here once. */
function chain(
  steps: MiddlewareHandler<AppEnv>[],
  handler: (c: Context<AppEnv>) => Response | Promise<Response>,
): [MiddlewareHandler<AppEnv>] {
  const handlers: MiddlewareHandler<AppEnv>[] = [...steps, async (c) => handler(c)];
  return handlers as [MiddlewareHandler<AppEnv>];
}
