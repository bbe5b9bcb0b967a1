import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { listSearchKey, searchTermsOf } from "../shared/search/terms";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { groupUses, usesQuery, type ImageUse } from "./image-usage";
import { events, images, news } from "./schema";
import { matchesSearch } from "./search";

/**
 * The media library ("Ortam kitaplığı"): every uploaded image, newest first, with where each is
 * used, searchable by file name, alt text and caption with the site search's Turkish pipeline.
 */

/** What the library's search compares (src/db/search.ts): "istanbul" finds "İstanbul", "kitabı" finds "kitap". */
export const imageSearchKey = (image: { fileName: string; alt: string; caption: string }) => listSearchKey(`${image.fileName} ${image.alt} ${image.caption}`);

/**
 * What the site search finds a photo by: its caption only (the file name is the editor's own). The
 * triggers of migrations/0020_search_photos.sql index it while the photo is shown in an album.
 */
export const photoSearchTerms = (image: { caption: string }) => searchTermsOf("", [image.caption]);

/** A file name as shown and stored: no folders, no control characters, at most 200 characters. */
export function uploadedFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200) || "görsel";
}

export type LibraryRow = typeof images.$inferSelect & { uses: ImageUse[] };

/**
 * One page of the library, then the uses of its images: two statements (the uses are one raw
 * statement, which drizzle cannot put in a batch). `q` searches file names, alt texts and captions.
 */
export async function libraryPage(
  db: Database,
  q: string | undefined,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: LibraryRow[] }> {
  // Images in the trash are listed in Çöp kutusu, not here.
  const filter = and(isNull(images.deletedAt), matchesSearch(images.searchKey, q) ?? sql`1 = 1`);
  const [[counted], rows] = await db.batch([
    db.select({ total: sql<number>`count(*)` }).from(images).where(filter),
    db.select().from(images).where(filter).orderBy(desc(images.createdAt), desc(images.id)).limit(window.limit).offset(window.offset),
  ]);
  const uses = rows.length ? groupUses(await usesQuery(db, sql`i.id IN (${sql.join(rows.map((row) => sql`${row.id}`), sql`, `)})`)) : new Map();
  return { total: counted?.total ?? 0, rows: rows.map((row) => ({ ...row, uses: uses.get(row.id) ?? [] })) };
}

// --- Changes to images (the gallery's and the library's routes) ----------------------------------

/** The images in a gallery view: every album's photos, those in no album, or one album's; none in the trash. */
export function galleryImages(db: Database, album: "all" | "none" | number) {
  const where = album === "all" ? isNotNull(images.albumId) : album === "none" ? isNull(images.albumId) : eq(images.albumId, album);
  return db.select().from(images).where(and(where, isNull(images.deletedAt))).orderBy(asc(images.albumId), asc(images.sortOrder), asc(images.id));
}

/** An image by id, in the trash or not. */
export const imageById = async (db: Database, id: number) => (await db.select().from(images).where(eq(images.id, id)))[0] ?? null;

/** An image unless it is in the trash. */
export const liveImage = async (db: Database, id: number) => (await db.select().from(images).where(and(eq(images.id, id), isNull(images.deletedAt))))[0] ?? null;

/** An image in the trash, or none. */
export const trashedImage = async (db: Database, id: number) => (await db.select().from(images).where(and(eq(images.id, id), isNotNull(images.deletedAt))))[0] ?? null;

/** The image whose public file is at this R2 key (in the trash or not). */
export const imageByKey = async (db: Database, r2Key: string) => (await db.select().from(images).where(eq(images.r2Key, r2Key)))[0] ?? null;

/** The images of these R2 keys or ids, in the trash or not, with what names them (restoring a revision checks which of its pictures are still there). */
export const imagesByKeysOrIds = (db: Database, keys: readonly string[], ids: readonly number[]) =>
  db
    .select({ id: images.id, r2Key: images.r2Key, alt: images.alt, fileName: images.fileName, deletedAt: images.deletedAt })
    .from(images)
    .where(or(inArray(images.r2Key, [...keys]), inArray(images.id, [...ids])));

/** The images in the trash, for Çöp kutusu. */
export const trashedImages = (db: Database) =>
  db.select({ id: images.id, alt: images.alt, fileName: images.fileName, deletedAt: images.deletedAt }).from(images).where(isNotNull(images.deletedAt));

/** What an upload stores beside its files. */
export type NewImage = Omit<typeof images.$inferInsert, "id" | "searchKey" | "sortOrder" | "createdAt" | "version" | "deletedAt">;

