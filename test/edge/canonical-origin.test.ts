import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app/create-app";
import { guards } from "../../src/app/guard-registry";
import { routeRules } from "../../src/routes/route-rules";
import { pageRoutes } from "../../src/routes/pages/routes";
import { BROWSER_UA } from "../support/fetch";

const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
const withOrigin = { ...env, SITE_ORIGIN: "https://dernek.example", IP_HASH_SECRET: "test-anahtari" };
const request = (url: string, init: RequestInit = {}, bindings: typeof env = withOrigin) =>
  app.request(url, { redirect: "manual", ...init, headers: { "user-agent": BROWSER_UA, ...init.headers } }, bindings);

describe("the site's one address (SITE_ORIGIN)", () => {
  it("sends another host and plain http to the same path and query on the site's address", async () => {
    const other = await request("https://camlica.hesap.workers.dev/gundem?sayfa=2");
    expect(other.status).toBe(301);
    expect(other.headers.get("location")).toBe("https://dernek.example/gundem?sayfa=2");
    expect(other.headers.get("cache-control")).toBe("private, no-store");

    const http = await request("http://dernek.example/");
    expect(http.status).toBe(301);
    expect(http.headers.get("location")).toBe("https://dernek.example/");
  });

  it("keeps a form post's method and body on its way (308)", async () => {
    const post = await request("https://camlica.hesap.workers.dev/iletisim", { method: "POST", body: "a=1" });
    expect(post.status).toBe(308);
    expect(post.headers.get("location")).toBe("https://dernek.example/iletisim");
  });

  it("serves the site's own address, and every address when it is not set (local development)", async () => {
    const own = await request("https://dernek.example/hakkimizda");
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('<link rel="canonical" href="https://dernek.example/hakkimizda"');
    expect((await request("http://localhost:8787/hakkimizda", {}, env)).status).toBe(200);
  });
});
