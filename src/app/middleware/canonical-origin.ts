import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../shared/env";

/**
 * Sends every request to the site's one address (the `SITE_ORIGIN` secret, e.g.
 * https://www.example.org.tr): another host (the workers.dev address, a second domain) or plain
 * http gets a permanent redirect. Pages build absolute addresses (canonical links, social cards,
 * feeds, calendar UIDs) from the request, and Workers Cache keys pages by path alone, so one request
 * through another host must never render a page. Without the secret (local development) every
 * origin is served as it comes.
 */
export const canonicalOrigin = () =>
  createMiddleware<AppEnv>(async function canonicalOrigin(c, next) {
    const canonical = c.env.SITE_ORIGIN;
    if (!canonical) return next();
    const url = new URL(c.req.url);
    if (url.origin === canonical) return next();
    const safe = c.req.method === "GET" || c.req.method === "HEAD";
    return c.redirect(canonical + url.pathname + url.search, safe ? 301 : 308);
  });
