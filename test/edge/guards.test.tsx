import { describe, expect, it } from "vitest";
import { createError } from "../../src/platform/errors";
import { testApp } from "../support/app";
import { visit } from "../support/fetch";

describe("named guards", () => {
  const seen: string[] = [];
  const request = testApp({
    guards: {
      open: () => {
        seen.push("open");
        return true;
      },
      closed: () => false,
      elsewhere: (c) => c.redirect("/login", 302),
      broken: () => {
        throw createError({ statusCode: 503, statusMessage: "Yetki servisi yanıt vermiyor" });
      },
    },
    routes: [
      { name: "a", path: "/a", middleware: ["open"], render: (c) => c.render(<p>A sayfası</p>, { title: "A" }) },
      { name: "b", path: "/b", middleware: ["open", "closed"], render: (c) => c.render(<p>gizli içerik</p>, { title: "B" }) },
      { name: "c", path: "/c", middleware: ["elsewhere"], render: (c) => c.render(<p>gizli içerik</p>, { title: "C" }) },
      { name: "d", path: "/d", middleware: ["broken"], render: (c) => c.render(<p>gizli içerik</p>, { title: "D" }) },
    ],
  });

  it("lets the page render when every guard passes", async () => {
    const response = await request("/a");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("A sayfası");
    expect(seen).toContain("open");
  });

  it("cancels with the 403 error page, rendering no page content, when a guard returns false", async () => {
    const response = await request("/b");
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).not.toContain("gizli içerik");
    expect(html).toContain("Bu sayfaya erişim yetkiniz yok");
    expect(html).toContain('data-variant="error"');
  });

  it("sends the guard's own response, such as a redirect", async () => {
    const response = await request("/c");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
  });

  it("shows the error page when a guard throws", async () => {
    const response = await request("/d");
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Yetki servisi yanıt vermiyor");
    expect(html).not.toContain("gizli içerik");
  });
});

describe("the navigation pipeline's order", () => {
  it("validates before it applies rules, and applies rules before guards", async () => {
    const order: string[] = [];
    const request = testApp({
      guards: {
        note: () => {
          order.push("guard");
          return true;
        },
      },
      rules: [{ path: "/x/eski", redirect: { to: "/x/yeni", status: 301 } }],
      routes: [
        {
          name: "x-id",
          path: "/x/:id",
          validate: ({ id }) => {
            order.push("validate");
            return id !== "gecersiz";
          },
          middleware: ["note"],
          render: (c) => c.text("ok"),
        },
      ],
    });
    // Validation first: an invalid id is a 404 even before redirects are considered.
    expect((await request("/x/gecersiz")).status).toBe(404);
    expect(order).toEqual(["validate"]);
    // Then rules: a redirect ends the request before any guard runs.
    order.length = 0;
    expect((await request("/x/eski")).status).toBe(301);
    expect(order).toEqual(["validate"]);
    // Then guards, then the page.
    order.length = 0;
    expect(await (await request("/x/yeni")).text()).toBe("ok");
    expect(order).toEqual(["validate", "guard"]);
  });
});

describe("the auth guard", () => {
  it.each([
    ["/admin", "/login?next=%2Fadmin"],
    ["/admin/gundem", "/login?next=%2Fadmin%2Fgundem"],
    ["/admin/gundem?sayfa=2", "/login?next=%2Fadmin%2Fgundem%3Fsayfa%3D2"],
  ])("sends an anonymous visitor of %s to %s", async (path, location) => {
    const response = await visit(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(await response.text()).not.toContain("Yönetim Paneli");
  });

  it("answers 401 JSON under /api", async () => {
    const response = await visit("/api");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401 });
  });
});
