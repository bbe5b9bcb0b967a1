import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../shared/env";
import { catalogue, type SiteError } from "../platform/errors";
import { recordSettlement, type Loaded, type PageRoute, type SameAppReader } from "../platform/page-route";
import { resolveGuards, runGuards, type GuardRegistry } from "../platform/guards";
import { payloadPath, type PolicyDeclaration } from "../platform/page-policy";
import { acceptFormBody } from "../platform/request-body";
import { applyRouteRules, type RouteRule } from "../platform/route-rules";
import { fullPath, validateRoute } from "../platform/validation";
import { rendererFor } from "../routes/pages/renderer";
import { identityAlongside } from "../db/identity";
import { storedByWorkersCache } from "./page-cache/middleware";
import { payloadAnswer } from "./payload-route";

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
  options: { rules: readonly RouteRule[]; guards: GuardRegistry; read: SameAppReader },
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
    app.get(payloadPath(route.path), ...chain(steps, payloadAnswer(load, options.read)));
  }
  for (const { route, steps } of planned) {
    const show = pageShower(route, options.read);
    app.get(route.path, ...chain(steps, (c) => show(c)));
    const action = route.action;
    if (!action) continue;
    // A body that could not be read changes nothing: the page comes back with the reason above its
    // form, with the refusal's status whatever the page would have said.
    const answer = async (c: Context<AppEnv>, refusal: SiteError | undefined) => {
      if (!refusal) {
        // An action that answers with its page (its form again, with what was wrong) renders it whole.
        c.setRenderer(rendererFor(c, {}));
        return action(c);
      }
      const page = await show(c, refusal.message);
      return new Response(page.body, { status: refusal.status, headers: page.headers });
    };
    app.post(route.path, ...chain(steps, acceptFormBody(answer)));
  }

  app.all("*", rulesStep, (c) => {
    throw catalogue.noRouteMatches(fullPath(c.req.url));
  });
}

/**
 * Renders a page: its loader starts at once and the renderer is handed an explicit request (the
 * pending data, whether to render whole, a form's problem, what the page shows for the cache).
 */
function pageShower(route: PageRoute, read: SameAppReader) {
  const load = route.load ?? (async (): Promise<Loaded<unknown>> => ({ data: undefined }));
  const waits = route.waitsForData;
  const waitsFor = typeof waits === "function" ? waits : () => waits === true;
  return async (c: Context<AppEnv>, formProblem?: string): Promise<Response> => {
    // The association's identity rides on the page's own batch (src/db/identity.ts): no round trip of its own.
    const alongside = identityAlongside(c.env.DB);
    c.env = { ...c.env, DB: alongside.db };
    const loaded = load(c, read);
    const identity = loaded.then(alongside.identity, alongside.identity);
    const data = recordSettlement(loaded.then((result) => result.data));
    const waited = waitsFor(c);
    // Nothing is left to stream once the page has waited for its data.
    if (waited) await data;
    c.setRenderer(
      rendererFor(c, {
        data,
        complete: waited || storedByWorkersCache(c),
        formProblem,
        // A failed load declares nothing, so its page is not stored.
        copy: loaded.then((result) => result.cache, () => undefined),
        identity,
      }),
    );
    return route.render(c, data);
  };
}

/** Hono's overloads cannot type a spread of middleware, so the chain is assembled here once. */
function chain(steps: MiddlewareHandler<AppEnv>[], handler: MiddlewareHandler<AppEnv>): [MiddlewareHandler<AppEnv>] {
  return [...steps, handler] as [MiddlewareHandler<AppEnv>];
}
