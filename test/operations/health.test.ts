import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../src/app/index";
import { HEALTH_PATH } from "../../src/shared/paths";
import { ORIGIN } from "../support/fetch";

/** The health answer as an uptime monitor asks for it, with the bindings a test chooses. */
async function askHealth(bindings: Partial<typeof env> = {}, method = "GET") {
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + HEALTH_PATH, { method, headers: { "user-agent": "UptimeRobot/2.0" } });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A binding whose every call fails, as when the service is down (a D1 session is still opened). */
function failing<T extends object>(binding: T): T {
  const down: T = new Proxy(binding, {
    get: (_, name) =>
      name === "withSession"
        ? () => down
        : () => {
            throw new Error("D1_ERROR: internal error; reference = secret-ref-123");
          },
  });
  return down;
}

describe("GET /_app/saglik", () => {
  it("answers 200 with a tiny JSON when D1, R2 and the queues are there, never cached", async () => {
    const response = await askHealth();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", checks: { d1: "ok", r2: "ok", queues: "ok" } });
  });

  it("answers HEAD too, for monitors that only look at the status", async () => {
    const response = await askHealth({}, "HEAD");
    expect(response.status).toBe(200);
  });

  it("answers 503 naming the failing check when D1 does not answer, without the error's text", async () => {
    const response = await askHealth({ DB: failing(env.DB) });
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: "fail", checks: { d1: "fail", r2: "ok", queues: "ok" } });
    expect(text).not.toContain("secret-ref");
  });

  it("answers 503 when R2 fails or a queue is not bound", async () => {
    expect(await (await askHealth({ MEDIA: failing(env.MEDIA) })).json()).toMatchObject({ checks: { r2: "fail" } });
    const unbound = await askHealth({ NEWSLETTER_QUEUE: undefined as unknown as typeof env.NEWSLETTER_QUEUE });
    expect(unbound.status).toBe(503);
    expect(await unbound.json()).toMatchObject({ status: "fail", checks: { queues: "fail" } });
  });
});
