import { build } from "../build-manifest";
import { sectionsOfTag, tag } from "./tags";

/**
 * The in-Worker page cache, on the Cache API: used where Workers Cache is not available (`wrangler
 * dev`, the tests, a deployment with `[cache]` turned off). It works per data centre.
 *
 * The Cache API cannot purge by tag, and a page must be found before it is rendered, so a copy's key
 * carries a token of the sections its address belongs to (its route declares them). Each distinct
 * list of sections has one token record, so a hit costs two lookups: the token, then the copy.
 * Purging a tag writes a fresh token for every list that holds one of the tag's sections: keys built
 * from an old token are never looked up again. Purges only ever write new random tokens (never read
 * and rewrite a shared record), so two purges at once cannot undo each other.
 */
const INTERNAL = "https://onbellek.invalid";
const CACHE_NAME = "sayfalar";
/** Tokens are kept for a year; a token record that is gone reads as "0", like a list never purged. */
const TOKEN_CACHE_CONTROL = "public, max-age=31536000";

const tokenKey = (sections: readonly string[]) => new Request(`${INTERNAL}/nesil/${encodeURIComponent(sections.join(","))}`);

/**
 * Where a page's copy lives under its sections' current token. The origin is part of the key:
 * pages hold absolute links built from the request, so a copy made for one host must never answer
 * another (without SITE_ORIGIN, a request with `Host: evil.example` would otherwise store feeds and
 * pages linking there). The build id is part of it too: the Cache API outlives a deploy, and a copy
 * made by the previous build would link to its stylesheet (Workers Cache keeps a cache per Worker
 * version by itself).
 */
export async function copyKey(url: URL, sections: readonly string[]): Promise<{ cache: Cache; key: Request }> {
  const cache = await caches.open(CACHE_NAME);
  const stored = await cache.match(tokenKey(sections));
  const token = stored ? await stored.text() : "0";
  const address = `${url.pathname}?${url.searchParams}&derleme=${build.id}&nesil=${token}`;
  return { cache, key: new Request(`${INTERNAL}/sayfa/${encodeURIComponent(url.origin)}${address}`) };
}

/** Starts a new token for every list of sections (of those the site's addresses have) that holds a section of these tags. */
export async function purgeSections(tags: readonly string[], sectionLists: readonly (readonly string[])[]): Promise<void> {
  const purged = new Set(tags.flatMap(sectionsOfTag));
  const everything = purged.has(tag.site);
  const lists = sectionLists.filter((sections) => everything || sections.some((section) => purged.has(section)));
  if (!lists.length) return;
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(
    lists.map((sections) =>
      cache.put(tokenKey(sections), new Response(`${Date.now()}-${crypto.randomUUID()}`, { headers: { "Cache-Control": TOKEN_CACHE_CONTROL } })),
    ),
  );
}
