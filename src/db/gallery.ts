import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "./client";
import { coverFields, coverImages, imageFields, shownPhoto } from "./images";
import { albums, images } from "./schema";

/**
 * The public gallery: albums as pages. Only photos in an album are gallery photos; images in no
 * album are covers and pictures inside texts, which must stay as private as the drafts that use them.
 */

// Correlated subqueries are written out with their own alias: drizzle writes a column of a
// single-table select without its table name, which inside a subquery would bind to the inner table.


/** How many photos an album shows. */
const photoCount = sql<number>`(SELECT count(*) FROM images AS p WHERE p.album_id = albums.id AND ${shownPhoto("p")})`.as("photo_count");

/** The album's first photo in its order: the cover on the index. */
const firstPhotoId = sql`(SELECT p.id FROM images AS p WHERE p.album_id = albums.id AND ${shownPhoto("p")} ORDER BY p.sort_order, p.id LIMIT 1)`;

/** Albums that hold photos, newest first, each with its cover and photo count (for /galeri). */
export const albumIndex = (db: Database) =>
  db
    .select({ id: albums.id, title: albums.title, slug: albums.slug, description: albums.description, createdAt: albums.createdAt, photoCount, cover: coverFields })
    .from(albums)
    .innerJoin(coverImages, eq(coverImages.id, firstPhotoId))
    .where(isNull(albums.deletedAt))
    .orderBy(desc(albums.createdAt), desc(albums.id));

/** One album by its slug, with its photo count. */
export const albumBySlug = (db: Database, slug: string) =>
  db
    .select({ id: albums.id, title: albums.title, slug: albums.slug, description: albums.description, createdAt: albums.createdAt, updatedAt: albums.updatedAt, photoCount })
    .from(albums)
    .where(and(eq(albums.slug, slug), isNull(albums.deletedAt)))
    .limit(1);

/** Shown photos of the album with this slug (not in the trash). */
const inAlbum = (slug: string) => sql`images.album_id = (SELECT a.id FROM albums AS a WHERE a.slug = ${slug} AND a.deleted_at IS NULL) AND ${shownPhoto("images")}`;

/** One page of an album's photos, in the album's order. */
export const albumPhotos = (db: Database, slug: string, window: { limit: number; offset: number }) =>
  db.select(imageFields).from(images).where(inAlbum(slug)).orderBy(asc(images.sortOrder), asc(images.id)).limit(window.limit).offset(window.offset);

/** One photo of an album, with its place in the album (1-based) for "3 / 24" and the page it is on. */
export const albumPhoto = (db: Database, slug: string, id: number) =>
  db
    .select({
      ...imageFields,
      position: sql<number>`(SELECT count(*) FROM images AS p WHERE p.album_id = images.album_id AND ${shownPhoto("p")} AND (p.sort_order, p.id) <= (images.sort_order, images.id))`.as("position"),
    })
    .from(images)
    .where(and(eq(images.id, id), inAlbum(slug)))
    .limit(1);

/** The photo before (direction "previous") or after ("next") a photo in its album's order. */
export const neighbourPhoto = (db: Database, slug: string, id: number, direction: "previous" | "next") => {
  const place = sql`(SELECT p.sort_order, p.id FROM images AS p WHERE p.id = ${id})`;
  return db
    .select({ id: images.id })
    .from(images)
    .where(and(inAlbum(slug), direction === "previous" ? sql`(images.sort_order, images.id) < ${place}` : sql`(images.sort_order, images.id) > ${place}`))
    .orderBy(...(direction === "previous" ? [desc(images.sortOrder), desc(images.id)] : [asc(images.sortOrder), asc(images.id)]))
    .limit(1);
};
