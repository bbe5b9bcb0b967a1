import { build } from "../../builds/manifest";
import { sectionsOfTag } from "./tags";

/**
 * The in-Worker page cache, on the Cache API: used where Workers Cache is not available (`wrangler
 * dev`, the tests, a deployment with `[cache]` turned off). It works per data centre.
 *
 * The Cache API cannot purge by tag, and a page must be found before it is rendered, so a copy's key
 * carries the current "generation" of each section its address belongs to. Purging a tag starts a
 * new generation of its section: keys built from the old one are never looked up again.
 */
const INTERNAL = "https://onbellek.invalid";
const CACHE_NAME = "sayfalar";

const generationKey = (section: string) => new Request(`${INTERNAL}/nesil/${encodeURIComponent(section)}`);

async function generationOf(cache: Cache, section: string): Promise<string> {
  const stored = await cache.match(generationKey(section));
  return stored ? await stored.text() : "0";
}

/**
 * Where a page's copy lives under the sections' current generations. The origin is part of the key:
 * pages hold absolute links built from the request, so a copy made for one host must never answer
 * another (without SITE_ORIGIN, a request with `Host: evil.example` would otherwise store feeds and
 * pages linking there). The build id is part of it too: the Cache API outlives a deploy, and a copy
 * made by the previous build would link to its stylesheet (Workers Cache keeps a cache per Worker
 * version by itself).
 */
export async function copyKey(url: URL, sections: readonly string[]): Promise<{ cache: Cache; key: Request }> {
  const cache = await caches.open(CACHE_NAME);
  const generations = await Promise.all(sections.map((section) => generationOf(cache, section)));
  const address = `${url.pathname}?${url.searchParams}&derleme=${build.id}&nesil=${generations.join(".")}`;
  return { cache, key: new Request(`${INTERNAL}/sayfa/${encodeURIComponent(url.origin)}${address}`) };
}

/** Starts a new generation for the sections of these tags. */
export async function purgeSections(tags: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  const next = `${Date.now()}-${crypto.randomUUID()}`;
  const sections = [...new Set(tags.flatMap(sectionsOfTag))];
  await Promise.all(
    sections.map((section) =>
      cache.put(generationKey(section), new Response(next, { headers: { "Cache-Control": "public, max-age=31536000" } })),
    ),
  );
}
