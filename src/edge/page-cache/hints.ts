import type { Context } from "hono";
import type { AppEnv } from "../../env";

/** What a page's loader found out about the copy it produces: what it shows, and until when it is true. */
export interface PageCacheHints {
  tags: string[];
  /** When the page changes by itself (a scheduled item appears, an event ends); null if never. */
  until: Date | null;
}

/**
 * Called by a loader once it has its data: the tags of everything the page shows and the moment
 * the page would change without anyone editing it. A cacheable page whose loader never says this
 * (it failed, or it has no loader) is not stored.
 */
export function declarePageCache(c: Context<AppEnv>, hints: { tags: readonly string[]; until?: Date | null }): void {
  c.set("pageCacheHints", { tags: [...new Set(hints.tags)], until: hints.until ?? null });
}

/** The earliest of some moments (null when there is none). */
export function earliest(...moments: (Date | null | undefined)[]): Date | null {
  const times = moments.filter((moment): moment is Date => moment instanceof Date).map((moment) => moment.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

declare module "../../env" {
  interface Variables {
    /** What the page's loader says the page shows and until when. */
    pageCacheHints?: PageCacheHints;
  }
}
