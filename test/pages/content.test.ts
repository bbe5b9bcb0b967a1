import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { news, slugHistory } from "../../src/db/schema";
import { demoEvents, demoNews, demoPages } from "../../src/db/seed/demo-content";
import { demoImages } from "../../src/db/seed/demo-images";
import { slugify } from "../../src/shared/i18n/text";
import { NEWS_PER_PAGE } from "../../src/routes/pages/gundem";
import { EVENTS_PER_PAGE } from "../../src/routes/pages/etkinlikler";
import { eq } from "drizzle-orm";
import { GOOGLEBOT_UA, visit } from "../support/fetch";
import { roundTripsFor } from "../support/round-trips";
import { seedDemo } from "../support/seed";
import { demoDay, istanbulTime } from "../../src/db/seed/seed";

/** The moment the demo content is installed: every expected order below is computed from it, as the seed computes its dates. */
const seededAt = new Date();
/** When the seed publishes an item and starts an event: moved to the weekday its text names, as the seed moves it. */
const publishedAt = (item: (typeof demoNews)[number]) => istanbulTime(seededAt, demoDay(seededAt, item.publishInDays, item.publishWeekday), item.publishTime).getTime();
const startsAt = (event: (typeof demoEvents)[number]) => istanbulTime(seededAt, demoDay(seededAt, event.startsInDays, event.weekday), event.startTime).getTime();
const publishedNews = demoNews.filter((item) => item.status === "published" && publishedAt(item) <= seededAt.getTime());
const draftNews = demoNews.find((item) => item.status === "draft")!;
const scheduledNews = demoNews.find((item) => item.status === "published" && publishedAt(item) > seededAt.getTime())!;
const newestNews = [...publishedNews].sort((a, b) => publishedAt(b) - publishedAt(a))[0]!;
/** An event's own page becomes public at 09:00 on its publishing day, as the seed sets it. */
const isPublic = (event: (typeof demoEvents)[number]) =>
  event.status === "published" && istanbulTime(seededAt, event.publishInDays, "09:00").getTime() <= seededAt.getTime();
const publicEvents = demoEvents.filter(isPublic);
const hiddenEvents = demoEvents.filter((event) => !isPublic(event));
const upcoming = publicEvents.filter((event) => startsAt(event) > seededAt.getTime()).sort((a, b) => startsAt(a) - startsAt(b));

/** The page as a crawler gets it: complete, so assertions see the data, not a skeleton. */
const page = async (path: string) => {
  const response = await visit(path, { userAgent: GOOGLEBOT_UA });
  return { status: response.status, html: await response.text(), response };
};

/** Text as React writes it into HTML (apostrophes and ampersands are escaped). */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

beforeAll(async () => {
  expect(await seedDemo(seededAt)).toBe(true);
});

describe("home", () => {
  it("shows the hero, the next 3 events, the latest 3 news items and recent photos", async () => {
    const { status, html: body } = await page("/");
    expect(status).toBe(200);
    expect(body).toContain(html(demoPages.home.heroTitle));
    expect(body).toContain(`href="${demoPages.home.ctaHref}">${html(demoPages.home.ctaLabel)}</a>`);
    for (const event of upcoming.slice(0, 3)) expect(body).toContain(html(event.title));
    expect(body).not.toContain(html(upcoming[3]!.title));
    expect(body).toContain(html(newestNews.title));
    expect(body.match(/class="card news-card"/g)).toHaveLength(3);
    expect(body).toContain('class="photo-strip"');
    // Each recent photo opens on its own page in its album.
    const strip = body.slice(body.indexOf('class="photo-strip"'));
    expect(strip).toMatch(/<a href="\/galeri\/(yaz-senligi|doga-yuruyusleri|atolyeler)\/\d+"/);
    expect(body).not.toContain(html(draftNews.title));
    expect(body).not.toContain(html(scheduledNews.title));
  });
});

