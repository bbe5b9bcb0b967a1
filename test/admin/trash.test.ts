import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { DashboardDto, EventDto, NewsDto, Page, NewsListItem, TrashItem } from "../../src/shared/admin-contract";
import { TRASH_DAYS } from "../../src/db/trash";
import { doc, p, text } from "../../src/shared/richtext/build";
import { signedInApi } from "../support/admin-api";
import { runDailyCron, visit } from "../support/fetch";

const DAY = 24 * 60 * 60 * 1000;
const { call } = signedInApi("editor");

beforeEach(async () => {
  await env.DB.batch(["audit_log", "revisions", "news", "events", "slug_history"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

const newsInput = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  summary: "Özet",
  body: doc(p(text("Metin", {}))),
  coverImageId: null,
  status: "published",
  publishAt: null,
  ...over,
});

const trashOf = async (kind: "news" | "events") => (await call<{ items: TrashItem[] }>("GET", `/${kind}/trash`)).body.items;
const actions = async () => (await env.DB.prepare("SELECT action, summary FROM audit_log ORDER BY id").all<{ action: string; summary: string }>()).results;

describe("the trash", () => {
  it("takes a deleted item off the public site at once, cached pages and old addresses too, and keeps it restorable with its slug", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput("Gönüllü buluşması"));
    const moved = await call<NewsDto>("PUT", `/news/${item.id}`, { ...newsInput("Gönüllü buluşması", { slug: "gonullu-bulusmasi-2027", publishAt: item.publishAt }), version: 1 });
    const slug = moved.body.slug;
    // Cached by a visit first: the delete must purge it.
    expect((await visit(`/gundem/${slug}`)).status).toBe(200);
    expect(await (await visit("/gundem")).text()).toContain("Gönüllü buluşması");

    expect((await call("DELETE", `/news/${item.id}?version=2`)).status).toBe(200);
    expect((await visit(`/gundem/${slug}`)).status).toBe(404);
    expect((await visit(`/gundem/${item.slug}`)).status).toBe(404);
    expect((await visit(`/gundem/${item.id}`)).status).toBe(404);
    expect(await (await visit("/gundem")).text()).not.toContain("Gönüllü buluşması");
    expect((await call<Page<NewsListItem>>("GET", "/news")).body.total).toBe(0);
    expect((await call("GET", `/news/${item.id}`)).status).toBe(404);
    expect((await call("PUT", `/news/${item.id}`, { ...newsInput("Gönüllü buluşması"), version: 3 })).status).toBe(404);

    const [trashed] = await trashOf("news");
    expect(trashed).toMatchObject({ kind: "news", id: item.id, title: "Gönüllü buluşması", slug });
    expect(Date.parse(trashed!.purgeAt) - Date.parse(trashed!.deletedAt)).toBe(TRASH_DAYS * DAY);
    // Its slug stays taken while it waits.
    expect((await call("POST", "/news", newsInput("Başka", { slug }))).status).toBe(400);

    const restored = await call<NewsDto>("POST", `/news/trash/${item.id}/restore`);
    expect(restored.body).toMatchObject({ slug, visibility: "published" });
    expect((await visit(`/gundem/${slug}`)).status).toBe(200);
    expect((await visit(`/gundem/${item.slug}`)).status).toBe(301);
    expect(await trashOf("news")).toEqual([]);
    expect((await actions()).map((entry) => entry.summary)).toEqual([
      "“Gönüllü buluşması” oluşturuldu ve yayımlandı",
      "“Gönüllü buluşması” güncellendi",
      "“Gönüllü buluşması” çöp kutusuna taşındı",
      "“Gönüllü buluşması” çöp kutusundan geri alındı",
    ]);
  });

  it("deletes for good on request, with its revisions", async () => {
    const { body: event } = await call<EventDto>("POST", "/events", {
      ...newsInput("Yıl sonu yemeği"),
      startsAt: "2027-12-20T17:00:00.000Z",
      endsAt: null,
      allDay: false,
      locationName: null,
      locationAddress: null,
      onlineUrl: null,
    });
    expect((await call("DELETE", `/events/trash/${event.id}`)).status).toBe(404);
    await call("DELETE", `/events/${event.id}?version=1`);
    expect((await call("DELETE", `/events/trash/${event.id}`)).status).toBe(200);
    expect(await trashOf("events")).toEqual([]);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM revisions WHERE target = ?").bind(`event:${event.id}`).first<{ n: number }>();
    expect(left!.n).toBe(0);
    expect((await actions()).at(-1)).toEqual({ action: "event.purge", summary: "“Yıl sonu yemeği” kalıcı olarak silindi" });
  });

  it(`is emptied by the daily cron after ${TRASH_DAYS} days, with revisions and former addresses`, async () => {
    const { body: old } = await call<NewsDto>("POST", "/news", newsInput("Eski duyuru"));
    await call("PUT", `/news/${old.id}`, { ...newsInput("Eski duyuru", { slug: "eski-duyuru-yeni", publishAt: old.publishAt }), version: 1 });
    const { body: recent } = await call<NewsDto>("POST", "/news", newsInput("Yeni silinen"));
    await call("DELETE", `/news/${old.id}?version=2`);
    await call("DELETE", `/news/${recent.id}?version=1`);
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("UPDATE news SET deleted_at = ? WHERE id = ?").bind(now - (TRASH_DAYS + 1) * DAY, old.id),
      env.DB.prepare("UPDATE news SET deleted_at = ? WHERE id = ?").bind(now - (TRASH_DAYS - 1) * DAY, recent.id),
    ]);
    await runDailyCron(now);
    expect((await trashOf("news")).map((item) => item.id)).toEqual([recent.id]);
    const counts = await env.DB.batch([
      env.DB.prepare("SELECT count(*) AS n FROM revisions WHERE target = ?").bind(`news:${old.id}`),
      env.DB.prepare("SELECT count(*) AS n FROM slug_history WHERE target_id = ?").bind(old.id),
      env.DB.prepare("SELECT count(*) AS n FROM revisions WHERE target = ?").bind(`news:${recent.id}`),
    ]);
    expect(counts.map((result) => (result.results[0] as { n: number }).n)).toEqual([0, 0, 1]);
    // Its slug is free again.
    expect((await call("POST", "/news", newsInput("Eski duyuru"))).status).toBe(201);
  });
});

