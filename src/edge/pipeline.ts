import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { catalogue } from "./errors";
import { resolveGuards, runGuards, type GuardRegistry } from "./guards";
import { applyRouteRules, type RouteRule } from "./rules";
import { fullPath, validateRoute, type RouteValidator } from "./validation";

/** One screen of the site: where it lives, what it checks, and how it renders. */
export interface PageRoute {
  /** The original's route name (`gundem-id`, `admin`, …). */
  name: string;
  /** Hono path pattern, for example `/gundem/:id`. */
  path: string;
  validate?: RouteValidator;
  /** Named guards, looked up in the registry when the app is built. */
  middleware?: readonly string[];
  render: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/**
 * Mounts page routes in the original's navigation order:
 * route validation → route rules and redirects → named guards → render.
 * Paths that match no page still pass the route rules (aliases, trailing slashes) before the
 * catalogue's non-fatal 404. Throws `Unknown route middleware: {name}` for an unregistered guard.
 */
export function mountPages(
  app: Hono<AppEnv>,
  routes: readonly PageRoute[],
  options: { rules: readonly RouteRule[]; guards: GuardRegistry },
): void {
  const rulesStep = applyRouteRules(options.rules);
  const planned = routes.map((route) => ({ route, guards: resolveGuards(route.middleware ?? [], options.guards) }));

  for (const { route, guards } of planned) {
    const handlers: MiddlewareHandler<AppEnv>[] = [
      ...(route.validate ? [validateRoute(route.validate)] : []),
      rulesStep,
      ...(guards.length ? [runGuards(guards)] : []),
      async (c) => route.render(c),
    ];
    app.get(route.path, ...(handlers as [MiddlewareHandler<AppEnv>]));
  }

  app.all("*", rulesStep, (c) => {
    throw catalogue.noRouteMatches(fullPath(c.req.url));
  });
}