describe("/gundem", () => {
  it("lists published items newest first, paginated", async () => {
    const { html: first } = await page("/gundem");
    const order = [...publishedNews].sort((a, b) => publishedAt(b) - publishedAt(a));
    const positions = order.slice(0, NEWS_PER_PAGE).map((item) => first.indexOf(html(item.title)));
    expect(positions.every((pos) => pos > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(first).toContain('href="/gundem?sayfa=2"');

    const { status, html: second } = await page("/gundem?sayfa=2");
    expect(status).toBe(200);
    for (const item of order.slice(NEWS_PER_PAGE)) expect(second).toContain(html(item.title));
    expect(second).toContain('<link rel="canonical" href="https://dernek.example/gundem?sayfa=2"/>');
  });

  it("never shows drafts or scheduled items", async () => {
    const all = (await page("/gundem")).html + (await page("/gundem?sayfa=2")).html;
    expect(all).not.toContain(html(draftNews.title));
    expect(all).not.toContain(html(scheduledNews.title));
  });

  it.each(["0", "-1", "abc", "1.5", "01", "2&sayfa=3"])("?sayfa=%s is the catalogue's 404", async (value) => {
    const { status, html: body } = await page(`/gundem?sayfa=${value}`);
    expect(status).toBe(404);
    expect(body).toContain(`Page Not Found: /gundem?sayfa=${value}`);
  });

  it("a page past the last one is the catalogue's 404", async () => {
    const { status, html: body } = await page("/gundem?sayfa=3");
    expect(status).toBe(404);
    expect(body).toContain("Page Not Found: /gundem?sayfa=3");
  });
});

describe("/gundem/{id}", () => {
  const slug = slugify(newestNews.title);

  it("shows the item by its slug, with SEO data", async () => {
    const { status, html: body } = await page(`/gundem/${slug}`);
    expect(status).toBe(200);
    expect(body).toContain(`<h1>${html(newestNews.title)}</h1>`);
    expect(body).toContain(`<link rel="canonical" href="https://dernek.example/gundem/${slug}"/>`);
    expect(body).toContain('<meta property="og:type" content="article"/>');
    expect(body).toContain('"@type":"NewsArticle"');
    expect(body).toContain('class="rich-text"');
  });

  it("redirects a numeric id and a former slug to the canonical address (301)", async () => {
    const db = database(env.DB);
    const [row] = await db.select({ id: news.id }).from(news).where(eq(news.slug, slug));
    const byId = await visit(`/gundem/${row!.id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(`/gundem/${slug}`);

    await db.insert(slugHistory).values({ kind: "gundem", slug: "eski-baslik", targetId: row!.id });
    const old = await visit("/gundem/eski-baslik?kaynak=bulten");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/gundem/${slug}?kaynak=bulten`);
  });

  it.each([
    ["an unknown slug", "boyle-bir-haber-yok"],
    ["a draft", slugify(draftNews.title)],
    ["a scheduled item", slugify(scheduledNews.title)],
  ])("%s is a 404 with the route's own message", async (_what, address) => {
    const { status, html: body } = await page(`/gundem/${address}`);
    expect(status).toBe(404);
    expect(body).toContain("Aradığınız gündem kaydı bulunamadı");
  });

  it("the Çiğdem Işık item has the transliterated slug", async () => {
    expect((await page("/gundem/cigdem-isik-odulu-sahibini-buldu")).status).toBe(200);
  });
});

describe("/etkinlikler", () => {
  it("lists upcoming events soonest first, then past events most recent first", async () => {
    const { html: body } = await page("/etkinlikler");
    const past = publicEvents.filter((event) => startsAt(event) < seededAt.getTime()).sort((a, b) => startsAt(b) - startsAt(a));
    const expected = [...upcoming, ...past].slice(0, EVENTS_PER_PAGE);
    const positions = expected.map((event) => body.indexOf(html(event.title)));
    expect(positions.every((pos) => pos > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(body).toContain("Yaklaşan etkinlikler");
    for (const event of hiddenEvents) expect(body).not.toContain(html(event.title));
  });

  it("shows each event's date, time and place in Turkish", async () => {
    const { html: body } = await page("/etkinlikler");
    expect(body).toMatch(/\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} (Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar)/);
    expect(body).toContain("Çevrim içi");
    expect(body).toContain("(tüm gün)");
  });

  it("an event page offers 'Takvime ekle' and its own .ics", async () => {
    const event = upcoming[0]!;
    const slug = slugify(event.title);
    const { status, html: body } = await page(`/etkinlikler/${slug}`);
    expect(status).toBe(200);
    expect(body).toContain(`href="/etkinlikler/${slug}/takvim.ics"`);
    expect(body).toContain("Takvime ekle");
    expect(body).toContain('"@type":"Event"');
    const ics = await visit(`/etkinlikler/${slug}/takvim.ics`);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await ics.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain("DTSTART;TZID=Europe/Istanbul:");
  });

  it("hidden events are 404 with the route's own message", async () => {
    for (const event of hiddenEvents) {
      const { status, html: body } = await page(`/etkinlikler/${slugify(event.title)}`);
      expect(status).toBe(404);
      expect(body).toContain("Aradığınız etkinlik bulunamadı");
    }
  });
});

describe("/hakkimizda and /iletisim", () => {
  it("render their page records", async () => {
    const about = await page("/hakkimizda");
    expect(about.html).toContain(html(demoPages.about.summary));
    const contact = await page("/iletisim");
    expect(contact.html).toContain(html(demoPages.contact.address));
    expect(contact.html).toContain(`href="mailto:${demoPages.contact.email}"`);
    expect(contact.html).toMatch(/<form class="form"[^>]* method="post"/);
  });
});

describe("payloads", () => {
  it("serve each page's data as JSON with the same visibility", async () => {
    const list = await visit("/gundem/_payload.json");
    expect(list.headers.get("content-type")).toMatch(/^application\/json/);
    const data = await list.json<{ items: Array<{ title: string }>; slice: { total: number } }>();
    expect(data.slice.total).toBe(publishedNews.length);
    expect(data.items.map((item) => item.title)).not.toContain(draftNews.title);

    const item = await visit(`/gundem/${slugify(newestNews.title)}/_payload.json`);
    expect((await item.json<{ item: { title: string } }>()).item.title).toBe(newestNews.title);

    const hidden = await visit(`/gundem/${slugify(scheduledNews.title)}/_payload.json`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ statusCode: 404 });

    const home = await visit("/_payload.json");
    expect((await home.json<{ news: unknown[] }>()).news).toHaveLength(3);
  });
});

describe("one D1 round trip per public page", () => {
  it.each(["/", "/gundem", "/gundem?sayfa=2", `/gundem/${slugify(demoNews[0]!.title)}`, "/etkinlikler", `/etkinlikler/${slugify(upcoming[0]!.title)}`, "/galeri", "/hakkimizda", "/iletisim"])(
    "%s",
    async (path) => {
      const { status, trips } = await roundTripsFor(path);
      expect(status).toBe(200);
      expect(trips).toBe(1);
      // Once a visitor's answer is kept, the same page is answered from the HTML cache, with none.
      await (await visit(path)).text();
      const cached = await visit(path);
      expect(cached.headers.get("x-cache")).toBe("HIT");
    },
  );
});

describe("media", () => {
  it("serves an R2 object with its type, nosniff and long caching", async () => {
    const image = demoImages[0]!;
    const response = await visit(`/media/demo/${image.file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(image.contentType);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it("answers 304 to a matching conditional request", async () => {
    const first = await visit(`/media/demo/${demoImages[0]!.file}`);
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    const again = await visit(`/media/demo/${demoImages[0]!.file}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("a missing key is the catalogue's 404", async () => {
    const { status, html: body } = await page("/media/demo/yok.jpg");
    expect(status).toBe(404);
    expect(body).toBe("404 Page not found: /media/demo/yok.jpg");
  });
});
