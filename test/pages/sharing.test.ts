import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { BylineDto, EventDto, NewsDto, RevisionDto, RevisionListItem } from "../../src/shared/admin-contract";
import { signedInApi } from "../support/admin-api";
import { newsWithText } from "../support/content";
import { GOOGLEBOT_UA, ORIGIN, visit } from "../support/fetch";

/** What search engines and social cards read of a news item or an event, and the news items' byline. */
const { call } = signedInApi("admin");

beforeEach(async () => {
  await env.DB.batch(["audit_log", "revisions", "news", "events", "slug_history", "images", "settings"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

const html = async (path: string) => (await visit(path, { userAgent: GOOGLEBOT_UA })).text();
const meta = (body: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(body)?.[1];
const jsonLdOf = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

/** An image stored as uploads are: its full copy's key names its size, its WebP copies follow from it. */
async function storedImage(alt: string, width: number, height: number): Promise<{ id: number; folder: string }> {
  const folder = `images/${crypto.randomUUID()}-${width}x${height}`;
  const row = await env.DB.prepare("INSERT INTO images (r2_key, content_type, width, height, byte_size, alt) VALUES (?, 'image/jpeg', ?, ?, 1000, ?) RETURNING id")
    .bind(`${folder}/full.jpg`, width, height, alt)
    .first<{ id: number }>();
  return { id: row!.id, folder };
}

const newsInput = (title: string, over: Record<string, unknown> = {}) => newsWithText(title, "Metin", { summary: "Mahallemizin kermesi bu hafta sonu.", ...over });

describe("search and social-card fields of a news item", () => {
  it("default to the summary and the cover", async () => {
    const cover = await storedImage("Kermes masaları", 3000, 2000);
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput("Bahar kermesi", { coverImageId: cover.id }));
    expect(item).toMatchObject({ seoDescription: "", socialImage: null });
    const page = await html(`/gundem/${item.slug}`);
    expect(meta(page, "description")).toBe("Mahallemizin kermesi bu hafta sonu.");
    expect(meta(page, "og:description")).toBe("Mahallemizin kermesi bu hafta sonu.");
    // A copy about 1200 px wide, not the 3000 px full-size file.
    expect(meta(page, "og:image")).toBe(`${ORIGIN}/media/${cover.folder}/w1280.webp`);
    expect([meta(page, "og:image:width"), meta(page, "og:image:height"), meta(page, "og:image:type")]).toEqual(["1280", "853", "image/webp"]);
    expect(meta(page, "og:image:alt")).toBe("Kermes masaları");
    const [article] = jsonLdOf(page);
    expect(article).toMatchObject({ description: "Mahallemizin kermesi bu hafta sonu.", image: [`${ORIGIN}/media/${cover.folder}/w1280.webp`] });
  });

  it("are the editor's own when given: in the meta description, Open Graph and JSON-LD, kept by revisions", async () => {
    const cover = await storedImage("Kermes masaları", 3000, 2000);
    const social = await storedImage("Kermes afişi", 1200, 630);
    const { body: item } = await call<NewsDto>(
      "POST",
      "/news",
      newsInput("Bahar kermesi", { coverImageId: cover.id, seoDescription: "  Çamlıca’da bahar kermesi: el emeği, ev yemekleri ve çocuk oyunları.  ", socialImageId: social.id }),
    );
    expect(item.seoDescription).toBe("Çamlıca’da bahar kermesi: el emeği, ev yemekleri ve çocuk oyunları.");
    expect(item.socialImage).toMatchObject({ id: social.id, alt: "Kermes afişi" });

    const page = await html(`/gundem/${item.slug}`);
    expect(meta(page, "description")).toBe("Çamlıca’da bahar kermesi: el emeği, ev yemekleri ve çocuk oyunları.");
    expect(meta(page, "og:description")).toBe("Çamlıca’da bahar kermesi: el emeği, ev yemekleri ve çocuk oyunları.");
    expect(meta(page, "og:image")).toBe(`${ORIGIN}/media/${social.folder}/w1200.webp`);
    expect(meta(page, "og:image:alt")).toBe("Kermes afişi");
    const [article] = jsonLdOf(page);
    expect(article).toMatchObject({ description: "Çamlıca’da bahar kermesi: el emeği, ev yemekleri ve çocuk oyunları.", image: [`${ORIGIN}/media/${social.folder}/w1200.webp`] });
    // The visible lead stays the summary.
    expect(page).toContain("Mahallemizin kermesi bu hafta sonu.");

    // Revisions keep them, and a restore brings them back.
    await call("PUT", `/news/${item.id}`, { ...newsInput("Bahar kermesi", { coverImageId: cover.id }), slug: item.slug, version: item.version });
    const { body: list } = await call<{ revisions: RevisionListItem[] }>("GET", `/news/${item.id}/revisions`);
    const { body: first } = await call<RevisionDto>("GET", `/news/${item.id}/revisions/${list.revisions[1]!.id}`);
    expect(first.data).toMatchObject({ seoDescription: item.seoDescription, socialImageId: social.id });
    const restored = await call<NewsDto>("POST", `/news/${item.id}/revisions/${list.revisions[1]!.id}/restore`, { version: item.version + 1 });
    expect(restored.body).toMatchObject({ seoDescription: item.seoDescription, socialImage: { id: social.id } });
  });

  it("wait in a published item's pending draft until “Güncelle”", async () => {
    const social = await storedImage("Yeni afiş", 1600, 900);
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput("Bahar kermesi"));
    const pending = await call<NewsDto>("PUT", `/news/${item.id}/draft`, { ...newsInput("Bahar kermesi", { seoDescription: "Taslaktaki açıklama", socialImageId: social.id }), slug: item.slug, version: item.version });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ seoDescription: "Taslaktaki açıklama", socialImage: { id: social.id }, pendingDraft: { by: "Test admin" } });
    // The public page keeps the published fields.
    const page = await html(`/gundem/${item.slug}`);
    expect(meta(page, "description")).toBe("Mahallemizin kermesi bu hafta sonu.");
    expect(meta(page, "og:image")).toBe(`${ORIGIN}/images/paylasim.png`);
  });

  it("refuse a description longer than search engines show, in Turkish", async () => {
    const response = await call<{ statusMessage: string; fields: Record<string, string> }>("POST", "/news", newsInput("Bahar kermesi", { seoDescription: "a".repeat(161) }));
    expect(response.status).toBe(400);
    expect(response.body.fields.seoDescription).toBe("Arama motoru açıklaması en fazla 160 karakter olabilir.");
  });
});

describe("search and social-card fields of an event", () => {
  it("are used in the head and the Event's JSON-LD", async () => {
    const social = await storedImage("Konser afişi", 2000, 1000);
    const { body: event } = await call<EventDto>("POST", "/events", {
      ...newsInput("Bahar konseri", { seoDescription: "Koro ve bağlama topluluğu sahnede.", socialImageId: social.id }),
      startsAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      endsAt: null,
      allDay: false,
      locationName: "Dernek salonu",
      locationAddress: null,
      onlineUrl: null,
    });
    expect(event).toMatchObject({ seoDescription: "Koro ve bağlama topluluğu sahnede.", socialImage: { id: social.id } });
    const page = await html(`/etkinlikler/${event.slug}`);
    expect(meta(page, "description")).toBe("Koro ve bağlama topluluğu sahnede.");
    expect(meta(page, "og:image")).toBe(`${ORIGIN}/media/${social.folder}/w1280.webp`);
    const data = jsonLdOf(page).find((entry) => entry["@type"] === "Event");
    expect(data).toMatchObject({ description: "Koro ve bağlama topluluğu sahnede.", image: [`${ORIGIN}/media/${social.folder}/w1280.webp`] });
  });
});

describe("the author's name on news items", () => {
  it("is shown by default, and hiding it in Ayarlar purges the cached news pages at once", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput("Gönüllüler toplandı"));
    // A visitor's visit caches the page.
    const before = await (await visit(`/gundem/${item.slug}`)).text();
    expect(before).toContain("Yazan: Test admin");
    const [article] = jsonLdOf(before);
    expect(article!.author).toEqual({ "@type": "Person", name: "Test admin" });

    const { body: setting } = await call<BylineDto>("GET", "/settings/byline");
    expect(setting).toEqual({ showAuthor: true, version: 0, updatedAt: null });
    const saved = await call<BylineDto>("PUT", "/settings/byline", { showAuthor: false, version: 0 });
    expect(saved.body).toMatchObject({ showAuthor: false, version: 1 });

    const after = await (await visit(`/gundem/${item.slug}`)).text();
    expect(after).not.toContain("Test admin");
    expect(jsonLdOf(after)[0]!.author).toMatchObject({ "@type": "Organization" });
    const audit = await env.DB.prepare("SELECT action, summary FROM audit_log WHERE action = 'settings.byline'").first<{ summary: string }>();
    expect(audit?.summary).toBe("Gündem kayıtlarında yazar adı gizlendi");

    // A stale form is refused; bad input is a Turkish 400.
    expect((await call("PUT", "/settings/byline", { showAuthor: true, version: 0 })).status).toBe(409);
    const bad = await call<{ fields: Record<string, string> }>("PUT", "/settings/byline", { showAuthor: "evet", version: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.showAuthor).toBe("Yazar adının gösterilip gösterilmeyeceğini seçin.");
  });

  it("is not shown once the author's account is erased", async () => {
    const { body: item } = await call<NewsDto>("POST", "/news", newsInput("Gönüllüler toplandı"));
    await env.DB.prepare("UPDATE news SET author_id = NULL WHERE id = ?").bind(item.id).run();
    expect(await html(`/gundem/${item.slug}`)).not.toContain("Yazan:");
  });
});

describe("the list pages' descriptions", () => {
  it("speak of the association in its own words, with no other association's name", async () => {
    expect(meta(await html("/gundem"), "description")).toBe("Derneğimizden haberler, duyurular ve açıklamalar.");
    expect(meta(await html("/galeri"), "description")).toBe("Derneğimizin etkinliklerinden fotoğraf albümleri.");
    expect(meta(await html("/etkinlikler"), "description")).toBe("Derneğimizin yaklaşan ve geçmiş etkinlikleri.");
  });
});
