import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sitePolicies } from "../../src/app/create-app";
import { withReplicaSession } from "../../src/db/replication";
import { visitOf } from "../../src/app/page-cache/eligibility";
import { pageRoutes } from "../../src/routes/pages/routes";
import { BROWSER_UA, ORIGIN } from "../support/fetch";

/**
 * Runs a request through the replication wrapper, told whether the HTML cache may store its answer
 * as the Worker's entry tells it (src/app/index.tsx), and reports which session it asked D1 for.
 */
async function sessionFor(path: string, init: RequestInit = {}) {
  const asked: string[] = [];
  const DB = new Proxy(env.DB, {
    get(target, key) {
      if (key === "withSession") {
        return (constraint: string) => {
          asked.push(constraint);
          return target.withSession(constraint);
        };
      }
      return Reflect.get(target, key, target);
    },
  });
  const request = new Request(ORIGIN + path, { ...init, headers: { "user-agent": BROWSER_UA, ...init.headers } });
  await withReplicaSession(request, { ...env, DB }, visitOf(request, sitePolicies(pageRoutes)).cacheable, async (sessionEnv) => {
    await sessionEnv.DB.prepare("SELECT 1").first();
    return new Response("ok");
  });
  return asked;
}

describe("D1 sessions", () => {
  it("lets anonymous visitors read from any replica", async () => {
    expect(await sessionFor("/login")).toEqual(["first-unconstrained"]);
  });

  it("renders pages for the HTML cache from the primary, so no lagging replica refills a purged page", async () => {
    expect(await sessionFor("/gundem")).toEqual(["first-primary"]);
    expect(await sessionFor("/")).toEqual(["first-primary"]);
  });

  it("lets signed-in people read from any replica, and carries a writer's bookmark to their next reads", async () => {
    expect(await sessionFor("/gundem", { headers: { cookie: "__Host-oturum=abc" } })).toEqual(["first-unconstrained"]);
    expect(await sessionFor("/gundem", { headers: { cookie: "__Host-d1-yer-imi=00000001-00000002" } })).toEqual(["00000001-00000002"]);
  });
});
