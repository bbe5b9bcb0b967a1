import { env } from "cloudflare:workers";
import { formatShortDay } from "../../src/shared/i18n/dates";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { reindexStale, searchStatements } from "../../src/db/site-search";
import { matchExpression, queryTerms } from "../../src/shared/search/turkish";
import type { NewsDto } from "../../src/shared/admin-contract";
import { doc, p, text } from "../../src/shared/richtext/build";
import { signedInApi } from "../support/admin-api";
import { runDailyCron, visit } from "../support/fetch";

const { call } = signedInApi("editor");

beforeEach(async () => {
  await env.DB.batch(["audit_log", "revisions", "news", "events", "slug_history"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
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

const create = async (title: string, words: string, over: Record<string, unknown> = {}) => (await call<NewsDto>("POST", "/news", item(title, words, over))).body;

/** The results page for a query, as a visitor gets it. */
async function search(query: string): Promise<{ status: number; html: string }> {
  const response = await visit(`/ara?q=${encodeURIComponent(query)}`);
  return { status: response.status, html: await response.text() };
}

/** The titles of the results. */
const titlesFound = async (query: string) => [...(await search(query)).html.matchAll(/<h2 class="search-title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);

describe("site search", () => {
  it("finds published news by suffixed, apostrophe and ASCII forms, with its kind, date and marked words", async () => {
    await create("Derneğimizin yıllık toplantısı", "Üyelerimiz İstanbul'da Kadıköy Çalışma Merkezi'nde buluştu.");
    for (const query of ["dernek", "derneğimizin", "dernegimizin", "toplantı", "İSTANBUL", "kadikoy", "calisma", "üye"]) {
      expect(await titlesFound(query), query).toEqual(["Derneğimizin yıllık toplantısı"]);
    }
    const { html } = await search("kadikoy");
    expect(html).toContain('<span class="search-kind">Gündem</span>');
    expect(html).toContain("<mark>Kadıköy</mark>");
    expect(await titlesFound("altın")).toEqual([]);
  });

  it("never shows drafts, planned items, a pending draft's words or trashed items, and follows publish, trash and restore at once", async () => {
    await create("Gizli taslak", "Kütüphane", { status: "draft" });
    await create("Planlı duyuru", "Kütüphane", { publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    const live = await create("Açık duyuru", "Bahçe");
    expect(await titlesFound("kütüphanemizde")).toEqual([]);
    expect(await titlesFound("kutuphane")).toEqual([]);

    await call("PUT", `/news/${live.id}/draft`, { ...item("Açık duyuru", "Bahçe ve Kütüphane"), version: live.version });
    expect(await titlesFound("kütüphane")).toEqual([]);
    expect(await titlesFound("bahçesinde")).toEqual(["Açık duyuru"]);

    const current = (await call<NewsDto>("GET", `/news/${live.id}`)).body;
    await call("DELETE", `/news/${live.id}?version=${current.version}`);
    expect(await titlesFound("bahce")).toEqual([]);
    await call("POST", `/news/trash/${live.id}/restore`);
    expect(await titlesFound("bahce")).toEqual(["Açık duyuru"]);
    const restored = (await call<NewsDto>("GET", `/news/${live.id}`)).body;
    await call("POST", "/news/bulk", { action: "unpublish", items: [{ id: live.id, version: restored.version }] });
    expect(await titlesFound("bahce")).toEqual([]);
  });

  it("finds events by their place, albums by their description and page texts, each with its kind and address", async () => {
    await call("POST", "/events", {
      ...item("Yaz konseri", "Müzik dolu bir akşam"),
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: null,
      allDay: false,
      locationName: "Kadıköy Halk Eğitim Merkezi",
      locationAddress: null,
      locationNote: "Kapıdan girince sağdaki salon",
      onlineUrl: null,
    });
    await env.DB.prepare("DELETE FROM albums").run();
    await call("POST", "/albums", { title: "Fidan dikimi", description: "Çamlıca Korusu'nda ağaçlandırma" });
    await env.DB.prepare("DELETE FROM pages WHERE key = 'about'").run();
    await env.DB.prepare(`INSERT INTO pages (key, title, summary, body, fields) VALUES ('about', 'Hakkımızda', '', '{"root":{"type":"root","children":[]}}', '{}')`).run();
    const page = (await call<{ version: number }>("GET", "/pages/about")).body;
    await call("PUT", "/pages/about", { title: "Hakkımızda", summary: "", body: doc(p(text("Gönüllülerimizle mahalleyi güzelleştiriyoruz.", {}))), fields: {}, version: page.version });

    const event = (await search("kadikoyde salonu")).html;
    expect(event).toContain('<span class="search-kind">Etkinlik</span>');
    expect(event).toMatch(/href="\/etkinlikler\/yaz-konseri"/);
    const album = (await search("koru")).html;
    expect(album).toContain('<span class="search-kind">Albüm</span>');
    expect(album).toMatch(/href="\/galeri\/fidan-dikimi"/);
    const about = (await search("gönüllü")).html;
    expect(about).toContain('<span class="search-kind">Sayfa</span>');
    expect(about).toMatch(/href="\/hakkimizda"/);
    // A page shows its last update, as the other kinds show their dates.
    const updated = (await env.DB.prepare("SELECT updated_at AS at FROM pages WHERE key = 'about'").first<{ at: number }>())!.at;
    expect(about).toContain(`<span class="search-kind">Sayfa</span> · son güncelleme <time dateTime="${new Date(updated).toISOString()}">${formatShortDay(new Date(updated))}</time>`);
  });

  it("keeps a planned item out until its time, then shows it", async () => {
    const at = Date.now() + 3_600_000;
    await create("Planlı kermes", "Kermes", { publishAt: new Date(at).toISOString() });
    const db = database(env.DB);
    const read = async (now: number) => (await db.batch(searchStatements(db, matchExpression(queryTerms("kermes")), new Date(now), { limit: 10, offset: 0 })))[1];
    expect(await read(at - 1)).toEqual([]);
    expect((await read(at)).map((hit) => hit.title)).toEqual(["Planlı kermes"]);
  });

  it("ranks a title match above a text match", async () => {
    await create("Bahar şenliği", "Konser ve tiyatro");
    await create("Konser programı", "Bahar geldi");
    expect(await titlesFound("konser")).toEqual(["Konser programı", "Bahar şenliği"]);
  });

  it("treats FTS5 syntax as words and answers every query with a page", async () => {
    await create("Konser", "Müzik");
    for (const query of ['"', '"konser', "konser*", "NEAR(konser müzik)", "konser OR müzik", "-konser", "(konser", "konser AND", "^konser", "x".repeat(10_000), "{title_words}: konser"]) {
      const { status } = await search(query);
      expect(status, query.slice(0, 30)).toBe(200);
    }
    expect(await titlesFound("konser*")).toEqual(["Konser"]);
  });

  it("asks for a real word when the query is empty or one letter", async () => {
    expect((await search("")).html).toContain("Ne aramak istersiniz?");
    expect((await search("a")).html).toContain("en az iki harfli bir kelime");
    expect((await search("zzzyyy")).html).toContain("sonuç bulunamadı");
  });

  it("indexes content saved before search existed at the next cron run, and purges the cached results", async () => {
    await env.DB.prepare(
      `INSERT INTO news (title, slug, summary, body, status, publish_at) VALUES ('Eski haber', 'eski-haber', 'Kermesimiz yapıldı', '${JSON.stringify(doc(p(text("Metin", {}))))}', 'published', 1)`,
    ).run();
    expect(await titlesFound("kermes")).toEqual([]);
    await runDailyCron(Date.now());
    expect(await titlesFound("kermes")).toEqual(["Eski haber"]);
    expect(await reindexStale(database(env.DB))).toBe(0);
  });

  it("keeps the index equal to the public content after a random sequence of edits", async () => {
    const words = ["elma", "armut", "kiraz", "erik", "incir", "ayva"];
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const ids: number[] = [];
    for (let step = 0; step < 30; step++) {
      const action = ids.length === 0 ? 0 : random(5);
      const id = ids[random(ids.length || 1)];
      const current = id ? await call<NewsDto>("GET", `/news/${id}`) : null;
      const title = `Haber ${words[random(words.length)]} ${step}`;
      const status = random(2) === 0 ? "draft" : "published";
      if (action === 0) ids.push((await create(title, words[random(words.length)]!, { status })).id);
      else if (current?.status !== 200) await call("POST", `/news/trash/${id}/restore`);
      else if (action === 1) await call("PUT", `/news/${id}`, { ...item(title, words[random(words.length)]!, { status }), version: current.body.version });
      else if (action === 2) await call("PUT", `/news/${id}/draft`, { ...item(title, "taslakkelime"), version: current.body.version });
      else if (action === 3) await call("DELETE", `/news/${id}?version=${current.body.version}`);
      else await call("POST", "/news/bulk", { action: status === "draft" ? "unpublish" : "publish", items: [{ id, version: current.body.version }] });
    }
    // At least one public row to compare, whatever the sequence left.
    await create("Son haber", "elma");
    const expected = await env.DB.prepare(
      "SELECT id * 8 AS rowid, title, json_extract(search_terms, '$.titleWords') AS words FROM news WHERE status = 'published' AND deleted_at IS NULL ORDER BY 1",
    ).all();
    const indexed = await env.DB.prepare("SELECT rowid, title, title_words AS words FROM search_index WHERE kind = 'news' ORDER BY 1").all();
    expect(indexed.results).toEqual(expected.results);
    expect(expected.results.length).toBeGreaterThan(0);
    expect(await titlesFound("taslakkelime")).toEqual([]);
  });

  it("declares the search to browsers (OpenSearch, linked from every page) and to crawlers (SearchAction on the home page)", async () => {
    const description = await visit("/opensearch.xml");
    expect(description.status).toBe(200);
    expect(description.headers.get("content-type")).toContain("application/opensearchdescription+xml");
    expect(await description.text()).toContain('template="https://dernek.example/ara?q={searchTerms}"');
    for (const path of ["/", "/gundem", "/ara?q=dernek"]) {
      expect(await (await visit(path)).text(), path).toContain('<link rel="search" type="application/opensearchdescription+xml"');
    }
    const home = await (await visit("/")).text();
    expect(home).toContain('"@type":"SearchAction"');
    expect(home).toContain("https://dernek.example/ara?q={search_term_string}");
  });
});
