/**
 * The document register's queries (Evrak Kayıt Defteri, docs/registers.md). Entries are only ever
 * inserted: a new one takes the next number of its year inside its own INSERT, so two board members
 * recording at the same moment can never get the same number (D1 runs one write at a time, and the
 * unique index would refuse a repeat); a correction is a new row that shares the struck one's number.
 */
import { and, asc, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { DocumentEntryInput } from "../shared/registers/document-entry";
import { documentNumber } from "../shared/registers/document-entry";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { documentRegister } from "./schema";

export type DocumentRow = typeof documentRegister.$inferSelect;

/** The scan stored for an entry, as R2 holds it. */
export interface StoredDocumentFile {
  key: string;
  contentType: string;
  size: number;
  name: string;
}

const yearOf = (day: string): number => Number(day.slice(0, 4));

/** The entry's columns as the form gave them, and its file (or none). */
function columnsOf(actor: Actor, input: DocumentEntryInput, file: StoredDocumentFile | null) {
  return {
    direction: input.direction,
    recordedOn: input.recordedOn,
    documentDate: input.documentDate || null,
    documentRef: input.documentRef,
    counterparty: input.counterparty,
    subject: input.subject,
    note: input.note,
    fileKey: file?.key ?? null,
    fileType: file?.contentType ?? null,
    fileSize: file?.size ?? null,
    fileName: file?.name ?? null,
    createdById: actor.id,
    createdByName: actor.name,
  };
}

/**
 * A new entry with the next number of its year, and its audit entry: one batch. The number is read
 * and written by the same statement, never by JavaScript between two round trips.
 */
export function insertDocumentStatements(db: Database, actor: Actor, input: DocumentEntryInput, file: StoredDocumentFile | null) {
  const year = yearOf(input.recordedOn);
  const next = sql<number>`(SELECT COALESCE(MAX(${documentRegister.number}), 0) + 1 FROM ${documentRegister} WHERE ${documentRegister.year} = ${year})`;
  return [
    db
      .insert(documentRegister)
      .values({ ...columnsOf(actor, input, file), year, number: next })
      .returning(),
    auditStatement(db, actor, {
      action: "document.create",
      target: sql`'document:' || last_insert_rowid()`,
      summary: sql`'Evrak kaydedildi: ' || ${year} || '/' || (SELECT number FROM document_register WHERE id = last_insert_rowid()) || ' ' || ${input.subject}`,
    }),
  ] as const;
}

/**
 * A correction of `struck`: a new row with its year and number and the reason, in one batch with its
 * audit entry. A second correction of the same row is refused by the unique index (a conflict).
 */
export function insertCorrectionStatements(db: Database, actor: Actor, struck: DocumentRow, input: DocumentEntryInput & { reason: string }, file: StoredDocumentFile | null) {
  return [
    db
      .insert(documentRegister)
      .values({ ...columnsOf(actor, input, file), year: struck.year, number: struck.number, correctsId: struck.id, correctionReason: input.reason })
      .returning(),
    auditStatement(db, actor, {
      action: "document.correct",
      target: sql`'document:' || last_insert_rowid()`,
      summary: `Evrak kaydı düzeltildi: ${documentNumber(struck)} (${input.reason})`,
    }),
  ] as const;
}

/** An audit entry for opening an entry's scan: who looked at which document, when. */
export const fileViewedStatement = (db: Database, actor: Actor, row: DocumentRow) =>
  auditStatement(db, actor, { action: "document.file", target: `document:${row.id}`, summary: `Taranmış evrak açıldı: ${documentNumber(row)}` });

export const documentById = async (db: Database, id: number): Promise<DocumentRow | undefined> =>
  (await db.select().from(documentRegister).where(eq(documentRegister.id, id)).limit(1))[0];

/**
 * Every row with the id of the row that corrects it (null while it stands). A subquery rather than a
 * self-join: D1's batch answers rows as objects, where the two tables' same-named columns would collide.
 */
const rowsWithCorrection = (db: Database) =>
  db
    .select({
      row: documentRegister,
      // The outer row named in full: drizzle writes a one-table query's columns unqualified, which inside the subquery would mean `c`.
      correctedById: sql<number | null>`(SELECT c.id FROM document_register AS c WHERE c.corrects_id = document_register.id)`.as("corrected_by_id"),
    })
    .from(documentRegister);

export type DocumentListRow = { row: DocumentRow; correctedById: number | null };

/** One page of a year's register, newest number first, corrections beside the rows they strike; and the year's count. */
export function documentPage(db: Database, year: number, page: { limit: number; offset: number }) {
  return db.batch([
    rowsWithCorrection(db)
      .where(eq(documentRegister.year, year))
      .orderBy(desc(documentRegister.number), desc(documentRegister.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(documentRegister).where(eq(documentRegister.year, year)),
    db.select({ year: documentRegister.year }).from(documentRegister).groupBy(documentRegister.year).orderBy(desc(documentRegister.year)),
  ]);
}

/** The rows printed for the years `from`..`to`, in the book's order (number, then the corrections after the row they strike). */
export const documentsToPrint = (db: Database, from: number, to: number, limit: number) =>
  rowsWithCorrection(db)
    .where(and(gte(documentRegister.year, from), lte(documentRegister.year, to)))
    .orderBy(asc(documentRegister.year), asc(documentRegister.number), asc(documentRegister.id))
    .limit(limit);
