import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app/create-app";
import { database } from "../../src/db/client";
import { ERRORS_KEPT, errorsSince } from "../../src/db/error-records";
import { ERROR_CODE_PATTERN, newErrorCode } from "../../src/platform/error-code";
import { testApp } from "../support/app";
import { BROWSER_UA, GOOGLEBOT_UA, ORIGIN } from "../support/fetch";

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

const db = database(env.DB);
const lastMinute = () => new Date(Date.now() - 60_000);

beforeEach(() => env.DB.exec("DELETE FROM error_records"));
afterEach(() => vi.restoreAllMocks());

const request = testApp({
  routes: [
    {
      name: "uye",
      path: "/uye/:slug",
      render: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'ayse.yilmaz@example.org') for member 4812");
      },
    },
  ],
});

describe("an unexpected error has a code a member can quote", () => {
  it("shows the code on the page, logs it with the request and records the error without personal data", async () => {
    const logs = captureLogs();
    const response = await request("/uye/ayse-yilmaz?token=gizli-jeton");
    expect(response.status).toBe(500);
    const html = await response.text();
    const code = /Hata kodu: <strong class="error-reference-code">([^<]+)<\/strong>/.exec(html)?.[1];
    expect(code).toMatch(ERROR_CODE_PATTERN);
    expect(logs.find((line) => line.event === "request_error")).toMatchObject({ level: "error", status: 500, code });

    const [recorded] = await errorsSince(db, lastMinute());
    expect(recorded).toMatchObject({ route: "GET /uye/:slug", kind: "TypeError", firstCode: code, lastCode: code, count: 1 });
    expect(JSON.stringify(recorded)).not.toMatch(/ayse|gizli|4812/);
  });

  it("logs the path without its query string, which may hold personal data", async () => {
    const logs = captureLogs();
    await (await request("/uye/ayse-yilmaz?eposta=ayse.yilmaz%40example.org&token=gizli-jeton")).text();
    const line = logs.find((entry) => entry.event === "request_error")!;
    expect(line).toMatchObject({ path: "/uye/ayse-yilmaz" });
    expect(JSON.stringify(line)).not.toMatch(/gizli-jeton|eposta=/);
  });

  it("records a failed D1 query with D1's class, and logs D1's message without the query's parameters", async () => {
    const logs = captureLogs();
    const failing = testApp({
      routes: [
        {
          name: "sorgu",
          path: "/sorgu",
          render: async (c) => {
            await database(c.env.DB).run(sql`SELECT * FROM olmayan_tablo WHERE email = ${"ayse.yilmaz@example.org"}`);
            return c.text("olmaz");
          },
        },
      ],
    });
    expect((await failing("/sorgu")).status).toBe(500);
    const [recorded] = await errorsSince(db, lastMinute());
    expect(recorded).toMatchObject({ route: "GET /sorgu", kind: "D1_ERROR" });
    const line = logs.find((entry) => entry.event === "request_error")!;
    expect(String(line.error)).toMatch(/^D1_ERROR: no such table: olmayan_tablo/);
    expect(JSON.stringify(line)).not.toContain("ayse.yilmaz@example.org");
  });

  it("counts a repeat of the same error (another member, another id) on the same row, with the latest code", async () => {
    captureLogs();
    await request("/uye/ayse-yilmaz");
    const second = await (await request("/uye/mehmet-kaya")).text();
    const secondCode = /error-reference-code">([^<]+)</.exec(second)?.[1];
    const rows = await errorsSince(db, lastMinute());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 2, lastCode: secondCode });
    expect(rows[0]!.firstCode).not.toBe(secondCode);
  });

  it("gives no code to an error the site meant (a 404 is not a failure)", async () => {
    captureLogs();
    const html = await (await request("/yok-boyle-bir-sayfa")).text();
    expect(html).not.toContain("Hata kodu");
    expect(await errorsSince(db, lastMinute())).toEqual([]);
  });

  it("puts the code in the JSON under /api, even when D1 itself is what failed", async () => {
    const logs = captureLogs();
    const brokenDb = new Proxy(env.DB, {
      get: () => () => {
        throw new Error("D1_ERROR: Network connection lost.");
      },
    });
    const app = createApp({ routes: [], rules: [], guards: {} });
    const response = await app.request(ORIGIN + "/api/me", { headers: { "user-agent": BROWSER_UA, cookie: "__Host-oturum=bir-jeton" } }, { ...env, DB: brokenDb });
    expect(response.status).toBe(500);
    const body = await response.json<{ code: string; statusCode: number }>();
    expect(body).toMatchObject({ statusCode: 500, statusMessage: "Internal Server Error", code: expect.stringMatching(ERROR_CODE_PATTERN) });
    expect(logs.find((line) => line.event === "request_error")).toMatchObject({ code: body.code });
    // Recording it failed too; that is logged, and the answer still went out.
    expect(logs.find((line) => line.event === "error_record_failed")).toMatchObject({ code: body.code });
  });

  it("only logs and records for a crawler: a short plain-text answer", async () => {
    const logs = captureLogs();
    const response = await request("/uye/ayse-yilmaz", { userAgent: GOOGLEBOT_UA });
    expect(await response.text()).toBe("500 Internal Server Error");
    const code = logs.find((line) => line.event === "request_error")?.code;
    expect(code).toMatch(ERROR_CODE_PATTERN);
    expect((await errorsSince(db, lastMinute()))[0]).toMatchObject({ lastCode: code });
  });
});

describe("error codes", () => {
  it("use an alphabet without look-alike symbols", () => {
    const codes = Array.from({ length: 500 }, newErrorCode);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{2}$/);
    expect(new Set(codes).size).toBeGreaterThan(495);
  });
});

describe("the error records", () => {
  it("keep the last 1,000 distinct errors, dropping the ones seen longest ago", async () => {
    captureLogs();
    const at = Date.now() - 86_400_000;
    const rows = Array.from({ length: ERRORS_KEPT }, (_, i) => `('fp${i}', 'AAAA-AA', 'AAAA-AA', 'GET /eski', 'Error', ${at + i}, ${at + i}, 1)`);
    for (let i = 0; i < rows.length; i += 250) {
      await env.DB.exec(`INSERT INTO error_records (fingerprint, first_code, last_code, route, kind, first_at, last_at, count) VALUES ${rows.slice(i, i + 250).join(", ")}`);
    }
    await request("/uye/ayse-yilmaz");
    const counted = await env.DB.prepare("SELECT count(*) AS n, sum(fingerprint = 'fp0') AS oldest, max(route = 'GET /uye/:slug') AS newest FROM error_records").first();
    expect(counted).toEqual({ n: ERRORS_KEPT, oldest: 0, newest: 1 });
  });
});
