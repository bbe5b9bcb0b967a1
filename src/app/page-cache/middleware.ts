import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../shared/env";
import { copyOf, type PageCacheHints } from "../../platform/cache/hints";
import { copyKey } from "../../platform/cache/local-store";
import { workersCacheOf } from "../../platform/cache/workers-cache";
import { tag } from "../../platform/cache/tags";

/**
 * The HTML cache for anonymous visitors: public pages and feeds, stored as rendered, tagged with
 * what they show (tags.ts) and purged by tag when an editor changes it (purge.ts).
 *
 * - With Workers Cache (production), Cloudflare keeps the page in front of the Worker: a hit never
 *   runs it. The stored copy keeps the headers the Worker answered with, so a page that will be
 *   stored is rendered complete (its tags and lifetime are known only once its data is read);
 *   `Vary: Cookie` sends anyone with a cookie (signed in, or just saved) past the stored copy.
 * - Elsewhere the Worker keeps pages in the Cache API itself (local-store.ts) and streams misses.
 *
 * A copy lives at most `PAGE_CACHE_SECONDS`, and never past the moment its page changes by itself
 * (a scheduled item's publish time, an event's end). Never cached: anyone with a session or a fresh
 * D1 bookmark, anything but GET, the admin area, the API, account pages, any response that is not
 * a 200, that sets a cookie, or whose loader did not say what it shows.
 */
export const PAGE_CACHE_SECONDS = 60;

/** What browsers are told: keep nothing without asking (the edge copy is fresh, and cheap to ask for). */
const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Seconds a copy may live, or 0 when it must not be stored. */
function lifetimeOf(hints: PageCacheHints | undefined, now: number): number {
  if (!hints) return 0;
  if (!hints.until) return PAGE_CACHE_SECONDS;
  return Math.max(0, Math.min(PAGE_CACHE_SECONDS, Math.floor((hints.until.getTime() - now) / 1000)));
}

/** A 200 for nobody in particular: no cookie set, no session read, not marked private on the way. */
const storable = (c: Context<AppEnv>, response: Response) =>
  response.status === 200 &&
  !response.headers.has("set-cookie") &&
  !c.var.session &&
  !/private|no-store/.test(response.headers.get("cache-control") ?? "");

function runLater(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (direct app.request in tests): let it finish on its own.
    void work.catch(() => undefined);
  }
}

/**
 * Whether Workers Cache will store this answer: then its page is rendered whole, since the stored
 * copy keeps the headers the Worker answered with (the pipeline asks the renderer so).
 */
export const storedByWorkersCache = (c: Context<AppEnv>): boolean => c.var.visit.cacheable && workersCacheOf(c) !== undefined;

/** The HTML cache, for cacheable visits only: the answer's own description says what it shows (hints.ts). */
export const pageCache = () =>
  createMiddleware<AppEnv>(async function pageCache(c, next) {
    if (!c.var.visit.cacheable) return next();
    return storedByWorkersCache(c) ? labelForWorkersCache(c, next) : answerFromLocalCache(c, next);
  });

/** Workers Cache mode: the page was rendered complete; label it for Cloudflare's cache. */
async function labelForWorkersCache(c: Context<AppEnv>, next: () => Promise<void>) {
  await next();
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

/** In-Worker mode: answer from the Cache API, or stream the page and store the finished copy. */
async function answerFromLocalCache(c: Context<AppEnv>, next: () => Promise<void>) {
  const { cache, key } = await copyKey(c.var.visit.cacheAddress!, c.var.visit.policy.sections!);
  const hit = await cache.match(key);
  if (hit) {
    const response = new Response(hit.body, hit);
    response.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
    response.headers.delete("Cache-Tag");
    response.headers.append("Vary", "Cookie");
    response.headers.set("X-Cache", "HIT");
    return response;
  }

  await next();
  const response = c.res;
  if (!storable(c, response) || !response.body) return;
  const [toVisitor, toCache] = response.body.tee();
  // The tags and the lifetime are known once the page's data has been read: store after the end.
  const store = async () => {
    const body = await new Response(toCache).arrayBuffer();
    const hints = await copyOf(response);
    const lifetime = lifetimeOf(hints, Date.now());
    if (!hints || !lifetime) return;
    const copy = new Response(body, response);
    copy.headers.set("Cache-Control", `public, max-age=${lifetime}`);
    copy.headers.set("Cache-Tag", [...hints.tags, tag.site].join(","));
    await cache.put(key, copy);
  };
  runLater(c, store());
  c.res = new Response(toVisitor, response);
  c.res.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  c.res.headers.append("Vary", "Cookie");
  c.res.headers.set("X-Cache", "MISS");
}
