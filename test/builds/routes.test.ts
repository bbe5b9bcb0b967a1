import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { build } from "../../src/platform/build-manifest";
import { visit } from "../support/fetch";

describe("build-update endpoints", () => {
  it("serves the latest build id, uncached, ignoring the timestamp query", async () => {
    const response = await visit(`/_app/builds/latest.json?${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const body = await response.json<{ id: string; timestamp: number }>();
    expect(body.id).toMatch(/^[0-9a-f]{16}$/);
    expect(body.timestamp).toBeGreaterThan(Date.UTC(2026, 0, 1));
    expect(body).toEqual({ id: build.id, timestamp: build.timestamp });
  });

  it("names a build whose files are being served", async () => {
    const assets = [build.assets.stylesheet, build.assets.adminStylesheet, build.assets.adminScript, ...Object.values(build.assets.pageScripts)];
    for (const path of assets) {
      expect(path).toMatch(/-[A-Z0-9]{8}\.(css|js)$/);
      const response = await env.ASSETS.fetch(new Request("http://localhost" + path));
      expect(response.status, path).toBe(200);
      await response.body?.cancel();
    }
  });

  it("describes the running build's route rules", async () => {
    const response = await visit(`/_app/builds/meta/${build.id}.json`);
    expect(response.status).toBe(200);
    const meta = await response.json<{ id: string; timestamp: number; routeRules: Array<{ path: string; redirect?: { to: string; status: number }; headers?: Record<string, string> }> }>();
    expect(meta.id).toBe(build.id);
    expect(meta.timestamp).toBe(build.timestamp);
    // The rules a client needs to follow the site's old addresses and its private pages.
    expect(meta.routeRules).toContainEqual(expect.objectContaining({ path: "/haberler/:id", redirect: { to: "/gundem/:id", status: 301 } }));
    expect(meta.routeRules).toContainEqual(expect.objectContaining({ path: "/etkinlik", redirect: { to: "/etkinlikler", status: 301 } }));
  });

  it("answers 404 for a build id it does not know", async () => {
    const response = await visit("/_app/builds/meta/0000000000000000.json");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found: /_app/builds/meta/0000000000000000.json");
  });

  it("puts the same build id on every page", async () => {
    for (const path of ["/", "/gundem", "/bu-sayfa-yok"]) {
      expect(await (await visit(path)).text()).toContain(`<meta name="build-id" content="${build.id}"/>`);
    }
  });
});
