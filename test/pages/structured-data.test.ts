import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { demoEvents, demoNews, demoPages } from "../../src/db/seed/demo-content";
import { slugify } from "../../src/shared/i18n/text";
import { siteImages } from "../../src/shared/site";
import { GOOGLEBOT_UA, ORIGIN, visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

const isPublic = (item: { status: string; publishInDays: number }) => item.status === "published" && item.publishInDays <= 0;
const newsWithoutCover = demoNews.find((item) => isPublic(item) && !item.cover)!;
const newsWithCover = demoNews.find((item) => isPublic(item) && item.cover)!;
const event = demoEvents.find((item) => isPublic(item))!;

const html = async (path: string) => (await visit(path, { userAgent: GOOGLEBOT_UA })).text();
const jsonLdOf = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD of any shape, read by path
const meta = (body: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(body)?.[1];

beforeAll(async () => {
  expect(await seedDemo()).toBe(true);
});

describe("social cards", () => {
  it.each(["/", "/gundem", `/gundem/${slugify(newsWithoutCover.title)}`, "/etkinlikler", `/etkinlikler/${slugify(event.title)}`, "/galeri", "/hakkimizda", "/iletisim", "/login"])(
    "%s has an og:image with its size and description",
    async (path) => {
      const body = await html(path);
      expect(meta(body, "og:image")).toMatch(/^https:\/\/dernek\.example\/.+\.(png|jpg|gif|webp)/);
      expect(Number(meta(body, "og:image:width"))).toBeGreaterThan(0);
      expect(meta(body, "og:image:alt")).toBeTruthy();
      expect(meta(body, "twitter:card")).toBe("summary_large_image");
    },
  );

  it("is on the error page a visitor sees too", async () => {
    const response = await visit("/yok-boyle-sayfa");
    expect(response.status).toBe(404);
    expect(meta(await response.text(), "og:image")).toBe(ORIGIN + siteImages.social.path);
  });

  it("is, by default, a real 1200×630 PNG", async () => {
    const response = await env.ASSETS.fetch(ORIGIN + siteImages.social.path);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    const logo = new DataView(await (await env.ASSETS.fetch(ORIGIN + siteImages.logo.path)).arrayBuffer());
    expect([logo.getUint32(16), logo.getUint32(20)]).toEqual([siteImages.logo.width, siteImages.logo.height]);
  });
});

describe("NewsArticle", () => {
  it("always has an image: the cover, else the association's social card", async () => {
    const [withCover] = jsonLdOf(await html(`/gundem/${slugify(newsWithCover.title)}`));
    expect(withCover!["@type"]).toBe("NewsArticle");
    expect(withCover!.image).toEqual([expect.stringMatching(new RegExp(`^${ORIGIN}/media/.*${newsWithCover.cover!.replace(/\..*$/, "")}`))]);

    const [withoutCover] = jsonLdOf(await html(`/gundem/${slugify(newsWithoutCover.title)}`));
    expect(withoutCover!.image).toEqual([ORIGIN + siteImages.social.path]);
    expect(withoutCover!.publisher.logo.url).toBe(ORIGIN + siteImages.logo.path);
  });

  it("sizes the publisher's logo as schema.org types a width: a QuantitativeValue in pixels, never a bare number", async () => {
    const [article] = jsonLdOf(await html(`/gundem/${slugify(newsWithoutCover.title)}`));
    expect(article!.publisher.logo).toEqual({
      "@type": "ImageObject",
      url: ORIGIN + siteImages.logo.path,
      width: { "@type": "QuantitativeValue", value: siteImages.logo.width, unitCode: "E37" },
      height: { "@type": "QuantitativeValue", value: siteImages.logo.height, unitCode: "E37" },
    });
  });
});

describe("Event", () => {
  it("marks an event without a venue as online, at its link, with an image", async () => {
    const online = demoEvents.find((item) => isPublic(item) && item.onlineUrl && !item.locationName)!;
    const [data] = jsonLdOf(await html(`/etkinlikler/${slugify(online.title)}`));
    expect(data!.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(data!.location).toEqual({ "@type": "VirtualLocation", url: online.onlineUrl });
    expect(data!.image).toHaveLength(1);
  });

  it("describes the place with its konum notu, which the page shows beside the place", async () => {
    const noted = demoEvents.find((item) => isPublic(item) && item.locationNote && !item.onlineUrl)!;
    const body = await html(`/etkinlikler/${slugify(noted.title)}`);
    const [data] = jsonLdOf(body);
    expect(data!.location).toMatchObject({ "@type": "Place", name: noted.locationName, description: noted.locationNote });
    expect(body).toMatch(new RegExp(`<dt>Yer</dt><dd>[^<]*</dd><dd>${noted.locationNote}</dd>`));
  });
});

describe("the home page's Organization", () => {
  it("names the association with its logo, address and contact details", async () => {
    const organization = jsonLdOf(await html("/")).find((data) => data["@type"] === "NGO")!;
    expect(organization).toBeDefined();
    expect(organization.name).toBe("Çamlıca Kültür ve Dayanışma Derneği");
    expect(organization.url).toBe(`${ORIGIN}/`);
    expect(organization.logo.url).toBe(ORIGIN + siteImages.logo.path);
    expect(organization.logo.width).toEqual({ "@type": "QuantitativeValue", value: siteImages.logo.width, unitCode: "E37" });
    expect(organization.logo.height).toEqual({ "@type": "QuantitativeValue", value: siteImages.logo.height, unitCode: "E37" });
    expect(organization.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Kısıklı Mah. Çamlıca Cad. No: 27",
      postalCode: "34692",
      addressLocality: "Üsküdar",
      addressRegion: "İstanbul",
      addressCountry: "TR",
    });
    expect(organization.email).toBe(demoPages.contact.email);
    expect(organization.telephone).toBe("+90 216 555 00 00");
    expect(organization.contactPoint.url).toBe(`${ORIGIN}/iletisim`);
  });
});
