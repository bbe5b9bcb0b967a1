import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { EventDto, NewsDto, PageDto } from "../../src/shared/admin-contract";
import { doc, p, text } from "../../src/shared/richtext/build";
import { signedInApi } from "../support/admin-api";
import { newsWithText } from "../support/content";

/**
 * Two editors press "Kaydet" at the same moment over the same version, against real D1: one save
 * wins, the other is told it lost (409), and the history holds the winner's text alone, so
 * "Bu sürüme geri dön" can never bring back a text that was refused.
 */
const { call } = signedInApi("editor");

beforeEach(async () => {
  await env.DB.batch(["audit_log", "revisions", "news", "events", "slug_history"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

interface RevisionRow {
  version: number;
  reason: string;
  data: string;
}

const revisionsOf = async (target: string) =>
  (await env.DB.prepare("SELECT version, reason, data FROM revisions WHERE target = ? ORDER BY id").bind(target).all<RevisionRow>()).results;

/** Sends both saves at once; returns the statuses in order and the words the winner saved. */
async function race(path: string, bodies: [{ words: string; body: unknown }, { words: string; body: unknown }]) {
  const answers = await Promise.all(bodies.map((one) => call("PUT", path, one.body)));
  const statuses = answers.map((answer) => answer.status);
  const winner = bodies[statuses.indexOf(200)];
  return { statuses: [...statuses].sort(), winner: winner?.words, loser: bodies[statuses.indexOf(409)]?.words };
}

/** Exactly one revision after `before`, of the version the winner made, holding the winner's words and not the loser's. */
async function expectOneRevision(target: string, before: number, outcome: { winner?: string; loser?: string }, version: number, reason: string) {
  const added = (await revisionsOf(target)).slice(before);
  expect(added.map((row) => [row.version, row.reason])).toEqual([[version, reason]]);
  expect(added[0]!.data).toContain(outcome.winner!);
  expect(added[0]!.data).not.toContain(outcome.loser!);
}

const eventInput = (words: string) => ({
  ...newsWithText("Söyleşi", words),
  startsAt: "2027-05-01T10:00:00.000Z",
  endsAt: null,
  allDay: false,
  locationName: "Dernek lokali",
  locationAddress: null,
  onlineUrl: null,
});

describe("two saves over the same version at once", () => {
  it("of a news item: one 200, one 409, one revision with the winner's text", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsWithText("Kermes", "İlk metin"));
    const save = (words: string) => ({ words, body: { ...newsWithText("Kermes", words, { publishAt: item.publishAt, slug: item.slug }), version: 1 } });
    const outcome = await race(`/news/${item.id}`, [save("Ayşe'nin metni"), save("Mehmet'in metni")]);
    expect(outcome.statuses).toEqual([200, 409]);
    await expectOneRevision(`news:${item.id}`, 1, outcome, 2, "save");
    const stored = await env.DB.prepare("SELECT body FROM news WHERE id = ?").bind(item.id).first<{ body: string }>();
    expect(stored!.body).toContain(outcome.winner!);
  });

  it("of an event: one 200, one 409, one revision with the winner's text", async () => {
    const { body: event } = await call<EventDto>("POST", "/events", eventInput("İlk metin"));
    const save = (words: string) => ({ words, body: { ...eventInput(words), publishAt: event.publishAt, slug: event.slug, version: 1 } });
    const outcome = await race(`/events/${event.id}`, [save("Ayşe'nin metni"), save("Mehmet'in metni")]);
    expect(outcome.statuses).toEqual([200, 409]);
    await expectOneRevision(`event:${event.id}`, 1, outcome, 2, "save");
  });

  it("of a published item's pending draft: one 200, one 409, one draft revision with the winner's text", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsWithText("Kütüphane", "Yayındaki metin"));
    const draft = (words: string) => ({ words, body: { ...newsWithText("Kütüphane", words, { publishAt: item.publishAt, slug: item.slug }), version: 1 } });
    const outcome = await race(`/news/${item.id}/draft`, [draft("Ayşe'nin taslağı"), draft("Mehmet'in taslağı")]);
    expect(outcome.statuses).toEqual([200, 409]);
    await expectOneRevision(`news:${item.id}`, 1, outcome, 2, "draft");
    const stored = await env.DB.prepare("SELECT pending_draft FROM news WHERE id = ?").bind(item.id).first<{ pending_draft: string }>();
    expect(stored!.pending_draft).toContain(outcome.winner!);
  });

  it("of an event's pending draft: one 200, one 409, one draft revision with the winner's text", async () => {
    const { body: event } = await call<EventDto>("POST", "/events", eventInput("Yayındaki metin"));
    const draft = (words: string) => ({ words, body: { ...eventInput(words), publishAt: event.publishAt, slug: event.slug, version: 1 } });
    const outcome = await race(`/events/${event.id}/draft`, [draft("Ayşe'nin taslağı"), draft("Mehmet'in taslağı")]);
    expect(outcome.statuses).toEqual([200, 409]);
    await expectOneRevision(`event:${event.id}`, 1, outcome, 2, "draft");
  });

  it("of a page text: one 200, one 409, one revision with the winner's text", async () => {
    await env.DB.prepare("DELETE FROM pages WHERE key = 'about'").run();
    await env.DB.prepare(`INSERT INTO pages (key, title, summary, body, fields) VALUES ('about', 'Hakkımızda', '', '{"root":{"type":"root","children":[]}}', '{}')`).run();
    const page = (await call<PageDto>("GET", "/pages/about")).body;
    const before = 0;
    const save = (words: string) => ({ words, body: { title: "Hakkımızda", summary: "", body: doc(p(text(words, {}))), fields: {}, version: page.version } });
    const outcome = await race("/pages/about", [save("Ayşe'nin metni"), save("Mehmet'in metni")]);
    expect(outcome.statuses).toEqual([200, 409]);
    await expectOneRevision("page:about", before, outcome, page.version + 1, "save");
  });
});
