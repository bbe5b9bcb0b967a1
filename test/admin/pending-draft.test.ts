import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { EventDto, NewsDto, RevisionListItem } from "../../src/shared/admin-contract";
import { signedInApi } from "../support/admin-api";
import { visit } from "../support/fetch";
import { newsWithText } from "../support/content";

const { call, cookie: editorCookie } = signedInApi("editor");

beforeEach(async () => {
  await env.DB.batch(["audit_log", "revisions", "news", "events", "slug_history"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

const input = newsWithText;

const publicText = async (path: string) => (await visit(path)).text();

describe("the pending draft of a published item", () => {
  it("keeps edits out of the public page until “Güncelle”, while the editor and the preview see them", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", input("Kütüphane açıldı", "Yayındaki metin"));
    const edit = input("Kütüphane açıldı", "Yarım kalmış düzenleme", { publishAt: item.publishAt, slug: item.slug });
    const drafted = await call<NewsDto>("PUT", `/news/${item.id}/draft`, { ...edit, version: 1 });
    expect(drafted.status).toBe(200);
    expect(drafted.body).toMatchObject({ version: 2, visibility: "published", pendingDraft: { by: "Test editor" } });
    expect(JSON.stringify(drafted.body.body)).toContain("Yarım kalmış düzenleme");
    // The public page keeps the published text; the editor's own reading and the preview show the draft.
    const before = await publicText(`/gundem/${item.slug}`);
    expect(before).toContain("Yayındaki metin");
    expect(before).not.toContain("Yarım kalmış düzenleme");
    expect(JSON.stringify((await call<NewsDto>("GET", `/news/${item.id}`)).body.body)).toContain("Yarım kalmış düzenleme");
    expect(await (await visit(`/admin/onizle/gundem/${item.id}`, { headers: { cookie: editorCookie() } })).text()).toContain("Yarım kalmış düzenleme");
    // The list says there are unpublished changes.
    const list = await call<{ items: NewsDto[] }>("GET", "/news");
    expect(list.body.items[0]!.pendingDraft).not.toBeNull();

    const updated = await call<NewsDto>("PUT", `/news/${item.id}`, { ...edit, version: 2 });
    expect(updated.body).toMatchObject({ version: 3, pendingDraft: null });
    expect(await publicText(`/gundem/${item.slug}`)).toContain("Yarım kalmış düzenleme");
    const revisions = (await call<{ revisions: RevisionListItem[] }>("GET", `/news/${item.id}/revisions`)).body.revisions;
    expect(revisions.map((revision) => revision.reason)).toEqual(["save", "draft", "create"]);
    const audit = await env.DB.prepare("SELECT action, summary FROM audit_log ORDER BY id").all<{ action: string; summary: string }>();
    expect(audit.results.map((entry) => entry.summary)).toEqual(["“Kütüphane açıldı” oluşturuldu ve yayımlandı", "“Kütüphane açıldı” güncellendi"]);
  });

  it("is refused when stale, and only for published items", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", input("Taslak duyuru", "Metin", { status: "draft" }));
    expect((await call("PUT", `/news/${item.id}/draft`, { ...input("Taslak duyuru", "x", { status: "draft" }), version: 1 })).status).toBe(400);
    const { body: live } = await call<NewsDto>("POST", "/news", input("Canlı duyuru", "Metin"));
    expect((await call("PUT", `/news/${live.id}/draft`, { ...input("Canlı duyuru", "x"), version: 5 })).status).toBe(409);
  });

  it("can be thrown away, back to the published fields", async () => {
    const startsAt = "2027-06-01T16:00:00.000Z";
    const event = { ...input("Piknik", "Korularda piknik"), startsAt, endsAt: null, allDay: false, locationName: "Çamlıca Korusu", locationAddress: null, onlineUrl: null };
    const { body: created } = await call<EventDto>("POST", "/events", event);
    const drafted = await call<EventDto>("PUT", `/events/${created.id}/draft`, { ...event, locationName: "Validebağ Korusu", startsAt: "2027-06-02T16:00:00.000Z", version: 1 });
    expect(drafted.body).toMatchObject({ locationName: "Validebağ Korusu", startsAt: "2027-06-02T16:00:00.000Z" });
    expect(await publicText(`/etkinlikler/${created.slug}`)).toContain("Çamlıca Korusu");
    const dropped = await call<EventDto>("DELETE", `/events/${created.id}/draft?version=2`);
    expect(dropped.body).toMatchObject({ locationName: "Çamlıca Korusu", startsAt, pendingDraft: null, version: 3 });
    const audit = await env.DB.prepare("SELECT action FROM audit_log ORDER BY id").all<{ action: string }>();
    expect(audit.results.map((entry) => entry.action)).toEqual(["event.create", "event.discard"]);
  });
});
