import { describe, expect, it } from "vitest";
import { routeRules } from "../../src/routes/route-rules";
import { createRuleMatcher, shadowedPages } from "../../src/platform/route-rules";
import { pageRoutes } from "../../src/routes/pages/routes";
import { compilePattern, matchPattern } from "../../src/shared/path-pattern";
import { visit } from "../support/fetch";

describe("route rule patterns", () => {
  it("matches one segment with :name and the rest with **", () => {
    expect(compilePattern("/haberler/:id").regex.test("/haberler/yaz-senligi")).toBe(true);
    expect(compilePattern("/haberler/:id").regex.test("/haberler/a/b")).toBe(false);
    expect(compilePattern("/admin/**").regex.test("/admin/galeri/1")).toBe(true);
    expect(compilePattern("/admin/**").regex.test("/administrator")).toBe(false);
  });

  it("treats regular-expression characters in a pattern literally", () => {
    expect(compilePattern("/a.b").regex.test("/axb")).toBe(false);
    expect(compilePattern("/a.b").regex.test("/a.b")).toBe(true);
  });

  it("collects headers from every matching rule and takes the first redirect", () => {
    const match = createRuleMatcher([
      { path: "/x/**", headers: { "X-One": "1" } },
      { path: "/x/:id", redirect: { to: "/y/:id", status: 301 } },
      { path: "/x/:id", redirect: { to: "/z/:id", status: 302 } },
      { path: "/x/**", headers: { "X-Two": "2" } },
    ]);
    expect(match("/x/5", "")).toEqual({
      redirect: { location: "/y/5", status: 301 },
      headers: { "X-One": "1", "X-Two": "2" },
    });
  });

  it("never turns an internal redirect into another origin", () => {
    const match = createRuleMatcher(routeRules);
    // "//evil.example/" with its trailing slash trimmed must not become the protocol-relative "//evil.example".
    expect(match("//evil.example/", "").redirect?.location).toBe("/evil.example");
    expect(match("/\\evil.example/", "").redirect?.location).toBe("/evil.example");
  });
});

describe("the site's route rules, through the Worker", () => {
  const redirects: Array<[from: string, to: string, status: number]> = [
    ["/gundem/", "/gundem", 301],
    ["/etkinlikler/", "/etkinlikler", 301],
    ["/gundem/yaz-senligi/", "/gundem/yaz-senligi", 301],
    ["/admin/", "/admin", 301],
    ["/haberler", "/gundem", 301],
    ["/haberler/42", "/gundem/42", 301],
    ["/duyurular", "/gundem", 301],
    ["/etkinlik", "/etkinlikler", 301],
    ["/etkinlik/yaz-senligi", "/etkinlikler/yaz-senligi", 301],
    ["/about", "/hakkimizda", 301],
    ["/contact", "/iletisim", 301],
    ["/gallery", "/galeri", 301],
    ["/events", "/etkinlikler", 301],
    ["/news", "/gundem", 301],
    ["/giris", "/login", 301],
    ["/kayit", "/register", 301],
    ["/bagis", "https://bagis.camlicadernegi.org.tr/", 302],
  ];

  it.each(redirects)("%s → %s (%i)", async (from, to, status) => {
    const response = await visit(from);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe(to);
  });

  it("keeps the query string on a redirect", async () => {
    const response = await visit("/haberler/42?sayfa=2&q=%C4%B0stanbul");
    expect(response.headers.get("location")).toBe("/gundem/42?sayfa=2&q=%C4%B0stanbul");
    const slash = await visit("/gundem/?sayfa=3");
    expect(slash.headers.get("location")).toBe("/gundem?sayfa=3");
    const external = await visit("/bagis?kampanya=kis");
    expect(external.headers.get("location")).toBe("https://bagis.camlicadernegi.org.tr/?kampanya=kis");
  });

  it("redirects to another origin as a plain HTTP redirect, which browsers follow as a full navigation", async () => {
    const response = await visit("/bagis");
    expect(new URL(response.headers.get("location")!).origin).toBe("https://bagis.camlicadernegi.org.tr");
    expect(await response.text()).toBe("");
  });

  it("adds a rule's headers to the page it matches", async () => {
    const login = await visit("/login");
    expect(login.headers.get("x-robots-tag")).toBe("noindex");
    const home = await visit("/");
    expect(home.headers.get("x-robots-tag")).toBeNull();
  });

  it("adds a rule's headers to a guard's answer too (rules run before guards)", async () => {
    const admin = await visit("/admin");
    expect(admin.status).toBe(302);
    expect(admin.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});

describe("the shared path matcher", () => {
  it("reads hono's final `*` as the rest of the path and names every capture", () => {
    expect(matchPattern(compilePattern("/admin/*"), "/admin/galeri/1")).toEqual({ "**": "galeri/1" });
    expect(matchPattern(compilePattern("/admin/*"), "/administrator")).toBeNull();
    expect(matchPattern(compilePattern("/galeri/:album/:photo"), "/galeri/yaz/3")).toEqual({ album: "yaz", photo: "3" });
  });
});

describe("rules and pages", () => {
  it("no redirect takes over a page's address (rules run first, so the page could never be reached)", () => {
    expect(shadowedPages(routeRules, pageRoutes.map((route) => route.path))).toEqual([]);
  });

  it("would catch a page at an address a rule redirects", () => {
    // /bagis goes to the bank's donation page: a page of our own there would never be seen.
    expect(shadowedPages(routeRules, ["/bagis", "/hakkimizda", "/haberler/:id", "/gundem/:id"])).toEqual(["/bagis", "/haberler/:id"]);
  });
});
