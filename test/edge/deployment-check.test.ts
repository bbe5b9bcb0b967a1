import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app/create-app";
import { isLocalHost } from "../../src/platform/deployment-check";
import { guards } from "../../src/app/guard-registry";
import { routeRules } from "../../src/routes/route-rules";
import { pageRoutes } from "../../src/routes/pages/routes";
import { BROWSER_UA } from "../support/fetch";

const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
const get = (url: string, bindings: Partial<typeof env> = {}) =>
  app.request(url, { headers: { "user-agent": BROWSER_UA } }, { ...env, ...bindings });

describe("a deployed Worker without its secrets", () => {
  it.each([
    ["without SITE_ORIGIN", { IP_HASH_SECRET: "gizli" }],
    ["without IP_HASH_SECRET", { SITE_ORIGIN: "https://www.dernek.org.tr" }],
    ["without both", {}],
  ])("answers 503 %s rather than run on a public key or the request's host", async (_, bindings) => {
    const response = await get("https://www.dernek.org.tr/hakkimizda", bindings);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("300");
    expect(await response.text()).toContain("yapılandırması tamamlanmadı");
  });

  it("refuses an origin with a trailing slash or a path, which would redirect every request to itself", async () => {
    for (const origin of ["https://www.dernek.org.tr/", "https://www.dernek.org.tr/site", "www.dernek.org.tr"]) {
      expect((await get("https://www.dernek.org.tr/hakkimizda", { SITE_ORIGIN: origin, IP_HASH_SECRET: "gizli" })).status, origin).toBe(503);
    }
  });

  it("runs once both are set", async () => {
    const response = await get("https://www.dernek.org.tr/hakkimizda", { SITE_ORIGIN: "https://www.dernek.org.tr", IP_HASH_SECRET: "gizli" });
    expect(response.status).toBe(200);
  });

  it("needs nothing locally: wrangler dev and the reserved test names", async () => {
    expect((await get("http://127.0.0.1:8787/hakkimizda")).status).toBe(200);
    expect((await get("http://localhost:8787/hakkimizda")).status).toBe(200);
    for (const host of ["localhost", "127.0.0.1", "[::1]", "dernek.example", "site.test", "a.localhost"]) expect(isLocalHost(host), host).toBe(true);
    for (const host of ["www.dernek.org.tr", "camlica-dernek.workers.dev", "example.com", "localhost.evil.com"]) expect(isLocalHost(host), host).toBe(false);
  });
});
