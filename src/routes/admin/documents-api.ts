import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { actorOf } from "../../services/auth/session";
import { database } from "../../db/client";
import {
  documentById,
  documentPage,
  documentsToPrint,
  fileViewedStatement,
  insertCorrectionStatements,
  insertDocumentStatements,
  type StoredDocumentFile,
} from "../../db/documents";
import { createError } from "../../platform/errors";
import { acceptBody, uploadPolicy } from "../../platform/request-body";
import type { AppEnv } from "../../shared/env";
import { istanbulDay } from "../../shared/i18n/dates";
import { DOCUMENT_FILE_MAX_BYTES, documentCorrectionInput, documentEntryInput } from "../../shared/registers/document-entry";
import { DOCUMENTS_PREFIX } from "../../shared/media-variants";
import { removeObjects } from "../../services/media/process";
import { notFound } from "./content-errors";
import { ADMIN_PAGE_SIZE } from "./list-query";
import { documentDto } from "./document-dto";
import { scanResponse, storeScan } from "./scan-file";
import { jsonInvalid } from "./validation";

/**
 * Evrak Kayıt Defteri (the board and administrators only, api.ts): the year's entries a page at a
 * time, a new entry with its scan, a correction (a new entry; nothing is ever changed or deleted),
 * the scan itself, and the rows of the printed pages. docs/registers.md says why each rule is so.
 */
export const documentsApi = new Hono<AppEnv>();

const currentYear = () => Number(istanbulDay(new Date()).slice(0, 4));
const year = z.coerce.number().int().min(1900, "Geçerli bir yıl seçin.").max(9999, "Geçerli bir yıl seçin.");

const pageQuery = z.object({ yil: year.optional(), sayfa: z.coerce.number().int().min(1).max(100000).default(1) });

documentsApi.get("/", zValidator("query", pageQuery, jsonInvalid), async (c) => {
  const { yil = currentYear(), sayfa } = c.req.valid("query");
  const [rows, [counted], years] = await documentPage(database(c.env.DB), yil, { limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE });
  const total = counted?.total ?? 0;
  return c.json({
    year: yil,
    years: [...new Set([currentYear(), ...years.map((entry) => entry.year)])].sort((a, b) => b - a),
    page: { items: rows.map(documentDto), page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total },
  });
});

/** The most rows one print holds: a small association records a few hundred documents a year. */
export const PRINT_LIMIT = 5000;
const printQuery = z
  .object({ baslangic: year, bitis: year })
  .refine((range) => range.bitis >= range.baslangic, { path: ["bitis"], message: "Bitiş yılı başlangıç yılından önce olamaz." });

documentsApi.get("/yazdir", zValidator("query", printQuery, jsonInvalid), async (c) => {
  const { baslangic, bitis } = c.req.valid("query");
  const rows = await documentsToPrint(database(c.env.DB), baslangic, bitis, PRINT_LIMIT);
  return c.json({ from: baslangic, to: bitis, items: rows.map(documentDto) });
});

/** Runs the entry's batch; a scan stored for a batch that failed is removed again, so R2 keeps no orphan. */
async function recordWithScan<T>(c: Context<AppEnv>, year: number, write: (file: StoredDocumentFile | null) => Promise<T>): Promise<T> {
  const file = await storeScan(c, `${DOCUMENTS_PREFIX}${year}/`);
  try {
    return await write(file);
  } catch (error) {
    if (file) await removeObjects(c.env.MEDIA, [file.key]);
    throw error;
  }
}

const upload = acceptBody(uploadPolicy(DOCUMENT_FILE_MAX_BYTES));

documentsApi.post("/", upload, zValidator("form", documentEntryInput, jsonInvalid), async (c) => {
  const input = c.req.valid("form");
  const db = database(c.env.DB);
  const [[created]] = await recordWithScan(c, Number(input.recordedOn.slice(0, 4)), (file) => db.batch(insertDocumentStatements(db, actorOf(c), input, file)));
  return c.json(documentDto({ row: created!, correctedById: null }), 201);
});

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** D1 reports a second correction of the same row as a UNIQUE failure of `corrects_id`. */
const correctedTwice = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: document_register\.corrects_id/.test(error.message + String((error as { cause?: unknown }).cause ?? ""));

documentsApi.post("/:id/duzelt", upload, zValidator("param", idParam, jsonInvalid), zValidator("form", documentCorrectionInput, jsonInvalid), async (c) => {
  const input = c.req.valid("form");
  const db = database(c.env.DB);
  const struck = await documentById(db, c.req.valid("param").id);
  if (!struck) throw notFound("Evrak kaydı");
  // The number belongs to its year: a correction cannot move an entry into another year's sequence.
  if (Number(input.recordedOn.slice(0, 4)) !== struck.year) {
    const message = `Düzeltmede kayıt tarihi ${struck.year} yılı içinde kalmalı; başka bir yılın evrakını yeni kayıt olarak girin.`;
    throw createError({ statusCode: 400, statusMessage: message, fields: { recordedOn: message } });
  }
  try {
    const [[created]] = await recordWithScan(c, struck.year, (file) =>
      db.batch(insertCorrectionStatements(db, actorOf(c), struck, input, file ?? keptScan(struck))),
    );
    return c.json(documentDto({ row: created!, correctedById: null }), 201);
  } catch (error) {
    if (correctedTwice(error)) {
      throw createError({ statusCode: 409, statusMessage: "Bu kayıt az önce düzeltildi. Listeyi yenileyip en son düzeltmeyi düzeltin." });
    }
    throw error;
  }
});

/** A correction without a new scan keeps the struck entry's one (the same object: scans are never deleted). */
const keptScan = (row: { fileKey: string | null; fileType: string | null; fileSize: number | null; fileName: string | null }): StoredDocumentFile | null =>
  row.fileKey ? { key: row.fileKey, contentType: row.fileType ?? "application/octet-stream", size: row.fileSize ?? 0, name: row.fileName ?? "" } : null;

/**
 * The scan, to the board only (this API's guard), never cached, with the type its bytes showed and
 * `nosniff` (the API's own CSP forbids framing it); each opening is audited.
 */
documentsApi.get("/:id/dosya", zValidator("param", idParam, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const row = await documentById(db, c.req.valid("param").id);
  if (!row?.fileKey) throw notFound("Taranmış evrak");
  const object = await c.env.MEDIA.get(row.fileKey);
  if (!object) throw notFound("Taranmış evrak");
  await db.batch([fileViewedStatement(db, actorOf(c), row)]);
  return scanResponse(object, row.fileType ?? "application/octet-stream", row.fileName || `evrak-${row.year}-${row.number}`);
});
