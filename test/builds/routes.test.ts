import { describe, expect, it } from "vitest";
import { build } from "../../src/builds/manifest";
import { routeRules } from "../../src/edge/route-rules";
import { visit } from "../support/fetch";

describe("build-update endpoints", () => {
  it("serves the latest build id, uncached, ignoring the timestamp query", async () => {
    const response = await visit(`/_app/builds/latest.json?${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const body = await response.json<{ id: string; timestamp: number }>();
    expect(body).toEqual({ id: build.id, timestamp: build.timestamp });
    expect(body.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it("describes the running build's route rules", async () => {
    const response = await visit(`/_app/builds/meta/${build.id}.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: build.id, timestamp: build.timestamp, routeRules });
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
