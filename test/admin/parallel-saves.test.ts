import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { EventDto, NewsDto, PageDto } from "../../src/shared/admin-contract";
import { doc, p, text } from "../../src/shared/richtext/build";
import { signedInApi } from "../support/admin-api";
import { eventWithText, newsWithText } from "../support/content";

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

/** The two kinds of publishable content: their API, their audit name, their form. */
const KINDS = [
  { name: "a news item", api: "/news", target: "news", table: "news", input: (words: string) => newsWithText("Kermes", words) },
  { name: "an event", api: "/events", target: "event", table: "events", input: (words: string) => eventWithText("Söyleşi", words) },
] as const;

describe("two saves over the same version at once", () => {
  it.each(KINDS)("of $name: one 200, one 409, one revision with the winner's text", async (kind) => {
    const { body: item } = await call<NewsDto | EventDto>("POST", kind.api, kind.input("İlk metin"));
    const save = (words: string) => ({ words, body: { ...kind.input(words), publishAt: item.publishAt, slug: item.slug, version: 1 } });
    const outcome = await race(`${kind.api}/${item.id}`, [save("Ayşe'nin metni"), save("Mehmet'in metni")]);
    expect(outcome.statuses).toEqual([200, 409]);
    await expectOneRevision(`${kind.target}:${item.id}`, 1, outcome, 2, "save");
    const stored = await env.DB.prepare(`SELECT body FROM ${kind.table} WHERE id = ?`).bind(item.id).first<{ body: string }>();
    expect(stored!.body).toContain(outcome.winner!);
  });

  it.each(KINDS)("of the pending draft of $name: one 200, one 409, one draft revision with the winner's text", async (kind) => {
    const { body: item } = await call<NewsDto | EventDto>("POST", kind.api, kind.input("Yayındaki metin"));
    const draft = (words: string) => ({ words, body: { ...kind.input(words), publishAt: item.publishAt, slug: item.slug, version: 1 } });
    const outcome = await race(`${kind.api}/${item.id}/draft`, [draft("Ayşe'nin taslağı"), draft("Mehmet'in taslağı")]);
    expect(outcome.statuses).toEqual([200, 409]);
    await expectOneRevision(`${kind.target}:${item.id}`, 1, outcome, 2, "draft");
    const stored = await env.DB.prepare(`SELECT pending_draft FROM ${kind.table} WHERE id = ?`).bind(item.id).first<{ pending_draft: string }>();
    expect(stored!.pending_draft).toContain(outcome.winner!);
  });

  it("of a page text: one 200, one 409, one revision with the winner's text", async () => {
    await env.DB.prepare("DELETE FROM pages WHERE key = 'about'").run();
    await env.DB.prepare(`INSERT INTO pages (key, title, summary, body, fields) VALUES ('about', 'Hakkımızda', '', '{"root":{"type":"root","children":[]}}', '{}')`).run();
    const page = (await call<PageDto>("GET", "/pages/about")).body;
    const save = (words: string) => ({ words, body: { title: "Hakkımızda", summary: "", body: doc(p(text(words, {}))), fields: {}, version: page.version } });
    const outcome = await race("/pages/about", [save("Ayşe'nin metni"), save("Mehmet'in metni")]);
    expect(outcome.statuses).toEqual([200, 409]);
    await expectOneRevision("page:about", 0, outcome, page.version + 1, "save");
  });
});
