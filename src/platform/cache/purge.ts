import type { Context } from "hono";
import type { AppEnv } from "../../shared/env";
import { logEvent } from "../log";
import type { PolicyTable } from "../page-policy";
import { purgeSections } from "./local-store";
import { withSearch } from "./tags";
import { workersCacheOf } from "./workers-cache";

/**
 * Purges every cached page that carries one of these tags, after a change has been written. With
 * Workers Cache the purge is global and exact; otherwise the in-Worker cache drops the tags'
 * sections in this data centre. A failed purge (Workers Cache shares the zone purge API's rate
 * limits) is logged: the pages then refresh when their short lifetime ends.
 */
export const purgeTags = (c: Context<AppEnv>, tags: readonly string[]): Promise<void> =>
  purgeTagsIn(workersCacheOf(c), tags, c.var.policies.sectionLists);

/**
 * The same, given the Workers Cache handle directly (the cron has an ExecutionContext, not a request):
 * undefined where the runtime has none. `sectionLists`: the site's lists of cache sections (its
 * policy table's), whose in-Worker tokens a purge renews.
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
