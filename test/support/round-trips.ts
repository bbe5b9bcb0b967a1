import { env } from "cloudflare:workers";
import { createApp } from "../../src/app";
import { purgeSections } from "../../src/edge/page-cache/local-store";
import { sectionsOf } from "../../src/edge/page-cache/tags";
import { guards } from "../../src/edge/guard-registry";
import { routeRules } from "../../src/edge/route-rules";
import { pageRoutes } from "../../src/pages/routes";
import { BROWSER_UA, ORIGIN } from "./fetch";

/**
 * Wraps the real D1 binding and counts the calls that go to the database: every statement run on
 * its own and every batch is one round trip. Nothing is faked; each call is passed through.
 */
function countingD1(d1: D1Database) {
  const counter = { trips: 0 };
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => wrapStatement(value.apply(target, args));
        if (key === "all" || key === "first" || key === "run" || key === "raw") {
          return (...args: unknown[]) => {
            counter.trips++;
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
  const db = new Proxy(d1, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (key === "prepare") return (sql: string) => wrapStatement(value.call(target, sql));
      if (key === "batch" || key === "exec") {
        return (...args: unknown[]) => {
          counter.trips++;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  return { db, counter };
}

/**
 * Fetches a page through the real app and reports how many D1 round trips it took. The page's
 * cache tags are purged first, so the page is really rendered (a cached copy takes none).
 */
export async function roundTripsFor(path: string): Promise<{ status: number; trips: number }> {
  await purgeSections(sectionsOf(new URL(ORIGIN + path).pathname) ?? []);
  const { db, counter } = countingD1(env.DB);
  const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
  const response = await app.request(ORIGIN + path, { headers: { "user-agent": BROWSER_UA } }, { ...env, DB: db });
  await response.text();
  return { status: response.status, trips: counter.trips };
}
