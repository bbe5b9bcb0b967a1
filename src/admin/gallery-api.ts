import { zValidator } from "@hono/zod-validator";
import { and, asc, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as z from "zod";
import { auditStatement, type Actor } from "../db/audit";
import { describeUses, imageUses } from "../db/image-usage";
import { database, type Database } from "../db/client";
import { mediaUrl } from "../db/images";
import { albums, events, images, news } from "../db/schema";
import { trashPurgeAt } from "../db/trash";
import { moveImageFilesToTrash, purgeTrashedAlbums, purgeTrashedImages, restoreImageFiles } from "../media/trash";
import { createError } from "../edge/errors";
import { acceptBody, uploadPolicy } from "../edge/request-body";
import type { AppEnv } from "../env";
import { slugify } from "../i18n/text";
import { sniffImage } from "../media/image-type";
import { removeObjects, UnreadableImageError, type StoredImage } from "../media/process";
import { deletedImageTags } from "../media/delete-image";
import { storedKeys, storeUpload } from "../media/store";
import { IMAGE_MAX_BYTES, type AlbumDto, type TrashItem } from "./contract";
import { conflict, imageDto, notFound } from "./content-shared";
import { purgeTags } from "../edge/page-cache/purge";
import { tag } from "../edge/page-cache/tags";
import { jsonInvalid } from "./validation";
import { textsWithoutImage } from "./remove-image-from-texts";
import { altText } from "./library-schema";
import { imageSearchKey, uploadedFileName } from "../db/media-library";

/** Galeri in the admin area: albums (create, rename, reorder, delete) and images (upload, edit, move, delete). */
export const galleryApi = new Hono<AppEnv>();

const actorOf = (c: { var: AppEnv["Variables"] }): Actor => ({ id: c.var.session!.user.id, name: c.var.session!.user.name });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const versionQuery = z.object({ version: z.coerce.number().int().positive() });

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
const albumList = (db: Database) =>
  db.select(albumFields).from(albums).leftJoin(images, liveAlbumPhotos).where(isNull(albums.deletedAt)).groupBy(albums.id).orderBy(asc(albums.sortOrder), asc(albums.id));

/** An album unless it is in the trash (a trashed album answers 404 here, like an unknown one). */
async function readAlbum(db: Database, id: number): Promise<AlbumDto | null> {
  const [row] = await db.select(albumFields).from(albums).leftJoin(images, liveAlbumPhotos).where(and(eq(albums.id, id), isNull(albums.deletedAt))).groupBy(albums.id);
  return row ?? null;
}

const albumInput = z.object({
  title: z.string().trim().min(1, "Albüm adı yazın.").min(2, "Albüm adı en az 2 karakter olmalı.").max(120, "Albüm adı en fazla 120 karakter olabilir."),
  description: z.string().trim().max(400, "Açıklama en fazla 400 karakter olabilir.").default(""),
});

/** A slug no other album has: the title's, with a number added when it is taken. */
async function freeAlbumSlug(db: Database, title: string, exceptId = 0): Promise<string> {
  const base = slugify(title);
  const taken = new Set((await db.select({ slug: albums.slug }).from(albums)).filter((a) => a.slug).map((a) => a.slug));
  const [own] = exceptId ? await db.select({ slug: albums.slug }).from(albums).where(eq(albums.id, exceptId)) : [];
  if (own) taken.delete(own.slug);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

galleryApi.get("/albums", async (c) => c.json({ albums: await albumList(database(c.env.DB)) }));

galleryApi.post("/albums", zValidator("json", albumInput, jsonInvalid), async (c) => {
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  const slug = await freeAlbumSlug(db, input.title);
  const [[created]] = await db.batch([
    db
      .insert(albums)
      .values({ ...input, slug, sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM ${albums})` })
      .returning({ id: albums.id }),
    auditStatement(db, actorOf(c), { action: "album.create", target: sql`'album:' || last_insert_rowid()`, summary: `“${input.title}” albümü oluşturuldu` }),
  ]);
  await purgeTags(c, [tag.gallery]);
  return c.json(await readAlbum(db, created!.id), 201);
});

galleryApi.put(
  "/albums/:id",
  zValidator("param", idParam, jsonInvalid),
  zValidator("json", albumInput.extend({ version: z.number().int().positive() }), jsonInvalid),
  async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const slug = await freeAlbumSlug(db, input.title, id);
    const unchanged = sql`EXISTS (SELECT 1 FROM ${albums} WHERE id = ${id} AND version = ${input.version})`;
    const [, updated] = await db.batch([
      auditStatement(db, actorOf(c), { action: "album.update", target: `album:${id}`, summary: `Albüm “${input.title}” olarak güncellendi` }, unchanged),
      db
        .update(albums)
        .set({ title: input.title, description: input.description, slug, updatedAt: new Date(), version: sql`${albums.version} + 1` })
        .where(and(eq(albums.id, id), eq(albums.version, input.version)))
        .returning({ id: albums.id }),
    ]);
    if (updated.length === 0) throw (await readAlbum(db, id)) ? conflict() : notFound("Albüm");
    await purgeTags(c, [tag.gallery, tag.album(id)]);
    return c.json(await readAlbum(db, id));
  },
);

/** New order of all albums: the list must name every album exactly once. */
galleryApi.post(
  "/albums/order",
  zValidator("json", z.object({ ids: z.array(z.number().int().positive()).max(1000) }), jsonInvalid),
  async (c) => {
    const { ids } = c.req.valid("json");
    const db = database(c.env.DB);
    const existing = (await db.select({ id: albums.id }).from(albums).where(isNull(albums.deletedAt))).map((a) => a.id).sort((a, b) => a - b);
    const given = [...ids].sort((a, b) => a - b);
    if (existing.length !== given.length || existing.some((id, i) => id !== given[i])) {
      throw createError({ statusCode: 409, statusMessage: "Albüm listesi siz düzenlerken değişti. Lütfen sayfayı yenileyip yeniden sıralayın." });
    }
    if (ids.length) {
      await db.batch([
        auditStatement(db, actorOf(c), { action: "album.reorder", target: "albums", summary: "Albümlerin sırası değiştirildi" }),
        ...ids.map((id, i) => db.update(albums).set({ sortOrder: i + 1 }).where(eq(albums.id, id))),
      ]);
    }
    await purgeTags(c, [tag.gallery]);
    return c.json({ albums: await albumList(db) });
  },
);

galleryApi.delete("/albums/:id", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const { version } = c.req.valid("query");
  const db = database(c.env.DB);
  const album = await readAlbum(db, id);
  if (!album) throw notFound("Albüm");
  if (album.version !== version) throw conflict();
  const stillThere = sql`EXISTS (SELECT 1 FROM ${albums} WHERE id = ${id} AND version = ${version} AND deleted_at IS NULL)`;
  // To the trash with its slug and photos: off the public gallery at once, restorable for TRASH_DAYS.
  const [, trashed] = await db.batch([
    auditStatement(db, actorOf(c), { action: "album.trash", target: `album:${id}`, summary: `“${album.title}” albümü çöp kutusuna taşındı` }, stillThere),
    db
      .update(albums)
      .set({ deletedAt: new Date(), version: sql`${albums.version} + 1` })
      .where(and(eq(albums.id, id), eq(albums.version, version), isNull(albums.deletedAt)))
      .returning({ id: albums.id }),
  ]);
  if (trashed.length === 0) throw conflict();
  await purgeTags(c, [tag.gallery, tag.album(id)]);
  return c.json({ ok: true });
});

const albumFilter = z.object({ album: z.union([z.literal("all"), z.literal("none"), z.coerce.number().int().positive()]).default("all") });

galleryApi.get("/images", zValidator("query", albumFilter, jsonInvalid), async (c) => {
  const { album } = c.req.valid("query");
  const db = database(c.env.DB);
  // The gallery holds photos in albums; every upload, in an album or not, is in the media library (library-api.ts).
  const where = album === "all" ? isNotNull(images.albumId) : album === "none" ? isNull(images.albumId) : eq(images.albumId, album);
  const rows = await db.select().from(images).where(and(where, isNull(images.deletedAt))).orderBy(asc(images.albumId), asc(images.sortOrder), asc(images.id));
  return c.json({ images: rows.map(imageDto) });
});

const uploadFields = z.object({
  albumId: z.union([z.literal(""), z.coerce.number().int().positive()]).optional(),
  alt: z.string().trim().max(300, "Alternatif metin en fazla 300 karakter olabilir.").optional(),
  caption: z.string().trim().max(300, "Açıklama en fazla 300 karakter olabilir.").optional(),
  /**
   * Where the upload comes from: "editor" marks a picture uploaded into a text being written, which
   * the daily cron removes if it ends up used nowhere (src/media/unused-uploads.ts); the library and
   * the gallery upload images to keep.
   */
  source: z.enum(["editor", "library", "gallery"]).default("library"),
});

/**
 * Upload: one image per request (the app sends several in parallel, each with its own progress).
 * The type is decided by the file's bytes; the name and the declared type are ignored.
 */
galleryApi.post("/images", acceptBody(uploadPolicy(IMAGE_MAX_BYTES)), async (c) => {
  const form = await c.req.parseBody();
  const file = form.file;
  if (!(file instanceof File)) throw createError({ statusCode: 400, statusMessage: "Yüklenecek bir dosya seçin.", fields: { file: "Dosya seçilmedi." } });
  if (file.size > IMAGE_MAX_BYTES) throw createError({ statusCode: 413, statusMessage: "Dosya çok büyük: en fazla 20 MB yüklenebilir." });
  const fields = uploadFields.safeParse({ albumId: form.albumId, alt: form.alt, caption: form.caption, source: form.source });
  if (!fields.success) throw createError({ statusCode: 400, statusMessage: fields.error.issues[0]!.message });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed) {
    throw createError({ statusCode: 415, statusMessage: "Bu dosya desteklenen bir görsel değil. PNG, GIF, JPEG, BMP veya ICO yükleyin." });
  }
  const db = database(c.env.DB);
  const albumId = typeof fields.data.albumId === "number" ? fields.data.albumId : null;
  if (albumId !== null && !(await readAlbum(db, albumId))) throw notFound("Albüm");

  let stored: StoredImage;
  try {
    stored = await storeUpload(c.env, bytes, sniffed);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw createError({ statusCode: 415, statusMessage: "Bu dosya okunamadı: bozuk ya da eksik bir görsel olabilir. Lütfen dosyayı yeniden kaydedip tekrar yükleyin." });
    }
    console.error(JSON.stringify({ message: "image variants failed", error: String(error) }));
    throw createError({ statusCode: 503, statusMessage: "Görsel şu anda işlenemedi. Lütfen biraz sonra yeniden deneyin." });
  }
  const fileName = uploadedFileName(file.name);
  const alt = fields.data.alt || fileName.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ").slice(0, 120);
  const caption = fields.data.caption ?? "";
  try {
    const [[created]] = await db.batch([
      db
        .insert(images)
        .values({
          r2Key: stored.publicKey,
          originalKey: stored.originalKey || null,
          contentType: stored.contentType,
          width: stored.width,
          height: stored.height,
          byteSize: stored.byteSize,
          alt,
          caption,
          fileName,
          searchKey: imageSearchKey({ fileName, alt, caption }),
          draftUpload: fields.data.source === "editor" && albumId === null,
          albumId,
          sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM ${images})`,
          uploadedBy: actorOf(c).id,
        })
        .returning(),
      auditStatement(db, actorOf(c), { action: "image.upload", target: sql`'image:' || last_insert_rowid()`, summary: `Görsel yüklendi: ${alt}` }),
    ]);
    // Only photos in an album are on public pages; a picture for a text appears with the text.
    if (albumId !== null) await purgeTags(c, [tag.gallery, tag.album(albumId)]);
    return c.json(imageDto(created!), 201);
  } catch (error) {
    // Keep R2 and D1 in step: the files of an image whose row could not be written are removed again.
    await removeObjects(c.env.MEDIA, storedKeys(stored));
    throw error;
  }
});

