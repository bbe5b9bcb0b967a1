import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { database } from "../../db/client";
import { rawBatch } from "../../db/raw-batch";
import { addCashCategory, addCashEntry, editCashCategory, attachCashDocument, cashEntryDocument, balanceBefore, cashBookCount, cashBookPage, cashCategoryList, reverseCashEntry, setCategoryArchived, yearTotalsByCategory } from "../../db/cash-book";
import { createError } from "../../platform/errors";
import { runGuards } from "../../platform/guards";
import { actorOf } from "../../services/auth/session";
import { keepsDues } from "../../services/auth/guard";
import type { AppEnv } from "../../shared/env";
import { DERBIS_LINES, isDerbisLine, type DerbisLine } from "../../shared/dues/derbis";
import { cashCategoryEditInput, cashCategoryInput, cashEntryInput, reversalInput } from "../../shared/dues/inputs";
import { csvDownload } from "./csv";
import { ADMIN_PAGE_SIZE } from "./list-query";
import { jsonInvalid } from "./validation";
import { scanResponse, storeScan } from "./scan-file";
import { notFound } from "./content-errors";
import { removeObjects } from "../../services/media/process";
import { acceptBody, uploadPolicy } from "../../platform/request-body";
import { DOCUMENT_FILE_MAX_BYTES } from "../../shared/registers/document-entry";
import { CASH_BOOK_SCANS_PREFIX } from "../../shared/media-variants";

/**
 * The cash book (İşletme Hesabı Defteri) for those who keep the books: the board reads, treasurers
 * and administrators write (`keepsDues`). Totals come from SQL (src/db/cash-book.ts). See docs/dues.md.
 */
export const cashBookApi = new Hono<AppEnv>();

const write = runGuards([keepsDues]);
const yearParam = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const pageQuery = z.object({ sayfa: z.coerce.number().int().min(1).max(100000).default(1) });

const NAME_TAKEN = { statusCode: 409, statusMessage: "Bu adla bir tür zaten var.", fields: { name: "Bu adla bir tür zaten var." } } as const;
const UNCHANGEABLE = { statusCode: 404, statusMessage: "Bu tür bulunamadı ya da değiştirilemez." } as const;

cashBookApi.get("/categories", async (c) => c.json(await cashCategoryList(database(c.env.DB))));

cashBookApi.post("/categories", write, zValidator("json", cashCategoryInput, jsonInvalid), async (c) => {
  const input = c.req.valid("json");
  if (!isDerbisLine(input.derbisLine) || !input.derbisLine.startsWith(input.direction)) throw createError({ statusCode: 400, statusMessage: "Yıllık özetteki satırını seçin.", fields: { derbisLine: "Yıllık özetteki satırını seçin." } });
  const id = await addCashCategory(database(c.env.DB), input, actorOf(c));
  if (id === null) throw createError(NAME_TAKEN);
  return c.json({ id }, 201);
});

cashBookApi.put("/categories/:id", write, zValidator("param", idParam, jsonInvalid), zValidator("json", cashCategoryEditInput, jsonInvalid), async (c) => {
  const change = c.req.valid("json");
  if (!isDerbisLine(change.derbisLine)) throw createError({ statusCode: 400, statusMessage: "Yıllık özetteki satırını seçin.", fields: { derbisLine: "Yıllık özetteki satırını seçin." } });
  const outcome = await editCashCategory(database(c.env.DB), c.req.valid("param").id, change, actorOf(c));
  if (outcome !== "changed") throw createError(outcome === "name" ? NAME_TAKEN : UNCHANGEABLE);
  return c.json({ ok: true });
});

cashBookApi.put("/categories/:id/archived", write, zValidator("param", idParam, jsonInvalid), zValidator("json", z.object({ archived: z.boolean() }), jsonInvalid), async (c) => {
  const changed = await setCategoryArchived(database(c.env.DB), c.req.valid("param").id, c.req.valid("json").archived, actorOf(c));
  if (!changed) throw createError(UNCHANGEABLE);
  return c.json({ ok: true });
});

cashBookApi.get("/years/:year", zValidator("param", yearParam, jsonInvalid), zValidator("query", pageQuery, jsonInvalid), async (c) => {
  const { year } = c.req.valid("param");
  const { sayfa } = c.req.valid("query");
  const db = database(c.env.DB);
  const [items, [counted], totals, [opening]] = await rawBatch(db, [
    cashBookPage(year, { limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE }),
    cashBookCount(year),
    yearTotalsByCategory(year),
    balanceBefore(year),
  ]);
  const total = counted?.total ?? 0;
  return c.json({ year, items, page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total, totals, summary: summaryOf(totals, opening?.balance ?? 0) });
});

