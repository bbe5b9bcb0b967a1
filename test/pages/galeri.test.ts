import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { build } from "../../src/platform/build-manifest";
import { database } from "../../src/db/client";
import { demoAlbums } from "../../src/db/seed/demo-content";
import { demoImages } from "../../src/db/seed/demo-images";
import { backfillVariants } from "../../src/services/media/backfill";
import { GOOGLEBOT_UA, visit } from "../support/fetch";
import { roundTripsFor } from "../support/round-trips";
import { seedDemo } from "../support/seed";

const page = async (path: string) => {
  const response = await visit(path, { userAgent: GOOGLEBOT_UA });
  return { status: response.status, html: await response.text() };
};
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
/** The page's photos (the header's logo is an <img> too). */
const imgTags = (html: string) => [...html.matchAll(/<img [^>]*src="\/media\/[^>]*>/g)].map((match) => match[0]);
const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`, "i").exec(tag)?.[1];

const inAlbum = (slug: string) => demoImages.filter((image) => image.album === slug);
const photoIds = async (slug: string) =>
  (
    await env.DB.prepare("SELECT images.id FROM images JOIN albums ON albums.id = images.album_id WHERE albums.slug = ? ORDER BY images.sort_order, images.id")
      .bind(slug)
      .all<{ id: number }>()
  ).results.map((row) => row.id);

beforeAll(async () => {
  await seedDemo();
  for (let afterId = 0, remaining = 1; remaining > 0; ) ({ lastId: afterId, remaining } = await backfillVariants(database(env.DB), env, { afterId }));
});

describe("/galeri: the index of albums", () => {
  it("lists every album with photos, with its cover, title and photo count", async () => {
    const { status, html } = await page("/galeri");
    expect(status).toBe(200);
    for (const album of demoAlbums) {
      expect(html).toContain(`<a href="/galeri/${album.slug}">${escape(album.title)}</a>`);
      expect(html).toContain(`${inAlbum(album.slug).length} fotoğraf`);
    }
    expect(imgTags(html)).toHaveLength(demoAlbums.length);
    expect(html).not.toContain("<script src");
  });

  it("never shows images outside albums (covers of drafts stay private)", async () => {
    const { html } = await page("/galeri");
    const ids = await photoIds("yok");
    expect(ids).toEqual([]);
    const covers = await env.DB.prepare("SELECT r2_key FROM images WHERE album_id IS NULL").all<{ r2_key: string }>();
    expect(covers.results.length).toBeGreaterThan(0);
    for (const cover of covers.results) expect(html).not.toContain(cover.r2_key.split("/")[1]!);
  });
});

describe("/galeri/{album}", () => {
  const album = demoAlbums[0]!;

  it("shows the album's photos with srcset, sizes, width, height and Turkish alt text; only the first eagerly", async () => {
    const { status, html } = await page(`/galeri/${album.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${escape(album.title)}</h1>`);
    const tags = imgTags(html);
    expect(tags).toHaveLength(inAlbum(album.slug).length);
    for (const image of inAlbum(album.slug)) expect(html).toContain(`alt="${escape(image.alt)}"`);
    for (const [i, tag] of tags.entries()) {
      expect(attr(tag, "srcset")).toMatch(/^\/media\/images\/[^ ]+\/w\d+\.webp \d+w(, \/media\/images\/[^ ]+\/w\d+\.webp \d+w)*$/);
      expect(attr(tag, "sizes")).toBe("(min-width: 72rem) 14rem, (min-width: 60rem) 24vw, (min-width: 48rem) 32vw, 45vw");
      expect(Number(attr(tag, "width"))).toBeGreaterThan(0);
      expect(Number(attr(tag, "height"))).toBeGreaterThan(0);
      expect(attr(tag, "loading")).toBe(i === 0 ? "eager" : "lazy");
    }
    expect(attr(tags[0]!, "fetchPriority")).toBe("high");
  });

  it("preloads the first photo with imagesrcset and imagesizes together", async () => {
    const { html } = await page(`/galeri/${album.slug}`);
    const preload = /<link rel="preload" as="image" imageSrcSet=[^>]*>/.exec(html)?.[0];
    expect(preload).toBeDefined();
    const first = imgTags(html)[0]!;
    expect(attr(preload!, "imageSrcSet")).toBe(attr(first, "srcset"));
    expect(attr(preload!, "imageSizes")).toBe(attr(first, "sizes"));
  });

  it("has its canonical address and ImageGallery structured data", async () => {
    const { html } = await page(`/galeri/${album.slug}`);
    expect(html).toContain(`<link rel="canonical" href="https://dernek.example/galeri/${album.slug}"/>`);
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(json!) as { "@type": string; name: string; image: unknown[] };
    expect(data).toMatchObject({ "@type": "ImageGallery", name: album.title });
    expect(data.image).toHaveLength(inAlbum(album.slug).length);
    // Sizes as schema.org types them (a QuantitativeValue in pixels), never bare numbers.
    for (const photo of data.image as Array<{ width: unknown; height: unknown }>) {
      expect(photo.width).toMatchObject({ "@type": "QuantitativeValue", value: expect.any(Number), unitCode: "E37" });
      expect(photo.height).toMatchObject({ "@type": "QuantitativeValue", value: expect.any(Number), unitCode: "E37" });
    }
  });

  it("answers the catalogue's 404 past the last page and for an unknown album", async () => {
    expect((await page(`/galeri/${album.slug}?sayfa=2`)).status).toBe(404);
    expect((await page(`/galeri/${album.slug}?sayfa=0`)).status).toBe(404);
    const unknown = await page("/galeri/olmayan-albüm".normalize());
    expect(unknown.status).toBe(404);
    const missing = await page("/galeri/olmayan-album");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Aradığınız albüm bulunamadı");
  });

  it("reads D1 once", async () => {
    const { status, trips } = await roundTripsFor(`/galeri/${album.slug}`);
    expect(status).toBe(200);
    expect(trips).toBe(1);
  });
});

describe("the photo view's script: on the album pages only", () => {
  const album = demoAlbums[0]!;
  const scriptTags = (html: string) => [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((match) => match[1]);

  it("the album page loads its one static script, and its CSP allows our own files, fresh and from the cache alike", async () => {
    for (const attempt of ["fresh", "cached"]) {
      const response = await visit(`/galeri/${album.slug}`);
      expect(response.status, attempt).toBe(200);
      const csp = response.headers.get("content-security-policy")!;
      expect(csp, attempt).toContain("script-src 'self';");
      expect(csp).not.toContain("nonce");
      expect(csp).toContain("object-src 'none'");
      // Only the CSP differs: the other security headers are those of every page.
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      const html = await response.text();
      expect(scriptTags(html)).toEqual([build.assets.pageScripts.lightbox]);
      // No inline script: the only other <script> is the JSON-LD data block.
      expect(html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, "").match(/<script(?! type="module" src=)/g)).toBeNull();
      // The thumbnails stay links to the photos' own pages, for browsers without the script.
      expect(html).toMatch(new RegExp(`<a href="/galeri/${album.slug}/\\d+" aria-label="Büyüt: [^"]+" data-photo-full="/media/`));
      expect(html).toContain('<dialog class="lightbox"');
    }
  });

  it.each(["/galeri", "/", `/galeri/${album.slug}/PHOTO`])("%s ships no script and allows none", async (path) => {
    const target = path.endsWith("PHOTO") ? path.replace("PHOTO", String((await photoIds(album.slug))[0])) : path;
    const response = await visit(target);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'none'");
    expect(scriptTags(await response.text())).toEqual([]);
  });
});

describe("/galeri/{album}/{photo}: one photo, no JavaScript needed", () => {
  const album = demoAlbums[1]!;

  it("shows the photo with previous and next links, its place and a full-size download", async () => {
    const ids = await photoIds(album.slug);
    expect(ids.length).toBeGreaterThan(2);
    const { status, html } = await page(`/galeri/${album.slug}/${ids[1]}`);
    expect(status).toBe(200);
    expect(html).toContain(`href="/galeri/${album.slug}/${ids[0]}" rel="prev"`);
    expect(html).toContain(`href="/galeri/${album.slug}/${ids[2]}" rel="next"`);
    expect(html).toContain(`<p class="meta">2 / ${ids.length}</p>`);
    expect(html).toMatch(/<a href="\/media\/images\/[^"]+\/full\.(jpg|png)" download="">Tam boyutunu indir/);
    const [photo] = imgTags(html);
    expect(attr(photo!, "srcset")).toBeTruthy();
    expect(html).not.toContain("<script src");

    const first = await page(`/galeri/${album.slug}/${ids[0]}`);
    expect(first.html).not.toContain('rel="prev"');
    const last = await page(`/galeri/${album.slug}/${ids.at(-1)}`);
    expect(last.html).not.toContain('rel="next"');
  });

  it("is a 404 under another album's address or for an unknown photo", async () => {
    const [id] = await photoIds(album.slug);
    expect((await page(`/galeri/${demoAlbums[0]!.slug}/${id}`)).status).toBe(404);
    const unknown = await page(`/galeri/${album.slug}/999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("Aradığınız fotoğraf bulunamadı");
  });

  it("reads D1 once", async () => {
    const [id] = await photoIds(album.slug);
    expect((await roundTripsFor(`/galeri/${album.slug}/${id}`)).trips).toBe(1);
  });
});