describe("the dashboard counts what the public site shows", () => {
  it("does not count scheduled, draft or trashed events as upcoming, and labels them in the list", async () => {
    const event = (title: string, over: Record<string, unknown> = {}) => ({
      ...newsInput(title),
      startsAt: new Date(Date.now() + 10 * DAY).toISOString(),
      endsAt: null,
      allDay: false,
      locationName: null,
      locationAddress: null,
      onlineUrl: null,
      ...over,
    });
    await call("POST", "/events", event("Açık etkinlik"));
    await call("POST", "/events", event("Planlı etkinlik", { publishAt: new Date(Date.now() + DAY).toISOString() }));
    await call("POST", "/events", event("Taslak etkinlik", { status: "draft" }));
    const { body: trashed } = await call<EventDto>("POST", "/events", event("Silinen etkinlik"));
    await call("DELETE", `/events/${trashed.id}?version=1`);
    const dashboard = (await call<DashboardDto>("GET", "/dashboard")).body;
    expect(dashboard.counts.events).toEqual({ upcoming: 1, scheduled: 1, draft: 1 });
    expect(dashboard.nextEvents.map((item) => [item.title, item.visibility]).sort()).toEqual([
      ["Açık etkinlik", "published"],
      ["Planlı etkinlik", "scheduled"],
      ["Taslak etkinlik", "draft"],
    ]);
  });
});
