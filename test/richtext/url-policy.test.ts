import { describe, expect, it } from "vitest";
import { ALLOWED_LINK_PROTOCOLS, isAllowedImageSrc, isButtonLink, isMapLink, sanitizeUrl } from "../../src/shared/richtext/url-policy";

describe("sanitizeUrl", () => {
  it("allows exactly http, https, mailto and tel", () => {
    expect(ALLOWED_LINK_PROTOCOLS).toEqual(["http:", "https:", "mailto:", "tel:"]);
  });

  it.each([
    ["https://example.org/etkinlik?id=3#kayit", "https://example.org/etkinlik?id=3#kayit"],
    ["http://example.org", "http://example.org"],
    ["HTTPS://EXAMPLE.ORG/", "HTTPS://EXAMPLE.ORG/"],
    ["mailto:iletisim@camlica.org.tr", "mailto:iletisim@camlica.org.tr"],
    ["tel:+902161234567", "tel:+902161234567"],
    ["/etkinlikler/yaz-senligi", "/etkinlikler/yaz-senligi"],
    ["/", "/"],
    ["#iletisim", "#iletisim"],
    ["?sayfa=2", "?sayfa=2"],
    ["  https://example.org/bosluklu  ", "https://example.org/bosluklu"],
    ["https://tr.wikipedia.org/wiki/Çamlıca", "https://tr.wikipedia.org/wiki/Çamlıca"],
  ])("keeps %j", (input, expected) => {
    expect(sanitizeUrl(input)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "javascript&colon;alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "file:///etc/passwd",
    "blob:https://example.org/1234",
    "ftp://example.org/",
    "sms:+90555",
    "about:blank#x",
    "relative/path",
    "./yerel",
    "../yukari",
    "",
    "   ",
    "https://exa mple.org",
    "http://[::1",
  ])("blanks %j", (input) => {
    expect(sanitizeUrl(input)).toBe("about:blank");
  });
});

describe("isAllowedImageSrc", () => {
  it.each(["/media/2025/yaz-senligi.jpg", "/media/a.webp?w=800", "/media/klasor/alt/b.png"])("accepts %j", (src) => {
    expect(isAllowedImageSrc(src)).toBe(true);
  });

  it.each([
    "https://evil.example/a.png",
    "http://camlica.org.tr/media/a.png",
    "//evil.example/media/a.png",
    "data:image/png;base64,iVBORw0KGgo=",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "javascript:alert(1)",
    "blob:https://example.org/1",
    "media/a.png",
    "/uploads/a.png",
    "/mediaX/a.png",
    "/media",
    "/media/../admin",
    "/media/%2e%2e/admin",
    "/media/%2E%2E/admin",
    "/media/..%2fadmin",
    "/media//evil.example/a.png",
    "/media/\\evil",
    "/media/a b.png",
    "/media/a\u0000.png",
    " /media/a.png",
    "",
  ])("refuses %j", (src) => {
    expect(isAllowedImageSrc(src)).toBe(false);
  });
});

describe("button and map links, one rule for the admin form and the API", () => {
  it.each(["/etkinlikler", "/gundem/kis-kampanyasi?x=1", "https://www.ibb.istanbul/etkinlik", "http://ornek.org.tr"])("accepts the button link %s", (link) => {
    expect(isButtonLink(link)).toBe(true);
  });
  it.each(["//evil.example/login", "/\\evil.example", "javascript:alert(1)", "mailto:a@b.com", "etkinlikler", "#alt", "", "https://"])(
    "refuses the button link %s",
    (link) => {
      expect(isButtonLink(link)).toBe(false);
    },
  );
  it.each(["https://www.openstreetmap.org/?mlat=41.02&mlon=29.06", "https://maps.app.goo.gl/abc"])("accepts the map link %s", (link) => {
    expect(isMapLink(link)).toBe(true);
  });
  it.each(["http://maps.example/x", "//maps.example", "/harita", "javascript:alert(1)", "https://"])("refuses the map link %s", (link) => {
    expect(isMapLink(link)).toBe(false);
  });
});
