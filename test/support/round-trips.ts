import { env } from "cloudflare:workers";
import { createApp, sitePolicies } from "../../src/app/create-app";
import { countingD1 } from "../../src/db/round-trips";
import { purgeSections } from "../../src/platform/cache/local-store";
import { guards } from "../../src/app/guard-registry";
import { routeRules } from "../../src/routes/route-rules";
import { pageRoutes } from "../../src/routes/pages/routes";
import { BROWSER_UA, ORIGIN } from "./fetch";

/**
 * Fetches a page through the real app and reports how many D1 round trips it took, and how many
 * statements each batch among them held. The page's cache tags are purged first, so the page is
 * really rendered (a cached copy takes none). `headers` adds to the browser's (a session cookie).
 */
export async function roundTripsFor(path: string, headers: Record<string, string> = {}): Promise<{ status: number; trips: number; batches: number[] }> {
  const policies = sitePolicies(pageRoutes);
  await purgeSections(policies.of(new URL(ORIGIN + path).pathname).sections ?? [], policies.sectionLists);
  const batches: number[] = [];
  const recording = new Proxy(env.DB, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (key === "batch")
        return (statements: D1PreparedStatement[]) => {
          batches.push(statements.length);
          return target.batch(statements);
        };
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  const { db, counter } = countingD1(recording);
  const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
  const response = await app.request(ORIGIN + path, { headers: { "user-agent": BROWSER_UA, ...headers } }, { ...env, DB: db });
  await response.text();
  return { status: response.status, trips: counter.trips, batches };
}
