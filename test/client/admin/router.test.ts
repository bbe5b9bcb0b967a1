import { describe, expect, it } from "vitest";
import { isPlainClick } from "../../../client/admin/router";
import { adminOnly, isAppPath, matchRoute, routeTitle, withQuery } from "../../../client/admin/routes";

describe("admin routes", () => {
  it.each([
    ["/admin", { name: "dashboard" }],
    ["/admin/", { name: "dashboard" }],
    ["/admin/gundem", { name: "content-list", kind: "news", q: "", page: 1 }],
    ["/admin/gundem?q=%C5%9Fenlik&sayfa=3", { name: "content-list", kind: "news", q: "şenlik", page: 3 }],
    ["/admin/gundem?sayfa=0", { name: "content-list", kind: "news", q: "", page: 1 }],
    ["/admin/gundem/yeni", { name: "content-edit", kind: "news", id: null }],
    ["/admin/gundem/12", { name: "content-edit", kind: "news", id: 12 }],
    ["/admin/etkinlikler", { name: "content-list", kind: "events", q: "", page: 1 }],
    ["/admin/etkinlikler/yeni", { name: "content-edit", kind: "events", id: null }],
    ["/admin/etkinlikler/5/", { name: "content-edit", kind: "events", id: 5 }],
    ["/admin/galeri", { name: "gallery", album: "all" }],
    // Album-less images are in the media library now; the old address leads there.
    ["/admin/galeri?album=none", { name: "library", q: "", page: 1 }],
    ["/admin/ortam", { name: "library", q: "", page: 1 }],
    ["/admin/ortam?q=%C3%A7i%C3%A7ek&sayfa=2", { name: "library", q: "çiçek", page: 2 }],
    ["/admin/galeri?album=4", { name: "gallery", album: 4 }],
    ["/admin/sayfalar", { name: "pages" }],
    ["/admin/sayfalar/home", { name: "page-edit", key: "home" }],
    ["/admin/sayfalar/about", { name: "page-edit", key: "about" }],
    ["/admin/sayfalar/contact", { name: "page-edit", key: "contact" }],
    ["/admin/sayfalar/kvkk", { name: "page-edit", key: "kvkk" }],
    ["/admin/mesajlar", { name: "messages", q: "", page: 1, messageId: null }],
    ["/admin/mesajlar?q=kermes", { name: "messages", q: "kermes", page: 1, messageId: null }],
    ["/admin/mesajlar?sayfa=2&mesaj=9", { name: "messages", q: "", page: 2, messageId: 9 }],
    ["/admin/kullanicilar", { name: "users" }],
    ["/admin/denetim?sayfa=4", { name: "audit", page: 4 }],
    ["/admin/kvkk", { name: "kvkk" }],
    ["/admin/cop-kutusu", { name: "trash" }],
    ["/admin/sistem", { name: "system" }],
  ])("%s", (path, route) => {
    expect(matchRoute(path)).toEqual(route);
  });

  it.each(["/admin/yok", "/admin/gundem/abc", "/admin/gundem/0", "/admin/gundem/12/x", "/admin/sayfalar/blog", "/admin/kullanicilar/3", "/admin/kvkk/talepler", "/admin/ortam/3", "/gundem", "/administrator"])(
    "%s is not found",
    (path) => {
      expect(matchRoute(path)).toEqual({ name: "not-found" });
      expect(routeTitle(matchRoute(path))).toBe("Sayfa bulunamadı");
    },
  );

  it("knows which paths the app handles itself", () => {
    expect(isAppPath("/admin")).toBe(true);
    expect(isAppPath("/admin/gundem?q=x")).toBe(true);
    expect(isAppPath("/admin/onizle/gundem/3")).toBe(false);
    expect(isAppPath("/gundem/yaz-senligi")).toBe(false);
    expect(isAppPath("/")).toBe(false);
  });

  it("marks the administrators' sections", () => {
    expect(adminOnly(matchRoute("/admin/kullanicilar"))).toBe(true);
    expect(adminOnly(matchRoute("/admin/denetim"))).toBe(true);
    expect(adminOnly(matchRoute("/admin/kvkk"))).toBe(true);
    expect(adminOnly(matchRoute("/admin/sistem"))).toBe(true);
    expect(adminOnly(matchRoute("/admin/gundem"))).toBe(false);
  });

  it("builds addresses with queries", () => {
    expect(withQuery("/admin/gundem", { q: "kermes", sayfa: 1 })).toBe("/admin/gundem?q=kermes");
    expect(withQuery("/admin/gundem", { q: "", sayfa: 2 })).toBe("/admin/gundem?sayfa=2");
    expect(withQuery("/admin/galeri", { album: null })).toBe("/admin/galeri");
  });

  it("only takes over plain left clicks", () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
