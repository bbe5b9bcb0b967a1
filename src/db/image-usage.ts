import { eq, or, sql } from "drizzle-orm";
import type { Database } from "./client";
import { mediaUrl } from "./images";
import { events, news, pages } from "./schema";

/** Where an image appears outside the gallery: as a cover, or inside a text. */
export interface ImageUse {
  kind: "news" | "event" | "page";
  id: number | string;
  title: string;
  asCover: boolean;
}

const PAGE_NAMES: Record<string, string> = { home: "Ana sayfa", about: "Hakkımızda", contact: "İletişim" };

/**
 * Every news item, event and page text that shows the image: one batch. A text shows it when its
 * stored JSON holds the image's /media/ address as a string (quotes included, so a longer key that
 * merely starts the same way does not count).
 */
export async function imageUses(db: Database, image: { id: number; r2Key: string }): Promise<ImageUse[]> {
  const address = JSON.stringify(mediaUrl(image.r2Key));
  const [inNews, inEvents, inPages] = await db.batch([
    db
      .select({ id: news.id, title: news.title, cover: news.coverImageId })
      .from(news)
      .where(or(eq(news.coverImageId, image.id), sql`instr(${news.body}, ${address}) > 0`)),
    db
      .select({ id: events.id, title: events.title, cover: events.coverImageId })
      .from(events)
      .where(or(eq(events.coverImageId, image.id), sql`instr(${events.body}, ${address}) > 0`)),
    db.select({ key: pages.key }).from(pages).where(sql`instr(${pages.body}, ${address}) > 0`),
  ]);
  return [
    ...inNews.map((row) => ({ kind: "news" as const, id: row.id, title: row.title, asCover: row.cover === image.id })),
    ...inEvents.map((row) => ({ kind: "event" as const, id: row.id, title: row.title, asCover: row.cover === image.id })),
    ...inPages.map((row) => ({ kind: "page" as const, id: row.key, title: PAGE_NAMES[row.key] ?? row.key, asCover: false })),
  ];
}

/** "“Kermes” haberi (kapak), “Konser” etkinliği, Hakkımızda sayfası": the uses in one Turkish line. */
export function describeUses(uses: readonly ImageUse[]): string {
  return uses
    .map((use) => {
      const where = use.kind === "news" ? `“${use.title}” haberi` : use.kind === "event" ? `“${use.title}” etkinliği` : `${use.title} sayfası`;
      return use.asCover ? `${where} (kapak)` : where;
    })
    .join(", ");
}
