import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AlbumDto, DashboardDto, EventDto, ImageDto, NewsDto, Page, NewsListItem, PageDto } from "../../src/shared/admin-contract";
import { errorFromBody, formRefusal } from "../../client/admin/api";
import { PAGE_FIELDS } from "../../client/admin/sections/Pages";
import { buildInput, emptyForm, type ContentForm } from "../../client/admin/sections/content-form";
import { doc, link, p, text } from "../../src/shared/richtext/build";
import { BUTTON_LINK_ERROR, MAP_LINK_ERROR } from "../../src/shared/richtext/url-policy";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, visit } from "../support/fetch";
import { tinyImageFor } from "../support/seed";

let cookie = "";

beforeAll(async () => {
  await resetAccounts();
  const editor = await createAccount("editor");
  cookie = (await sessionCookie(editor.id)).cookie;
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM audit_log"), env.DB.prepare("DELETE FROM news"), env.DB.prepare("DELETE FROM slug_history")]);
});

async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await visit(`/api${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const newsInput = (over: Record<string, unknown> = {}) => ({
  title: "Kış Dayanışma Kampanyası İstanbul'da Başladı",
  summary: "Koli kampanyamız başladı.",
  body: doc(p(text("Gönüllülerimiz ", {}), text("hazır", { bold: true }))),
  coverImageId: null,
  status: "draft",
  publishAt: null,
  ...over,
});

const auditEntries = async () =>
  (await env.DB.prepare("SELECT action, target, summary, actor_name FROM audit_log ORDER BY id").all<Record<string, string>>()).results;

describe("news", () => {
  it("creates a draft with a Turkish slug, records it in the audit log, and keeps it from the public", async () => {
    const created = await call<NewsDto>("POST", "/news", newsInput());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "kis-dayanisma-kampanyasi-istanbulda-basladi", status: "draft", visibility: "draft", version: 1 });
    expect(await auditEntries()).toEqual([
      expect.objectContaining({ action: "news.create", target: `news:${created.body.id}`, actor_name: "Test editor" }),
    ]);
    expect((await visit(`/gundem/${created.body.slug}`)).status).toBe(404);
  });

  it("publishes now, or schedules for later (hidden until then)", async () => {
    const now = await call<NewsDto>("POST", "/news", newsInput({ status: "published" }));
    expect(now.body.visibility).toBe("published");
    expect((await visit(`/gundem/${now.body.slug}`)).status).toBe(200);
    const later = await call<NewsDto>("POST", "/news", newsInput({ title: "Planlı duyuru", status: "published", publishAt: new Date(Date.now() + 3600_000).toISOString() }));
    expect(later.body.visibility).toBe("scheduled");
    expect((await visit(`/gundem/${later.body.slug}`)).status).toBe(404);
  });

  it("saves against the loaded version: a stale save is a 409 and overwrites nothing", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput());
    const first = await call<NewsDto>("PUT", `/news/${item.id}`, { ...newsInput({ title: "Birinci düzenleme" }), version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await call<{ statusMessage: string }>("PUT", `/news/${item.id}`, { ...newsInput({ title: "Eski sekmeden" }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.statusMessage).toContain("başka biri tarafından değiştirildi");
    expect((await call<NewsDto>("GET", `/news/${item.id}`)).body.title).toBe("Birinci düzenleme");
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(["news.create", "news.update"]);
  });

  it("keeps the old address working when the slug changes", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput({ status: "published" }));
    await call("PUT", `/news/${item.id}`, { ...newsInput({ status: "published", slug: "yeni-adres" }), version: 1 });
    const old = await visit(`/gundem/${item.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/gundem/yeni-adres");
  });

  it("refuses a slug another item has, with a field message", async () => {
    await call("POST", "/news", newsInput({ slug: "ayni-adres" }));
    const second = await call<{ fields: Record<string, string> }>("POST", "/news", newsInput({ title: "Başka", slug: "ayni-adres" }));
    expect(second.status).toBe(400);
    expect(second.body.fields.slug).toBe("Bu kısa ad kullanılıyor.");
  });

  it("searches the Turkish way: 'istanbul' finds 'İstanbul'", async () => {
    await call("POST", "/news", newsInput());
    await call("POST", "/news", newsInput({ title: "Ankara gezisi", summary: "" }));
    for (const q of ["istanbul", "İSTANBUL", "kış dayanışma", "kis dayanisma", "KIŞ"]) {
      const found = await call<Page<NewsListItem>>("GET", `/news?q=${encodeURIComponent(q)}`);
      expect(found.body.items.map((item) => item.title), q).toEqual(["Kış Dayanışma Kampanyası İstanbul'da Başladı"]);
    }
  });

  it("searches with the site search's pipeline, drafts included: suffixes, ASCII typing and the dotless i", async () => {
    await call("POST", "/news", newsInput({ title: "Dernek kermesi", summary: "", status: "draft" }));
    await call("POST", "/news", newsInput({ title: "Kadıköy buluşması", summary: "Işık festivali", status: "published" }));
    await call("POST", "/news", newsInput({ title: "Toplam bağış", summary: "", status: "draft" }));
    const titles = async (q: string) => (await call<Page<NewsListItem>>("GET", `/news?q=${encodeURIComponent(q)}`)).body.items.map((item) => item.title);
    expect(await titles("derneğimizin")).toEqual(["Dernek kermesi"]);
    expect(await titles("kadikoy")).toEqual(["Kadıköy buluşması"]);
    expect(await titles("IŞIK")).toEqual(["Kadıköy buluşması"]);
    expect(await titles("ışığı")).toEqual(["Kadıköy buluşması"]);
    // Part of a word still finds it, as typing into a list expects.
    expect(await titles("kadık")).toEqual(["Kadıköy buluşması"]);
    expect(await titles("toplantı")).toEqual([]);
  });

  it("duplicates as a draft and deletes with the right version only", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput({ status: "published" }));
    const copy = await call<NewsDto>("POST", `/news/${item.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ title: `${item.title} (kopya)`, status: "draft" });
    expect((await call("DELETE", `/news/${item.id}?version=9`)).status).toBe(409);
    expect((await call("DELETE", `/news/${item.id}?version=1`)).status).toBe(200);
    expect((await call("GET", `/news/${item.id}`)).status).toBe(404);
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(["news.create", "news.duplicate", "news.trash"]);
  });

  it("gives two copies made within one millisecond addresses of their own", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput({ status: "published" }));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const copies = await Promise.all([call<NewsDto>("POST", `/news/${item.id}/duplicate`), call<NewsDto>("POST", `/news/${item.id}/duplicate`)]);
      expect(copies.map((copy) => copy.status)).toEqual([201, 201]);
      expect(copies[0]!.body.slug).not.toBe(copies[1]!.body.slug);
    } finally {
      vi.useRealTimers();
    }
  });

  it("applies the link policy to hostile JSON and refuses what the whitelist does not allow", async () => {
    const hostile = doc(p(link("javascript:alert(1)", "tıkla"), link("https://www.uskudar.bel.tr", "belediye"), link("data:text/html,x", "veri")));
    const saved = await call<NewsDto>("POST", "/news", newsInput({ body: hostile }));
    expect(saved.status).toBe(201);
    const urls = JSON.stringify(saved.body.body).match(/"url":"[^"]*"/g);
    expect(urls).toEqual(['"url":"about:blank"', '"url":"https://www.uskudar.bel.tr"', '"url":"about:blank"']);

    const unknownNode = { root: { type: "root", children: [{ type: "html", html: "<script>alert(1)</script>", children: [] }] } };
    const refused = await call<{ statusMessage: string }>("POST", "/news", newsInput({ body: unknownNode }));
    expect(refused.status).toBe(400);
    expect(refused.body.statusMessage).toContain("Desteklenmeyen içerik türü: html");

    const outsideImage = doc(p({ type: "image", version: 1, src: "https://evil.example/x.png", altText: "x" } as never));
    expect((await call("POST", "/news", newsInput({ body: outsideImage }))).status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM news").first<{ n: number }>()).toEqual({ n: 1 });
  });

  it("answers a cover image that does not exist with a field message, not a server error", async () => {
    const response = await call<{ fields: Record<string, string> }>("POST", "/news", newsInput({ coverImageId: 999999 }));
    expect(response.status).toBe(400);
    expect(response.body.fields.coverImageId).toBe("Bu görsel bulunamadı.");
  });

  it("explains bad input in Turkish, field by field", async () => {
    const bad = await call<{ statusMessage: string; fields: Record<string, string> }>("POST", "/news", newsInput({ title: "x", status: "silindi" }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.title).toBe("Başlık en az 3 karakter olmalı.");
    expect(bad.body.fields.status).toBe("Durum taslak ya da yayında olmalı.");
    // An empty title is asked for, not measured.
    const empty = await call<{ fields: Record<string, string> }>("POST", "/news", newsInput({ title: "  " }));
    expect(empty.body.fields.title).toBe("Başlık yazın.");
  });
});

describe("the editor's rules, judged by the server alone (the form keeps no copy)", () => {
  type Refusal = { statusMessage: string; fields: Record<string, string> };
  const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  const event = (over: Record<string, unknown> = {}) => ({
    ...newsInput({ title: "Koro Provası" }),
    startsAt: "2030-03-12T16:00:00.000Z",
    endsAt: null,
    allDay: false,
    locationName: null,
    locationAddress: null,
    onlineUrl: null,
    ...over,
  });

  it("refuses each bad news value with its Turkish message under the form's field, storing nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "ab" }, "title", "Başlık en az 3 karakter olmalı."],
      [{ seoDescription: "a".repeat(161) }, "seoDescription", "Arama motoru açıklaması en fazla 160 karakter olabilir."],
      [{ status: "published", publishLater: true, publishAt: null }, "publishAt", "Yayın tarihini ve saatini seçin."],
      [{ status: "published", publishLater: true, publishAt: new Date(Date.now() - 60_000).toISOString() }, "publishAt", "İleri bir tarih seçin ya da “Hemen yayımla”yı işaretleyin."],
      [{ status: "published", publishLater: true, publishAt: "yarın" }, "publishAt", "Geçerli bir tarih ve saat girin."],
    ];
    for (const [over, field, message] of cases) {
      const refused = await call<Refusal>("POST", "/news", newsInput(over));
      expect([refused.status, refused.body.fields?.[field]], `${field} ${JSON.stringify(over)} ${JSON.stringify(refused.body)}`).toEqual([400, message]);
    }
    expect(await count("news")).toBe(0);
  });

  it("schedules a time ahead, and keeps a past time when it is not being planned (a live item saved again)", async () => {
    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    const planned = await call<NewsDto>("POST", "/news", newsInput({ status: "published", publishLater: true, publishAt: ahead }));
    expect([planned.status, planned.body.visibility, planned.body.publishAt]).toEqual([201, "scheduled", ahead]);
    const kept = await call<NewsDto>("POST", "/news", newsInput({ title: "Geçen yılın kermesi", status: "published", publishAt: "2025-01-01T10:00:00.000Z" }));
    expect([kept.status, kept.body.publishAt]).toEqual([201, "2025-01-01T10:00:00.000Z"]);
  });

  it("shows each refusal of what the editor typed under the form's own field, with the form's summary", async () => {
    /** The editor's form as the admin app sends it, and the answer as the form shows it. */
    const refusal = async (kind: "news" | "events", typed: Partial<ContentForm>) => {
      const body = buildInput(kind, { ...emptyForm(), title: "Koro Provası", startLocal: "2030-03-12T19:00", ...typed }, null);
      const answer = await visit(`/api/${kind}`, { method: "POST", headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });
      return formRefusal(errorFromBody(answer.status, await answer.text()));
    };
    const cases: ["news" | "events", Partial<ContentForm>, Record<string, string>][] = [
      ["news", { title: " ab " }, { title: "Başlık en az 3 karakter olmalı." }],
      ["news", { seoDescription: "a".repeat(161) }, { seoDescription: "Arama motoru açıklaması en fazla 160 karakter olabilir." }],
      ["news", { mode: "later", publishLocal: "" }, { publishAt: "Yayın tarihini ve saatini seçin." }],
      ["news", { mode: "later", publishLocal: "2020-01-01T10:00" }, { publishAt: "İleri bir tarih seçin ya da “Hemen yayımla”yı işaretleyin." }],
      ["events", { startLocal: "" }, { startsAt: "Başlangıç tarihini ve saatini seçin." }],
      ["events", { allDay: true, startDate: "" }, { startsAt: "Başlangıç tarihini ve saatini seçin." }],
      ["events", { endLocal: "2030-03-12T18:00" }, { endsAt: "Bitiş, başlangıçtan önce olamaz." }],
      ["events", { allDay: true, startDate: "2030-03-12", endDate: "2030-03-10" }, { endsAt: "Bitiş, başlangıçtan önce olamaz." }],
      ["events", { attendanceMode: "cevrimici", onlineUrl: "" }, { onlineUrl: "Çevrim içi ya da karma bir etkinlik için katılım bağlantısını girin." }],
      ["events", { attendanceMode: "karma", onlineUrl: "dernek.example/canli" }, { onlineUrl: "Çevrim içi bağlantı http:// ya da https:// ile başlamalı." }],
    ];
    for (const [kind, typed, fields] of cases) {
      const refused = await refusal(kind, typed);
      expect([refused.status, refused.message, refused.fields], JSON.stringify(typed)).toEqual([400, "Kaydedilemedi. Lütfen işaretli alanları düzeltin.", fields]);
    }
    expect(await count("news")).toBe(0);
  });

  it("makes a typed slug address-safe instead of refusing it", async () => {
    const created = await call<NewsDto>("POST", "/news", newsInput({ slug: "  Büyük Şenlik! 2026 " }));
    expect([created.status, created.body.slug]).toEqual([201, "buyuk-senlik-2026"]);
  });

  it("refuses each bad event value with its Turkish message under the form's field, storing nothing", async () => {
    const before = await count("events");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startsAt: "" }, "startsAt", "Başlangıç tarihini ve saatini seçin."],
      [{ startsAt: "12.03.2030" }, "startsAt", "Geçerli bir tarih ve saat girin."],
      [{ endsAt: "2030-03-12T15:00:00.000Z" }, "endsAt", "Bitiş, başlangıçtan önce olamaz."],
      [{ endsAt: "sonra" }, "endsAt", "Geçerli bir tarih ve saat girin."],
      [{ attendanceMode: "cevrimici", onlineUrl: null }, "onlineUrl", "Çevrim içi ya da karma bir etkinlik için katılım bağlantısını girin."],
      [{ attendanceMode: "karma", onlineUrl: "ftp://dernek.example/toplanti" }, "onlineUrl", "Çevrim içi bağlantı http:// ya da https:// ile başlamalı."],
      [{ attendanceMode: "karma", onlineUrl: "meet.example/abc" }, "onlineUrl", "Çevrim içi bağlantı http:// ya da https:// ile başlamalı."],
      [{ locationNote: "a".repeat(201) }, "locationNote", "Konum notu en fazla 200 karakter olabilir."],
      [{ status: "published", publishLater: true, publishAt: new Date(Date.now() - 60_000).toISOString() }, "publishAt", "İleri bir tarih seçin ya da “Hemen yayımla”yı işaretleyin."],
    ];
    for (const [over, field, message] of cases) {
      const refused = await call<Refusal>("POST", "/events", event(over));
      expect([refused.status, refused.body.fields?.[field]], `${field} ${JSON.stringify(over)} ${JSON.stringify(refused.body)}`).toEqual([400, message]);
    }
    // Several problems at once are each named under their own field, as the form showed them.
    const many = await call<Refusal>("POST", "/events", event({ title: "ab", endsAt: "2030-03-12T15:00:00.000Z", status: "published", publishLater: true, publishAt: null }));
    expect(many.body.fields).toMatchObject({ title: "Başlık en az 3 karakter olmalı.", endsAt: "Bitiş, başlangıçtan önce olamaz.", publishAt: "Yayın tarihini ve saatini seçin." });
    expect(await count("events")).toBe(before);
  });
});

describe("events", () => {
  it("creates, validates the time range and shows a draft's preview to editors only", async () => {
    const input = {
      ...newsInput({ title: "Koro Provası" }),
      startsAt: "2030-03-12T16:00:00.000Z",
      endsAt: "2030-03-12T18:00:00.000Z",
      allDay: false,
      locationName: "Dernek Merkezi",
      locationAddress: null,
      locationNote: "  Kapıdan girince sağdaki salon ",
      onlineUrl: "",
    };
    const created = await call<EventDto>("POST", "/events", input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "koro-provasi", onlineUrl: null, locationName: "Dernek Merkezi", locationNote: "Kapıdan girince sağdaki salon" });
    const backwards = await call<{ fields: Record<string, string> }>("POST", "/events", { ...input, endsAt: "2030-03-12T15:00:00.000Z" });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.endsAt).toBe("Bitiş, başlangıçtan önce olamaz.");

    const preview = await visit(`/admin/onizle/etkinlikler/${created.body.id}`, { headers: { cookie } });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("<h1>Koro Provası</h1>");
    expect(html).toContain("Önizleme");
    expect(html).toContain("<dd>Kapıdan girince sağdaki salon</dd>");
    expect((await visit(`/admin/onizle/etkinlikler/${created.body.id}`)).status).toBe(302);
  });
});

function upload(bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return visit("/api/images", { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
}

describe("images", () => {
  it("accepts png, gif, jpeg, bmp and ico by their bytes, stores them in R2 and reports the size", async () => {
    const png = tinyImageFor("image/png");
    const response = await upload(png, "foto.jpg", "image/jpeg", { alt: "Koro provası" });
    expect(response.status).toBe(201);
    const image = await response.json<ImageDto>();
    expect(image).toMatchObject({ contentType: "image/png", width: 1, height: 1, alt: "Koro provası" });
    // Re-encoded by the Images binding: a full-size PNG and its one WebP width.
    expect(image.url).toMatch(/^\/media\/images\/[0-9a-f-]{36}-1x1\/full\.png$/);
    const served = await visit(image.url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Number(served.headers.get("content-length"))).toBe(image.byteSize);
    const webp = await visit(image.url.replace("/full.png", "/w1.webp"));
    expect(webp.headers.get("content-type")).toBe("image/webp");

    const bmp = new Uint8Array(30);
    bmp.set([0x42, 0x4d]);
    new DataView(bmp.buffer).setInt32(18, 4, true);
    new DataView(bmp.buffer).setInt32(22, -3, true);
    expect((await (await upload(bmp, "a.bmp", "image/bmp")).json<ImageDto>())).toMatchObject({ contentType: "image/bmp", width: 4, height: 3 });
    const ico = new Uint8Array(22);
    ico.set([0, 0, 1, 0, 1, 0, 32, 32]);
    expect((await (await upload(ico, "favicon.ico", "image/x-icon")).json<ImageDto>())).toMatchObject({ contentType: "image/x-icon", width: 32 });
    expect((await upload(tinyImageFor("image/gif"), "a.gif", "image/gif")).status).toBe(201);
    expect((await upload(tinyImageFor("image/jpeg"), "a.jpeg", "image/jpeg")).status).toBe(201);
  });

  it.each([
    ["HTML named .png", new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "kedi.png", "image/png"],
    ["SVG named .png", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "logo.png", "image/png"],
    ["a WebP", Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), "x.webp", "image/webp"],
  ])("refuses %s with 415 and stores nothing", async (_what, bytes, name, type) => {
    const before = (await env.MEDIA.list({ prefix: "uploads/" })).objects.length;
    const response = await upload(bytes, name, type);
    expect(response.status).toBe(415);
    expect((await response.json<{ statusMessage: string }>()).statusMessage).toContain("desteklenen bir görsel değil");
    expect((await env.MEDIA.list({ prefix: "uploads/" })).objects.length).toBe(before);
  });

  it("refuses files over 20 MB with 413", async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(tinyImageFor("image/png"));
    const response = await upload(big, "buyuk.png", "image/png");
    expect(response.status).toBe(413);
    expect((await response.json<{ statusMessage: string }>()).statusMessage).toContain("en fazla 20 MB");
  });

  it("moves images between albums, and out of D1 and R2 through the trash", async () => {
    const album = await call<AlbumDto>("POST", "/albums", { title: "Koro Konseri" });
    expect(album.body).toMatchObject({ slug: "koro-konseri", imageCount: 0 });
    const image = await (await upload(tinyImageFor("image/png"), "a.png", "image/png")).json<ImageDto>();
    const moved = await call<ImageDto>("PUT", `/images/${image.id}`, { alt: "Sahnede koro", caption: "", albumId: album.body.id, version: 1 });
    expect(moved.body).toMatchObject({ albumId: album.body.id, version: 2 });
    expect((await call("PUT", `/images/${image.id}`, { alt: "Eski", caption: "", albumId: null, version: 1 })).status).toBe(409);
    // The refused save left no trace in the audit log.
    expect((await auditEntries()).filter((entry) => entry.summary?.includes("Eski"))).toEqual([]);
    const files = (await env.MEDIA.list()).objects.map((object) => object.key).filter((key) => key.includes(image.r2Key.split("/")[1]!.slice(0, 36)));
    // The full copy, its WebP width and the private original.
    expect(files).toHaveLength(3);
    // A photo of an album is in use: the editor is told where first, then confirms.
    const refused = await call<{ statusMessage: string }>("DELETE", `/images/${image.id}?version=2`);
    expect(refused.status).toBe(409);
    expect(refused.body.statusMessage).toContain("“Koro Konseri” albümü");
    expect((await call("DELETE", `/images/${image.id}?version=2&force=1`)).status).toBe(200);
    // In the trash: its public files are off their addresses at once, then gone for good with the original.
    for (const key of files.filter((key) => !key.startsWith("originals/"))) expect(await env.MEDIA.head(key), key).toBeNull();
    expect((await call("DELETE", `/images/trash/${image.id}`)).status).toBe(200);
    for (const key of files) {
      expect(await env.MEDIA.head(key), key).toBeNull();
      expect(await env.MEDIA.head(`trash/${key}`), key).toBeNull();
    }
  });

  it("reorders albums only with the complete list", async () => {
    const a = (await call<AlbumDto>("POST", "/albums", { title: "Birinci" })).body;
    const b = (await call<AlbumDto>("POST", "/albums", { title: "İkinci" })).body;
    const all = (await call<{ albums: AlbumDto[] }>("GET", "/albums")).body.albums.map((album) => album.id);
    const reversed = [...all].reverse();
    const reordered = await call<{ albums: AlbumDto[] }>("POST", "/albums/order", { ids: reversed });
    expect(reordered.body.albums.map((album) => album.id)).toEqual(reversed);
    expect((await call("POST", "/albums/order", { ids: [a.id] })).status).toBe(409);
    expect((await call("DELETE", `/albums/${b.id}?version=1`)).status).toBe(200);
  });

  it("tells the album forms, in Turkish and without the field's key, why a name is refused", async () => {
    const album = (await call<AlbumDto>("POST", "/albums", { title: "Yaz Şenliği" })).body;
    const refusal = async (method: string, path: string, body: unknown) => {
      const answer = await visit(`/api${path}`, { method, headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });
      return errorFromBody(answer.status, await answer.text());
    };
    const empty = await refusal("POST", "/albums", { title: "  " });
    expect([empty.status, empty.message, empty.fields]).toEqual([400, "Albüm adı yazın.", { title: "Albüm adı yazın." }]);
    const short = await refusal("PUT", `/albums/${album.id}`, { title: "A", description: album.description, version: album.version });
    expect([short.status, short.message]).toEqual([400, "Albüm adı en az 2 karakter olmalı."]);
  });
});

describe("pages, messages and the dashboard", () => {
  it("updates a page with its own field rules and versions", async () => {
    await env.DB.prepare("DELETE FROM pages").run();
    await env.DB.prepare(`INSERT INTO pages (key, title, summary, body, fields) VALUES ('contact', 'İletişim', '', '{"root":{"type":"root","children":[]}}', '{}')`).run();
    const page = (await call<PageDto>("GET", "/pages/contact")).body;
    const fields = { address: "Kısıklı", phone: "+90 216 555 00 00", email: "iletisim@example.com", mapUrl: "", officeHours: "Hafta içi" };
    const bad = await call<{ fields: Record<string, string> }>("PUT", "/pages/contact", { ...page, fields: { ...fields, email: "yok" }, version: page.version });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBeDefined();
    const saved = await call<PageDto>("PUT", "/pages/contact", { ...page, title: "Bize Ulaşın", fields, version: page.version });
    expect(saved.body).toMatchObject({ title: "Bize Ulaşın", version: 2 });
    const stale = await call("PUT", "/pages/contact", { ...page, title: "Eski sekme", fields, version: page.version });
    expect(stale.status).toBe(409);
    expect((await auditEntries()).filter((entry) => entry.action === "page.update")).toHaveLength(1);
    expect((await call("GET", "/pages/nereye")).status).toBe(400);
  });

  it("refuses each bad page field with its Turkish message under the field the admin form shows", async () => {
    await env.DB.prepare("DELETE FROM pages").run();
    await env.DB.prepare(
      `INSERT INTO pages (key, title, summary, body, fields) VALUES ('home', 'Ana sayfa', '', '{"root":{"type":"root","children":[]}}', '{"heroTitle":"Merhaba","heroText":"","ctaLabel":"Gel","ctaHref":"/etkinlikler"}'), ('contact', 'İletişim', '', '{"root":{"type":"root","children":[]}}', '{}')`,
    ).run();
    /** What the form shows for a refused save: the answer as the admin client reads it. */
    const refusal = async (key: "home" | "contact", body: unknown) => {
      const answer = await visit(`/api/pages/${key}`, { method: "PUT", headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });
      return formRefusal(errorFromBody(answer.status, await answer.text()));
    };
    const shown = (key: "home" | "contact") => new Set(PAGE_FIELDS[key].map((spec) => spec.name));

    const home = (await call<PageDto>("GET", "/pages/home")).body;
    for (const ctaHref of ["//evil.example/login", "/\\evil.example", "javascript:alert(1)", "etkinlikler"]) {
      const refused = await refusal("home", { ...home, fields: { ...home.fields, ctaHref }, version: home.version });
      expect(refused.status, ctaHref).toBe(400);
      expect(refused.fields, ctaHref).toEqual({ ctaHref: BUTTON_LINK_ERROR });
      expect(shown("home").has("ctaHref")).toBe(true);
      expect(refused.message).toBe("Kaydedilemedi. Lütfen işaretli alanları düzeltin.");
    }
    const external = await call<PageDto>("PUT", "/pages/home", { ...home, fields: { ...home.fields, ctaHref: "https://www.ibb.istanbul/" }, version: home.version });
    expect(external.status).toBe(200);

    const contact = (await call<PageDto>("GET", "/pages/contact")).body;
    const fields = { address: "Kısıklı", phone: "+90 216 555 00 00", email: "iletisim@example.com", mapUrl: "", officeHours: "Hafta içi" };
    const bad: Array<[string, string, string]> = [
      ["mapUrl", "http://harita.example/x", MAP_LINK_ERROR],
      ["mapUrl", "harita", MAP_LINK_ERROR],
      ["email", "yok", "Geçerli bir e-posta adresi yazın (ör. ad@ornek.com)."],
      ["email", "ad@ornek", "Geçerli bir e-posta adresi yazın (ör. ad@ornek.com)."],
    ];
    for (const [name, value, message] of bad) {
      const refused = await refusal("contact", { ...contact, fields: { ...fields, [name]: value }, version: contact.version });
      expect(refused.status, value).toBe(400);
      expect(refused.fields, value).toEqual({ [name]: message });
      expect(shown("contact").has(name)).toBe(true);
    }
    const short = await refusal("contact", { ...contact, title: " B ", fields, version: contact.version });
    expect(short.fields).toEqual({ title: "Başlık en az 2 karakter olmalı." });
    expect((await call("GET", "/pages/contact")).body).toMatchObject({ version: contact.version });
  });

  it("keeps the audit log and account applications out of an editor's dashboard", async () => {
    await call("POST", "/news", newsInput());
    const dashboard = (await call<DashboardDto>("GET", "/dashboard")).body;
    expect(dashboard.recentChanges).toEqual([]);
    expect(dashboard.counts.pendingUsers).toBe(0);
  });

  it("lists messages, marks them read and deletes them; the dashboard counts them", async () => {
    await env.DB.prepare("DELETE FROM contact_messages").run();
    await env.DB.prepare("INSERT INTO contact_messages (name, email, subject, message, ip_hash) VALUES ('Ayşe', 'ayse@example.com', 'Koro', 'Merhaba, koroya katılmak istiyorum.', 'x')").run();
    const dashboard = (await call<DashboardDto>("GET", "/dashboard")).body;
    expect(dashboard.counts.unreadMessages).toBe(1);
    const list = (await call<Page<{ id: number; read: boolean }>>("GET", "/messages")).body;
    expect(list.items[0]!.read).toBe(false);
    expect((await call<{ read: boolean }>("POST", `/messages/${list.items[0]!.id}/read`, { read: true })).body.read).toBe(true);
    expect((await call<DashboardDto>("GET", "/dashboard")).body.counts.unreadMessages).toBe(0);
    expect((await call("DELETE", `/messages/${list.items[0]!.id}`)).status).toBe(200);
  });
});

describe("the admin page", () => {
  it("loads its script under a CSP nonce that is new for every response, and is never cached", async () => {
    const [first, second] = await Promise.all([visit("/admin", { headers: { cookie } }), visit("/admin", { headers: { cookie } })]);
    const csp = first.headers.get("content-security-policy")!;
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("rich text stores exactly what it renders", () => {
  const overlay = "position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647";
  /** A fake "session expired" link covering the whole editor, as an editor could post it by hand. */
  const hostileBody = {
    root: {
      type: "root",
      children: [
        {
          type: "paragraph",
          textStyle: overlay,
          children: [
            {
              type: "link",
              url: "https://example.org/giris",
              style: overlay,
              children: [{ type: "text", text: "Oturumunuz sona erdi, yeniden giriş yapın", format: 0, style: overlay, $: { x: 1 } }],
            },
          ],
          onmouseover: "alert(1)",
        },
      ],
    },
  };
  const storedBody = async (table: string, where: string) =>
    (await env.DB.prepare(`SELECT body FROM ${table} WHERE ${where}`).first<{ body: string }>())!.body;

  it.each([
    ["news", "/news", () => newsInput({ title: "Biçimli haber", body: hostileBody })],
    [
      "events",
      "/events",
      () => ({
        ...newsInput({ title: "Biçimli etkinlik", body: hostileBody }),
        startsAt: "2030-03-12T16:00:00.000Z",
        endsAt: "2030-03-12T18:00:00.000Z",
        allDay: false,
        locationName: "Dernek Merkezi",
        locationAddress: null,
        onlineUrl: "",
      }),
    ],
  ])("drops styles and unknown fields from %s before storing", async (table, path, input) => {
    const created = await call<NewsDto>("POST", path, input());
    expect(created.status).toBe(201);
    const stored = await storedBody(table, `id = ${created.body.id}`);
    expect(stored).not.toContain("position");
    expect(stored).not.toContain("onmouseover");
    expect(stored).not.toContain('"$"');
    expect(JSON.parse(stored).root.children[0].children[0].children[0]).toEqual({
      type: "text",
      text: "Oturumunuz sona erdi, yeniden giriş yapın",
      format: 0,
      style: "",
    });
  });

  it("drops them from page texts too", async () => {
    await env.DB.prepare("DELETE FROM pages").run();
    await env.DB.prepare(`INSERT INTO pages (key, title, summary, body, fields) VALUES ('about', 'Hakkımızda', '', '{"root":{"type":"root","children":[]}}', '{}')`).run();
    const page = (await call<PageDto>("GET", "/pages/about")).body;
    const saved = await call<PageDto>("PUT", "/pages/about", { ...page, body: hostileBody, version: page.version });
    expect(saved.status).toBe(200);
    const stored = await storedBody("pages", "key = 'about'");
    expect(stored).toContain("Oturumunuz sona erdi");
    expect(stored).not.toContain("position");
    expect(stored).not.toContain("onmouseover");
  });
});
