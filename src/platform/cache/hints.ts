import type { Context } from "hono";
import type { AppEnv } from "../../shared/env";

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
 * Hands what a response shows to the cache middleware, which reads it once the body is complete.
 * The pipeline passes a page's loader's declaration; a cacheable answer without one (its loader
 * failed, or it has none) is not stored.
 */
export function declarePageCache(c: Context<AppEnv>, declared: CacheDeclaration | Promise<CacheDeclaration | undefined> | undefined): void {
  c.set("pageCacheHints", Promise.resolve(declared).then((known) => (known ? hintsOf(known) : undefined)));
}

/** The earliest of some moments (null when there is none). */
export function earliest(...moments: (Date | null | undefined)[]): Date | null {
  const times = moments.filter((moment): moment is Date => moment instanceof Date).map((moment) => moment.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

declare module "../../shared/env" {
  interface Variables {
    /** What the page shows and until when, once its data is read (set by declarePageCache only). */
    pageCacheHints?: Promise<PageCacheHints | undefined>;
  }
}
