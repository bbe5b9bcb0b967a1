import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { albums, events, images, news, pages, seedRuns } from "../../src/db/schema";
import { demoEvents, demoNews } from "../../src/db/seed/demo-content";
import { demoImages } from "../../src/db/seed/demo-images";
import { DEMO_SEED } from "../../src/db/seed/seed";
import { parseRichText } from "../../src/shared/richtext/schema";
import { seedDemo } from "../support/seed";

const db = () => database(env.DB);
const counts = async () => ({
  news: (await db().select().from(news)).length,
  events: (await db().select().from(events)).length,
  images: (await db().select().from(images)).length,
  albums: (await db().select().from(albums)).length,
  pages: (await db().select().from(pages)).length,
});

describe("demo content", () => {
  it("is what an association's site needs: news, events, albums with photos, page texts", async () => {
    expect(await seedDemo()).toBe(true);
    expect(await counts()).toEqual({ news: 14, events: demoEvents.length, images: demoImages.length, albums: 3, pages: 3 });
    expect(demoNews.length).toBeGreaterThanOrEqual(12);
    expect(demoEvents.length).toBeGreaterThanOrEqual(8);
    expect(demoImages.filter((image) => image.album).length).toBeGreaterThanOrEqual(12);
    const rows = await db().select().from(news);
    expect(rows.some((row) => row.status === "draft")).toBe(true);
    expect(rows.some((row) => row.status === "published" && row.publishAt! > new Date())).toBe(true);
    // Stored bodies are Lexical JSON that passes the same whitelist the editor's saves must pass.
    for (const row of [...rows, ...(await db().select().from(events))]) expect(parseRichText(row.body).ok).toBe(true);
    // Every image file is in R2 with its type.
    for (const image of demoImages) {
      const object = await env.MEDIA.head(`demo/${image.file}`);
      expect(object?.httpMetadata?.contentType).toBe(image.contentType);
    }
  });

  it("uses Turkish characters throughout", async () => {
    const text = demoNews.map((item) => item.title + item.summary).join(" ");
    for (const letter of ["ç", "ğ", "ı", "İ", "ö", "ş", "ü"]) expect(text).toContain(letter);
  });

  it("installs once: a second run changes nothing and keeps edits and deletions", async () => {
    await seedDemo();
    const [first] = await db().select().from(news).limit(1);
    await db().update(news).set({ title: "Editörün düzelttiği başlık" }).where(eq(news.id, first!.id));
    const [gone] = await db().select().from(events).limit(1);
    await db().delete(events).where(eq(events.id, gone!.id));

    expect(await seedDemo()).toBe(false);
    const [edited] = await db().select().from(news).where(eq(news.id, first!.id));
    expect(edited!.title).toBe("Editörün düzelttiği başlık");
    expect((await db().select().from(events)).length).toBe(demoEvents.length - 1);
  });

  it("never overwrites an existing row even if its marker is lost", async () => {
    await seedDemo();
    const [first] = await db().select().from(news).limit(1);
    await db().update(news).set({ title: "Elle düzeltildi" }).where(eq(news.id, first!.id));
    await db().delete(seedRuns).where(eq(seedRuns.name, DEMO_SEED));
    const before = await counts();

    expect(await seedDemo()).toBe(true);
    // No duplicates; only the event deleted above comes back, since the marker that remembered it is gone.
    expect(await counts()).toEqual({ ...before, events: demoEvents.length });
    const [edited] = await db().select().from(news).where(eq(news.id, first!.id));
    expect(edited!.title).toBe("Elle düzeltildi");
  });
});

describe("search keys filled by the migration", () => {
  it("match what the app computes for new saves", async () => {
    const { searchKey } = await import("../../src/shared/i18n/text");
    const fill = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries).find((query) => query.includes("UPDATE `news` SET `search_key`"))!;
    expect(fill).toBeDefined();
    await env.DB.prepare("UPDATE news SET search_key = ''").run();
    await env.DB.prepare(fill).run();
    const rows = (await env.DB.prepare("SELECT title, summary, search_key FROM news").all<{ title: string; summary: string; search_key: string }>()).results;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.search_key).toBe(searchKey(`${row.title} ${row.summary}`));
  });
});
