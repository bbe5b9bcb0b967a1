import { copyOf, describeCopy } from "../platform/cache/hints";
import { logEvent } from "../platform/log";
import type { Bindings } from "../shared/env";
import { countingD1 } from "./round-trips";

/**
 * For measurements (`npm run bench`, `npm run bench:records`): with the variable `LOG_D1_ROUND_TRIPS`
 * set to "on", counts the D1 round trips of one request and the time it waited on them, and logs
 * both as one `d1_round_trips` line once the response body has been sent in full. Pages stream (their headers leave before their data is read), so the
 * figure cannot travel in a header. Off by default, and then the request passes through untouched.
 */
export function withRoundTripLog(
  request: Request,
  env: Bindings,
  handle: (env: Bindings) => Response | Promise<Response>,
): Response | Promise<Response> {
  if (env.LOG_D1_ROUND_TRIPS !== "on") return handle(env);
  return countAndLog(request, env, handle);
}

async function countAndLog(request: Request, env: Bindings, handle: (env: Bindings) => Response | Promise<Response>) {
  const { db, counter } = countingD1(env.DB);
  const response = await handle({ ...env, DB: db });
  const url = new URL(request.url);
  const log = () =>
    logEvent("info", "d1_round_trips", { method: request.method, path: url.pathname + url.search, status: response.status, trips: counter.trips, d1WaitMs: counter.waitMs });
  if (!response.body || response.webSocket) {
    log();
    return response;
  }
  // flush runs once the last chunk has passed, i.e. after everything the page reads.
  const body = response.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: log }));
  // The same answer, for the HTML cache too: what it shows goes with it.
  return describeCopy(new Response(body, response), copyOf(response));
}
