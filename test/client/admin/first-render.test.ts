import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MeDto } from "../../../src/shared/admin-contract";
import { AdminApp, type AdminAppProps } from "../../../client/admin/App";

const admin: MeDto = { id: 1, name: "Ayşe Yılmaz", email: "ayse@example.com", role: "admin", grants: [] };
const editor: MeDto = { id: 2, name: "Mehmet Öz", email: "mehmet@example.com", role: "editor", grants: [] };

const render = (path: string, me: MeDto = admin) => {
  const props: AdminAppProps = { path, me, apiBase: "/api", buildId: "test-build" };
  return renderToString(createElement(AdminApp, props));
};

describe("AdminApp's first render of each section (before any data arrives)", () => {
  it.each(["/admin", "/admin/gundem", "/admin/gundem/yeni", "/admin/gundem/3", "/admin/etkinlikler/yeni", "/admin/galeri", "/admin/sayfalar", "/admin/sayfalar/home", "/admin/mesajlar", "/admin/kullanicilar", "/admin/denetim", "/admin/yok"])(
    "renders %s without style attributes",
    (path) => {
      const html = render(path);
      expect(html).not.toMatch(/\sstyle=/);
      expect(html).toContain("İçeriğe geç");
      expect(html).toContain('id="icerik"');
      expect(html).toContain('action="/logout"');
      expect(html).toContain("Ayşe Yılmaz");
    },
  );

  it("renders the shell and a loading state for the dashboard", () => {
    const html = render("/admin");
    expect(html).toContain("Pano");
    expect(html).toContain("Yükleniyor…");
    expect(html).toContain("Siteye dön");
    expect(html).toMatch(/<a[^>]*href="\/admin"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/admin"/);
  });

  it("renders the Gündem list frame with its search box", () => {
    const html = render("/admin/gundem?q=kermes");
    expect(html).toContain("<h1>Gündem</h1>");
    expect(html).toContain('role="search"');
    expect(html).toContain('value="kermes"');
    expect(html).toContain("Yeni kayıt");
    expect(html).toContain("Yükleniyor…");
  });

  it("renders a new Gündem form with the editor placeholder", () => {
    const html = render("/admin/gundem/yeni");
    expect(html).toContain("Yeni gündem kaydı");
    expect(html).toContain("Düzenleyici yükleniyor…");
    expect(html).toContain("Başlık");
    expect(html).toContain("Hemen yayımla");
    expect(html).toContain("İleri bir tarihte yayımla");
  });

  it("hides the administrators' sections from editors", () => {
    const html = render("/admin/kullanicilar", editor);
    expect(html).not.toContain('href="/admin/kullanicilar"');
    expect(html).not.toContain('href="/admin/denetim"');
    expect(html).toContain("yalnızca yöneticilere açık");
    expect(html).not.toContain("Kullanıcılar tablosu");
    expect(render("/admin/denetim", editor)).toContain("yalnızca yöneticilere açık");
  });

  it("shows the administrators' menu items to administrators", () => {
    const html = render("/admin/kullanicilar", admin);
    expect(html).toContain('href="/admin/kullanicilar"');
    expect(html).toContain('href="/admin/denetim"');
    expect(html).not.toContain("yalnızca yöneticilere açık");
  });

  it("answers unknown admin paths with “Sayfa bulunamadı”", () => {
    expect(render("/admin/bilinmeyen")).toContain("Sayfa bulunamadı");
  });

  it("renders the same markup twice (nothing random or time-dependent)", () => {
    expect(render("/admin/etkinlikler/yeni")).toBe(render("/admin/etkinlikler/yeni"));
  });
});