/** The yearly summary: one sum per declaration line, the year's income and expense, and the balances. */
function summaryOf(totals: { derbisLine: string; total: number; direction: "income" | "expense" }[], opening: number) {
  const lines = Object.fromEntries(Object.keys(DERBIS_LINES).map((line) => [line, 0])) as Record<DerbisLine, number>;
  let income = 0;
  let expense = 0;
  for (const row of totals) {
    if (isDerbisLine(row.derbisLine)) lines[row.derbisLine] += row.total;
    if (row.direction === "income") income += row.total;
    else expense += row.total;
  }
  return { lines, income, expense, opening, closing: opening + income - expense };
}

cashBookApi.post("/entries", write, zValidator("json", cashEntryInput, jsonInvalid), async (c) => {
  const id = await addCashEntry(database(c.env.DB), { ...c.req.valid("json"), documentKey: null }, actorOf(c));
  if (id === null) throw createError({ statusCode: 409, statusMessage: "Kayıt yazılamadı: tür bu yöne ait değil, arşivde ya da bu form zaten gönderildi.", fields: { categoryId: "Bu türü seçemezsiniz." } });
  return c.json({ id }, 201);
});

cashBookApi.post("/entries/:id/reverse", write, zValidator("param", idParam, jsonInvalid), zValidator("json", reversalInput, jsonInvalid), async (c) => {
  const reversed = await reverseCashEntry(database(c.env.DB), { entryId: c.req.valid("param").id, ...c.req.valid("json") }, actorOf(c));
  if (!reversed) throw createError({ statusCode: 409, statusMessage: "Bu kayıt düzeltilemez: zaten düzeltilmiş, bir düzeltme kaydı ya da bir aidat ödemesi (ödemeyi düzeltin)." });
  return c.json({ ok: true });
});

const CSV_PAGE = 100_000;

cashBookApi.get("/years/:year/csv", zValidator("param", yearParam, jsonInvalid), async (c) => {
  const { year } = c.req.valid("param");
  const db = database(c.env.DB);
  const [rows] = await rawBatch(db, [cashBookPage(year, { limit: CSV_PAGE, offset: 0 })]);
  return csvDownload(
    [
      ["Sıra no", "Tarih", "Tür", "Açıklama", "Gelir", "Gider"],
      ...rows.map((row) => [String(row.no), row.entryDate, row.category, row.description, row.direction === "income" ? { kurus: row.amount } : "", row.direction === "expense" ? { kurus: row.amount } : ""]),
    ],
    `isletme-hesabi-defteri-${year}.csv`,
  );
});

const ATTACHED = "Bu kayda belge zaten eklenmiş; defterdeki bir belge değiştirilmez.";
const NO_FILE = "Belgenin taranmış hâlini seçin (PDF, JPEG ya da PNG).";

/** The entry's document (a scan of the invoice or receipt), once: checked by its bytes, kept private. */
cashBookApi.put("/entries/:id/document", write, acceptBody(uploadPolicy(DOCUMENT_FILE_MAX_BYTES)), zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const [entry] = await cashEntryDocument(db, id);
  if (!entry) throw notFound("Defter kaydı");
  if (entry.documentKey) throw createError({ statusCode: 409, statusMessage: ATTACHED, fields: { file: ATTACHED } });
  const file = await storeScan(c, `${CASH_BOOK_SCANS_PREFIX}${entry.entryDate.slice(0, 4)}/`);
  if (!file) throw createError({ statusCode: 400, statusMessage: NO_FILE, fields: { file: NO_FILE } });
  // Someone attached one a moment earlier: the stored bytes go again, so R2 keeps no orphan.
  if (!(await attachCashDocument(db, id, file.key, actorOf(c)))) {
    await removeObjects(c.env.MEDIA, [file.key]);
    throw createError({ statusCode: 409, statusMessage: ATTACHED, fields: { file: ATTACHED } });
  }
  return c.json({ ok: true });
});

const SCAN_TYPES: Record<string, string> = { pdf: "application/pdf", jpg: "image/jpeg", png: "image/png" };

/** The entry's document, to those who see the book (this API's guard), never cached. */
cashBookApi.get("/entries/:id/document", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const [entry] = await cashEntryDocument(database(c.env.DB), id);
  const object = entry?.documentKey ? await c.env.MEDIA.get(entry.documentKey) : null;
  if (!entry?.documentKey || !object) throw notFound("Defter kaydının belgesi");
  const extension = entry.documentKey.split(".").pop() ?? "";
  return scanResponse(object, SCAN_TYPES[extension] ?? "application/octet-stream", `defter-${id}.${extension}`);
});
