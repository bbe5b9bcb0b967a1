import { Hono } from "hono";
import type { AppEnv, Bindings } from "../shared/env";

type CheckResult = "ok" | "fail";

/** Runs one check; a throw or a false is a failure, and nothing of the error leaves the Worker. */
async function check(probe: () => Promise<boolean> | boolean): Promise<CheckResult> {
  try {
    return (await probe()) ? "ok" : "fail";
  } catch {
    return "fail";
  }
}

/**
 * What the site needs to serve and to send: D1 answers a query, R2 answers a HEAD (of a key that
 * need not exist: a missing object is still an answer), and both queues are bound (a queue cannot be
 * asked without sending to it).
 */
const checks = (env: Bindings) => ({
  d1: () => env.DB.prepare("SELECT 1 AS up").first("up").then((up) => up === 1),
  r2: () => env.MEDIA.head("_saglik").then(() => true),
  queues: () => typeof env.MAIL_QUEUE?.send === "function" && typeof env.NEWSLETTER_QUEUE?.send === "function",
});

/**
 * `GET /_app/saglik` (HEALTH_PATH): 200 `{"status":"ok",…}` when every check passes, else 503 with
 * the failing ones named. No secrets, no personal data, never cached, so a monitor sees the site as
 * it is now (docs/operations.md says how to point one at it).
 */
export const health = new Hono<AppEnv>();

health.get("/", async (c) => {
  const probes = Object.entries(checks(c.env));
  const results = Object.fromEntries(await Promise.all(probes.map(async ([name, probe]) => [name, await check(probe)] as const)));
  const ok = Object.values(results).every((result) => result === "ok");
  return c.json({ status: ok ? "ok" : "fail", checks: results }, ok ? 200 : 503, { "Cache-Control": "no-store" });
});
