import { asc, count, eq } from "drizzle-orm";
import type { Database } from "./client";
import { imageFields } from "./images";
import { albums, images } from "./schema";

/** Albums in their chosen order, with how many photos each holds. */
export const albumList = (db: Database) =>
  db
    .select({
      id: albums.id,
      title: albums.title,
      slug: albums.slug,
      description: albums.description,
      imageCount: count(images.id),
    })
    .from(albums)
    .leftJoin(images, eq(images.albumId, albums.id))
    .groupBy(albums.id)
    .orderBy(asc(albums.sortOrder), asc(albums.id));

/**
 * Every photo of every album, in album order. Images in no album are not gallery photos: they are
 * covers and pictures inside texts, which must stay as private as the drafts that use them.
 */
export const galleryImages = (db: Database) =>
  db
    .select({ ...imageFields, albumId: images.albumId })
    .from(images)
    .innerJoin(albums, eq(images.albumId, albums.id))
    .orderBy(asc(albums.sortOrder), asc(images.albumId), asc(images.sortOrder), asc(images.id));
