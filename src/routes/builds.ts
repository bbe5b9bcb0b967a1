import { Hono } from "hono";
import { catalogue } from "../platform/errors";
import { routeRules } from "./route-rules";
import { fullPath } from "../platform/validation";
import type { AppEnv } from "../shared/env";
import { build } from "../platform/build-manifest";

/**
 * The original's build-update endpoints. Clients poll `latest.json?{timestamp}` (the query only
 * defeats caches and is ignored) and compare the id with their own; `meta/{id}.json` describes the
 * route rules that build runs with.
 */
export const builds = new Hono<AppEnv>();

builds.get("/latest.json", (c) =>
  c.json({ id: build.id, timestamp: build.timestamp }, 200, { "Cache-Control": "no-cache" }),
);

builds.get("/meta/:file", (c) => {
  // Only the build that is running can describe itself; any other id is unknown here.
  if (c.req.param("file") !== `${build.id}.json`) throw catalogue.noRouteMatches(fullPath(c.req.url));
  return c.json({ id: build.id, timestamp: build.timestamp, routeRules }, 200, {
    "Cache-Control": "public, max-age=31536000, immutable",
  });
});
