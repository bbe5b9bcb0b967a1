import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { EventDto, NewsDto, PageDto, RevisionDto, RevisionListItem } from "../../src/shared/admin-contract";
import { REVISIONS_KEPT } from "../../src/db/revisions";
import { revisionHistory } from "../../src/routes/admin/content-dto";
import { doc, p, text } from "../../src/shared/richtext/build";
import { signedInApi } from "../support/admin-api";
import { runDailyCron, visit } from "../support/fetch";
import { newsWithText } from "../support/content";

const { call } = signedInApi("editor");

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM audit_log"),
    env.DB.prepare("DELETE FROM revisions"),
    env.DB.prepare("DELETE FROM news"),
    env.DB.prepare("DELETE FROM events"),
    env.DB.prepare("DELETE FROM slug_history"),
  ]);
});

const newsInput = newsWithText;

const revisionsOf = async (path: string) => (await call<{ revisions: RevisionListItem[] }>("GET", `${path}/revisions`)).body.revisions;

describe("revisions of news items", () => {
  it("keeps one per save with who and which version, and shows any of them read-only", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput("Bahar Şenliği", "İlk metin"));
    await call("PUT", `/news/${item.id}`, { ...newsInput("Bahar Şenliği 2027", "İkinci metin"), version: 1 });
    // A stale save is refused and leaves no revision behind.
    expect((await call("PUT", `/news/${item.id}`, { ...newsInput("Eski sekme", "Kaybolmamalı"), version: 1 })).status).toBe(409);

    const list = await revisionsOf(`/news/${item.id}`);
    expect(list.map((revision) => [revision.version, revision.reason, revision.actorName])).toEqual([
      [2, "save", "Test editor"],
      [1, "create", "Test editor"],
    ]);
    const first = await call<RevisionDto>("GET", `/news/${item.id}/revisions/${list[1]!.id}`);
    expect(first.body.data).toMatchObject({ title: "Bahar Şenliği", slug: "bahar-senligi", summary: "Özet", status: "published" });
    expect(JSON.stringify(first.body.data.body)).toContain("İlk metin");
    // A revision belongs to its item: another item's address does not reach it.
    expect((await call("GET", `/news/${item.id + 1000}/revisions/${list[1]!.id}`)).status).toBe(404);
  });

  it("restores an old revision as a new save: nothing is overwritten, the item stays published, the audit says so", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput("Kermes", "Doğru metin"));
    const { body: edited } = await call<NewsDto>("PUT", `/news/${item.id}`, { ...newsInput("Kermes", "Yanlışlıkla silinen paragraf yerine kısa bir şey", { publishAt: item.publishAt }), version: 1 });
    const [, original] = await revisionsOf(`/news/${item.id}`);

    expect((await call("POST", `/news/${item.id}/revisions/${original!.id}/restore`, { version: 1 })).status).toBe(409);
    const restored = await call<NewsDto>("POST", `/news/${item.id}/revisions/${original!.id}/restore`, { version: 2 });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, visibility: "published", publishAt: edited.publishAt });
    expect(JSON.stringify(restored.body.body)).toContain("Doğru metin");
    expect(await (await visit(`/gundem/${item.slug}`)).text()).toContain("Doğru metin");

    const list = await revisionsOf(`/news/${item.id}`);
    expect(list.map((revision) => revision.reason)).toEqual(["restore", "save", "create"]);
    const audit = await env.DB.prepare("SELECT action, summary FROM audit_log ORDER BY id").all<{ action: string; summary: string }>();
    expect(audit.results.map((entry) => entry.action)).toEqual(["news.create", "news.update", "news.restore"]);
    expect(audit.results[1]!.summary).toBe("“Kermes” güncellendi");
    expect(audit.results[2]!.summary).toMatch(/^“Kermes” .+ tarihli sürümüne geri döndürüldü$/);
  });

  it("keeps an event's own fields in its revisions and restores them", async () => {
    const startsAt = "2027-05-01T10:00:00.000Z";
    const input = { ...newsInput("Söyleşi", "Konuk yazar"), startsAt, endsAt: null, allDay: false, locationName: "Dernek lokali", locationAddress: null, onlineUrl: null };
    const { body: event } = await call<EventDto>("POST", "/events", input);
    await call("PUT", `/events/${event.id}`, { ...input, locationName: "Kütüphane", startsAt: "2027-05-02T10:00:00.000Z", version: 1 });
    const [, first] = await revisionsOf(`/events/${event.id}`);
    const restored = await call<EventDto>("POST", `/events/${event.id}/revisions/${first!.id}/restore`, { version: 2 });
    expect(restored.body).toMatchObject({ locationName: "Dernek lokali", startsAt, version: 3 });
  });
});

