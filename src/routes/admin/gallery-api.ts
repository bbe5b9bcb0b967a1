import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { actorOf } from "../../services/auth/session";
import {
  albumList,
  albumPurgeAudit,
  createAlbumStatements,
  freeAlbumSlug,
  liveAlbum,
  liveAlbumIds,
  reorderAlbumStatements,
  restoreAlbumStatements,
  trashAlbumStatements,
  trashedAlbum,
  trashedAlbums,
  updateAlbumStatements,
} from "../../db/albums";
import { ALBUM_KIND, albumInput } from "../../shared/content-kinds/album";
import { database } from "../../db/client";
import { imageUses } from "../../db/image-usage";
import { readIdentity } from "../../db/identity";
import { rememberIdentity } from "../pages/site-identity";
import { mediaUrl } from "../../db/images";
import { describeUses } from "../../shared/image-uses";
import {
  galleryImages,
  imageById,
  imagePurgeAudit,
  insertImageStatements,
  liveImage,
  restoreImageStatements,
  stillTrashed,
  trashedImage,
  trashedImages,
  trashImageStatements,
  trashTitle,
  updateImageStatements,
  uploadedFileName,
} from "../../db/media-library";
import { trashPurgeAt } from "../../db/trash";
import { createError } from "../../platform/errors";
import { purgeTags } from "../../platform/cache/purge";
import { purgeForAlbum, purgeForAlbumList, purgeForImageEdit, purgeForUpload, tag } from "../../platform/cache/tags";
import { acceptBody, uploadPolicy } from "../../platform/request-body";
import type { AppEnv } from "../../shared/env";
import { deletedImageTags } from "../../services/media/delete-image";
import { sniffImage } from "../../services/media/image-type";
import { removeObjects, UnreadableImageError, type StoredImage } from "../../services/media/process";
import { textsLosingImage } from "../../services/media/image-references";
import { storedKeys, storeUpload } from "../../services/media/store";
import { moveImageFilesToTrash, purgeTrashedAlbums, purgeTrashedImages, restoreImageFiles } from "../../services/media/trash";
import { conflict, notFound, trashedImageError } from "./content-errors";
import { imageDto } from "./content-dto";
import { IMAGE_MAX_BYTES, type AlbumDto, type TrashItem } from "../../shared/admin-contract";
import { altText } from "./library-schema";
import { jsonInvalid } from "./validation";

/** Galeri in the admin area: albums (create, rename, reorder, delete) and images (upload, edit, move, delete). */
export const galleryApi = new Hono<AppEnv>();

const idParam = z.object({ id: z.coerce.number().int().positive() });
const versionQuery = z.object({ version: z.coerce.number().int().positive() });


galleryApi.get("/albums", async (c) => c.json<{ albums: AlbumDto[] }>({ albums: await albumList(database(c.env.DB)) }));

galleryApi.post("/albums", zValidator("json", albumInput, jsonInvalid), async (c) => {
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  const [[created]] = await db.batch(createAlbumStatements(db, actorOf(c), input, await freeAlbumSlug(db, input.title)));
  purgeTags(c, purgeForAlbumList());
  return c.json<AlbumDto>((await liveAlbum(db, created!.id))!, 201);
});

galleryApi.put(
  "/albums/:id",
  zValidator("param", idParam, jsonInvalid),
  zValidator("json", albumInput.extend({ version: z.number().int().positive() }), jsonInvalid),
  async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const [, updated] = await db.batch(updateAlbumStatements(db, actorOf(c), id, input, await freeAlbumSlug(db, input.title, id)));
    if (updated.length === 0) throw (await liveAlbum(db, id)) ? conflict() : notFound(ALBUM_KIND.noun);
    purgeTags(c, purgeForAlbum(id));
    return c.json<AlbumDto>((await liveAlbum(db, id))!);
  },
);

