import { and, eq, gt, inArray, isNull, like, not, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mediaUrl } from "../../db/images";
import { events, images, news, pages } from "../../db/schema";
import { sniffImage } from "./image-type";
import { canMakeVariants, removeObjects, storeImageVariants } from "./process";
import { storedKeys } from "./store";
import { parseFullKey } from "../../shared/media-variants";
import { tag } from "../../platform/cache/tags";

/**
 * Gives images stored before variants existed (the demo content, earlier uploads) their variants:
 * the stored file is re-encoded exactly like a new upload (process.ts), the row then points at the
 * new full-size copy, rich texts that showed the old address show the new one, and the old public
 * file (EXIF and all) is moved out of public reach. Safe to run again and again: an image with
 * variants is never touched twice, and a row that changed meanwhile is left for the next run.
 */

export interface BackfillResult {
  converted: number[];
  /** The last image looked at: the next run starts after it, so unreadable files never block the rest. */
  lastId: number;
  /** Images whose stored file the binding could not read; they stay as they are. */
  failed: number[];
  /** Images after `lastId` still without variants (only `limit` are looked at per run). */
  remaining: number;
  /** Cache tags of the pages that showed a converted image. */
  tags: string[];
}

interface Media {
  IMAGES: ImagesBinding;
  MEDIA: R2Bucket;
}

/** Rows whose public file has no variants yet and whose format the binding reads. */
const pendingWhere = and(not(like(images.r2Key, "images/%")), inArray(images.contentType, ["image/jpeg", "image/png", "image/gif"]), isNull(images.deletedAt));

export async function backfillVariants(db: Database, media: Media, { limit = 10, afterId = 0 } = {}): Promise<BackfillResult> {
  const rows = await db.select().from(images).where(and(pendingWhere, gt(images.id, afterId))).orderBy(images.id).limit(limit);
  const result: BackfillResult = { converted: [], lastId: afterId, failed: [], remaining: 0, tags: [] };
  for (const row of rows) {
    result.lastId = row.id;
    if (parseFullKey(row.r2Key) || !canMakeVariants(row.contentType)) continue;
    const object = await media.MEDIA.get(row.r2Key);
    const bytes = object ? new Uint8Array(await object.arrayBuffer()) : null;
    const sniffed = bytes ? sniffImage(bytes) : null;
    if (!bytes || !sniffed) {
      result.failed.push(row.id);
      continue;
    }
    let stored;
    try {
      stored = await storeImageVariants(media.IMAGES, media.MEDIA, bytes, sniffed);
    } catch (error) {
      console.error(JSON.stringify({ message: "backfill failed", image: row.id, error: String(error) }));
      result.failed.push(row.id);
      continue;
    }
    // The address inside stored rich text is a JSON string: replaced whole, quotes included.
    const oldSrc = JSON.stringify(mediaUrl(row.r2Key));
    const newSrc = JSON.stringify(mediaUrl(stored.publicKey));
    const [updated, inNews, inEvents, inPages] = await db.batch([
      db
        .update(images)
        .set({
          r2Key: stored.publicKey,
          originalKey: stored.originalKey,
          contentType: stored.contentType,
          width: stored.width,
          height: stored.height,
          byteSize: stored.byteSize,
        })
        .where(and(eq(images.id, row.id), eq(images.r2Key, row.r2Key)))
        .returning({ id: images.id }),
      db.update(news).set({ body: sql`replace(${news.body}, ${oldSrc}, ${newSrc})` }).where(sql`instr(${news.body}, ${oldSrc}) > 0`).returning({ id: news.id }),
      db.update(events).set({ body: sql`replace(${events.body}, ${oldSrc}, ${newSrc})` }).where(sql`instr(${events.body}, ${oldSrc}) > 0`).returning({ id: events.id }),
      db.update(pages).set({ body: sql`replace(${pages.body}, ${oldSrc}, ${newSrc})` }).where(sql`instr(${pages.body}, ${oldSrc}) > 0`).returning({ key: pages.key }),
    ]);
    if (updated.length === 0) {
      // Deleted or replaced meanwhile: the new files belong to nothing.
      await removeObjects(media.MEDIA, storedKeys(stored));
      continue;
    }
    // The original is kept under originals/ by storeImageVariants; the old public copy goes.
    await removeObjects(media.MEDIA, [row.r2Key]);
    result.converted.push(row.id);
    result.tags.push(
      tag.image(row.id),
      tag.media(row.r2Key),
      ...(row.albumId === null ? [] : [tag.gallery]),
      ...inNews.map((item) => tag.news(item.id)),
      ...inEvents.map((item) => tag.event(item.id)),
      ...inPages.map((page) => tag.page(page.key)),
    );
  }
  const [pending] = await db.select({ n: sql<number>`count(*)` }).from(images).where(and(pendingWhere, gt(images.id, result.lastId)));
  result.remaining = pending?.n ?? 0;
  result.tags = [...new Set(result.tags)];
  return result;
}
