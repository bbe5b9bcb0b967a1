import { build } from "../build-manifest";
import { sectionsOfTag, tag } from "./tags";

/**
 * The in-Worker page cache: used where Workers Cache is not available (`wrangler dev`, the tests, a
 * deployment with `[cache]` turned off). Two tiers: the isolate's memory, which answers a hit
 * without any I/O, and the Cache API, shared by the isolates of a data centre.
 *
 * The Cache API cannot purge by tag, and a page must be found before it is rendered, so a copy's key
 * carries a token of the sections its address belongs to (its route declares them). Each distinct
 * list of sections has one token record. Purging a tag writes a fresh token for every list that holds
 * one of the tag's sections: keys built from an old token are never looked up again. Purges only ever
 * write new random tokens (never read and rewrite a shared record), so two purges at once cannot undo
 * each other.
 *
 * A token read from the Cache API is trusted for {@link TOKEN_RECHECK_MS} before it is read again, so
 * a hit under load costs no lookup at all. A purge made in this isolate takes effect here at once
 * (it sets the new token in memory as it writes it); one made in another isolate of the data centre
 * reaches this one within that time, as a purge of Workers Cache reaches every data centre within
 * moments rather than instantly.
 */
const INTERNAL = "https://onbellek.invalid";
const CACHE_NAME = "sayfalar";
/** Tokens are kept for a year; a token record that is gone reads as "0", like a list never purged. */
const TOKEN_CACHE_CONTROL = "public, max-age=31536000";
/** How long a token read from the Cache API is trusted before it is read again, in milliseconds. */
export const TOKEN_RECHECK_MS = 1000;
/** The body bytes of copies kept in the isolate's memory (128 MB per isolate in all), least recently used dropped first. */
const MEMORY_BYTES = 16 * 1024 * 1024;
/** Carries a copy's end (epoch ms) in the Cache API's record, for the memory tier; never sent to a visitor. */
const EXPIRES_HEADER = "x-kopya-bitis";

