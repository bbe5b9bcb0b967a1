import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../shared/env";
import { catalogue, createError } from "./errors";

/**
 * A named guard (the original's route middleware). It may:
 * - return true (or nothing) to let the request through;
 * - return a Response, for example a redirect to the login page, which is sent instead of the page;
 * - return false to cancel: no page content is rendered, the visitor gets the 403 error page;
 * - throw, which shows the error page for the thrown error.
 */
export type Guard = (c: Context<AppEnv>) => boolean | void | Response | Promise<boolean | void | Response>;

export type GuardRegistry = Readonly<Record<string, Guard>>;

/**
 * What a refused request answers (a guard returning false, or one that refuses the signed-in role):
 * no content, the 403 error page with a Turkish reason.
 */
export const cancelledByGuard = () => createError({ statusCode: 403, statusMessage: "Bu sayfaya erişim yetkiniz yok" });

/**
 * Resolves guard names when the app is built, so a misspelt name fails at start-up, never at request
 * time: `Unknown route middleware: {name}`.
 */
export function resolveGuards(names: readonly string[], registry: GuardRegistry): Guard[] {
  return names.map((name) => {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) throw catalogue.unknownMiddleware(name);
    return guard;
  });
}

/** Third step of the navigation pipeline: the route's named guards, in the order the route lists them. */
export const runGuards = (guards: readonly Guard[]) =>
  createMiddleware<AppEnv>(async function runGuards(c, next) {
    for (const guard of guards) {
      const verdict = await guard(c);
      if (verdict instanceof Response) return verdict;
      if (verdict === false) throw cancelledByGuard();
    }
    await next();
  });