const imageUpdate = z.object({
  alt: altText,
  caption: z.string().trim().max(300, "Açıklama en fazla 300 karakter olabilir."),
  albumId: z.number().int().positive().nullable(),
  version: z.number().int().positive(),
});

galleryApi.put("/images/:id", zValidator("param", idParam, jsonInvalid), zValidator("json", imageUpdate, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  if (input.albumId !== null && !(await readAlbum(db, input.albumId))) throw notFound("Albüm");
  const unchanged = sql`EXISTS (SELECT 1 FROM ${images} WHERE id = ${id} AND version = ${input.version})`;
  const [before] = await db.select({ albumId: images.albumId, fileName: images.fileName }).from(images).where(eq(images.id, id));
  const [, updated] = await db.batch([
    auditStatement(db, actorOf(c), { action: "image.update", target: `image:${id}`, summary: `Görsel güncellendi: ${input.alt}` }, unchanged),
    db
      .update(images)
      .set({
        alt: input.alt,
        caption: input.caption,
        albumId: input.albumId,
        searchKey: imageSearchKey({ fileName: before?.fileName ?? "", alt: input.alt, caption: input.caption }),
        // Chosen for an album or edited in the library: kept, whatever the texts do with it.
        draftUpload: false,
        version: sql`${images.version} + 1`,
      })
      .where(and(eq(images.id, id), eq(images.version, input.version)))
      .returning(),
  ]);
  if (updated.length === 0) {
    const [exists] = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
    throw exists ? conflict() : notFound("Görsel");
  }
  // Wherever it is shown (a cover, the gallery index), and the albums it left and joined.
  const albumIds = new Set([before?.albumId, input.albumId].filter((albumId): albumId is number => albumId != null));
  await purgeTags(c, [tag.image(id), tag.gallery, ...[...albumIds].map(tag.album)]);
  return c.json(imageDto(updated[0]!));
});

