import { and, isNotNull, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { purgeAlbumsStatement } from "../../db/albums";
import type { Database } from "../../db/client";
import { purgeImagesStatement, stillTrashed, trashedImagesOf } from "../../db/media-library";
import { logEvent } from "../../platform/log";
import { albums, images } from "../../db/schema";
import { TRASH_DAYS } from "../../db/trash";
import type { DeletedImage } from "./delete-image";
import { deleteWithReferences } from "./image-references";
import { removeObjects } from "./process";
import { publicKeysOf } from "./store";
import { daysBefore } from "../../shared/i18n/days";

/**
 * Albums and media-library images in the trash. A trashed image's public files are moved under
 * TRASH_PREFIX in R2, so /media answers 404 for them (the media route never serves that prefix)
 * without a database read on every file request; restoring moves them back. The private original
 * stays where it is (it is never served anyway).
 */
export const TRASH_PREFIX = "trash/";

const trashKey = (key: string) => `${TRASH_PREFIX}${key}`;

/** Moves one object; a missing one (a variant never made) is skipped. */
async function moveObject(bucket: R2Bucket, from: string, to: string): Promise<void> {
  const object = await bucket.get(from);
  if (!object) return;
  // Read whole: a put needs a body of known length (one image file is a few MB at most).
  await bucket.put(to, await object.arrayBuffer(), { httpMetadata: object.httpMetadata, customMetadata: object.customMetadata });
  await bucket.delete(from);
}

/**
 * Takes the image's public files off /media (into the trash prefix). Runs after the row went to
 * the trash, so it never throws: a file that cannot be moved is logged and the others still go
 * (one left behind stays reachable at its address until the trash removes it for good, with both
 * places). Returns the keys that could not be moved.
 */
export async function moveImageFilesToTrash(bucket: R2Bucket, image: Pick<DeletedImage, "id" | "r2Key">): Promise<string[]> {
  const failed: string[] = [];
  for (const key of publicKeysOf(image.r2Key)) {
    try {
      await moveObject(bucket, key, trashKey(key));
    } catch (error) {
      failed.push(key);
      logEvent("error", "image_file_to_trash_failed", { imageId: image.id, key, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return failed;
}

/** Puts a restored image's files back at their addresses. */
export async function restoreImageFiles(bucket: R2Bucket, image: Pick<DeletedImage, "r2Key">): Promise<void> {
  for (const key of publicKeysOf(image.r2Key)) await moveObject(bucket, trashKey(key), key);
}

/** Removes every object of a trashed image for good: both places its public files may be in, and the original. */
export const removeTrashedImageFiles = (bucket: R2Bucket, image: DeletedImage): Promise<void> =>
  removeObjects(bucket, [...publicKeysOf(image.r2Key).flatMap((key) => [key, trashKey(key)]), ...(image.originalKey ? [image.originalKey] : [])]);

/**
 * Removes trashed images for good, one batch each: every reference to it
 * (src/services/media/image-references.ts) and its row, then its files. Returns how many went.
 * `audit`, when given, is written in the batch of the first (src/db/media-library.ts
 * imagePurgeAudit; the gallery removes one image at a time). A reference is dropped only while its
 * image is still in the trash, so one restored meanwhile keeps its uses.
 */
export async function purgeTrashedImages(db: Database, bucket: R2Bucket, ids: number[], audit?: BatchItem<"sqlite">): Promise<number> {
  if (!ids.length) return 0;
  let purged = 0;
  for (const [index, image] of (await trashedImagesOf(db, ids)).entries()) {
    const gone = await deleteWithReferences(db, image, stillTrashed(image.id), purgeImagesStatement(db, [image.id]), audit && index === 0 ? [audit] : []);
    for (const row of gone) await removeTrashedImageFiles(bucket, row);
    purged += gone.length;
  }
  return purged;
}

/**
 * Removes trashed albums for good. Their photos stay in the media library, in no album (as a
 * delete always did). `audit`, when given, is written in the same batch as the delete.
 */
export async function purgeTrashedAlbums(db: Database, ids: number[], audit?: BatchItem<"sqlite">): Promise<number> {
  if (!ids.length) return 0;
  const remove = purgeAlbumsStatement(db, ids);
  const gone = audit ? (await db.batch([audit, remove]))[1] : await remove;
  return gone.length;
}

/**
 * The daily cron's part: albums and images in the trash for TRASH_DAYS or more go for good, the
 * images with all their files. Being off the public site already, they need no cache purge.
 */
export async function purgeExpiredMediaTrash(db: Database, bucket: R2Bucket, now: Date): Promise<{ albums: number; images: number }> {
  const cutoff = daysBefore(now, TRASH_DAYS);
  const [expiredAlbums, expiredImages] = await db.batch([
    db.select({ id: albums.id }).from(albums).where(and(isNotNull(albums.deletedAt), lte(albums.deletedAt, cutoff))).limit(200),
    // Fewer images than albums a run: each reads what still names it before its delete, and a cron run must stay well under D1's queries per invocation.
    db.select({ id: images.id }).from(images).where(and(isNotNull(images.deletedAt), lte(images.deletedAt, cutoff))).limit(40),
  ]);
  return {
    albums: await purgeTrashedAlbums(
      db,
      expiredAlbums.map((row) => row.id),
    ),
    images: await purgeTrashedImages(
      db,
      bucket,
      expiredImages.map((row) => row.id),
    ),
  };
}

