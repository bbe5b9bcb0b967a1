import { copyOf, lifetimeOf } from "../../platform/cache/hints";
import { findCopy, keepCopy, type CopyPlace } from "../../platform/cache/local-store";
import { tag } from "../../platform/cache/tags";
import { workersCacheOfRun } from "../../platform/cache/workers-cache";
import type { Visit } from "./eligibility";

/** Lets the work after the answer finish (a test's direct call may bring no context). */
function runLater(ctx: ExecutionContext | undefined, work: Promise<unknown>) {
  if (ctx) ctx.waitUntil(work);
  else void work.catch(() => undefined);
}

/**
 * The in-Worker HTML cache, first thing in the Worker (src/app/create-app.ts, `siteHandler`): a
 * cacheable visit (eligibility.ts) is answered from a kept copy before anything else runs (no
 * routing, no middleware, no D1 session), and a miss is rendered by `render` (the whole app) and
 * its finished answer kept, headers and all, so the next visitor gets exactly what this one got.
 * The app decides what may be kept: it describes an answer it may store (src/platform/cache/hints.ts)
 * and marks it for the visitor (src/app/page-cache/middleware.ts). With Workers Cache, Cloudflare
 * keeps the pages in front of the Worker and this step stands aside.
 */
export async function answerFromPageCopies(request: Request, visit: Visit, ctx: ExecutionContext | undefined, render: () => Promise<Response>): Promise<Response> {
  if (!visit.cacheable || (ctx && workersCacheOfRun(ctx))) return render();
  const found = await findCopy(visit.cacheAddress!, visit.policy.sections!);
  if ("hit" in found) return found.hit;
  const response = await render();
  if (!response.body) return response;
  const [toVisitor, toCache] = response.body.tee();
  runLater(ctx, keepWhenFinished(found.miss, response, toCache));
  return new Response(toVisitor, response);
}

/**
 * Keeps the answer once its body is complete: its tags and its lifetime are known once the page's
 * data has been read, and a page whose content failed after its head was sent is described as
 * nothing to keep. The copy says HIT where the visitor's answer said MISS.
 */
async function keepWhenFinished(place: CopyPlace, response: Response, body: ReadableStream<Uint8Array>): Promise<void> {
  const bytes = await new Response(body).arrayBuffer();
  const hints = await copyOf(response);
  const lifetime = lifetimeOf(hints, Date.now());
  if (!hints || !lifetime) return;
  const headers = new Headers(response.headers);
  headers.set("X-Cache", "HIT");
  await keepCopy(place, { status: response.status, headers, body: bytes }, lifetime, [...hints.tags, tag.site]);
}
