import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../shared/env";
import { catalogue } from "../platform/errors";
import { declarePageCache } from "../platform/cache/hints";
import { recordSettlement, type Loaded, type PageRoute } from "../platform/page-route";
import { resolveGuards, runGuards, type GuardRegistry } from "../platform/guards";
import { payloadPath, type PolicyDeclaration } from "../platform/page-policy";
import { acceptBody, BODY_POLICIES } from "../platform/request-body";
import { applyRouteRules, type RouteRule } from "../platform/route-rules";
import { fullPath, validateRoute } from "../platform/validation";

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

/** Hono's overloads cannot type a spread of middleware, so the chain is assembled here once. */
function chain(
  steps: MiddlewareHandler<AppEnv>[],
  handler: (c: Context<AppEnv>) => Response | Promise<Response>,
): [MiddlewareHandler<AppEnv>] {
  const handlers: MiddlewareHandler<AppEnv>[] = [...steps, async (c) => handler(c)];
  return handlers as [MiddlewareHandler<AppEnv>];
}
