import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { events, news } from "../../src/db/schema";
import { upgradeApostropheSlugs } from "../../src/db/slug-upgrade";
import { doc, p } from "../../src/shared/richtext/build";
import { visit } from "../support/fetch";

const db = () => database(env.DB);
const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000);

const insertNews = (title: string, slug: string) =>
  db().insert(news).values({ title, slug, body: doc(p("Metin")), status: "published", publishAt: yesterday() }).returning({ id: news.id });

describe("moving old apostrophe slugs to the current rule", () => {
  it("gives the suffix back to its word and answers the old address with a 301 to the new one", async () => {
    await insertNews("Çamlıca Tepesi'nde Çevre Temizliği", "camlica-tepesi-nde-cevre-temizligi");
    const start = yesterday();
    await db().insert(events).values({
      title: "Nasreddin Hoca’nın Kazanı",
      slug: "nasreddin-hoca-nin-kazani",
      body: doc(p("Metin")),
      status: "published",
      publishAt: start,
      startsAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
    });

    expect(await upgradeApostropheSlugs(db())).toBe(2);

    const oldNews = await visit("/gundem/camlica-tepesi-nde-cevre-temizligi");
    expect(oldNews.status).toBe(301);
    expect(oldNews.headers.get("location")).toBe("/gundem/camlica-tepesinde-cevre-temizligi");
    expect((await visit("/gundem/camlica-tepesinde-cevre-temizligi")).status).toBe(200);

    const oldEvent = await visit("/etkinlikler/nasreddin-hoca-nin-kazani");
    expect(oldEvent.status).toBe(301);
    expect(oldEvent.headers.get("location")).toBe("/etkinlikler/nasreddin-hocanin-kazani");

    // Running it again finds nothing left to move.
    expect(await upgradeApostropheSlugs(db())).toBe(0);
  });

  it("leaves a slug an editor typed, and never takes an address another item holds", async () => {
    const [typed] = await insertNews("Nakkaştepe'de Takas", "takas-gunu");
    const [old] = await insertNews("Kuzguncuk'ta Konser", "kuzguncuk-ta-konser");
    await insertNews("Kuzguncukta Konser", "kuzguncukta-konser");

    await upgradeApostropheSlugs(db());

    const slugOf = async (id: number) => (await db().select({ slug: news.slug }).from(news).where(eq(news.id, id)))[0]!.slug;
    expect(await slugOf(typed!.id)).toBe("takas-gunu");
    expect(await slugOf(old!.id)).toBe("kuzguncuk-ta-konser");
    expect((await visit("/gundem/kuzguncuk-ta-konser")).status).toBe(200);
  });
});
