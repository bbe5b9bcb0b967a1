import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { slugify } from "../shared/i18n/text";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { albums, images } from "./schema";
import { searchTermsOf } from "../shared/search/terms";

/**
 * Albums as the admin area keeps them: create, rename, reorder, to the trash and back, removed for
 * good. Each change is a list of statements for one `db.batch`, its audit entry among them, so a
 * change that lost a race leaves no entry behind. (The public gallery reads albums in ./gallery.ts.)
 */

const albumFields = {
  id: albums.id,
  title: albums.title,
  slug: albums.slug,
  description: albums.description,
  sortOrder: albums.sortOrder,
  version: albums.version,
  imageCount: count(images.id),
};

/** An album's photos that are not in the trash. */
const liveAlbumPhotos = and(eq(images.albumId, albums.id), isNull(images.deletedAt));

/** Every album not in the trash, in the gallery's order, with how many photos it holds. */
export const albumList = (db: Database) =>
  db.select(albumFields).from(albums).leftJoin(images, liveAlbumPhotos).where(isNull(albums.deletedAt)).groupBy(albums.id).orderBy(asc(albums.sortOrder), asc(albums.id));

/** An album as the admin list shows it. */
export type AlbumRow = Awaited<ReturnType<typeof albumList>>[number];

/** An album unless it is in the trash (a trashed album is no album to the admin API, like an unknown one). */
export async function liveAlbum(db: Database, id: number): Promise<AlbumRow | null> {
  const [row] = await db.select(albumFields).from(albums).leftJoin(images, liveAlbumPhotos).where(and(eq(albums.id, id), isNull(albums.deletedAt))).groupBy(albums.id);
  return row ?? null;
}

/** The ids of the albums not in the trash, ascending. */
export const liveAlbumIds = async (db: Database): Promise<number[]> =>
  (await db.select({ id: albums.id }).from(albums).where(isNull(albums.deletedAt))).map((album) => album.id).sort((a, b) => a - b);

/** A slug no other album has (trashed ones keep theirs): the title's, with a number added when it is taken. */
export async function freeAlbumSlug(db: Database, title: string, exceptId = 0): Promise<string> {
  const base = slugify(title);
  const taken = new Set((await db.select({ slug: albums.slug }).from(albums)).filter((a) => a.slug).map((a) => a.slug));
  const [own] = exceptId ? await db.select({ slug: albums.slug }).from(albums).where(eq(albums.id, exceptId)) : [];
  if (own) taken.delete(own.slug);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export interface AlbumInput {
  title: string;
  description: string;
}

/** What site search indexes of an album: its title and description. */
export const albumSearchTerms = (album: { title: string; description: string }) => searchTermsOf(album.title, [album.description]);

/** A new album, last in the order: its id, then its audit entry. */
export const createAlbumStatements = (db: Database, actor: Actor, input: AlbumInput, slug: string) =>
  [
    db
      .insert(albums)
      .values({ ...input, slug, searchTerms: albumSearchTerms(input), sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM ${albums})` })
      .returning({ id: albums.id }),
    auditStatement(db, actor, { action: "album.create", target: sql`'album:' || last_insert_rowid()`, summary: `“${input.title}” albümü oluşturuldu` }),
  ] as const;

/** A rename over the version the editor loaded: the audit entry, then the updated id (none when stale). */
export const updateAlbumStatements = (db: Database, actor: Actor, id: number, input: AlbumInput & { version: number }, slug: string) =>
  [
    auditStatement(
      db,
      actor,
      { action: "album.update", target: `album:${id}`, summary: `Albüm “${input.title}” olarak güncellendi` },
      sql`EXISTS (SELECT 1 FROM ${albums} WHERE id = ${id} AND version = ${input.version})`,
    ),
    db
      .update(albums)
      .set({ title: input.title, description: input.description, slug, searchTerms: albumSearchTerms(input), updatedAt: new Date(), version: sql`${albums.version} + 1` })
      .where(and(eq(albums.id, id), eq(albums.version, input.version)))
      .returning({ id: albums.id }),
  ] as const;

/** The albums in this order (ids of every live album, once each), with one audit entry. */
export const reorderAlbumStatements = (db: Database, actor: Actor, ids: [number, ...number[]]) =>
  [
    auditStatement(db, actor, { action: "album.reorder", target: "albums", summary: "Albümlerin sırası değiştirildi" }),
    ...ids.map((id, i) => db.update(albums).set({ sortOrder: i + 1 }).where(eq(albums.id, id))),
  ] as const;

/** To the trash with its slug and photos, at the version the editor saw: the audit entry, then the trashed id. */
export const trashAlbumStatements = (db: Database, actor: Actor, album: { id: number; title: string }, version: number) =>
  [
    auditStatement(
      db,
      actor,
      { action: "album.trash", target: `album:${album.id}`, summary: `“${album.title}” albümü çöp kutusuna taşındı` },
      sql`EXISTS (SELECT 1 FROM ${albums} WHERE id = ${album.id} AND version = ${version} AND deleted_at IS NULL)`,
    ),
    db
      .update(albums)
      .set({ deletedAt: new Date(), version: sql`${albums.version} + 1` })
      .where(and(eq(albums.id, album.id), eq(albums.version, version), isNull(albums.deletedAt)))
      .returning({ id: albums.id }),
  ] as const;

/** An album in the trash, or none. */
export async function trashedAlbum(db: Database, id: number) {
  const [album] = await db.select().from(albums).where(and(eq(albums.id, id), isNotNull(albums.deletedAt)));
  return album ?? null;
}

/** The albums in the trash, for Çöp kutusu. */
export const trashedAlbums = (db: Database) =>
  db.select({ id: albums.id, title: albums.title, slug: albums.slug, deletedAt: albums.deletedAt }).from(albums).where(isNotNull(albums.deletedAt));

/** Back from the trash: the audit entry, then the restored id (none when it was no longer there). */
export const restoreAlbumStatements = (db: Database, actor: Actor, album: { id: number; title: string }) =>
  [
    auditStatement(
      db,
      actor,
      { action: "album.untrash", target: `album:${album.id}`, summary: `“${album.title}” albümü çöp kutusundan geri alındı` },
      sql`EXISTS (SELECT 1 FROM ${albums} WHERE id = ${album.id} AND deleted_at IS NOT NULL)`,
    ),
    db
      .update(albums)
      .set({ deletedAt: null, version: sql`${albums.version} + 1` })
      .where(and(eq(albums.id, album.id), isNotNull(albums.deletedAt)))
      .returning({ id: albums.id }),
  ] as const;

/**
 * Removes albums in the trash for good, returning the ids that went. Their photos stay in the media
 * library, in no album (the foreign key sets it null).
 */
export const purgeAlbumsStatement = (db: Database, ids: number[]) =>
  db
    .delete(albums)
    .where(and(inArray(albums.id, ids), isNotNull(albums.deletedAt)))
    .returning({ id: albums.id });

/** The audit entry of removing a trashed album for good, written only while it is still in the trash (before its delete, in one batch). */
export const albumPurgeAudit = (db: Database, actor: Actor, album: { id: number; title: string }) =>
  auditStatement(
    db,
    actor,
    { action: "album.purge", target: `album:${album.id}`, summary: `“${album.title}” albümü kalıcı olarak silindi` },
    sql`EXISTS (SELECT 1 FROM ${albums} WHERE id = ${album.id} AND deleted_at IS NOT NULL)`,
  );
