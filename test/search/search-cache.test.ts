import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { NewsDto } from "../../src/shared/admin-contract";
import { doc, p, text } from "../../src/shared/richtext/build";
import { signedInApi } from "../support/admin-api";
import { visit } from "../support/fetch";

const { call } = signedInApi("editor");

beforeEach(async () => {
  await env.DB.batch(["audit_log", "revisions", "news", "slug_history"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

const item = (title: string, words: string, over: Record<string, unknown> = {}) => ({
  title,
  summary: "",
  body: doc(p(text(words, {}))),
  coverImageId: null,
  status: "published",
  publishAt: null,
  ...over,
});

/** The results page for a query: whether the cache answered, and the results' titles. */
async function search(query: string): Promise<{ cache: string | null; titles: string[]; html: string }> {
  const response = await visit(`/ara?q=${encodeURIComponent(query)}`);
  const html = await response.text();
  const titles = [...html.matchAll(/<h2 class="search-title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]!);
  return { cache: response.headers.get("x-cache"), titles, html };
}

describe("search results from the HTML cache", () => {
  it("keeps one copy per query in its normal form: case, apostrophe suffixes and spacing do not make new copies", async () => {
    // A query no other test uses, so the first visit is the one that stores.
    const word = `kermes${Date.now() % 100_000}`;
    expect((await search(word)).cache).toBe("MISS");
    const again = await search(`  ${word.toLocaleUpperCase("tr")}'TE  ${word} `);
    expect(again.cache).toBe("HIT");
    // The page shows the form it is kept under, so every spelling gets the same, true page.
    expect(again.html).toContain(`value="${word}"`);
    expect((await search(`${word} sayfa`)).cache).toBe("MISS");
  });

  it("shows a newly published item, an item's new words and an unpublished item's absence at once", async () => {
    const word = `piknik${Date.now() % 100_000}`;
    expect((await search(word)).titles).toEqual([]);
    expect((await search(word)).cache).toBe("HIT");

    const created = (await call<NewsDto>("POST", "/news", item("Bahar pikniği", word))).body;
    expect(await search(word)).toMatchObject({ cache: "MISS", titles: ["Bahar pikniği"] });
    expect((await search(word)).cache).toBe("HIT");

    // Edited in place (it stays where it is in the lists): its new words are found at once.
    const other = `mangal${Date.now() % 100_000}`;
    expect((await search(other)).titles).toEqual([]);
    await call("PUT", `/news/${created.id}`, { ...item("Bahar pikniği", `${word} ${other}`), version: created.version });
    expect((await search(other)).titles).toEqual(["Bahar pikniği"]);

    const current = (await call<NewsDto>("GET", `/news/${created.id}`)).body;
    await call("POST", "/news/bulk", { action: "unpublish", items: [{ id: created.id, version: current.version }] });
    expect((await search(word)).titles).toEqual([]);
  });

  it("does not keep a copy for a query longer than the search form sends, or with parameters the page does not read", async () => {
    expect((await visit(`/ara?q=${"uzun ".repeat(50)}`)).headers.get("x-cache")).toBeNull();
    expect((await visit("/ara?q=dernek&utm_source=bulten")).headers.get("x-cache")).toBeNull();
    expect((await visit("/ara?q=dernek&q=kermes")).headers.get("x-cache")).toBeNull();
  });
});
