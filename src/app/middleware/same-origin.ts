import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../shared/env";
import { createError } from "../../platform/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery protection for every state-changing request, forms and JSON alike:
 * it must say it comes from this site, through `Sec-Fetch-Site: same-origin` or an `Origin` equal
 * to ours; otherwise 403. (hono/csrf applies the same two checks, but only to form content types,
 * and JSON posts need them too.)
 */
export const sameOriginOnly = (options: { exempt?: readonly string[] } = {}) => {
  const exempt = new Set(options.exempt ?? []);
  return createMiddleware<AppEnv>(async function sameOriginOnly(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    // An address whose post carries its own secret (a one-time token) and must work from elsewhere.
    if (exempt.has(c.req.path)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const ours = new URL(c.req.url).origin;
    if (fetchSite === "same-origin" || origin === ours) return next();
    throw createError({ statusCode: 403, statusMessage: "Bu istek sitemizin dışından geldiği için reddedildi" });
  });
};