/** A new image, last in the order: its row, then its audit entry. */
export const insertImageStatements = (db: Database, actor: Actor, image: NewImage & { alt: string; caption: string; fileName: string }) =>
  [
    db
      .insert(images)
      .values({ ...image, searchKey: imageSearchKey(image), searchTerms: photoSearchTerms(image), sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM ${images})` })
      .returning(),
    auditStatement(db, actor, { action: "image.upload", target: sql`'image:' || last_insert_rowid()`, summary: `Görsel yüklendi: ${image.alt}` }),
  ] as const;

export interface ImageEdit {
  alt: string;
  caption: string;
  albumId: number | null;
  version: number;
}

/**
 * An edit over the version the editor loaded, never of an image in the trash: the audit entry,
 * then the updated row (none when stale or trashed). `fileName` is the image's, for its search key.
 */
export const updateImageStatements = (db: Database, actor: Actor, id: number, edit: ImageEdit, fileName: string) =>
  [
    auditStatement(
      db,
      actor,
      { action: "image.update", target: `image:${id}`, summary: `Görsel güncellendi: ${edit.alt}` },
      sql`EXISTS (SELECT 1 FROM ${images} WHERE id = ${id} AND version = ${edit.version} AND deleted_at IS NULL)`,
    ),
    db
      .update(images)
      .set({
        alt: edit.alt,
        caption: edit.caption,
        albumId: edit.albumId,
        searchKey: imageSearchKey({ fileName, alt: edit.alt, caption: edit.caption }),
        searchTerms: photoSearchTerms(edit),
        // Chosen for an album or edited in the library: kept, whatever the texts do with it.
        draftUpload: false,
        version: sql`${images.version} + 1`,
      })
      .where(and(eq(images.id, id), eq(images.version, edit.version), isNull(images.deletedAt)))
      .returning(),
  ] as const;

/** A new alt text for an image not in the trash: the audit entry, then the updated row. */
export const updateAltStatements = (db: Database, actor: Actor, image: { id: number; fileName: string; caption: string }, alt: string) =>
  [
    auditStatement(
      db,
      actor,
      { action: "image.update", target: `image:${image.id}`, summary: `Görselin alternatif metni: ${alt}` },
      sql`EXISTS (SELECT 1 FROM ${images} WHERE id = ${image.id} AND deleted_at IS NULL)`,
    ),
    db
      .update(images)
      .set({ alt, searchKey: imageSearchKey({ fileName: image.fileName, alt, caption: image.caption }), version: sql`${images.version} + 1` })
      .where(and(eq(images.id, image.id), isNull(images.deletedAt)))
      .returning(),
  ] as const;

/** The condition that the image is in the trash, for the statements in the batch that trashes it or deletes it for good. */
export const stillTrashed = (id: number) => sql`EXISTS (SELECT 1 FROM ${images} WHERE id = ${id} AND deleted_at IS NOT NULL)`;

/**
 * To the trash at the version the editor saw: the audit entry, the trashed id, then the covers and
 * social-card pictures that showed it cleared (as the foreign key does for a delete). The texts
 * that show it are the caller's to add (src/services/media/remove-image-from-texts.ts).
 */
export const trashImageStatements = (db: Database, actor: Actor, image: { id: number; alt: string }, version: number) =>
  [
    auditStatement(
      db,
      actor,
      { action: "image.trash", target: `image:${image.id}`, summary: `Görsel çöp kutusuna taşındı: ${image.alt}` },
      sql`EXISTS (SELECT 1 FROM ${images} WHERE id = ${image.id} AND version = ${version} AND deleted_at IS NULL)`,
    ),
    db
      .update(images)
      .set({ deletedAt: new Date(), version: sql`${images.version} + 1` })
      .where(and(eq(images.id, image.id), eq(images.version, version), isNull(images.deletedAt)))
      .returning({ id: images.id }),
    // Only once it is in the trash: a stale request changes nothing.
    db.update(news).set({ coverImageId: null }).where(and(eq(news.coverImageId, image.id), stillTrashed(image.id))),
    db.update(events).set({ coverImageId: null }).where(and(eq(events.coverImageId, image.id), stillTrashed(image.id))),
    db.update(news).set({ socialImageId: null }).where(and(eq(news.socialImageId, image.id), stillTrashed(image.id))),
    db.update(events).set({ socialImageId: null }).where(and(eq(events.socialImageId, image.id), stillTrashed(image.id))),
  ] as const;

/** Back from the trash: the audit entry, then the restored row (none when it was no longer there). */
export const restoreImageStatements = (db: Database, actor: Actor, image: { id: number; alt: string }) =>
  [
    auditStatement(
      db,
      actor,
      { action: "image.untrash", target: `image:${image.id}`, summary: `Görsel çöp kutusundan geri alındı: ${image.alt}` },
      sql`EXISTS (SELECT 1 FROM ${images} WHERE id = ${image.id} AND deleted_at IS NOT NULL)`,
    ),
    db
      .update(images)
      .set({ deletedAt: null, version: sql`${images.version} + 1` })
      .where(and(eq(images.id, image.id), isNotNull(images.deletedAt)))
      .returning(),
  ] as const;

/** How Çöp kutusu names an image: its alt text, else its file's name. */
export const trashTitle = (image: { alt: string; fileName: string }) => image.alt || image.fileName || "Adsız görsel";

/** Of these images, those in the trash: what deleting them for good must find the references by. */
export const trashedImagesOf = (db: Database, ids: number[]) =>
  db.select({ id: images.id, r2Key: images.r2Key }).from(images).where(and(inArray(images.id, ids), isNotNull(images.deletedAt)));

/** Removes images in the trash for good, returning what their files need (src/services/media/trash.ts removes those). */
export const purgeImagesStatement = (db: Database, ids: number[]) =>
  db
    .delete(images)
    .where(and(inArray(images.id, ids), isNotNull(images.deletedAt)))
    .returning({ id: images.id, r2Key: images.r2Key, originalKey: images.originalKey, albumId: images.albumId });

/** The audit entry of removing a trashed image for good, written only while it is still in the trash (before its delete, in one batch). */
export const imagePurgeAudit = (db: Database, actor: Actor, image: { id: number; alt: string; fileName: string }) =>
  auditStatement(
    db,
    actor,
    { action: "image.purge", target: `image:${image.id}`, summary: `Görsel kalıcı olarak silindi: ${trashTitle(image)}` },
    stillTrashed(image.id),
  );
