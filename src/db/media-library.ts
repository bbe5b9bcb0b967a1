import { and, desc, isNull, sql, type SQL } from "drizzle-orm";
import { searchKey } from "../i18n/text";
import type { Database } from "./client";
import { groupUses, usesQuery, type ImageUse } from "./image-usage";
import { images } from "./schema";

/**
 * The media library ("Ortam kitaplığı"): every uploaded image, newest first, with where each is
 * used, searchable by file name, alt text and caption with Turkish case folding.
 */

/** What the library's search compares: see src/i18n/text.ts searchKey ("istanbul" finds "İstanbul"). */
export const imageSearchKey = (image: { fileName: string; alt: string; caption: string }) => searchKey(`${image.fileName} ${image.alt} ${image.caption}`);

/** A file name as shown and stored: no folders, no control characters, at most 200 characters. */
export function uploadedFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200) || "görsel";
}

export type LibraryRow = typeof images.$inferSelect & { uses: ImageUse[] };

/**
 * One page of the library, then the uses of its images: two statements (the uses are one raw
 * statement, which drizzle cannot put in a batch). `where` is a condition on the images table
 * (the search), or undefined for all.
 */
export async function libraryPage(
  db: Database,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: LibraryRow[] }> {
  // Images in the trash are listed in Çöp kutusu, not here.
  const filter = and(isNull(images.deletedAt), where ?? sql`1 = 1`);
  const [[counted], rows] = await db.batch([
    db.select({ total: sql<number>`count(*)` }).from(images).where(filter),
    db.select().from(images).where(filter).orderBy(desc(images.createdAt), desc(images.id)).limit(window.limit).offset(window.offset),
  ]);
  const uses = rows.length ? groupUses(await usesQuery(db, sql`i.id IN (${sql.join(rows.map((row) => sql`${row.id}`), sql`, `)})`)) : new Map();
  return { total: counted?.total ?? 0, rows: rows.map((row) => ({ ...row, uses: uses.get(row.id) ?? [] })) };
}