/** `force=1`: delete an image that texts or covers still show (the editor was warned and confirmed). */
const deleteQuery = versionQuery.extend({ force: z.enum(["0", "1"]).default("0") });

galleryApi.get("/images/:id/usage", zValidator("param", idParam, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const [image] = await db.select({ id: images.id, r2Key: images.r2Key }).from(images).where(eq(images.id, c.req.valid("param").id));
  if (!image) throw notFound("Görsel");
  return c.json({ uses: await imageUses(db, image) });
});

galleryApi.delete("/images/:id", zValidator("param", idParam, jsonInvalid), zValidator("query", deleteQuery, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const { version, force } = c.req.valid("query");
  const db = database(c.env.DB);
  const [image] = await db.select().from(images).where(and(eq(images.id, id), isNull(images.deletedAt)));
  if (!image) throw notFound("Görsel");
  if (image.version !== version) throw conflict();
  // A trashed image would leave a gap in every text that shows it: say where first.
  const uses = force === "1" ? [] : await imageUses(db, image);
  if (uses.length) {
    const where = describeUses(uses);
    throw createError({
      statusCode: 409,
      statusMessage: `Bu görsel kullanılıyor: ${where}. Çöp kutusuna taşırsanız bu yerlerden kaldırılır.`,
      fields: { usage: where },
    });
  }
  const stillThere = sql`EXISTS (SELECT 1 FROM ${images} WHERE id = ${id} AND version = ${version} AND deleted_at IS NULL)`;
  // No public page may show a picture whose file is gone: the texts that show it lose it in the same
  // batch (their Geçmiş keeps the versions with it), covers and social pictures fall back to none.
  const textEdits = await textsWithoutImage(db, mediaUrl(image.r2Key));
  const [, trashed] = await db.batch([
    auditStatement(db, actorOf(c), { action: "image.trash", target: `image:${id}`, summary: `Görsel çöp kutusuna taşındı: ${image.alt}` }, stillThere),
    db
      .update(images)
      .set({ deletedAt: new Date(), version: sql`${images.version} + 1` })
      .where(and(eq(images.id, id), eq(images.version, version), isNull(images.deletedAt)))
      .returning({ id: images.id }),
    ...textEdits,
    ...pictureUsesCleared(db, id),
  ]);
  if (trashed.length === 0) throw conflict();
  await moveImageFilesToTrash(c.env.MEDIA, image);
  await purgeTags(c, deletedImageTags(image));
  return c.json({ ok: true });
});

