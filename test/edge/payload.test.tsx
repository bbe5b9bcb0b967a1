import { describe, expect, it } from "vitest";
import { definePage } from "../../src/platform/page-route";
import { Redirect } from "../../src/platform/redirect";
import { testApp } from "../support/app";

/**
 * The original system's payload call: a page with a loader answers `{route}/_payload.json` with its
 * data, through the same validation, rules and guards as the page (src/app/payload-route.ts).
 */
describe("{route}/_payload.json", () => {
  const request = testApp({
    guards: { closed: () => false },
    routes: [
      definePage({ name: "index", path: "/", load: async () => ({ data: { home: true } }), render: (c) => c.render(<p>Ana sayfa</p>, { title: "A" }) }),
      definePage({ name: "list", path: "/liste", load: async () => ({ data: { items: [1, 2] } }), render: (c) => c.render(<p>Liste</p>, { title: "L" }) }),
      definePage({
        name: "item",
        path: "/liste/:id",
        validate: (params) => /^[a-z0-9_.]+$/.test(params.id ?? ""),
        load: async (c) => {
          if (c.req.param("id") === "eski") throw new Redirect("/liste/yeni", 301);
          return { data: { id: c.req.param("id") } };
        },
        render: (c) => c.render(<p>Öğe</p>, { title: "Ö" }),
      }),
      definePage({ name: "closed", path: "/kapali", middleware: ["closed"], load: async () => ({ data: { secret: 1 } }), render: (c) => c.render(<p>Gizli</p>, { title: "K" }) }),
      { name: "static", path: "/duz", render: (c) => c.render(<p>Düz</p>, { title: "D" }) },
    ],
  });

  it("answers a page's loader data as JSON, the home page's at /_payload.json", async () => {
    expect(await (await request("/liste/_payload.json")).json()).toEqual({ items: [1, 2] });
    expect(await (await request("/_payload.json")).json()).toEqual({ home: true });
  });

  it("is taken before the page's own parameters: the list's payload is not the item \"_payload.json\"", async () => {
    expect(await (await request("/liste/_payload.json")).json()).toEqual({ items: [1, 2] });
    expect(await (await request("/liste/bir/_payload.json")).json()).toEqual({ id: "bir" });
  });

  it("follows a loader's redirect to the payload of the new address", async () => {
    const response = await request("/liste/eski/_payload.json", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/liste/yeni/_payload.json");
  });

  it("passes the page's guards, and answers their refusal as JSON", async () => {
    const response = await request("/kapali/_payload.json");
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ statusCode: 403, fatal: false });
  });

  it("exists only for pages with a loader", async () => {
    const response = await request("/duz/_payload.json");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusMessage: "Page not found: /duz/_payload.json", fatal: false });
  });
});
