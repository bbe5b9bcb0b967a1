import { and, inArray, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { albums, images } from "../db/schema";
import { TRASH_DAYS } from "../db/trash";
import type { DeletedImage } from "./delete-image";
import { removeObjects } from "./process";
import { publicKeysOf } from "./store";

/**
 * Albums and media-library images in the trash. A trashed image's public files are moved under
 * TRASH_PREFIX in R2, so /media answers 404 for them (the media route never serves that prefix)
 * without a database read on every file request; restoring moves them back. The private original
 * stays where it is (it is never served anyway).
 */
export const TRASH_PREFIX = "trash/";
const DAY_MS = 24 * 60 * 60 * 1000;

const trashKey = (key: string) => `${TRASH_PREFIX}${key}`;

/** Moves one object; a missing one (a variant never made) is skipped. */
async function moveObject(bucket: R2Bucket, from: string, to: string): Promise<void> {
  const object = await bucket.get(from);
  if (!object) return;
  // Read whole: a put needs a body of known length (one image file is a few MB at most).
  await bucket.put(to, await object.arrayBuffer(), { httpMetadata: object.httpMetadata, customMetadata: object.customMetadata });
  await bucket.delete(from);
}

/** Takes the image's public files off /media (into the trash prefix). */
export async function moveImageFilesToTrash(bucket: R2Bucket, image: Pick<DeletedImage, "r2Key">): Promise<void> {
  for (const key of publicKeysOf(image.r2Key)) await moveObject(bucket, key, trashKey(key));
}

/** Puts a restored image's files back at their addresses. */
export async function restoreImageFiles(bucket: R2Bucket, image: Pick<DeletedImage, "r2Key">): Promise<void> {
  for (const key of publicKeysOf(image.r2Key)) await moveObject(bucket, trashKey(key), key);
}

/** Removes every object of a trashed image for good: both places its public files may be in, and the original. */
export const removeTrashedImageFiles = (bucket: R2Bucket, image: DeletedImage): Promise<void> =>
  removeObjects(bucket, [...publicKeysOf(image.r2Key).flatMap((key) => [key, trashKey(key)]), ...(image.originalKey ? [image.originalKey] : [])]);

/** Removes trashed images for good: rows, then their files. Returns how many went. */
export async function purgeTrashedImages(db: Database, bucket: R2Bucket, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await db
    .delete(images)
    .where(and(inArray(images.id, ids), isNotNull(images.deletedAt)))
    .returning({ id: images.id, r2Key: images.r2Key, originalKey: images.originalKey, albumId: images.albumId });
  for (const image of gone) await removeTrashedImageFiles(bucket, image);
  return gone.length;
}

/** Removes trashed albums for good. Their photos stay in the media library, in no album (as a delete always did). */
export async function purgeTrashedAlbums(db: Database, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await db
    .delete(albums)
    .where(and(inArray(albums.id, ids), isNotNull(albums.deletedAt)))
    .returning({ id: albums.id });
  return gone.length;
}

/**
 * The daily cron's part: albums and images in the trash for TRASH_DAYS or more go for good, the
 * images with all their files. Being off the public site already, they need no cache purge.
 */
export async function purgeExpiredMediaTrash(db: Database, bucket: R2Bucket, now: Date): Promise<{ albums: number; images: number }> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  const [expiredAlbums, expiredImages] = await db.batch([
    db.select({ id: albums.id }).from(albums).where(and(isNotNull(albums.deletedAt), lte(albums.deletedAt, cutoff))).limit(200),
    db.select({ id: images.id }).from(images).where(and(isNotNull(images.deletedAt), lte(images.deletedAt, cutoff))).limit(200),
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