/** Covers and social-card pictures that showed a trashed image show none (as the foreign key does for a delete). */
const pictureUsesCleared = (db: Database, id: number) => [
  db.update(news).set({ coverImageId: null }).where(eq(news.coverImageId, id)),
  db.update(events).set({ coverImageId: null }).where(eq(events.coverImageId, id)),
  db.update(news).set({ socialImageId: null }).where(eq(news.socialImageId, id)),
  db.update(events).set({ socialImageId: null }).where(eq(events.socialImageId, id)),
];

// --- Çöp kutusu: albums and images ------------------------------------------------------------------

const trashTitle = (image: { alt: string; fileName: string }) => image.alt || image.fileName || "Adsız görsel";

galleryApi.get("/gallery/trash", async (c) => {
  const db = database(c.env.DB);
  const [trashedAlbums, trashedImages] = await db.batch([
    db.select({ id: albums.id, title: albums.title, slug: albums.slug, deletedAt: albums.deletedAt }).from(albums).where(isNotNull(albums.deletedAt)),
    db.select({ id: images.id, alt: images.alt, fileName: images.fileName, deletedAt: images.deletedAt }).from(images).where(isNotNull(images.deletedAt)),
  ]);
  const items: TrashItem[] = [
    ...trashedAlbums.map((row) => ({ kind: "album" as const, id: row.id, title: row.title, slug: row.slug, deletedAt: row.deletedAt!.toISOString(), purgeAt: trashPurgeAt(row.deletedAt!).toISOString() })),
    ...trashedImages.map((row) => ({ kind: "image" as const, id: row.id, title: trashTitle(row), slug: row.fileName, deletedAt: row.deletedAt!.toISOString(), purgeAt: trashPurgeAt(row.deletedAt!).toISOString() })),
  ];
  return c.json({ items });
});

