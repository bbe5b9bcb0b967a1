import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "../../src/shared/admin-contract";
import { createApp } from "../../src/app/create-app";
import { guards } from "../../src/app/guard-registry";
import { routeRules } from "../../src/routes/route-rules";
import { pageRoutes } from "../../src/routes/pages/routes";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { BROWSER_UA, ORIGIN, withDeclaredLength } from "../support/fetch";
import { seedDemo } from "../support/seed";

/**
 * Every state-changing route the app knows (the admin API's among them), taken from the app itself
 * (a route added later is covered without anyone remembering to add it), sent every kind of
 * malformed body by a signed-in administrator from our own origin, through the Worker: the answer
 * is a 400 or 415 in Turkish, and nothing in D1 changes.
 */
const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const routes = app.routes
  .filter((route) => STATE_CHANGING.has(route.method))
  .map((route) => ({ method: route.method, path: route.path }))
  .filter((route, i, all) => all.findIndex((other) => other.method === route.method && other.path === route.path) === i);

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

/** Bodies no real form or admin screen sends. Each is raw bytes, so the runtime adds no content type of its own. */
const malformedBodies: { name: string; contentType?: string; body: Uint8Array }[] = [
  {
    name: "multipart without a boundary",
    contentType: "multipart/form-data",
    body: text('--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nkisi@ornek.com\r\n--x--\r\n'),
  },
  {
    name: "truncated multipart",
    contentType: "multipart/form-data; boundary=sinir",
    body: text('--sinir\r\nContent-Disposition: form-data; name="email"\r\n\r\nkisi@orn'),
  },
  { name: "invalid JSON", contentType: "application/json", body: text('{"title": "Yarım kal') },
  { name: "a JSON array", contentType: "application/json", body: text('[{"title": "Dizi"}]') },
  { name: "a JSON string", contentType: "application/json", body: text('"yalnızca metin"') },
  { name: "JSON null", contentType: "application/json", body: text("null") },
  { name: "plain text", contentType: "text/plain;charset=UTF-8", body: text("merhaba dünya") },
  { name: "no content type", body: text("email=kisi%40ornek.com") },
  // {"a":"<FF FE>"}: bytes that are no UTF-8 at all.
  { name: "invalid UTF-8 in JSON", contentType: "application/json", body: bytes(0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d) },
  { name: "invalid UTF-8 in a form", contentType: "application/x-www-form-urlencoded", body: text("name=%FF%FE&email=a%40b.com") },
  {
    name: "a form field sent twice",
    contentType: "application/x-www-form-urlencoded",
    body: text("email=kisi%40ornek.com&email=baska%40ornek.com&password=sifre&name=Ad&subject=Konu&message=Mesaj"),
  },
];

let adminCookie = "";
const ids: Record<string, number> = {};
/** Public pages answer at their slug (a numeric address redirects there). */
let eventSlug = "";

/**
 * Every row of every table of ours, each value as SQL writes it (`quote`), one string per table
 * built by SQLite itself: what "nothing changed" is compared against. The search index counts
 * through its own rows; FTS5's shadow tables behind it (one has no rowid) are left out.
 */
async function snapshot(): Promise<string> {
  const { results } = await env.DB.prepare(
    "SELECT m.name AS tableName, group_concat(format('quote(\"%w\")', c.name), ' || '','' || ') AS rowExpression FROM sqlite_master m JOIN pragma_table_info(m.name) c WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' AND m.name != 'd1_migrations' AND m.name NOT LIKE 'search_index_%' GROUP BY m.name ORDER BY m.name",
  ).all<{ tableName: string; rowExpression: string }>();
  const tables = await env.DB.batch<{ rows: string | null }>(
    results.map(({ tableName, rowExpression }) => env.DB.prepare(`SELECT group_concat(${rowExpression}, char(10)) AS rows FROM (SELECT * FROM "${tableName}" ORDER BY rowid)`)),
  );
  return JSON.stringify(results.map(({ tableName }, i) => [tableName, tables[i]!.results[0]?.rows ?? ""]));
}

/** The database as the last malformed-body test left it: each compares against what the one before saw. */
let lastSeen = "";

beforeAll(async () => {
  await resetAccounts();
  await seedDemo();
  const admin = await createAccount("admin");
  adminCookie = (await sessionCookie(admin.id)).cookie;
  const first = async (table: string) => (await env.DB.prepare(`SELECT min(id) AS id FROM ${table}`).first<{ id: number }>())!.id;
  ids.news = await first("news");
  ids.events = await first("events");
  eventSlug = (await env.DB.prepare("SELECT slug FROM events WHERE id = ?").bind(ids.events).first<{ slug: string }>())!.slug;
  ids.albums = await first("albums");
  ids.images = await first("images");
  ids.users = (await createAccount("member", "pending")).id;
  await env.DB.prepare("INSERT INTO contact_messages (name, email, subject, message, ip_hash, created_at) VALUES ('Ayşe', 'a@b.com', 'Konu', 'Mesaj metni burada', 'x', 0)").run();
  ids.messages = await first("contact_messages");
  lastSeen = await snapshot();
});

/** The route's pattern with real rows in its parameters, so a body that got through would change something. */
function concrete(path: string): string {
  const section = /^\/api\/(\w+)/.exec(path)?.[1] ?? "";
  return path
    .replace(/^\/etkinlikler\/:id$/, `/etkinlikler/${eventSlug}`)
    .replace(/:id\b/g, String(ids[section] ?? ids.news))
    .replace(/:key\b/g, "home")
    .replace(/\*$/, "gundem");
}

