import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { images, news } from "../../src/db/schema";
import { demoImages } from "../../src/db/seed/demo-images";
import { backfillVariants } from "../../src/services/media/backfill";
import { parseFullKey, variantKeys } from "../../src/shared/media-variants";
import { doc, image, p } from "../../src/shared/richtext/build";
import { visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

const db = () => database(env.DB);

beforeAll(async () => {
  await seedDemo();
});

describe("backfill of images stored before variants", () => {
  it("re-encodes every stored image, repoints rich texts and retires the old public files", async () => {
    const first = demoImages[0]!;
    const [before] = await db().select().from(images).where(eq(images.r2Key, `demo/${first.file}`));
    const [story] = await db()
      .insert(news)
      .values({ title: "Şenlikten kareler", slug: "senlikten-kareler", body: doc(p(image(`/media/demo/${first.file}`, "Halay", 960, 640))), status: "published", publishAt: new Date(0) })
      .returning({ id: news.id });
    // A row whose file is gone: reported, and it does not stop the others.
    const [lost] = await db()
      .insert(images)
      .values({ r2Key: "uploads/2020/01/kayip.jpg", contentType: "image/jpeg", width: 10, height: 10, byteSize: 10, alt: "Kayıp" })
      .returning({ id: images.id });

    const runs = [];
    for (let afterId = 0, remaining = 1; remaining > 0; ) {
      const run = await backfillVariants(db(), env, { afterId, limit: 5 });
      runs.push(run);
      ({ lastId: afterId, remaining } = run);
    }
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.flatMap((run) => run.failed)).toEqual([lost!.id]);
    expect(runs.flatMap((run) => run.converted)).toHaveLength(demoImages.length);

    const rows = await db().select().from(images);
    for (const row of rows.filter((row) => row.id !== lost!.id)) {
      const set = parseFullKey(row.r2Key);
      expect(set, row.r2Key).not.toBeNull();
      expect(row.originalKey).toMatch(/^originals\//);
      for (const key of variantKeys(set!)) expect(await env.MEDIA.head(key), key).not.toBeNull();
      expect(await env.MEDIA.head(row.originalKey!)).not.toBeNull();
    }
    // Old public files are gone from /media; the page text points at the new copy.
    expect((await env.MEDIA.list({ prefix: "demo/" })).objects).toEqual([]);
    const after = rows.find((row) => row.id === before!.id)!;
    const [body] = await db().select({ body: news.body }).from(news).where(eq(news.id, story!.id));
    expect(JSON.stringify(body!.body)).toContain(`"/media/${after.r2Key}"`);
    expect(JSON.stringify(body!.body)).not.toContain(`/media/demo/`);
    expect(runs.flatMap((run) => run.tags)).toEqual(expect.arrayContaining([`gorsel:${before!.id}`, `gundem:${story!.id}`, "galeri"]));
    expect((await visit(`/media/demo/${first.file}`)).status).toBe(404);
    expect((await visit(`/media/${after.r2Key}`)).status).toBe(200);

    // Running it again changes nothing.
    const again = await backfillVariants(db(), env);
    expect(again).toMatchObject({ converted: [], failed: [lost!.id] });
  });
});
