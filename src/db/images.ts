import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";
import { albums, images } from "./schema";
import { mediaPath } from "../shared/paths";

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

/** Handles on the images table for an item's social-card picture, and its pending draft's. */
export const socialImages = alias(images, "social");
export const pendingSocials = alias(images, "pending_social");

/**
 * The join to an item's cover or social picture. An image in the trash is no picture: its files
 * are not served, and a cover that still names it (an editor's open form saved back, a restored
 * revision) shows none rather than a broken one.
 */
export const coverOf = (column: SQLiteColumn) => and(eq(column, coverImages.id), isNull(coverImages.deletedAt));
export const socialImageOf = (column: SQLiteColumn) => and(eq(column, socialImages.id), isNull(socialImages.deletedAt));

/**
 * The same picture fields of an item's social-card image, every one named apart: beside the
 * cover's columns of the same names they would overwrite each other in D1's batch rows. Drizzle
 * cannot tell that such an object came from a left join that found nothing: its fields are then
 * all null (src/routes/pages/parts/sharing.ts reads it so).
 */
export const socialFields = {
  id: sql<number | null>`${socialImages.id}`.as("social_id"),
  r2Key: sql<string>`${socialImages.r2Key}`.as("social_r2_key"),
  width: sql<number>`${socialImages.width}`.as("social_width"),
  height: sql<number>`${socialImages.height}`.as("social_height"),
  alt: sql<string>`${socialImages.alt}`.as("social_alt"),
  caption: sql<string>`${socialImages.caption}`.as("social_caption"),
};

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

/**
 * A photo the public sees, under the alias it has in the statement: not in the trash, and with its
 * alternative text written. A file name is never a description, so an upload waits unpublished, and
 * marked in the admin's gallery, until an editor describes it. The gallery (src/db/gallery.ts), the
 * home page's strip and the search index (migrations/0020_search_photos.sql) show the same photos.
 */
export const shownPhoto = (alias: "p" | "images") => sql.raw(`${alias}.deleted_at IS NULL AND trim(${alias}.alt) <> ''`);

/** The newest gallery photos (those the gallery shows: in an album, described; covers are not), with their album's slug, for the home page's strip. */
export const recentImages = (db: Database, limit: number) =>
  db
    .select({ ...imageFields, albumSlug: albums.slug })
    .from(images)
    .innerJoin(albums, eq(albums.id, images.albumId))
    .where(and(shownPhoto("images"), isNull(albums.deletedAt)))
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(limit);
