import type { Context } from "hono";
import { matchedRoutes } from "hono/route";

/**
 * The pattern of the route a request reached ("GET /api/news/:id"), for records that must not hold
 * the address itself: its values may name a person, its query may carry a token. Middleware that
 * matches everything ("*") says nothing about where the request went, so the most specific
 * matched handler's pattern is taken; a request no route matched is "*".
 */
export function routePatternOf(c: Context): string {
  let pattern = "*";
  try {
    const specific = matchedRoutes(c).filter((route) => route.method !== "ALL" && !route.path.endsWith("*"));
    pattern = specific.at(-1)?.path ?? "*";
  } catch {
    // Routing had not run yet (an error in the very first middleware): no pattern to give.
  }
  return `${c.req.method} ${pattern}`;
}