galleryApi.post("/albums/trash/:id/restore", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const [album] = await db.select().from(albums).where(and(eq(albums.id, id), isNotNull(albums.deletedAt)));
  if (!album) throw notFound("Çöp kutusundaki albüm");
  const inTrash = sql`EXISTS (SELECT 1 FROM ${albums} WHERE id = ${id} AND deleted_at IS NOT NULL)`;
  const [, restored] = await db.batch([
    auditStatement(db, actorOf(c), { action: "album.restore", target: `album:${id}`, summary: `“${album.title}” albümü çöp kutusundan geri alındı` }, inTrash),
    db
      .update(albums)
      .set({ deletedAt: null, version: sql`${albums.version} + 1` })
      .where(and(eq(albums.id, id), isNotNull(albums.deletedAt)))
      .returning({ id: albums.id }),
  ]);
  if (restored.length === 0) throw notFound("Çöp kutusundaki albüm");
  await purgeTags(c, [tag.gallery, tag.album(id)]);
  return c.json((await readAlbum(db, id))!);
});

galleryApi.post("/images/trash/:id/restore", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const [image] = await db.select().from(images).where(and(eq(images.id, id), isNotNull(images.deletedAt)));
  if (!image) throw notFound("Çöp kutusundaki görsel");
  const inTrash = sql`EXISTS (SELECT 1 FROM ${images} WHERE id = ${id} AND deleted_at IS NOT NULL)`;
  // Files first: a restored row must never point at files still in the trash.
  await restoreImageFiles(c.env.MEDIA, image);
  const [, restored] = await db.batch([
    auditStatement(db, actorOf(c), { action: "image.restore", target: `image:${id}`, summary: `Görsel çöp kutusundan geri alındı: ${image.alt}` }, inTrash),
    db
      .update(images)
      .set({ deletedAt: null, version: sql`${images.version} + 1` })
      .where(and(eq(images.id, id), isNotNull(images.deletedAt)))
      .returning(),
  ]);
  if (restored.length === 0) throw notFound("Çöp kutusundaki görsel");
  await purgeTags(c, deletedImageTags(image));
  return c.json(imageDto(restored[0]!));
});

galleryApi.delete("/albums/trash/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const [album] = await db.select().from(albums).where(and(eq(albums.id, id), isNotNull(albums.deletedAt)));
  if (!album) throw notFound("Çöp kutusundaki albüm");
  await purgeTrashedAlbums(db, [id]);
  await db.batch([auditStatement(db, actorOf(c), { action: "album.purge", target: `album:${id}`, summary: `“${album.title}” albümü kalıcı olarak silindi` })]);
  return c.json({ ok: true });
});

galleryApi.delete("/images/trash/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const [image] = await db.select().from(images).where(and(eq(images.id, id), isNotNull(images.deletedAt)));
  if (!image) throw notFound("Çöp kutusundaki görsel");
  await purgeTrashedImages(db, c.env.MEDIA, [id]);
  await db.batch([auditStatement(db, actorOf(c), { action: "image.purge", target: `image:${id}`, summary: `Görsel kalıcı olarak silindi: ${trashTitle(image)}` })]);
  return c.json({ ok: true });
});
