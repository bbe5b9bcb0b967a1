import type { Context } from "hono";
import type { AppEnv } from "../../shared/env";
import { logEvent } from "../log";
import type { PolicyTable } from "../page-policy";
import { purgeSections } from "./local-store";
import { withSearch } from "./tags";

/**
 * The response header in which an answer names the cache tags its change made stale. A handler
 * never purges where the change is made: its answer says what to purge, and the app's outermost
 * middleware, which every answer passes through, purges once the answer is complete (an error's
 * answer too) and takes the header off (src/app/middleware/cache-purges.ts). It never reaches a browser.
 */
export const PURGE_HEADER = "x-purge-tags";

/**
 * Names the tags of every cached page this request's change made stale (once it has been
 * written): they are purged before the answer leaves the site, so the next request sees the change.
 */
export function purgeTags(c: Context<AppEnv>, tags: readonly string[]): void {
  // On the context's own response, which hono merges into whatever the handler returns (`c.json`,
  // a Response of its own, or the error handler's answer if it throws after the change).
  if (tags.length) c.res.headers.append(PURGE_HEADER, tags.map(encodeURIComponent).join(","));
}

/** The tags an answer names in its {@link PURGE_HEADER}. */
export const purgeTagsOf = (headers: Headers): string[] =>
  (headers.get(PURGE_HEADER) ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
    .map(decodeURIComponent);

/**
 * Purges every cached page that carries one of these tags. With Workers Cache (`edge`: the
 * runtime's handle, undefined where it has none) the purge is global and exact; otherwise the
 * in-Worker cache drops the tags' sections in this data centre (`sectionLists`: the site's lists of
 * cache sections, its policy table's, whose tokens a purge renews). A failed purge (Workers Cache
 * shares the zone purge API's rate limits) is logged: the pages then refresh when their short
 * lifetime ends.
 */
export async function purgeTagsIn(edge: CacheContext | undefined, tags: readonly string[], sectionLists: PolicyTable["sectionLists"]): Promise<void> {
  if (!tags.length) return;
  if (!edge) return purgeSections(tags, sectionLists);
  try {
    const result = await edge.purge({ tags: withSearch(tags) });
    if (!result.success) logEvent("error", "cache_purge_failed", { tags, errors: result.errors });
  } catch (error) {
    logEvent("error", "cache_purge_failed", { tags, message: error instanceof Error ? error.message : String(error) });
  }
}
