/** What a page's loader found out about the copy it produces: what it shows, and until when it is true. */
export interface PageCacheHints {
  tags: string[];
  /** When the page changes by itself (a scheduled item appears, an event ends); null if never. */
  until: Date | null;
}

/**
 * What a loader (or a handler that builds its own answer, like the feeds) says about the copy it
 * produces: the tags of everything it shows and the moment it would change without anyone editing it.
 */
export interface CacheDeclaration {
  tags: readonly string[];
  until?: Date | null;
}

const hintsOf = (declared: CacheDeclaration): PageCacheHints => ({ tags: [...new Set(declared.tags)], until: declared.until ?? null });

/**
 * What each answer shows, by the answer itself: whoever builds a cacheable response says what it
 * shows ({@link describeCopy}) and the cache middleware reads it off the response it got back
 * ({@link copyOf}). Keyed by the Response because the hints belong to that very body: an answer
 * replaced on its way out (another status, other headers) was never described, so it is not stored.
 */
const copies = new WeakMap<Response, Promise<PageCacheHints | undefined>>();

/**
 * Says what a response shows and until when, once known (a page's loader may still be reading),
 * and returns the response. Undefined, or a promise of it, says the copy must not be stored.
 */
export function describeCopy(
  response: Response,
  declared: CacheDeclaration | Promise<CacheDeclaration | undefined> | undefined,
): Response {
  copies.set(
    response,
    Promise.resolve(declared).then((known) => (known ? hintsOf(known) : undefined)),
  );
  return response;
}

/** What a response shows, as described; undefined for an answer nobody described (never stored). */
export const copyOf = (response: Response): Promise<PageCacheHints | undefined> => copies.get(response) ?? Promise.resolve(undefined);

/** The earliest of some moments (null when there is none). */
export function earliest(...moments: (Date | null | undefined)[]): Date | null {
  const times = moments.filter((moment): moment is Date => moment instanceof Date).map((moment) => moment.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/** The longest a cached copy of a page lives, in seconds (src/app/page-cache/middleware.ts says why it is short). */
export const PAGE_CACHE_SECONDS = 60;

/** Seconds a copy may live (never past the moment its page changes by itself), or 0 when it must not be stored. */
export function lifetimeOf(hints: PageCacheHints | undefined, now: number): number {
  if (!hints) return 0;
  if (!hints.until) return PAGE_CACHE_SECONDS;
  return Math.max(0, Math.min(PAGE_CACHE_SECONDS, Math.floor((hints.until.getTime() - now) / 1000)));
}
