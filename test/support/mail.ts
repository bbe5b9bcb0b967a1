import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { Mail } from "../../src/services/email/messages";
import worker from "../../src/app/index";
import { BROWSER_UA, ORIGIN, withDeclaredLength } from "./fetch";

/** The one-time link to `/{path}?anahtar=…` inside a mail (in its text and its HTML), as a path of this site. */
export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https://dernek\\.example(/${path}\\?anahtar=[A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  expect(mail.html).toContain(match![0]);
  return match![1]!;
}

/** The token of a one-time link's path. */
export const tokenOf = (path: string) => decodeURIComponent(path.split("anahtar=")[1]!);

/**
 * The Worker with its mail queue observed: what a request puts on the queue is kept in `queued`
 * for the test to read (the consumer and the Email Service binding are tested on their own, in
 * test/email/outbox.test.ts, and in the browser against `wrangler dev`).
 */
export function mailObserver() {
  const queued: Mail[] = [];
  /** While true, the queue refuses every message, as Queues does when it is down. */
  let down = false;
  const refuseWhileDown = () => {
    if (down) throw new Error("Kuyruk şu anda yanıt vermiyor");
  };
  const queue = {
    send: async (mail: Mail) => {
      refuseWhileDown();
      queued.push(mail);
    },
    sendBatch: async (messages: { body: Mail }[]) => {
      refuseWhileDown();
      queued.push(...messages.map((message) => message.body));
    },
  } as unknown as Queue<Mail>;

  async function request(path: string, init: RequestInit = {}) {
    const ctx = createExecutionContext();
    const headers = { "user-agent": BROWSER_UA, "cf-connecting-ip": "203.0.113.50", ...init.headers };
    const req = await withDeclaredLength(new Request(ORIGIN + path, { redirect: "manual", ...init, headers }));
    const response = await worker.fetch(req as Request<unknown, IncomingRequestCfProperties>, { ...env, MAIL_QUEUE: queue }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    request(path, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  /** An admin API call (JSON) as the holder of `cookie`. */
  const api = (method: string, path: string, cookie: string, body?: unknown) =>
    request("/api" + path, {
      method,
      headers: { origin: ORIGIN, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** The Worker's cron trigger `cron` at the moment `at`, with the same queue. */
  async function runCron(cron: string, at: number) {
    const ctx = createExecutionContext();
    await worker.scheduled({ cron, scheduledTime: at, noRetry() {} } as ScheduledController, { ...env, MAIL_QUEUE: queue }, ctx);
    await waitOnExecutionContext(ctx);
  }

  return { queued, request, post, api, runCron, clear: () => void queued.splice(0), queueDown: (value: boolean) => void (down = value) };
}