/** What a visitor is told about a copy: keep nothing without asking (the copy is fresh, and cheap to ask for). */
export const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** A copy as the isolate keeps it: the answer's status, headers and body, under the token it was made for. */
interface KeptCopy {
  token: string;
  expiresAt: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** Tokens read or written by this isolate, by list of sections, with when they were read. */
const tokens = new Map<string, { token: string; readAt: number }>();
/** Copies in memory by address, least recently used first (a Map keeps insertion order). */
const memory = new Map<string, KeptCopy>();
let memoryBytes = 0;
let opened: Promise<Cache> | undefined;

/** The Cache API's cache of pages, opened once per isolate. */
const pagesCache = () => (opened ??= caches.open(CACHE_NAME));

const listId = (sections: readonly string[]) => sections.join(",");
const tokenKey = (list: string) => new Request(`${INTERNAL}/nesil/${encodeURIComponent(list)}`);

/**
 * Where a page's copy lives, without its token. The origin is part of it: pages hold absolute
 * links built from the request, so a copy made for one host must never answer another (without
 * SITE_ORIGIN, a request with `Host: evil.example` would otherwise store feeds and pages linking
 * there). The build id is part of it too: the Cache API outlives a deploy, and a copy made by the
 * previous build would link to its stylesheet (Workers Cache keeps a cache per Worker version by itself).
 */
const addressOf = (url: URL) => `${encodeURIComponent(url.origin)}${url.pathname}?${url.searchParams}&derleme=${build.id}`;
const copyKey = (address: string, token: string) => new Request(`${INTERNAL}/sayfa/${address}&nesil=${token}`);

async function currentToken(list: string, now: number): Promise<string> {
  const known = tokens.get(list);
  if (known && now - known.readAt < TOKEN_RECHECK_MS) return known.token;
  const stored = await (await pagesCache()).match(tokenKey(list));
  const token = stored ? await stored.text() : "0";
  tokens.set(list, { token, readAt: now });
  return token;
}

function remember(address: string, copy: KeptCopy): void {
  const before = memory.get(address);
  if (before) {
    memoryBytes -= before.body.byteLength;
    memory.delete(address);
  }
  memory.set(address, copy);
  memoryBytes += copy.body.byteLength;
  for (const [oldest, dropped] of memory) {
    if (memoryBytes <= MEMORY_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= dropped.body.byteLength;
  }
}

/** The copy as an answer: each visitor gets a Response of their own over the same bytes. */
const answerOf = (copy: KeptCopy) => new Response(copy.body, { status: copy.status, headers: copy.headers });

/** A copy read back from the Cache API, as the memory tier keeps it (the storage's own headers taken off). */
async function keptFrom(stored: Response, token: string): Promise<KeptCopy> {
  const headers = new Headers(stored.headers);
  const expiresAt = Number(headers.get(EXPIRES_HEADER));
  for (const name of [EXPIRES_HEADER, "cache-tag"]) headers.delete(name);
  headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  return { token, expiresAt, status: stored.status, headers: [...headers], body: await stored.arrayBuffer() };
}

/** Where a miss's copy is to be kept: its address and the token its sections had when it was looked up. */
export interface CopyPlace {
  address: string;
  token: string;
}

/**
 * The copy of the page at `url` (in its normal form) whose route belongs to `sections`, if one is
 * kept and still fresh; otherwise where to keep the copy about to be rendered. A copy found in the
 * Cache API is kept in memory too, so the next hit needs no lookup.
 */
export async function findCopy(url: URL, sections: readonly string[]): Promise<{ hit: Response } | { miss: CopyPlace }> {
  const now = Date.now();
  const token = await currentToken(listId(sections), now);
  const address = addressOf(url);
  const kept = memory.get(address);
  if (kept && kept.token === token && kept.expiresAt > now) {
    // Most recently used now: moved to the end of the map's order.
    memory.delete(address);
    memory.set(address, kept);
    return { hit: answerOf(kept) };
  }
  const stored = await (await pagesCache()).match(copyKey(address, token));
  if (!stored) return { miss: { address, token } };
  const copy = await keptFrom(stored, token);
  if (copy.expiresAt > now) remember(address, copy);
  return { hit: answerOf(copy) };
}

/**
 * Keeps a finished page for `lifetime` seconds at its place (found by {@link findCopy}), in memory
 * and in the Cache API. `headers` are the answer's own, as a visitor gets them on a hit; `tags` go
 * with the Cache API's record.
 */
export async function keepCopy(place: CopyPlace, answer: { status: number; headers: Headers; body: ArrayBuffer }, lifetime: number, tags: readonly string[]): Promise<void> {
  const expiresAt = Date.now() + lifetime * 1000;
  remember(place.address, { token: place.token, expiresAt, status: answer.status, headers: [...answer.headers], body: answer.body });
  const record = new Response(answer.body, { status: answer.status, headers: answer.headers });
  record.headers.set("Cache-Control", `public, max-age=${lifetime}`);
  record.headers.set("Cache-Tag", tags.join(","));
  record.headers.set(EXPIRES_HEADER, String(expiresAt));
  await (await pagesCache()).put(copyKey(place.address, place.token), record);
}

/** Starts a new token for every list of sections (of those the site's addresses have) that holds a section of these tags. */
export async function purgeSections(tags: readonly string[], sectionLists: readonly (readonly string[])[]): Promise<void> {
  const purged = new Set(tags.flatMap(sectionsOfTag));
  const everything = purged.has(tag.site);
  const lists = sectionLists.filter((sections) => everything || sections.some((section) => purged.has(section)));
  if (!lists.length) return;
  const now = Date.now();
  const renewed = lists.map((sections) => {
    const list = listId(sections);
    const token = `${now}-${crypto.randomUUID()}`;
    // In effect here at once: this isolate's next request for these sections misses.
    tokens.set(list, { token, readAt: now });
    return { list, token };
  });
  const cache = await pagesCache();
  await Promise.all(renewed.map(({ list, token }) => cache.put(tokenKey(list), new Response(token, { headers: { "Cache-Control": TOKEN_CACHE_CONTROL } }))));
}
