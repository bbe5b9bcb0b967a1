import type { Context } from "hono";
import type { StoredDocumentFile } from "../../db/documents";
import { uploadedFileName } from "../../db/media-library";
import { createError } from "../../platform/errors";
import { nameForType, sniffDocument } from "../../services/media/document-type";
import type { AppEnv } from "../../shared/env";
import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_FILE_SIZE_ERROR, DOCUMENT_FILE_TYPE_ERROR } from "../../shared/registers/document-entry";

/**
 * The scans the books keep (the document register's, the cash book's): a form's `file`, checked by
 * its bytes (PDF, JPEG or PNG, never by its name; a name whose ending disagrees with the bytes is
 * given theirs), stored in R2 under a private prefix that /media
 * refuses, and given back only through the API of those who see the book.
 */

/** The form's scan, stored under `prefix`; null when no file was chosen; a refusal names the field. */
export async function storeScan(c: Context<AppEnv>, prefix: string): Promise<StoredDocumentFile | null> {
  const file = (await c.req.parseBody()).file;
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > DOCUMENT_FILE_MAX_BYTES) throw createError({ statusCode: 413, statusMessage: DOCUMENT_FILE_SIZE_ERROR, fields: { file: DOCUMENT_FILE_SIZE_ERROR } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffDocument(bytes);
  if (!sniffed) throw createError({ statusCode: 415, statusMessage: DOCUMENT_FILE_TYPE_ERROR, fields: { file: DOCUMENT_FILE_TYPE_ERROR } });
  const key = `${prefix}${crypto.randomUUID()}.${sniffed.extension}`;
  await c.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: sniffed.contentType } });
  return { key, contentType: sniffed.contentType, size: bytes.byteLength, name: nameForType(uploadedFileName(file.name), sniffed.extension) };
}

/** A stored scan as a response: never cached, with the type its bytes showed and `nosniff`, opened in the browser. */
export function scanResponse(object: R2ObjectBody, contentType: string, fileName: string): Response {
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Length": String(object.size),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  });
  return new Response(object.body, { headers });
}
