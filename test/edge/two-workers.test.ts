import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../src/app/index";
import { runCronInAdmin } from "../../src/app/admin-forward";
import { sitePolicies } from "../../src/app/create-app";
import { PURGE_HEADER } from "../../src/platform/cache/purge";
import { pageRoutes } from "../../src/routes/pages/routes";
import type { PageDto } from "../../src/shared/admin-contract";
import { signedInApi } from "../support/admin-api";
import { visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

/**
 * The site's Worker and the admin Worker (docs/architecture.md, "Two Workers"): /api and the cron's
 * work go to the admin Worker through the ADMIN service binding, and what their changes made stale
 * is purged by the site's Worker, which owns the page cache.
 */
const { call, cookie } = signedInApi("admin");

/** An execution context with Workers Cache's purge, as the runtime hands it to a deployed Worker, recording what it purges. */
function cacheRecordingContext() {
  const ctx = createExecutionContext();
  const purges: string[][] = [];
  Object.assign(ctx, {
    cache: {
      purge: async (options: CachePurgeOptions) => (purges.push([...(options.tags ?? [])].sort()), { success: true, errors: [] }),
    },
  });
  return { ctx, purges };
}

beforeAll(async () => {
  await seedDemo();
});

describe("two Workers", () => {
  it("answers /api from the admin Worker, its errors as JSON, through the site's address", async () => {
    const response = await visit("/api/boyle-bir-uc-yok", { headers: { cookie: cookie() } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, statusMessage: "Page not found: /api/boyle-bir-uc-yok", fatal: false });
    // The site's headers are set by the admin Worker's own first steps.
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("purges in the site's Worker what an admin change names, and never shows the browser the list", async () => {
    // A copy of the page is stored by the site's Worker, as a visitor's request leaves it.
    expect((await visit("/hakkimizda")).status).toBe(200);
    expect((await visit("/hakkimizda")).headers.get("x-cache")).toBe("HIT");
    const page = (await call<PageDto>("GET", "/pages/about")).body;
    const saved = await visit("/api/pages/about", {
      method: "PUT",
      headers: { cookie: cookie(), origin: "https://dernek.example", "content-type": "application/json" },
      body: JSON.stringify({ ...page, summary: "Kısıklı'da komşuluk, 1994'ten beri." }),
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.has(PURGE_HEADER)).toBe(false);
    // The copy stored before the change is gone: the page shows the new title at once.
    expect(await (await visit("/hakkimizda")).text()).toContain("Kısıklı&#x27;da komşuluk, 1994&#x27;ten beri.");
  });

  it("runs the cron's tasks in the admin Worker and purges what they made stale in the site's Worker", async () => {
    // Content whose search terms are missing: the cron's search-reindex task indexes it, so search pages are stale.
    await env.DB.prepare("UPDATE news SET search_terms = NULL").run();
    const { ctx, purges } = cacheRecordingContext();
    await worker.scheduled({ cron: "*/15 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(purges).toEqual([["arama"]]);
    const unindexed = await env.DB.prepare("SELECT count(*) AS n FROM news WHERE search_terms IS NULL").first<{ n: number }>();
    expect(unindexed!.n).toBe(0);
  });

  it("purges what the tasks named even when one failed, and then fails the run for Cloudflare's cron history", async () => {
    const { ctx, purges } = cacheRecordingContext();
    const admin = { fetch: () => Promise.reject(new Error("not asked")), runCron: async () => ({ purgeTags: ["gundem"], failed: 2 }) };
    await expect(runCronInAdmin({ cron: "17 3 * * *", scheduledTime: Date.now() }, { ...env, ADMIN: admin }, ctx, sitePolicies(pageRoutes))).rejects.toThrow(
      "2 cron task(s) failed",
    );
    expect(purges).toEqual([["arama", "gundem"]]);
  });
});
