import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { rawBatch, rows } from "./raw-batch";
import { cashCategories, cashEntries, settings, type CashDirection } from "./schema";
import { settingRow } from "./settings";
import { CASH_OPENINGS_KEY } from "../shared/dues/cash-openings";
import { DERBIS_LINES, isDerbisLine } from "../shared/dues/derbis";
import { formatMoney } from "../shared/money";

/**
 * The cash book (İşletme Hesabı Defteri), as data (docs/dues.md). Entries are written once; a
 * correction is a reversal (negated amount, `reverses_id`), so a year's totals are plain sums of its
 * rows, computed here in SQL. Entry numbers ("sıra no") are given once, in the order entries are
 * recorded within their year's book (a trigger of migration 0030), and the book is read in that order.
 */

export interface NewCashEntry {
  token: string;
  entryDate: string;
  direction: CashDirection;
  categoryId: number;
  description: string;
  amount: number;
  documentKey: string | null;
  /** The document's kind and number ("Fatura 2026/118"), or "". */
  documentRef?: string;
}

const yearIs = (year: number) => sql`substr(${cashEntries.entryDate}, 1, 4) = ${String(year)}`;

/** Writes an entry with its audit entry; a repeated token or a category of the other direction writes nothing. */
export async function addCashEntry(db: Database, entry: NewCashEntry, actor: Actor): Promise<number | null> {
  const [inserted] = await rawBatch(db, [
    rows<{ id: number }>(sql`
      INSERT INTO ${cashEntries} (token, entry_date, direction, category_id, description, amount, document_key, document_ref, created_by_id, created_by_name)
      SELECT ${entry.token}, ${entry.entryDate}, ${entry.direction}, id, ${entry.description}, ${entry.amount}, ${entry.documentKey}, ${entry.documentRef ?? ""}, ${actor.id}, ${actor.name}
      FROM ${cashCategories} WHERE id = ${entry.categoryId} AND direction = ${entry.direction} AND archived = 0 AND system_key IS NULL
      ON CONFLICT DO NOTHING
      RETURNING id`),
    auditStatement(
      db,
      actor,
      {
        action: "cashbook.entry",
        target: sql`'defter:' || last_insert_rowid()`,
        summary: `${entry.direction === "income" ? "Gelir" : "Gider"} kaydı: ${entry.description} (${formatMoney(entry.amount)})`,
      },
      sql`changes() = 1`,
    ),
  ]);
  return inserted[0]?.id ?? null;
}

/**
 * Reverses an entry (not a dues posting: those are reversed with their payment), once. Returns
 * false when nothing was written.
 */
export async function reverseCashEntry(db: Database, change: { entryId: number; token: string; on: string; reason: string }, actor: Actor): Promise<boolean> {
  const [inserted] = await rawBatch(db, [
    rows<{ id: number }>(sql`
      INSERT INTO ${cashEntries} (token, entry_date, direction, category_id, description, amount, document_ref, reverses_id, created_by_id, created_by_name)
      SELECT ${change.token}, ${change.on}, direction, category_id, 'Düzeltme (' || ${change.reason} || '): ' || description, -amount, document_ref, id, ${actor.id}, ${actor.name}
      FROM ${cashEntries} WHERE id = ${change.entryId} AND reverses_id IS NULL AND payment_id IS NULL
      ON CONFLICT DO NOTHING
      RETURNING id`),
    auditStatement(db, actor, { action: "cashbook.reversal", target: `defter:${change.entryId}`, summary: `Defter kaydı ters kayıtla düzeltildi (${change.reason})` }, sql`changes() = 1`),
  ]);
  return inserted.length === 1;
}

/** A page of a year's entries in the book's order (as recorded), each with its number in the year and whether it was reversed. */
export const cashBookPage = (year: number, page: { limit: number; offset: number }) =>
  rows<{
    id: number;
    no: number;
    entryDate: string;
    direction: CashDirection;
    category: string;
    description: string;
    amount: number;
    documentRef: string;
    hasDocument: number;
    reversesId: number | null;
    reversedBy: number | null;
    paymentId: number | null;
  }>(sql`
    SELECT e.id, e.entry_no AS no, e.entry_date AS entryDate, e.direction, c.name AS category,
      e.description, e.amount, e.document_ref AS documentRef, e.document_key IS NOT NULL AS hasDocument, e.reverses_id AS reversesId,
      (SELECT r.id FROM ${cashEntries} r WHERE r.reverses_id = e.id) AS reversedBy, e.payment_id AS paymentId
    FROM ${cashEntries} e JOIN ${cashCategories} c ON c.id = e.category_id
    WHERE substr(e.entry_date, 1, 4) = ${String(year)}
    ORDER BY e.entry_no LIMIT ${page.limit} OFFSET ${page.offset}`);

export const cashBookCount = (year: number) => rows<{ total: number }>(sql`SELECT count(*) AS total FROM ${cashEntries} WHERE ${yearIs(year)}`);

/** A year's totals by category (reversals netted), in SQL. */
export const yearTotalsByCategory = (year: number) =>
  rows<{ categoryId: number; name: string; direction: CashDirection; derbisLine: string; total: number }>(sql`
    SELECT c.id AS categoryId, c.name, c.direction, c.derbis_line AS derbisLine, sum(e.amount) AS total
    FROM ${cashEntries} e JOIN ${cashCategories} c ON c.id = e.category_id
    WHERE substr(e.entry_date, 1, 4) = ${String(year)}
    GROUP BY c.id ORDER BY c.direction DESC, c.name`);

