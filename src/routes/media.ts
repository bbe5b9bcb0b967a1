import { Hono } from "hono";
import { catalogue } from "../platform/errors";
import { fullPath } from "../platform/validation";
import { tag } from "../platform/cache/tags";
import type { AppEnv } from "../shared/env";
import { TRASH_PREFIX } from "../services/media/trash";
import { DOCUMENTS_PREFIX, PRIVATE_PREFIX } from "../shared/media-variants";
import { BACKUP_PREFIX } from "../services/backup/keys";

/**
 * Media from R2 at a stable address, /media/{key}, except the private originals. Keys are never reused for other content (an
 * upload gets a new key), so responses may be cached for a year; each carries its file's cache tag,
 * so deleting an image also removes it from Cloudflare's cache. The stored content type is sent
 * with `nosniff`, so a browser never reinterprets an upload as something else.
 */
export const media = new Hono<AppEnv>();

media.get("/:key{.+}", async (c) => {
  const key = c.req.param("key");
  // Uploads as they came (with their EXIF and GPS) are kept for re-encoding, never served.
  // Nor the files of an image in the trash (src/services/media/trash.ts): a trashed image is as unknown as any,
  // nor the database's backups (src/services/backup/), which hold every member's personal data,
  // nor the register's scanned documents, which only the board opens (src/routes/admin/documents-api.ts).
  if (key.startsWith(PRIVATE_PREFIX) || key.startsWith(TRASH_PREFIX) || key.startsWith(BACKUP_PREFIX) || key.startsWith(DOCUMENTS_PREFIX)) throw catalogue.noRouteMatches(fullPath(c.req.url));
  const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
  if (!object) throw catalogue.noRouteMatches(fullPath(c.req.url));

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("Cache-Tag", tag.media(key));
  headers.set("X-Content-Type-Options", "nosniff");
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");

  // A conditional request that matched: R2 returns the metadata without a body.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
