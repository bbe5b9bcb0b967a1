import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { actorOf } from "../../services/auth/session";
import { database } from "../../db/client";
import { imageByKey, libraryPage, updateAltStatements, type LibraryRow } from "../../db/media-library";
import { purgeTags } from "../../platform/cache/purge";
import { purgeForImageEdit } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { MEDIA_PATH_PREFIX } from "../../shared/richtext/url-policy";
import { imageDto } from "./content-dto";
import { listQuery } from "./list-query";
import { notFound, trashedImageError } from "./content-errors";
import { LIBRARY_PAGE_SIZE, type LibraryImageDto, type Page } from "../../shared/admin-contract";
import { imageAltInput } from "./library-schema";
import { jsonInvalid } from "./validation";

/**
 * Ortam kitaplığı: every uploaded image with where it is used, for the library section, the
 * editor's image picker and the albums' "choose from the library". Uploads, edits and deletes go
 * through the gallery API's image routes (one upload path, one delete path).
 */
export const libraryApi = new Hono<AppEnv>();

const libraryDto = (row: LibraryRow): LibraryImageDto => ({ ...imageDto(row), fileName: row.fileName, draftUpload: row.draftUpload, uses: row.uses });

libraryApi.get("/", zValidator("query", listQuery, jsonInvalid), async (c) => {
  const { q, sayfa } = c.req.valid("query");
  const { total, rows } = await libraryPage(database(c.env.DB), q, {
    limit: LIBRARY_PAGE_SIZE,
    offset: (sayfa - 1) * LIBRARY_PAGE_SIZE,
  });
  const page: Page<LibraryImageDto> = { items: rows.map(libraryDto), page: sayfa, pageCount: Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE)), total };
  return c.json(page);
});

/** The R2 key behind a /media/ address, or null for anything else. */
function keyOf(url: string): string | null {
  if (!url.startsWith(MEDIA_PATH_PREFIX)) return null;
  try {
    return decodeURIComponent(url.slice(MEDIA_PATH_PREFIX.length));
  } catch {
    return null;
  }
}

/**
 * The alt text typed when an image is put into a text becomes the image's own alt text, used
 * wherever it appears without one of its own (a cover, an album). Addressed by the image's /media/
 * address, which is all a text's image node knows of it.
 */
libraryApi.put("/alt", zValidator("json", imageAltInput, jsonInvalid), async (c) => {
  const { url, alt } = c.req.valid("json");
  const key = keyOf(url);
  const db = database(c.env.DB);
  const image = key ? await imageByKey(db, key) : null;
  if (!image) throw notFound("Görsel");
  if (image.deletedAt) throw trashedImageError();
  if (image.alt === alt) return c.json(imageDto(image));
  const [, [updated]] = await db.batch(updateAltStatements(db, actorOf(c), image, alt));
  if (!updated) throw trashedImageError();
  purgeTags(c, purgeForImageEdit(image.id, [image.albumId]));
  return c.json(imageDto(updated));
});
