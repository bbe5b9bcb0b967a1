import { desc, eq, sql } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { rawBatch, rows } from "./raw-batch";
import { bankLayouts, bankLines, cashCategories, cashEntries, memberRegister } from "./schema";

/**
 * Bank statement lines, as data (docs/dues.md). The browser reads the statement; the server stores
 * its incoming lines, each under a fingerprint that is unique, so uploading the same statement twice
 * adds nothing. A line waits until it is recorded as a payment (src/db/payments.ts claims it) or, when it
 * is not dues, posted to the cash book under an income category the treasurer picks.
 */

export interface NewBankLine {
  fingerprint: string;
  /** The fingerprints the same line had when the bank's name was part of them (lines stored before it left). */
  earlier: readonly string[];
  bookedOn: string;
  amount: number;
  description: string;
  counterparty: string;
  suggestedRegisterId: number | null;
  matchKind: "reference" | "name" | null;
}

/** Stores a statement's lines in one batch with its audit entry; returns how many were new. */
export async function importBankLines(db: Database, bank: string, lines: readonly NewBankLine[], actor: Actor): Promise<number> {
  if (lines.length === 0) return 0;
  const inserts = lines.map(({ earlier, ...line }) =>
    rows<{ id: number }>(sql`
      INSERT INTO ${bankLines} (fingerprint, bank, booked_on, amount, description, counterparty, suggested_register_id, match_kind, created_by_id, created_by_name)
      SELECT ${line.fingerprint}, ${bank}, ${line.bookedOn}, ${line.amount}, ${line.description}, ${line.counterparty}, ${line.suggestedRegisterId}, ${line.matchKind}, ${actor.id}, ${actor.name}
      WHERE NOT EXISTS (SELECT 1 FROM ${bankLines} WHERE fingerprint IN (${earlier.length > 0 ? sql.join(earlier.map((print) => sql`${print}`), sql`, `) : sql`NULL`}))
      ON CONFLICT DO NOTHING
      RETURNING id`),
  );
  const results = await rawBatch(db, inserts);
  const added = results.reduce((count, rows) => count + rows.length, 0);
  await auditStatement(db, actor, { action: "bank.import", target: `banka:${bank}`, summary: `${bank} hesap özeti yüklendi: ${lines.length} satırdan ${added} yeni satır` });
  return added;
}

/** Waiting incoming lines, oldest first, with the member the import suggested. */
export const waitingLines = (db: Database, page: { limit: number; offset: number }) =>
  db
    .select({
      id: bankLines.id,
      bank: bankLines.bank,
      bookedOn: bankLines.bookedOn,
      amount: bankLines.amount,
      description: bankLines.description,
      counterparty: bankLines.counterparty,
      matchKind: bankLines.matchKind,
      suggestedRegisterId: bankLines.suggestedRegisterId,
      suggestedName: memberRegister.fullName,
      suggestedNo: memberRegister.registerNo,
    })
    .from(bankLines)
    .leftJoin(memberRegister, eq(memberRegister.id, bankLines.suggestedRegisterId))
    .where(sql`${bankLines.status} = 'waiting' AND ${bankLines.amount} > 0`)
    .orderBy(bankLines.bookedOn, bankLines.id)
    .limit(page.limit)
    .offset(page.offset);

/** One waiting line's amount and text (what the treasurer is told before it becomes credit). */
export const waitingLine = (id: number) =>
  rows<{ amount: number; description: string }>(sql`SELECT amount, description FROM ${bankLines} WHERE id = ${id} AND status = 'waiting'`);

export const waitingCount = (db: Database) => db.select({ total: sql<number>`count(*)` }).from(bankLines).where(sql`${bankLines.status} = 'waiting' AND ${bankLines.amount} > 0`);

/** Sets a waiting line aside (not a dues payment), with its audit entry. */
export async function dismissLine(db: Database, id: number, categoryId: number, actor: Actor): Promise<"posted" | "category" | "not-waiting"> {
  // An income category the treasurer may post to (not the dues category, payments post there; not archived).
  const category = sql`SELECT 1 FROM ${cashCategories} WHERE id = ${categoryId} AND direction = 'income' AND archived = 0 AND system_key IS NULL`;
  const [changed] = await rawBatch(db, [
    db
      .update(bankLines)
      .set({ status: "dismissed" })
      .where(sql`${bankLines.id} = ${id} AND ${bankLines.status} = 'waiting' AND EXISTS (${category})`)
      .returning({ id: bankLines.id }),
    // The money came into the account: the book records it, in the same batch, under the line's own day.
    rows(sql`
      INSERT INTO ${cashEntries} (token, entry_date, direction, category_id, description, amount, document_ref, created_by_id, created_by_name)
      SELECT 'banka-satiri:' || l.id, l.booked_on, 'income', ${categoryId},
        'Banka: ' || coalesce(nullif(l.counterparty, '') || ', ', '') || l.description, l.amount, 'Banka: ' || l.bank, ${actor.id}, ${actor.name}
      FROM ${bankLines} l WHERE l.id = ${id} AND changes() = 1
      ON CONFLICT DO NOTHING`),
    auditStatement(db, actor, { action: "bank.dismiss", target: `banka-satiri:${id}`, summary: "Aidat dışı banka satırı işletme hesabı defterine gelir olarak işlendi" }, sql`changes() = 1`),
  ]);
  if (changed.length === 1) return "posted";
  const [[known]] = await rawBatch(db, [rows(category)]);
  return known ? "not-waiting" : "category";
}

/** The members an import matches lines against: number and name of every entry (read once per import). */
export const registerNames = (db: Database) =>
  db.select({ id: memberRegister.id, registerNo: memberRegister.registerNo, fullName: memberRegister.fullName }).from(memberRegister);

/** The bank names lines were stored under (for the fingerprints lines had before the name left them). */
export const storedBankNames = (db: Database) => db.selectDistinct({ bank: bankLines.bank }).from(bankLines);

/** Every remembered column layout, newest first. */
export const bankLayoutList = (db: Database) => db.select().from(bankLayouts).orderBy(desc(bankLayouts.updatedAt));

/** Remembers a bank's column layout (the last one chosen wins). */
export const saveBankLayout = (db: Database, bank: string, mapping: unknown) =>
  db.insert(bankLayouts).values({ bank, mapping }).onConflictDoUpdate({ target: bankLayouts.bank, set: { mapping, updatedAt: new Date() } });