/** New order of all albums: the list must name every album exactly once. */
galleryApi.post(
  "/albums/order",
  zValidator("json", z.object({ ids: z.array(z.number().int().positive()).max(1000) }), jsonInvalid),
  async (c) => {
    const { ids } = c.req.valid("json");
    const db = database(c.env.DB);
    const existing = await liveAlbumIds(db);
    const given = [...ids].sort((a, b) => a - b);
    if (existing.length !== given.length || existing.some((id, i) => id !== given[i])) {
      throw createError({ statusCode: 409, statusMessage: "Albüm listesi siz düzenlerken değişti. Lütfen sayfayı yenileyip yeniden sıralayın." });
    }
    const [first, ...rest] = ids;
    if (first !== undefined) await db.batch(reorderAlbumStatements(db, actorOf(c), [first, ...rest]));
    purgeTags(c, purgeForAlbumList());
    return c.json<{ albums: AlbumDto[] }>({ albums: await albumList(db) });
  },
);

galleryApi.delete("/albums/:id", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const { version } = c.req.valid("query");
  const db = database(c.env.DB);
  const album = await liveAlbum(db, id);
  if (!album) throw notFound(ALBUM_KIND.noun);
  if (album.version !== version) throw conflict();
  // To the trash with its slug and photos: off the public gallery at once, restorable for TRASH_DAYS.
  const [, trashed] = await db.batch(trashAlbumStatements(db, actorOf(c), album, version));
  if (trashed.length === 0) throw conflict();
  purgeTags(c, purgeForAlbum(id));
  return c.json({ ok: true });
});

const albumFilter = z.object({ album: z.union([z.literal("all"), z.literal("none"), z.coerce.number().int().positive()]).default("all") });

// The gallery holds photos in albums; every upload, in an album or not, is in the media library (library-api.ts).
galleryApi.get("/images", zValidator("query", albumFilter, jsonInvalid), async (c) => {
  const rows = await galleryImages(database(c.env.DB), c.req.valid("query").album);
  return c.json({ images: rows.map(imageDto) });
});

