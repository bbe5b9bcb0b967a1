import type { Context } from "hono";
import type { AppEnv } from "../../shared/env";

/**
 * Workers Cache (`[cache] enabled = true` in wrangler.toml): Cloudflare answers cached pages before
 * the Worker runs, and `ctx.cache.purge({ tags })` purges them everywhere. The runtime offers
 * `ctx.cache` only where it exists; `wrangler dev` and the test runtime do not emulate it, and
 * there the in-Worker cache (local-store.ts) takes its place.
 */
export function workersCacheOf(c: Context<AppEnv>): CacheContext | undefined {
  try {
    // Hono types the context with its own ExecutionContext, which does not list `cache` yet.
    return (c.executionCtx as { cache?: CacheContext }).cache;
  } catch {
    // No execution context at all (app.request without one, in tests).
    return undefined;
  }
}

/** The Workers Cache handle of a scheduled run's context, where the runtime offers one. */
export const workersCacheOfRun = (ctx: ExecutionContext): CacheContext | undefined => (ctx as { cache?: CacheContext }).cache;
