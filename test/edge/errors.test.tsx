import { afterEach, describe, expect, it, vi } from "vitest";
import { createError } from "../../src/platform/errors";
import { GOOGLEBOT_UA, LIGHTHOUSE_UA, visit } from "../support/fetch";
import { testApp } from "../support/app";
import { createAccount, sessionCookie } from "../support/accounts";

/** Captures the Worker's JSON log lines during a test. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const record = (line: unknown) => {
    if (typeof line === "string" && line.startsWith("{")) lines.push(JSON.parse(line));
  };
  vi.spyOn(console, "log").mockImplementation(record);
  vi.spyOn(console, "warn").mockImplementation(record);
  vi.spyOn(console, "error").mockImplementation(record);
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe("error catalogue: route validation fails", () => {
  it.each(["/gundem/Büyük_Harf", "/gundem/a--b", "/etkinlikler/-yaz", "/etkinlikler/0123"])(
    "%s is a fatal 404 'Page Not Found: {fullPath}'",
    async (path) => {
      const response = await visit(path + "?kaynak=test");
      expect(response.status).toBe(404);
      const html = await response.text();
      const fullPath = new URL("https://x" + path + "?kaynak=test").pathname + "?kaynak=test";
      expect(html).toContain(`Page Not Found: ${fullPath}`);
      expect(html).toContain('<h1 id="hata-baslik">Sayfa bulunamadı</h1>');
      expect(html).toContain('data-variant="not-found"');
    },
  );

  it.each([
    ["/gundem/42", "Aradığınız gündem kaydı bulunamadı"],
    ["/gundem/yaz-senligi-2026", "Aradığınız gündem kaydı bulunamadı"],
    ["/etkinlikler/7", "Aradığınız etkinlik bulunamadı"],
    ["/etkinlikler/cocuk-atolyesi", "Aradığınız etkinlik bulunamadı"],
  ])("%s is well-formed, so it passes validation and reaches the route (which finds nothing)", async (path, message) => {
    const response = await visit(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).not.toContain("Page Not Found");
  });

  it("uses a route's own status and message when it supplies them", async () => {
    const request = testApp({
      routes: [
        {
          name: "uye-id",
          path: "/uye/:id",
          validate: ({ id }) => (id === "1" ? true : { statusCode: 400, statusMessage: "Geçersiz üye numarası" }),
          render: (c) => c.text("ok"),
        },
      ],
    });
    const response = await request("/uye/x");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Geçersiz üye numarası");
    expect(html).toContain('data-variant="error"');
    expect((await request("/uye/1")).status).toBe(200);
  });

  it("logs a failed validation as fatal", async () => {
    const logs = captureLogs();
    await visit("/gundem/Kötü");
    expect(logs).toContainEqual(
      expect.objectContaining({ event: "request_error", status: 404, fatal: true, path: "/gundem/K%C3%B6t%C3%BC" }),
    );
  });
});

describe("error catalogue: no route matches", () => {
  it("is a non-fatal 404 'Page not found: {fullPath}' inside the default layout", async () => {
    const logs = captureLogs();
    const response = await visit("/bu-sayfa-yok?x=1");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain("<title>Sayfa bulunamadı | Derneğimiz</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<main id="icerik"');
    // A helpful sentence first, the address shown plainly, ways onward; the specified message as the detail.
    expect(html).toContain("Aradığınız sayfayı bulamadık.");
    expect(html).toContain('İstediğiniz adres: <code class="error-path">/bu-sayfa-yok?x=1</code>');
    expect(html).toContain('href="/gundem">Son gündem: haberler ve duyurular</a>');
    expect(html).toContain('href="/">Ana sayfa</a>');
    // Turkish leads; the catalogue's English message is only a small technical note at the end.
    expect(html).toContain('<h1 id="hata-baslik">Sayfa bulunamadı</h1><p class="lead">Aradığınız sayfayı bulamadık.');
    expect(html).toMatch(/<small>Teknik ayrıntı: <code class="error-detail">Page not found: \/bu-sayfa-yok\?x=1<\/code><\/small><\/p><\/section>/);
    expect(html.match(/Page not found/g)).toHaveLength(1);
    expect(logs).toEqual([
      expect.objectContaining({ level: "warn", event: "request_error", status: 404, fatal: false, path: "/bu-sayfa-yok", message: "Page not found: /bu-sayfa-yok" }),
    ]);
    // A query string may hold personal data: the log keeps none of it.
    expect(JSON.stringify(logs)).not.toContain("x=1");
  });

  it("answers other methods on unknown paths the same way", async () => {
    const response = await visit("/yok", { method: "POST", headers: { origin: "https://dernek.example" } });
    expect(response.status).toBe(404);
  });
});

describe("error catalogue: named guard missing", () => {
  it("throws 'Unknown route middleware: {name}' when the app is built", () => {
    expect(() =>
      testApp({ routes: [{ name: "gizli", path: "/gizli", middleware: ["yetki"], render: (c) => c.text("x") }] }),
    ).toThrow("Unknown route middleware: yetki");
  });

  it("does not find guards through the prototype chain", () => {
    expect(() =>
      testApp({ routes: [{ name: "gizli", path: "/gizli", middleware: ["toString"], render: (c) => c.text("x") }] }),
    ).toThrow("Unknown route middleware: toString");
  });
});

describe("error catalogue: any other error", () => {
  const request = testApp({
    routes: [
      {
        name: "patlak",
        path: "/patlak",
        render: () => {
          throw new Error("D1_ERROR: no such table: secret_table at /src/db/query.ts:12");
        },
      },
      {
        name: "bakim",
        path: "/bakim",
        render: () => {
          throw createError({ statusCode: 503, statusMessage: "Site bakımda" });
        },
      },
    ],
  });

  it("is a 500 'Internal Server Error' page that leaks nothing", async () => {
    const logs = captureLogs();
    const response = await request("/patlak");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<h1 id="hata-baslik">Sunucu hatası</h1>');
    expect(html).toContain('<code class="error-detail">Internal Server Error</code>');
    expect(html).toContain('data-variant="error"');
    expect(html).not.toContain("secret_table");
    expect(html).not.toContain("D1_ERROR");
    expect(html).not.toMatch(/at .*\.ts:\d+/);
    // The log has what an operator needs, stack included.
    const line = logs.find((entry) => entry.event === "request_error")!;
    expect(line).toMatchObject({ level: "error", status: 500, path: "/patlak" });
    expect(String(line.stack)).toContain("secret_table");
  });

  it("shows a deliberate error's own status and message", async () => {
    captureLogs();
    const response = await request("/bakim");
    expect(response.status).toBe(503);
    const html = await response.text();
    // The site's own Turkish message is the lead, not a technical note.
    expect(html).toContain('<h1 id="hata-baslik">Sunucu hatası</h1><p class="lead">Site bakımda</p>');
    expect(html).not.toContain("Teknik ayrıntı");
  });
});

describe("a member who opens /admin", () => {
  it("reads in Turkish that the page is not theirs, never a server error", async () => {
    captureLogs();
    const member = await createAccount("member");
    const { cookie } = await sessionCookie(member.id);
    const response = await visit("/admin", { headers: { cookie } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("<title>Bu sayfaya erişim yetkiniz yok | Derneğimiz</title>");
    expect(html).toContain('<h1 id="hata-baslik">Bu sayfaya erişim yetkiniz yok</h1><p class="lead">Bu sayfa yalnızca yetkili hesaplara açık.');
    expect(html).not.toMatch(/Sunucu hatası|Teknik ayrıntı|Forbidden/i);
  });
});

describe("errors under /api are JSON", () => {
  it("answers {statusCode, statusMessage, fatal}", async () => {
    captureLogs();
    const response = await visit("/api/haberler");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      statusCode: 401,
      statusMessage: "Bu işlem için giriş yapmalısınız",
      fatal: false,
    });
  });
});

describe("crawlers and audit tools: errors are only logged", () => {
  it.each([
    ["Googlebot", GOOGLEBOT_UA],
    ["Lighthouse", LIGHTHOUSE_UA],
  ])("%s gets the status with a short plain-text body, and one log line", async (_name, userAgent) => {
    const logs = captureLogs();
    const response = await visit("/bu-sayfa-yok", { userAgent });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=UTF-8");
    expect(await response.text()).toBe("404 Page not found: /bu-sayfa-yok");
    expect(logs).toEqual([
      expect.objectContaining({ status: 404, path: "/bu-sayfa-yok", userAgent, crawler: true, message: "Page not found: /bu-sayfa-yok" }),
    ]);
  });

  it("a crawler hitting a broken page gets no stack trace either", async () => {
    captureLogs();
    const request = testApp({
      routes: [{ name: "patlak", path: "/patlak", render: () => { throw new Error("secret detail"); } }],
    });
    const response = await request("/patlak", { userAgent: GOOGLEBOT_UA });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("500 Internal Server Error");
  });
});
