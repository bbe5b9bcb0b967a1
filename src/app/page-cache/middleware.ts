import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../shared/env";
import { copyOf, describeCopy, lifetimeOf } from "../../platform/cache/hints";
import { BROWSER_CACHE_CONTROL } from "../../platform/cache/local-store";
import { tag } from "../../platform/cache/tags";
import { workersCacheOf } from "../../platform/cache/workers-cache";

/**
 * The HTML cache for anonymous visitors: public pages and feeds, stored as rendered, tagged with
 * what they show (tags.ts) and purged by tag when an editor changes it (purge.ts). This step decides
 * whether an answer may be kept and labels it; who keeps it depends on where the site runs:
 *
 * - With Workers Cache (production), Cloudflare keeps the page in front of the Worker: a hit never
 *   runs it. The stored copy keeps the headers the Worker answered with, so a page that will be
 *   stored is rendered complete (its tags and lifetime are known only once its data is read);
 *   `Vary: Cookie` sends anyone with a cookie (signed in, or just saved) past the stored copy.
 * - Elsewhere the Worker keeps pages itself, first thing in its fetch (local-copies.ts), and streams misses.
 *
 * A copy lives at most `PAGE_CACHE_SECONDS` (src/platform/cache/hints.ts): short, because a purge
 * is the rule and the lifetime only the safety net. It never lives past the moment its page changes
 * by itself (a scheduled item's publish time, an event's end). Never cached: anyone with a session or
 * a fresh D1 bookmark, anything but GET, the admin area, the API, account pages, any response that is
 * not a 200, that sets a cookie, or whose loader did not say what it shows.
 */

/** A 200 for nobody in particular: no cookie set, no session read, not marked private on the way. */
const storable = (c: Context<AppEnv>, response: Response) =>
  response.status === 200 &&
  !response.headers.has("set-cookie") &&
  !c.var.session &&
  !/private|no-store/.test(response.headers.get("cache-control") ?? "");

/**
 * Whether Workers Cache will store this answer: then its page is rendered whole, since the stored
 * copy keeps the headers the Worker answered with (the pipeline asks the renderer so).
 */
export const storedByWorkersCache = (c: Context<AppEnv>): boolean => c.var.visit.cacheable && workersCacheOf(c) !== undefined;

/** The HTML cache, for cacheable visits only: the answer's own description says what it shows (hints.ts). */
export const pageCache = () =>
  createMiddleware<AppEnv>(async function pageCache(c, next) {
    if (!c.var.visit.cacheable) return next();
    await next();
    if (storedByWorkersCache(c)) return labelForWorkersCache(c);
    labelForLocalCopies(c);
  });

/** Workers Cache mode: the page was rendered complete; label it for Cloudflare's cache. */
async function labelForWorkersCache(c: Context<AppEnv>) {
  const response = c.res;
  // The document is complete (see above), so its data, and what it shows, is known.
  const hints = storable(c, response) ? await copyOf(response) : undefined;
  const lifetime = lifetimeOf(hints, Date.now());
  if (!hints || !lifetime) {
    response.headers.set("Cache-Control", "private, no-store");
    return;
  }
  response.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  // Read by Cloudflare only (and stripped): how long the edge keeps the copy.
  response.headers.set("Cloudflare-CDN-Cache-Control", `public, max-age=${lifetime}`);
  response.headers.set("Cache-Tag", [...hints.tags, tag.site].join(","));
  response.headers.append("Vary", "Cookie");
}

/**
 * In-Worker mode: a miss (a hit never gets this far). An answer that may be kept is labelled as the
 * visitor and the kept copy show it; any other is described as nothing to keep, so the Worker's
 * first step (local-copies.ts) leaves it alone. The answer's headers are changed in place: the
 * description belongs to this Response object, which the later steps hand on unchanged.
 */
function labelForLocalCopies(c: Context<AppEnv>) {
  const response = c.res;
  if (!storable(c, response) || !response.body) {
    describeCopy(response, undefined);
    return;
  }
  response.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  response.headers.append("Vary", "Cookie");
  response.headers.set("X-Cache", "MISS");
}