const uploadFields = z.object({
  albumId: z.union([z.literal(""), z.coerce.number().int().positive()]).optional(),
  alt: z.string().trim().max(300, "Alternatif metin en fazla 300 karakter olabilir.").optional(),
  caption: z.string().trim().max(300, "Açıklama en fazla 300 karakter olabilir.").optional(),
  /**
   * Where the upload comes from: "editor" marks a picture uploaded into a text being written, which
   * the daily cron removes if it ends up used nowhere (src/services/media/unused-uploads.ts); the library and
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
  if (albumId !== null && !(await liveAlbum(db, albumId))) throw notFound(ALBUM_KIND.noun);

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
  // Never a file name ("IMG 20261126 101500"): an album photo without a description waits unpublished (src/db/gallery.ts).
  const alt = fields.data.alt ?? "";
  try {
    const [[created]] = await db.batch(
      insertImageStatements(db, actorOf(c), {
        r2Key: stored.publicKey,
        originalKey: stored.originalKey || null,
        contentType: stored.contentType,
        width: stored.width,
        height: stored.height,
        byteSize: stored.byteSize,
        alt,
        caption: fields.data.caption ?? "",
        fileName,
        draftUpload: fields.data.source === "editor" && albumId === null,
        albumId,
        uploadedBy: actorOf(c).id,
      }),
    );
    purgeTags(c, purgeForUpload(albumId));
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
  if (input.albumId !== null && !(await liveAlbum(db, input.albumId))) throw notFound(ALBUM_KIND.noun);
  const before = await imageById(db, id);
  if (!before) throw notFound("Görsel");
  if (before.deletedAt) throw trashedImageError();
  const [, updated] = await db.batch(updateImageStatements(db, actorOf(c), id, input, before.fileName));
  if (updated.length === 0) {
    const now = await imageById(db, id);
    throw !now ? notFound("Görsel") : now.deletedAt ? trashedImageError() : conflict();
  }
  purgeTags(c, purgeForImageEdit(id, [before.albumId, input.albumId]));
  return c.json(imageDto(updated[0]!));
});

/** `force=1`: delete an image that texts or covers still show (the editor was warned and confirmed). */
const deleteQuery = versionQuery.extend({ force: z.enum(["0", "1"]).default("0") });

galleryApi.get("/images/:id/usage", zValidator("param", idParam, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const image = await imageById(db, c.req.valid("param").id);
  if (!image) throw notFound("Görsel");
  return c.json({ uses: await imageUses(db, image) });
});

galleryApi.delete("/images/:id", zValidator("param", idParam, jsonInvalid), zValidator("query", deleteQuery, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const { version, force } = c.req.valid("query");
  const db = database(c.env.DB);
  const image = await liveImage(db, id);
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
  // No public page may show a picture whose file is gone: the texts that show it (pending drafts and
  // bulletins too) lose it in the same batch, only once the image is in the trash (their Geçmiş keeps
  // the versions with it); covers and social pictures fall back to none.
  // The association's logo falls back to the neutral default too; then every page's shell changes.
  const wasLogo = (await readIdentity(db)).identity.logo?.src === mediaUrl(image.r2Key);
  const textEdits = await textsLosingImage(db, image, stillTrashed(image.id));
  const [, trashed] = await db.batch([...trashImageStatements(db, actorOf(c), image, version), ...textEdits]);
  if (trashed.length === 0) throw conflict();
  // The row is in the trash now: the pages that showed it are purged whatever becomes of its files.
  try {
    await moveImageFilesToTrash(c.env.MEDIA, image);
  } finally {
    purgeTags(c, wasLogo ? [...deletedImageTags(image), tag.site] : deletedImageTags(image));
  }
  // The next page this isolate streams shows the identity without the logo from its first byte.
  if (wasLogo) rememberIdentity(await readIdentity(db));
  return c.json({ ok: true });
});

// --- Çöp kutusu: albums and images ------------------------------------------------------------------

galleryApi.get("/gallery/trash", async (c) => {
  const db = database(c.env.DB);
  const [albumRows, imageRows] = await db.batch([trashedAlbums(db), trashedImages(db)]);
  const items: TrashItem[] = [
    ...albumRows.map((row) => ({ kind: "album" as const, id: row.id, title: row.title, slug: row.slug, deletedAt: row.deletedAt!.toISOString(), purgeAt: trashPurgeAt(row.deletedAt!).toISOString() })),
    ...imageRows.map((row) => ({ kind: "image" as const, id: row.id, title: trashTitle(row), slug: row.fileName, deletedAt: row.deletedAt!.toISOString(), purgeAt: trashPurgeAt(row.deletedAt!).toISOString() })),
  ];
  return c.json({ items });
});

galleryApi.post("/albums/trash/:id/restore", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const album = await trashedAlbum(db, id);
  if (!album) throw notFound("Çöp kutusundaki albüm");
  const [, restored] = await db.batch(restoreAlbumStatements(db, actorOf(c), album));
  if (restored.length === 0) throw notFound("Çöp kutusundaki albüm");
  purgeTags(c, purgeForAlbum(id));
  return c.json<AlbumDto>((await liveAlbum(db, id))!);
});

galleryApi.post("/images/trash/:id/restore", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const image = await trashedImage(db, id);
  if (!image) throw notFound("Çöp kutusundaki görsel");
  // Files first: a restored row must never point at files still in the trash.
  await restoreImageFiles(c.env.MEDIA, image);
  const [, restored] = await db.batch(restoreImageStatements(db, actorOf(c), image));
  if (restored.length === 0) throw notFound("Çöp kutusundaki görsel");
  purgeTags(c, deletedImageTags(image));
  return c.json(imageDto(restored[0]!));
});

// Gone for good, with one audit entry in the same batch as the delete: a second request for the
// same removal (a double click) finds nothing left and answers 404.
galleryApi.delete("/albums/trash/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const album = await trashedAlbum(db, id);
  if (!album || (await purgeTrashedAlbums(db, [id], albumPurgeAudit(db, actorOf(c), album))) === 0) throw notFound("Çöp kutusundaki albüm");
  return c.json({ ok: true });
});

galleryApi.delete("/images/trash/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const image = await trashedImage(db, id);
  if (!image || (await purgeTrashedImages(db, c.env.MEDIA, [id], imagePurgeAudit(db, actorOf(c), image))) === 0) throw notFound("Çöp kutusundaki görsel");
  return c.json({ ok: true });
});