/**
 * The book's balance before a year began: income less expense of every earlier year, and the opening
 * balances (devir, src/shared/dues/cash-openings.ts) counted in that year or before, so the year they
 * were counted in opens with them.
 */
export const balanceBefore = (year: number) =>
  rows<{ balance: number }>(sql`
    SELECT coalesce(sum(CASE direction WHEN 'income' THEN amount ELSE -amount END), 0)
      + (SELECT coalesce(sum(json_extract(a.value, '$.amount')), 0) FROM ${settings} s, json_each(s.value, '$.accounts') a
         WHERE s.key = ${CASH_OPENINGS_KEY} AND json_extract(s.value, '$.on') <= ${`${year}-12-31`}) AS balance
    FROM ${cashEntries} WHERE entry_date < ${`${year}-01-01`}`);

/** The opening balances' row, for the form and the book of the year they were counted in. */
export const cashOpeningsRow = (db: Database) => settingRow(db, CASH_OPENINGS_KEY);

/** The categories, the archived ones last. */
export const cashCategoryList = (db: Database) => db.select().from(cashCategories).orderBy(asc(cashCategories.archived), asc(cashCategories.direction), asc(cashCategories.name));

/** The audit entry of a change to category `id` (SQL or a number), written only when the statement before it changed a row. */
const categoryAudit = (db: Database, actor: Actor, id: SQL | number, summary: SQL) =>
  auditStatement(db, actor, { action: "cashbook.category", target: sql`'defter-turu:' || ${id}`, summary }, sql`changes() = 1`);

/** Adds a category with its audit entry; a name already used in that direction adds nothing (returns null). */
export async function addCashCategory(db: Database, category: { direction: CashDirection; name: string; derbisLine: string }, actor: Actor): Promise<number | null> {
  const [added] = await rawBatch(db, [
    rows<{ id: number }>(sql`
      INSERT INTO ${cashCategories} (direction, name, derbis_line) VALUES (${category.direction}, ${category.name}, ${category.derbisLine})
      ON CONFLICT DO NOTHING RETURNING id`),
    categoryAudit(db, actor, sql`(SELECT id FROM ${cashCategories} WHERE direction = ${category.direction} AND name = ${category.name})`, sql`'Defter türü eklendi: ' || ${category.name}`),
  ]);
  return added[0]?.id ?? null;
}

/** Archives or restores a category, with its audit entry (the dues category stays: payments post into it). */
export async function setCategoryArchived(db: Database, id: number, archived: boolean, actor: Actor): Promise<boolean> {
  const [changed] = await rawBatch(db, [
    rows<{ id: number }>(sql`UPDATE ${cashCategories} SET archived = ${archived ? 1 : 0} WHERE id = ${id} AND system_key IS NULL RETURNING id`),
    categoryAudit(db, actor, id, sql`'Defter türü ' || ${archived ? "arşivlendi" : "arşivden çıkarıldı"} || ': ' || (SELECT name FROM ${cashCategories} WHERE id = ${id})`),
  ]);
  return changed.length === 1;
}

/**
 * Renames a category and places it on another line of the yearly summary (of its own direction),
 * with its audit entry; the dues category is fixed. "name" when the new name is taken, "missing"
 * when there is no such category to change, else "changed".
 */
export async function editCashCategory(db: Database, id: number, change: { name: string; derbisLine: string }, actor: Actor): Promise<"changed" | "name" | "missing"> {
  const before = await db.select().from(cashCategories).where(and(eq(cashCategories.id, id), sql`${cashCategories.systemKey} IS NULL`));
  const category = before[0];
  if (!category || !change.derbisLine.startsWith(category.direction)) return "missing";
  const [changed] = await rawBatch(db, [
    rows<{ id: number }>(sql`
      UPDATE OR IGNORE ${cashCategories} SET name = ${change.name}, derbis_line = ${change.derbisLine}
      WHERE id = ${id} AND system_key IS NULL
        AND NOT EXISTS (SELECT 1 FROM ${cashCategories} other WHERE other.direction = ${category.direction} AND other.name = ${change.name} AND other.id <> ${id})
      RETURNING id`),
    categoryAudit(db, actor, id, sql`'Defter türü değiştirildi: ' || ${category.name} || ' → ' || ${change.name} || ', yıllık özette: ' || ${isDerbisLine(change.derbisLine) ? DERBIS_LINES[change.derbisLine] : change.derbisLine}`),
  ]);
  return changed.length === 1 ? "changed" : "name";
}

/** An entry's date and its scan's key (null: none yet), for attaching and giving out the scan. */
export const cashEntryDocument = (db: Database, id: number) =>
  db.select({ entryDate: cashEntries.entryDate, documentKey: cashEntries.documentKey }).from(cashEntries).where(eq(cashEntries.id, id)).limit(1);

/**
 * Attaches a scan to an entry that has none, with its audit entry, in one batch: a scan once
 * attached is part of the book and is never replaced. Returns false when nothing was written.
 */
export async function attachCashDocument(db: Database, id: number, key: string, actor: Actor): Promise<boolean> {
  const [attached] = await rawBatch(db, [
    rows<{ id: number }>(sql`UPDATE ${cashEntries} SET document_key = ${key} WHERE id = ${id} AND document_key IS NULL RETURNING id`),
    auditStatement(db, actor, { action: "cashbook.document", target: `defter:${id}`, summary: "Defter kaydına belge eklendi" }, sql`changes() = 1`),
  ]);
  return attached.length === 1;
}
