import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../shared/env";

/**
 * Every answer at a personal page's address (its route is `private`, src/routes/pages/routes.tsx), and
 * every answer that does not say how it may be cached, is private. With Workers Cache on, Cloudflare
 * would otherwise cache it by heuristics (a 200 for two hours, a 404 for three minutes), request
 * cookies not being part of its key: an account page could then reach the next visitor.
 */
export const privateByDefault = () =>
  createMiddleware<AppEnv>(async function privateByDefault(c, next) {
    await next();
    if (c.var.visit.policy.private || !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-store");
  });