describe("revisions of page texts", () => {
  it("keeps each save and restores one", async () => {
    await env.DB.prepare("DELETE FROM pages WHERE key = 'about'").run();
    await env.DB.prepare(`INSERT INTO pages (key, title, summary, body, fields) VALUES ('about', 'Hakkımızda', '', '{"root":{"type":"root","children":[]}}', '{}')`).run();
    const page = (await call<PageDto>("GET", "/pages/about")).body;
    await call("PUT", "/pages/about", { title: "Hakkımızda", summary: "", body: doc(p(text("1987'de kurulduk.", {}))), fields: {}, version: page.version });
    await call("PUT", "/pages/about", { title: "Biz kimiz", summary: "", body: doc(p(text("Kısa.", {}))), fields: {}, version: page.version + 1 });
    // A stale save (from a tab opened before the last save) is refused and leaves no revision behind.
    const stale = await call("PUT", "/pages/about", { title: "Eski sekme", summary: "", body: doc(p(text("Kaybolmamalı.", {}))), fields: {}, version: page.version + 1 });
    expect(stale.status).toBe(409);
    const list = await revisionsOf("/pages/about");
    expect(list.map((revision) => revision.version)).toEqual([page.version + 2, page.version + 1]);
    const restored = await call<PageDto>("POST", `/pages/about/revisions/${list[1]!.id}/restore`, { version: page.version + 2 });
    expect(restored.body.title).toBe("Hakkımızda");
    expect(JSON.stringify(restored.body.body)).toContain("1987");
    expect((await revisionsOf("/pages/about")).map((revision) => revision.reason)).toEqual(["restore", "save", "save"]);
  });
});

describe("the daily cron", () => {
  it(`keeps the newest ${REVISIONS_KEPT} revisions of each item and drops older ones`, async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput("Çok düzenlenen", "0"));
    const { body: other } = await call<NewsDto>("POST", "/news", newsInput("Az düzenlenen", "0"));
    // Older saves straight in D1: the API would take minutes for sixty saves on a busy machine.
    const statements = Array.from({ length: REVISIONS_KEPT + 9 }, (_, index) =>
      env.DB.prepare("INSERT INTO revisions (target, version, reason, actor_name, at, data) VALUES (?, ?, 'save', 'Eski', ?, '{}')").bind(`news:${item.id}`, 100 + index, Date.now()),
    );
    await env.DB.batch(statements);
    await runDailyCron(Date.now());
    const kept = await revisionsOf(`/news/${item.id}`);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]!.version).toBe(100 + REVISIONS_KEPT + 8);
    expect(await revisionsOf(`/news/${other.id}`)).toHaveLength(1);
  });
});

describe("the history's line on what each save changed", () => {
  it("names the changed fields in Turkish and counts the words added and removed", async () => {
    // The form sends the item's publication time back with every save.
    const at = { publishAt: "2026-11-20T09:00:00.000Z" };
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput("Bahar Şenliği", "Bahçede çay ve simit var", at));
    await call("PUT", `/news/${item.id}`, { ...newsInput("Bahar Şenliği 2027", "Bahçede çay ve simit var", at), version: 1 });
    await call("PUT", `/news/${item.id}`, { ...newsInput("Bahar Şenliği 2027", "Bahçede çay, simit ve börek var ve müzik çalacak", at), version: 2 });
    await call("PUT", `/news/${item.id}`, { ...newsInput("Bahar Şenliği 2027", "Bahçede çay, simit ve börek var ve müzik çalacak", at), version: 3 });

    const list = await revisionsOf(`/news/${item.id}`);
    expect(list.map((revision) => revision.changes)).toEqual([
      { fields: [], wordsAdded: 0, wordsRemoved: 0 },
      // "çay" became "çay," and the text gained "börek", "ve", "müzik", "çalacak".
      { fields: [], wordsAdded: 5, wordsRemoved: 1 },
      // A new title gives the item a new address too.
      { fields: ["Başlık", "Kısa ad"], wordsAdded: 0, wordsRemoved: 0 },
      null,
    ]);
  });

  it("names a page's structured fields by their Turkish names", async () => {
    const savePhone = async (phone: string) => {
      const { body: page } = await call<PageDto>("GET", "/pages/contact");
      return call<PageDto>("PUT", "/pages/contact", { ...page, fields: { ...page.fields, phone }, version: page.version });
    };
    await env.DB.prepare("DELETE FROM pages").run();
    const fields = JSON.stringify({ address: "Kısıklı", phone: "", email: "iletisim@example.com", mapUrl: "", officeHours: "Hafta içi" });
    await env.DB.prepare(`INSERT INTO pages (key, title, summary, body, fields) VALUES ('contact', 'İletişim', '', '{"root":{"type":"root","children":[]}}', ?)`).bind(fields).run();
    expect((await savePhone("+90 212 555 00 00")).status).toBe(200);
    expect((await savePhone("+90 212 555 00 01")).status).toBe(200);
    const [latest] = await revisionsOf("/pages/contact");
    expect(latest!.changes).toEqual({ fields: ["Telefon"], wordsAdded: 0, wordsRemoved: 0 });
  });

  it("gives the oldest listed save its changes against the one before it, which is read but not listed", () => {
    const row = (id: number, title: string) => ({ id, version: id, reason: "save" as const, actorName: "Ayşe", at: new Date(id), data: { title, body: doc(p(text(title))) } });
    const listed = revisionHistory([row(3, "Üç"), row(2, "İki"), row(1, "Bir")], 2);
    expect(listed.map((revision) => [revision.id, revision.changes])).toEqual([
      [3, { fields: ["Başlık"], wordsAdded: 1, wordsRemoved: 1 }],
      [2, { fields: ["Başlık"], wordsAdded: 1, wordsRemoved: 1 }],
    ]);
  });
});
