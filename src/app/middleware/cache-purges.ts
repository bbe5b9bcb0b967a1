import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../shared/env";
import { PURGE_HEADER, purgeTagsIn, purgeTagsOf } from "../../platform/cache/purge";
import { workersCacheOf } from "../../platform/cache/workers-cache";
import type { PolicyTable } from "../../platform/page-policy";

/**
 * Every answer, the pages' and the admin API's, passes through here on its way out, and the cache
 * tags it names ({@link PURGE_HEADER}, src/platform/cache/purge.ts) are purged before it leaves, so
 * the next request sees the change. The header never reaches a browser.
 * `policies`: the site's table, whose lists of cache sections the in-Worker cache renews.
 */
export const cachePurges = (policies: PolicyTable) =>
  createMiddleware<AppEnv>(async function cachePurges(c, next) {
    await next();
    if (!c.res.headers.has(PURGE_HEADER)) return;
    const tags = purgeTagsOf(c.res.headers);
    c.res.headers.delete(PURGE_HEADER);
    await purgeTagsIn(workersCacheOf(c), tags, policies.sectionLists);
  });
