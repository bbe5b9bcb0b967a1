import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { BulkResultDto, NewsDto, NewsListItem, Page } from "../../src/shared/admin-contract";
import { doc, p, text } from "../../src/shared/richtext/build";
import { signedInApi } from "../support/admin-api";
import { visit } from "../support/fetch";

const { call } = signedInApi("editor");

beforeEach(async () => {
  await env.DB.batch(["audit_log", "revisions", "news", "slug_history"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

const create = async (title: string, status: "draft" | "published") =>
  (await call<NewsDto>("POST", "/news", { title, summary: "", body: doc(p(text("Metin", {}))), coverImageId: null, status, publishAt: null })).body;

describe("bulk actions on a list", () => {
  it("publishes chosen drafts at once, skipping one changed since, with an audit entry each", async () => {
    const first = await create("Birinci taslak", "draft");
    const second = await create("İkinci taslak", "draft");
    const stale = await create("Eskimiş seçim", "draft");
    const result = await call<BulkResultDto>("POST", "/news/bulk", {
      action: "publish",
      items: [
        { id: first.id, version: 1 },
        { id: second.id, version: 1 },
        { id: stale.id, version: 7 },
      ],
    });
    expect(result.body).toEqual({ changed: [first.id, second.id], skipped: [stale.id] });
    expect((await visit(`/gundem/${first.slug}`)).status).toBe(200);
    expect(await (await visit("/gundem")).text()).toContain("İkinci taslak");
    expect((await visit(`/gundem/${stale.slug}`)).status).toBe(404);
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'news.update' ORDER BY id").all<{ summary: string }>();
    expect(audit.results.map((entry) => entry.summary)).toEqual(["“Birinci taslak” yayımlandı", "“İkinci taslak” yayımlandı"]);
  });

  it("unpublishes and moves to the trash", async () => {
    const live = await create("Yayındaki", "published");
    const other = await create("Diğeri", "published");
    expect((await call<BulkResultDto>("POST", "/news/bulk", { action: "unpublish", items: [{ id: live.id, version: 1 }] })).body.changed).toEqual([live.id]);
    expect((await visit(`/gundem/${live.slug}`)).status).toBe(404);
    expect(
      (await call<BulkResultDto>("POST", "/news/bulk", { action: "trash", items: [{ id: live.id, version: 2 }, { id: other.id, version: 1 }] })).body.changed,
    ).toEqual([live.id, other.id]);
    expect((await call<Page<NewsListItem>>("GET", "/news")).body.total).toBe(0);
    expect((await visit(`/gundem/${other.slug}`)).status).toBe(404);
  });

  it("refuses an empty or unknown action with a Turkish message", async () => {
    const empty = await call<{ statusMessage: string }>("POST", "/news/bulk", { action: "publish", items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.statusMessage).toContain("En az bir kayıt seçin");
    expect((await call("POST", "/news/bulk", { action: "sil", items: [{ id: 1, version: 1 }] })).status).toBe(400);
  });
});
