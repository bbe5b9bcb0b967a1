import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../src/app/index";
import { sitePolicies } from "../../src/app/create-app";
import { runCron, type CronTask } from "../../src/app/cron/runner";
import { PURGE_HEADER } from "../../src/platform/cache/purge";
import { DEFAULT_POLICY } from "../../src/platform/page-policy";
import { pageRoutes } from "../../src/routes/pages/routes";
import { passwordChangedMail } from "../../src/services/auth/mails";
import type { Mail } from "../../src/services/email/messages";
import type { NewsletterJob } from "../../src/services/newsletter/sending";
import type { PageDto } from "../../src/shared/admin-contract";
import { signedInApi } from "../support/admin-api";
import { BROWSER_UA, ORIGIN, visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

/**
 * One Worker (docs/architecture.md, "One Worker"): the admin API answers under /api after its own
 * first steps, the cron's tasks run and their stale pages are purged in the same invocation, and the
 * queues' consumers are the same entry's `queue`.
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

/** The D1 sessions the Worker's entry asks for while answering `path`. */
async function sessionsAskedFor(path: string, headers: Record<string, string> = {}) {
  const asked: string[] = [];
  const DB = new Proxy(env.DB, {
    get: (target, key) => (key === "withSession" ? (constraint: string) => (asked.push(constraint), target.withSession(constraint)) : Reflect.get(target, key, target)),
  });
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, { headers: { "user-agent": BROWSER_UA, ...headers } });
  await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, DB }, ctx);
  await waitOnExecutionContext(ctx);
  return asked;
}

beforeAll(async () => {
  await seedDemo();
});

describe("one Worker", () => {
  it("answers /api from the admin API, its errors as JSON, after the site's first steps", async () => {
    const response = await visit("/api/boyle-bir-uc-yok", { headers: { cookie: cookie() } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, statusMessage: "Page not found: /api/boyle-bir-uc-yok", fatal: false });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    // The page cache's step never ran on it.
    expect(response.headers.has("x-cache")).toBe(false);
  });

  it("never caches /api, and reads it where the visitor's last write went", async () => {
    expect(sitePolicies(pageRoutes).of("/api/pages/about")).toBe(DEFAULT_POLICY);
    expect(await sessionsAskedFor("/api/pages/about", { cookie: cookie() })).toEqual(["first-unconstrained"]);
    expect(await sessionsAskedFor("/api/pages/about", { cookie: `${cookie()}; __Host-d1-yer-imi=00000001-00000002` })).toEqual(["00000001-00000002"]);
  });

  it("purges what an admin change names, and never shows the browser the list", async () => {
    // A copy of the page is stored, as a visitor's request leaves it.
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

  it("runs the cron's tasks and purges what they made stale", async () => {
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
    const tasks: CronTask[] = [
      { name: "stale-news", when: "always", run: async ({ purge }) => purge(["gundem"]) },
      {
        name: "broken",
        when: "always",
        run: async () => {
          throw new Error("bozuk");
        },
      },
    ];
    await expect(runCron(tasks, { cron: "17 3 * * *", scheduledTime: Date.now() }, env, ctx, sitePolicies(pageRoutes))).rejects.toThrow("1 cron task(s) failed");
    expect(purges).toEqual([["arama", "gundem"]]);
  });

  it("consumes both queues, each with its own consumer", async () => {
    const sent: string[] = [];
    const email = { send: async (message: { to: string }) => (sent.push(message.to), { messageId: "x" }) } as unknown as SendEmail;
    const mail = passwordChangedMail("uye@example.com", "Ayşe Yılmaz", { name: "Çamlıca Kültür ve Dayanışma Derneği", address: "Kısıklı Mah., Üsküdar / İstanbul", origin: ORIGIN });
    const mails = createMessageBatch<Mail>("camlica-eposta", [{ id: "m0", timestamp: new Date(), attempts: 1, body: mail }]);
    await worker.queue(mails, { ...env, EMAIL: email });
    expect((await getQueueResult(mails, createExecutionContext())).explicitAcks).toEqual(["m0"]);
    expect(sent).toEqual(["uye@example.com"]);

    // A bulletin's job for no sending bulletin: the newsletter's consumer settles it and sends nothing.
    const jobs = createMessageBatch<NewsletterJob>("camlica-bulten", [{ id: "j0", timestamp: new Date(), attempts: 1, body: { issueId: 999_999, sender: { name: "Dernek", address: "", origin: ORIGIN } } }]);
    await worker.queue(jobs, { ...env, EMAIL: email });
    expect((await getQueueResult(jobs, createExecutionContext())).explicitAcks).toEqual(["j0"]);
    expect(sent).toEqual(["uye@example.com"]);
  });
});
