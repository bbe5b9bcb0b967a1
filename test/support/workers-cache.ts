import { env } from "cloudflare:workers";
import { createApp } from "../../src/app/create-app";
import { guards } from "../../src/app/guard-registry";
import type { PageRoute } from "../../src/platform/page-route";
import { routeRules } from "../../src/routes/route-rules";
import { pageRoutes } from "../../src/routes/pages/routes";
import { BROWSER_UA, ORIGIN } from "./fetch";

/**
 * The site's app as it runs with Workers Cache on: the runtime hands it an execution context with
 * `cache`. Neither `wrangler dev` nor the test runtime provides one, so this context records the
 * purges the app asks for (the rest of the request — D1, R2, the app — is the real one).
 */
export function withWorkersCache(routes: readonly PageRoute[] = pageRoutes) {
  const purges: string[][] = [];
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException: () => undefined,
    props: {},
    cache: {
      purge: async (options: CachePurgeOptions) => {
        purges.push([...(options.tags ?? [])].sort());
        return { success: true, errors: [] };
      },
      invalidate: async () => ({ success: true, errors: [] }),
    },
  };
  const app = createApp({ routes, rules: routeRules, guards });
  const fetch = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("user-agent")) headers.set("user-agent", BROWSER_UA);
    const response = await app.request(ORIGIN + path, { redirect: "manual", ...init, headers }, env, ctx as unknown as ExecutionContext);
    await Promise.all(pending.splice(0));
    return response;
  };
  return { fetch, purges };
}