/** As a browser sends it: with the body's length declared, unless the body is a stream. */
async function send(method: string, path: string, body: BodyInit, contentType?: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { "user-agent": BROWSER_UA, origin: ORIGIN, cookie: adminCookie, "cf-connecting-ip": "198.51.100.7", ...extra };
  if (contentType) headers["content-type"] = contentType;
  const request = new Request(ORIGIN + concrete(path), { method, headers, body });
  return app.request(body instanceof ReadableStream ? request : await withDeclaredLength(request), undefined, env);
}

describe("malformed request bodies", () => {
  it("finds the site's state-changing routes", () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(expect.arrayContaining(["POST /login", "POST /register", "POST /iletisim", "PUT /api/news/:id", "POST /api/images"]));
  });

  it("sees one changed value in one row", async () => {
    const setSubject = (subject: string) => env.DB.prepare("UPDATE contact_messages SET subject = ? WHERE id = ?").bind(subject, ids.messages).run();
    await setSubject("Konu.");
    expect(await snapshot()).not.toBe(lastSeen);
    await setSubject("Konu");
    expect(await snapshot()).toBe(lastSeen);
  });

  it.each(routes)("$method $path answers each with 400 or 415 and stores nothing", async ({ method, path }) => {
    const before = lastSeen;
    for (const { name, contentType, body } of malformedBodies) {
      const response = await send(method, path, body, contentType);
      const answer = await response.text();
      expect([400, 415], `${name}: ${response.status} ${answer.slice(0, 200)}`).toContain(response.status);
      if (path.startsWith("/api")) {
        const error = JSON.parse(answer) as { statusCode: number; statusMessage: string; fatal: boolean };
        expect(error).toMatchObject({ statusCode: response.status, fatal: false });
        expect(error.statusMessage, name).toMatch(/[çğıöşüÇĞİÖŞÜ]|veri|Gönder/);
      } else {
        // The page itself, with its form and the reason above it.
        expect(answer, name).toMatch(/class="notice notice-error error-summary" role="alert"[^>]*>[\s\S]*(Gönderilen veri|Form verisi|Formdaki|Bu adres yalnızca)/);
        expect(answer, name).toContain("<form");
      }
    }
    lastSeen = await snapshot();
    expect(lastSeen).toBe(before);
  });
});

describe("empty request bodies", () => {
  // Nothing at all is not malformed: a route that needs no fields acts on it (signing out), one
  // that does says what is missing. Never a server error.
  const emptyBodies = ["multipart/form-data", "multipart/form-data; boundary=sinir", "application/json", "application/x-www-form-urlencoded", undefined];

  it.each(routes)("$method $path answers an empty body of any type without a server error", async ({ method, path }) => {
    for (const contentType of emptyBodies) {
      // A session of its own each time: signing out ends it.
      const admin = await createAccount("admin");
      const { cookie } = await sessionCookie(admin.id);
      const response = await send(method, path, new Uint8Array(0), contentType, { cookie });
      const answer = await response.text();
      expect(response.status, `${contentType}: ${answer.slice(0, 200)}`).toBeLessThan(500);
      if (path.startsWith("/api") && response.status >= 400) expect(JSON.parse(answer).statusMessage).not.toMatch(/Malformed|Bad Request/);
    }
  });
});

describe("body limits", () => {
  const MB = 1024 * 1024;

  it("refuses a 20 MB form before reading it, with the form page and a Turkish reason", async () => {
    const body = "email=a%40b.com&password=" + "x".repeat(20 * MB);
    const response = await send("POST", "/login", body, "application/x-www-form-urlencoded");
    expect(response.status).toBe(413);
    const page = await response.text();
    expect(page).toContain("Gönderilen veri çok büyük: en fazla 64 KB kabul edilir.");
    expect(page).toContain('action="/login"');
  });

  it("counts a chunked body that declares no length", async () => {
    const chunk = text("a".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await send("POST", "/api/albums", stream, "application/json");
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, statusMessage: "Gönderilen veri çok büyük: en fazla 64 KB kabul edilir." });
  });

  it("refuses a 20 MB JSON body and creates no album", async () => {
    const before = await snapshot();
    const body = JSON.stringify({ title: "Dev albüm", description: "x".repeat(20 * MB) });
    const response = await send("POST", "/api/albums", body, "application/json");
    expect(response.status).toBe(413);
    expect(await snapshot()).toBe(before);
  });

  it("lets rich text be larger than a plain form", async () => {
    const long = "Çamlıca'da uzun bir yazı. ".repeat(4000); // about 110 KB
    const body = JSON.stringify({ title: "Uzun yazı", summary: "", body: { root: { type: "root", children: [{ type: "paragraph", children: [{ type: "text", text: long, format: 0 }] }] } }, coverImageId: null, status: "draft", publishAt: null });
    expect(body.length).toBeGreaterThan(100 * 1024);
    const response = await send("POST", "/api/news", body, "application/json");
    expect(response.status).toBe(201);
  });

  it("lets an upload be as large as the upload limit allows, and no larger", async () => {
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(bytes)], "foto.jpg", { type: "image/jpeg" }));
      return send("POST", "/api/images", form);
    };
    // Within the limit the bytes are judged: zeros are no picture.
    expect((await upload(IMAGE_MAX_BYTES)).status).toBe(415);
    const tooBig = await upload(IMAGE_MAX_BYTES + 128 * 1024);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()) as { statusMessage: string }).toMatchObject({ statusMessage: expect.stringContaining("en fazla") });
  });

  it("takes no more than the smallest limit from a streamed body, whatever the route", async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(new Uint8Array(16 * 1024));
        else controller.close();
      },
    });
    const response = await send("POST", "/api/images", stream, "multipart/form-data; boundary=sinir", { cookie: "" });
    expect(response.status).toBe(413);
  });
});
