import { BOOKMARK_COOKIE, BOOKMARK_MAX_AGE_S, bookmarkOf } from "./bookmark";
import type { Bindings } from "../shared/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * D1 read replication. Every request works through a D1 session: a visitor with no recent write
 * reads from whichever replica is nearest ("first-unconstrained"); after a write, the session's
 * bookmark travels in a short-lived cookie, so that person's next reads are at least that fresh
 * (read-your-writes), wherever they land. Reads never set the cookie, so public GET responses stay
 * cookie-free and cacheable.
 *
 * A page rendered for the HTML cache reads from the primary instead: many visitors will see that
 * copy, and right after an editor's change purged the old one, a lagging replica could otherwise
 * fill the cache with the state from before the change. Such renders are rare (a cache miss).
 * `cacheable`: whether the HTML cache may store this request's answer (the cache's own rule, decided
 * once per request by the caller).
 */
export async function withReplicaSession(
  request: Request,
  env: Bindings,
  cacheable: boolean,
  handle: (env: Bindings) => Response | Promise<Response>,
): Promise<Response> {
  const bookmark = bookmarkOf(request);
  const session = env.DB.withSession(bookmark ?? (cacheable ? "first-primary" : "first-unconstrained"));
  const response = await handle({ ...env, DB: session as unknown as D1Database });
  if (SAFE_METHODS.has(request.method)) return response;
  const latest = session.getBookmark();
  if (!latest || latest === bookmark) return response;
  const withCookie = new Response(response.body, response);
  withCookie.headers.append(
    "Set-Cookie",
    `${BOOKMARK_COOKIE}=${encodeURIComponent(latest)}; Max-Age=${BOOKMARK_MAX_AGE_S}; Path=/; HttpOnly; Secure; SameSite=Lax`,
  );
  return withCookie;
}
