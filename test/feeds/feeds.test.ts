import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { demoAlbums, demoEvents, demoNews, demoPages } from "../../src/db/seed/demo-content";
import { slugify } from "../../src/shared/i18n/text";
import { visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

const isPublic = (item: { status: string; publishInDays: number }) => item.status === "published" && item.publishInDays <= 0;
const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&apos;").replace(/"/g, "&quot;");

beforeAll(async () => {
  await seedDemo();
});

describe("RSS feed of the agenda", () => {
  it("lists every public item and nothing else", async () => {
    const response = await visit("/gundem/rss.xml");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const body = await response.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(body.match(/<item>/g)).toHaveLength(demoNews.filter(isPublic).length);
    for (const item of demoNews) {
      const link = `https://dernek.example/gundem/${slugify(item.title)}`;
      if (isPublic(item)) {
        expect(body).toContain(`<title>${xmlText(item.title)}</title>`);
        expect(body).toContain(`<guid isPermaLink="true">${link}</guid>`);
      } else {
        expect(body).not.toContain(link);
      }
    }
    expect(body).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });

  it("is linked from every page's head", async () => {
    const html = await (await visit("/hakkimizda")).text();
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });
});

describe("sitemap and robots.txt", () => {
  it("lists every public URL with last-modified times, and no hidden item", async () => {
    const body = await (await visit("/sitemap.xml")).text();
    // The standalone public pages of the route table; never a personal one.
    for (const path of ["/", "/gundem", "/etkinlikler", "/galeri", "/hakkimizda", "/iletisim", "/kvkk"]) {
      expect(body).toContain(`<loc>https://dernek.example${path}</loc>`);
    }
    for (const path of ["/login", "/register", "/hesabim", "/bulten", "/admin", "/sifremi-unuttum"]) {
      expect(body).not.toContain(`<loc>https://dernek.example${path}</loc>`);
    }
    // Nor the pages' JSON payloads, which share their pages' policies.
    expect(body).not.toContain("_payload.json");
    // The lists carry the date of their newest item; a page with no dated section carries none.
    expect(body).toMatch(/<loc>https:\/\/dernek\.example\/gundem<\/loc><lastmod>[^<]+<\/lastmod>/);
    expect(body).toContain("<loc>https://dernek.example/galeri</loc></url>");
    for (const item of demoNews) {
      expect(body.includes(`/gundem/${slugify(item.title)}</loc>`)).toBe(isPublic(item));
    }
    for (const event of demoEvents) {
      expect(body.includes(`/etkinlikler/${slugify(event.title)}</loc>`)).toBe(isPublic(event));
    }
    // Every album with photos has its own page.
    for (const album of demoAlbums) expect(body).toContain(`<loc>https://dernek.example/galeri/${album.slug}</loc>`);
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z<\/lastmod>/);
  });

  it("robots.txt points at the sitemap and keeps crawlers out of /admin and /api", async () => {
    const body = await (await visit("/robots.txt")).text();
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Disallow: /api/");
    expect(body).toContain("Sitemap: https://dernek.example/sitemap.xml");
  });
});

describe("calendar feed", () => {
  it("is a valid iCalendar with every public event in the right zone", async () => {
    const response = await visit("/etkinlikler.ics");
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary).sort()).toEqual(demoEvents.filter(isPublic).map((event) => event.title).sort());
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Istanbul");
  });

  it("names the association, with the contact page's address, as every event's organizer", async () => {
    for (const path of ["/etkinlikler.ics", `/etkinlikler/${slugify(demoEvents.find(isPublic)!.title)}/takvim.ics`]) {
      const calendar = new ICAL.Component(ICAL.parse(await (await visit(path)).text()));
      const events = calendar.getAllSubcomponents("vevent");
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(event.getFirstPropertyValue("organizer")).toBe(`mailto:${demoPages.contact.email}`);
        expect(event.getFirstProperty("organizer")!.getParameter("cn")).toBe("Çamlıca Kültür ve Dayanışma Derneği");
      }
    }
  });
});
