import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../src/app/index";

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
export const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
export const LIGHTHOUSE_UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse";

export const ORIGIN = "https://dernek.example";

/**
 * A request to the real Worker (the `main` of wrangler.toml), as a browser would send it. It returns
 * once the work the Worker left running after answering (`waitUntil`: storing the page in the HTML
 * cache, purges) is done too, so the next request sees its effect on a busy machine as on an idle one.
 */
export async function visit(path: string, init: RequestInit & { userAgent?: string } = {}): Promise<Response> {
  const { userAgent = BROWSER_UA, headers, ...rest } = init;
  const request = await withDeclaredLength(new Request(ORIGIN + path, { redirect: "manual", ...rest, headers: { "user-agent": userAgent, ...headers } }));
  const ctx = createExecutionContext();
  // The runtime hands the Worker an incoming request; one made here lacks only its `cf` details.
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * The request with its body's length declared, as a browser sends a form, a JSON text or a file (a
 * Request made in code does not show the header; only a streamed body goes without it).
 */
export async function withDeclaredLength(request: Request): Promise<Request> {
  if (!request.body || request.headers.has("content-length")) return request;
  const bytes = await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.set("content-length", String(bytes.byteLength));
  return new Request(request, { body: bytes, headers });
}

/** A form post from one of our own pages (the browser sends our Origin). */
export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return visit(path, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": "203.0.113.10", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Runs the Worker's daily cron as Cloudflare calls it, at a moment of the test's choosing. */
export async function runDailyCron(at: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled({ cron: "17 3 * * *", scheduledTime: at, noRetry() {} } as ScheduledController, env, ctx);
  await waitOnExecutionContext(ctx);
}
