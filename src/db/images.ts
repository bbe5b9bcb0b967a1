import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";
import { albums, images } from "./schema";
import { mediaPath } from "../paths";

/** What pages need to show an image. */
export interface ImageView {
  id: number;
  r2Key: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export const imageFields = {
  id: images.id,
  r2Key: images.r2Key,
  width: images.width,
  height: images.height,
  alt: images.alt,
  caption: images.caption,
};

/** The public address of an image stored in R2. */
export const mediaUrl = (r2Key: string): string => mediaPath(r2Key);

/** A second handle on the images table, for joining an item's cover image. */
export const coverImages = alias(images, "cover");

/** Another handle on the images table, for the cover a published item's pending draft chose. */
export const pendingCovers = alias(images, "pending_cover");

/**
 * Selects an item's cover as a nested object: drizzle makes it null when the left join finds none.
 * The id gets a name of its own because D1 returns batch rows keyed by column name, and a second
 * "id" would overwrite the item's own.
 */
export const coverFields = {
  id: sql<number>`${coverImages.id}`.as("cover_id"),
  r2Key: coverImages.r2Key,
  width: coverImages.width,
  height: coverImages.height,
  alt: coverImages.alt,
  caption: coverImages.caption,
};

/** The newest gallery photos (those in an album; covers are not), with their album's slug, for the home page's strip. */
export const recentImages = (db: Database, limit: number) =>
  db
    .select({ ...imageFields, albumSlug: albums.slug })
    .from(images)
    .innerJoin(albums, eq(albums.id, images.albumId))
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(limit);
