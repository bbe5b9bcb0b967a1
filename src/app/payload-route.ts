import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../shared/env";
import { describeCopy } from "../platform/cache/hints";
import type { PageRoute, SameAppReader } from "../platform/page-route";
import { PAYLOAD_SUFFIX, payloadPath } from "../platform/page-policy";

/**
 * The original system's payload call, `{route}/_payload.json`: every page with a loader answers its
 * loader's data as JSON there, after the same validation, route rules and guards as the page
 * (src/app/pipeline.ts mounts it, before the pages, so "/gundem/_payload.json" is never taken for
 * the item "_payload.json"). It is cached like its page, by what its loader says it shows.
 */
export const payloadAnswer =
  (load: NonNullable<PageRoute["load"]>, read: SameAppReader): MiddlewareHandler<AppEnv> =>
  async (c) => {
    const { data, cache } = await load(c, read);
    return describeCopy(c.json(data), cache);
  };

/** Where a loader's redirect leads from this path: a payload moves to the payload of the new address. */
export const redirectTargetFrom = (pathname: string, location: string): string =>
  pathname.endsWith(PAYLOAD_SUFFIX) ? payloadPath(location) : location;
