import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/**
 * The HTML cache for anonymous visitors, on the Workers Cache API (per data centre).
 *
 * A cached page's key carries the current "generation" of each tag its address depends on (for
 * example /gundem depends on "gundem"; the home page on gundem, etkinlikler, galeri and sayfa:home).
 * Publishing, editing or deleting content bumps the generations of exactly the affected tags, so
 * every key built from the old ones is never looked up again: the next visitor gets a fresh page.
 * The bump reaches the data centre that handled the change at once; elsewhere cached copies live
 * at most `maxAgeSeconds`, which also bounds how late a scheduled item can appear.
 *
 * Never cached: signed-in people and anyone carrying a fresh D1 bookmark, anything but GET, the
 * admin area, the API, account pages, and any response that is not a 200 or that sets a cookie.
 */
export const PAGE_CACHE_SECONDS = 60;

const INTERNAL = "https://onbellek.invalid";

/** Which tags an address depends on; null for addresses that are never cached. */
export function tagsFor(pathname: string): string[] | null {
  if (pathname === "/" || pathname === "/_payload.json") return ["gundem", "etkinlikler", "galeri", "sayfa:home"];
  if (pathname === "/gundem/rss.xml") return ["gundem"];
  if (pathname === "/gundem" || pathname.startsWith("/gundem/")) return ["gundem", "galeri"];
  if (pathname === "/etkinlikler.ics") return ["etkinlikler"];
  if (pathname === "/etkinlikler" || pathname.startsWith("/etkinlikler/")) return ["etkinlikler", "galeri"];
  if (pathname === "/galeri" || pathname === "/galeri/_payload.json") return ["galeri"];
  if (pathname === "/hakkimizda" || pathname === "/hakkimizda/_payload.json") return ["sayfa:about"];
  if (pathname === "/iletisim" || pathname === "/iletisim/_payload.json") return ["sayfa:contact"];
  if (pathname === "/sitemap.xml") return ["gundem", "etkinlikler"];
  return null;
}

const generationKey = (tag: string) => new Request(`${INTERNAL}/nesil/${encodeURIComponent(tag)}`);

async function generationOf(cache: Cache, tag: string): Promise<string> {
  const stored = await cache.match(generationKey(tag));
  return stored ? await stored.text() : "0";
}

/** Starts a new generation for each tag: pages cached under the old ones are no longer found. */
export async function purgeTags(tags: readonly string[]): Promise<void> {
  const cache = await caches.open("sayfalar");
  const next = `${Date.now()}-${crypto.randomUUID()}`;
  await Promise.all(
    tags.map((tag) =>
      cache.put(generationKey(tag), new Response(next, { headers: { "Cache-Control": "public, max-age=31536000" } })),
    ),
  );
}

function cacheable(c: Context<AppEnv>): boolean {
  if (c.req.method !== "GET") return false;
  const cookies = c.req.header("cookie") ?? "";
  return !/(^|;\s*)__Host-(oturum|d1-yer-imi)=/.test(cookies);
}

function runLater(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (direct app.request in tests): let it finish on its own.
    void work.catch(() => undefined);
  }
}

export const pageCache = (options: { maxAgeSeconds?: number } = {}) => {
  const maxAge = options.maxAgeSeconds ?? PAGE_CACHE_SECONDS;
  return createMiddleware<AppEnv>(async function pageCache(c, next) {
    const url = new URL(c.req.url);
    const tags = tagsFor(url.pathname);
    if (!tags || !cacheable(c)) return next();

    const cache = await caches.open("sayfalar");
    const generations = await Promise.all(tags.map((tag) => generationOf(cache, tag)));
    const key = new Request(`${INTERNAL}/sayfa${url.pathname}?${url.searchParams}&nesil=${generations.join(".")}`);
    const hit = await cache.match(key);
    if (hit) {
      const response = new Response(hit.body, hit);
      response.headers.set("X-Cache", "HIT");
      return response;
    }

    await next();
    const response = c.res;
    if (response.status !== 200 || response.headers.has("set-cookie")) return;
    const copy = new Response(response.clone().body, response);
    copy.headers.set("Cache-Control", `public, max-age=${maxAge}`);
    copy.headers.set("Cache-Tag", tags.join(","));
    runLater(c, cache.put(key, copy));
    // Browsers ask again each time (cheap: the copy is here); shared caches keep it briefly.
    response.headers.set("Cache-Control", `public, max-age=0, s-maxage=${maxAge}`);
    response.headers.set("X-Cache", "MISS");
  });
};
