import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { events, news, pages, settings } from "../../db/schema";
import { IDENTITY_KEY } from "../../shared/identity";
import { withoutImage } from "../richtext/remove-image";

/**
 * The statements that take an image out of every news item, event and page text that shows it
 * (by its /media/ address), each guarded by the version it was read at and moving it on by one, so
 * an editor who has the text open is told it changed instead of saving the picture back.
 * For the caller's batch, beside the image's own trash or delete; `onlyIf`, when given, guards each.
 */
export async function textsWithoutImage(db: Database, src: string, onlyIf?: SQL) {
  const quoted = JSON.stringify(src);
  const [inNews, inEvents, inPages] = await db.batch([
    db.select({ id: news.id, body: news.body, version: news.version }).from(news).where(sql`instr(${news.body}, ${quoted}) > 0`),
    db.select({ id: events.id, body: events.body, version: events.version }).from(events).where(sql`instr(${events.body}, ${quoted}) > 0`),
    db.select({ key: pages.key, body: pages.body, version: pages.version }).from(pages).where(sql`instr(${pages.body}, ${quoted}) > 0`),
  ]);
  const next = sql`version + 1`;
  return [
    ...inNews.flatMap((row) => {
      const edit = withoutImage(row.body, src);
      return edit.removed ? [db.update(news).set({ body: edit.value, version: next }).where(and(eq(news.id, row.id), eq(news.version, row.version), onlyIf))] : [];
    }),
    ...inEvents.flatMap((row) => {
      const edit = withoutImage(row.body, src);
      return edit.removed ? [db.update(events).set({ body: edit.value, version: next }).where(and(eq(events.id, row.id), eq(events.version, row.version), onlyIf))] : [];
    }),
    ...inPages.flatMap((row) => {
      const edit = withoutImage(row.body, src);
      return edit.removed ? [db.update(pages).set({ body: edit.value, version: next }).where(and(eq(pages.key, row.key), eq(pages.version, row.version), onlyIf))] : [];
    }),
    logoWithoutImage(db, src, onlyIf),
  ];
}

/**
 * The association's identity without the image as its logo: the site falls back to the neutral
 * default (src/shared/identity.ts) instead of a broken picture. Moves the row's version on, so a
 * settings form open meanwhile is told it changed.
 */
const logoWithoutImage = (db: Database, src: string, onlyIf?: SQL) =>
  db
    .update(settings)
    .set({ value: sql`json_set(${settings.value}, '$.logo', json('null'))`, version: sql`${settings.version} + 1` })
    .where(and(eq(settings.key, IDENTITY_KEY), sql`json_extract(${settings.value}, '$.logo.src') = ${src}`, onlyIf));
