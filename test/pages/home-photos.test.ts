import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { GOOGLEBOT_UA, visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

/** An upload in an album, newer than every demo photo, that the gallery does not show yet: nobody has described it. */
const UNDESCRIBED_KEY = "uploads/2026/12/aciklamasiz-yukleme.jpg";

beforeAll(async () => {
  expect(await seedDemo()).toBe(true);
  await env.DB.prepare(
    `INSERT INTO images (r2_key, content_type, width, height, byte_size, alt, caption, album_id, created_at)
     SELECT ?, 'image/jpeg', 800, 600, 1000, '  ', '', id, (unixepoch('subsec') * 1000) + 60000 FROM albums WHERE deleted_at IS NULL ORDER BY id LIMIT 1`,
  )
    .bind(UNDESCRIBED_KEY)
    .run();
});

describe("the home page's Son fotoğraflar", () => {
  it("shows only photos the gallery shows: none without its description, and every link opens a photo page", async () => {
    const response = await visit("/", { userAgent: GOOGLEBOT_UA });
    const body = await response.text();
    const strip = body.slice(body.indexOf('class="photo-strip"'), body.indexOf("</ul>", body.indexOf('class="photo-strip"')));
    expect(strip).toContain("<li");
    expect(strip).not.toContain("aciklamasiz-yukleme");
    expect(strip).not.toMatch(/alt=""/);
    const links = [...strip.matchAll(/<a href="(\/galeri\/[^"]+)"/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect((await visit(link, { userAgent: GOOGLEBOT_UA })).status).toBe(200);
  });
});
