import { describe, expect, it } from "vitest";
import { build } from "../../src/platform/build-manifest";
import { mainNav } from "../../src/shared/site";
import { visit } from "../support/fetch";

const pages: Array<[path: string, title: string, heading: string, emptyState: string]> = [
  ["/", "Derneğimiz", "Derneğimize hoş geldiniz", "Henüz gündem kaydı yok"],
  ["/gundem", "Gündem | Derneğimiz", "Gündem", "Henüz gündem kaydı yok"],
  ["/etkinlikler", "Etkinlikler | Derneğimiz", "Etkinlikler", "Henüz etkinlik yok"],
  ["/galeri", "Galeri | Derneğimiz", "Galeri", "Henüz fotoğraf yok"],
  ["/hakkimizda", "Hakkımızda | Derneğimiz", "Hakkımızda", "kâr amacı gütmeyen bir sivil toplum kuruluşudur"],
  ["/iletisim", "İletişim | Derneğimiz", "İletişim", "Sorularınız, önerileriniz ve gönüllü olmak için bize yazabilirsiniz."],
  ["/login", "Giriş yap | Derneğimiz", "Giriş yap", "Hesabınızla giriş yapın"],
  ["/register", "Üyelik başvurusu | Derneğimiz", "Site kurulumu", "Oluşturacağınız hesap sitenin <strong>yöneticisi</strong> olacak"],
];

describe.each(pages)("%s", (path, title, heading, emptyState) => {
  it("answers 200 with a UTF-8 HTML document in Turkish", async () => {
    const response = await visit(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html.startsWith("<!DOCTYPE html><html lang=\"tr\">")).toBe(true);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(emptyState);
  });

  it("is shown in the default layout with skip link, navigation, main and footer", async () => {
    const html = await (await visit(path)).text();
    expect(html).toContain('<a class="skip-link" href="#icerik">İçeriğe geç</a>');
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<main id="icerik"');
    expect(html).toContain('<footer class="site-footer">');
    for (const item of mainNav) expect(html).toContain(`href="${item.href}"`);
    expect(html).toContain(`<meta name="build-id" content="${build.id}"/>`);
    expect(html).toContain(`<link rel="stylesheet" href="${build.assets.stylesheet}"/>`);
  });

  it("ships no JavaScript", async () => {
    const html = await (await visit(path)).text();
    // Structured data (JSON-LD) is a data block the browser never runs; anything else would be script.
    expect(html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, "")).not.toContain("<script");
  });

  it("sends a CSP that allows no script at all (the page has none), and the security headers", async () => {
    const first = await visit(path);
    const csp = first.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await first.text()).not.toMatch(/nonce=/);
    expect(first.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("navigation marks the current page", () => {
  it("with aria-current=page on the page's own link", async () => {
    const html = await (await visit("/galeri")).text();
    expect(html.match(/<a href="\/galeri" aria-current="page">Galeri<\/a>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<a href="\/gundem" aria-current/);
  });

  it("and aria-current=true on the section of a detail page", async () => {
    const html = await (await visit("/gundem/yaz-senligi?sayfa=1")).text();
    expect(html).toContain('<a href="/gundem" aria-current="true">Gündem</a>');
    expect(html).not.toContain('aria-current="page"');
  });

  it("marks the home link only on the home page", async () => {
    expect(await (await visit("/")).text()).toContain('<a href="/" aria-current="page">Ana sayfa</a>');
    expect(await (await visit("/iletisim")).text()).not.toContain('<a href="/" aria-current');
  });
});

describe("the small-screen menu", () => {
  it("is a native popover that works without JavaScript (and closes on Escape)", async () => {
    const html = await (await visit("/")).text();
    expect(html).toMatch(/<button class="menu-button" type="button" popoverTarget="mobil-menu">Menü<\/button>/);
    expect(html).toMatch(/<div class="menu" id="mobil-menu" popover="auto">.*<nav aria-label="Ana menü \(mobil\)">/);
    expect(html).toContain('popoverTargetAction="hide">Kapat</button>');
  });
});
