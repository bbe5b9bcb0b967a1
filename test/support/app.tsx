import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { siteHandler, type SiteTables } from "../../src/app/create-app";
import { BROWSER_UA, ORIGIN } from "./fetch";

/** The real Worker's fetch with tables of a test's own, to exercise the pipeline's every branch. */
export function testApp(tables: Partial<SiteTables>) {
  const site = siteHandler({ routes: [], rules: [], guards: {}, ...tables });
  // Like visit(): answers once the work left running after the response (waitUntil) is done.
  return async (path: string, init: RequestInit & { userAgent?: string } = {}) => {
    const { userAgent = BROWSER_UA, headers, ...rest } = init;
    const ctx = createExecutionContext();
    const response = await site(new Request(ORIGIN + path, { ...rest, headers: { "user-agent": userAgent, ...headers } }), env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}
