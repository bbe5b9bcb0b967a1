import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { storeContactMessage } from "../../src/db/contact";
import { publicEventsPage, upcomingEvents } from "../../src/db/events";
import { publicNewsByAddress, publishedNewsCount, publishedNewsPage } from "../../src/db/news";
import { events, news } from "../../src/db/schema";
import { doc, p } from "../../src/shared/richtext/build";

const now = new Date("2026-06-15T12:00:00Z");
const hours = (n: number) => new Date(now.getTime() + n * 60 * 60 * 1000);
const body = doc(p("Metin"));

describe("visibility of news", () => {
  it("shows published items whose time has come, never drafts or scheduled ones", async () => {
    const db = database(env.DB);
    await db.insert(news).values([
      { title: "Yayında", slug: "yayinda", body, status: "published", publishAt: hours(-2) },
      { title: "Taslak", slug: "taslak", body, status: "draft", publishAt: null },
      { title: "Planlı", slug: "planli", body, status: "published", publishAt: hours(+2) },
      { title: "Daha eski", slug: "daha-eski", body, status: "published", publishAt: hours(-30) },
    ]);
    const visible = await publishedNewsPage(db, now, { limit: 10, offset: 0 });
    expect(visible.map((item) => item.slug)).toEqual(["yayinda", "daha-eski"]);
    expect((await publishedNewsCount(db, now))[0]!.total).toBe(2);
    // The scheduled item appears by itself once its time has come.
    expect((await publishedNewsPage(db, hours(3), { limit: 10, offset: 0 })).map((item) => item.slug)).toContain("planli");
    expect(await publicNewsByAddress(db, now, "taslak")).toEqual([]);
    expect(await publicNewsByAddress(db, now, "planli")).toEqual([]);
  });

  it("refuses a published item without a publish time and an unknown status", async () => {
    const db = database(env.DB);
    await expect(db.insert(news).values({ title: "x", slug: "x", body, status: "published", publishAt: null })).rejects.toThrow();
    await expect(env.DB.prepare("INSERT INTO news (title, slug, body, status) VALUES ('x','y','{}','silindi')").run()).rejects.toThrow();
  });
});

describe("order of events", () => {
  it("lists upcoming soonest first (ongoing included), then past most recent first", async () => {
    const db = database(env.DB);
    const event = (slug: string, start: number, end: number | null) => ({
      title: slug,
      slug,
      body,
      startsAt: hours(start),
      endsAt: end === null ? null : hours(end),
      status: "published" as const,
      publishAt: hours(-100),
    });
    await db.insert(events).values([
      event("gecen-hafta", -170, -168),
      event("dun", -26, -24),
      event("suruyor", -1, +2),
      event("yarin", 24, 26),
      event("gelecek-ay", 720, null),
    ]);
    const page = await publicEventsPage(db, now, { limit: 10, offset: 0 });
    expect(page.map((item) => [item.slug, item.isPast])).toEqual([
      ["suruyor", false],
      ["yarin", false],
      ["gelecek-ay", false],
      ["dun", true],
      ["gecen-hafta", true],
    ]);
    expect((await upcomingEvents(db, now, 2)).map((item) => item.slug)).toEqual(["suruyor", "yarin"]);
  });
});

describe("contact rate limit", () => {
  it("holds under simultaneous posts: never more than the limit is stored", async () => {
    const db = database(env.DB);
    const message = { name: "A", email: "a@example.com", subject: "Konu", message: "Mesaj metni", ipHash: "ayni-gonderen" };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => storeContactMessage(db, message, now, { maxFailures: 3, windowMs: 60_000, blockMs: 60_000 })),
    );
    expect(results.filter((blockedUntil) => blockedUntil === null)).toHaveLength(3);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM contact_messages WHERE ip_hash = 'ayni-gonderen'").first<{ n: number }>();
    expect(stored!.n).toBe(3);
  });
});
