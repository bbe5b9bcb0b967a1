import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createApp, type SiteTables } from "../../src/app/create-app";
import { BROWSER_UA, ORIGIN } from "./fetch";

/** The real app factory with tables of a test's own, to exercise the pipeline's every branch. */
export function testApp(tables: Partial<SiteTables>) {
  const app = createApp({ routes: [], rules: [], guards: {}, ...tables });
  // Like visit(): answers once the work left running after the response (waitUntil) is done.
  return async (path: string, init: RequestInit & { userAgent?: string } = {}) => {
    const { userAgent = BROWSER_UA, headers, ...rest } = init;
    const ctx = createExecutionContext();
    const response = await app.request(ORIGIN + path, { ...rest, headers: { "user-agent": userAgent, ...headers } }, env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}
