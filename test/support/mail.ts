import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Mail } from "../../src/email/messages";
import worker from "../../src/index";
import { BROWSER_UA, ORIGIN, withDeclaredLength } from "./fetch";

/**
 * The Worker with its mail queue observed: what a request puts on the queue is kept in `queued`
 * for the test to read (the consumer and the Email Service binding are tested on their own, in
 * test/email/outbox.test.ts, and in the browser against `wrangler dev`).
 */
export function mailObserver() {
  const queued: Mail[] = [];
  const queue = {
    send: async (mail: Mail) => void queued.push(mail),
    sendBatch: async (messages: { body: Mail }[]) => void queued.push(...messages.map((message) => message.body)),
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

  return { queued, request, post, clear: () => void queued.splice(0) };
}
