/**
 * Writing an imported register (src/services/registers/import.ts) in one batch: every row of the file
 * or none. Several rows go in each INSERT (D1 binds at most 100 values per statement), in the file's
 * order, with the numbers the import settled; a number or an identity number taken meanwhile by
 * someone else fails the whole batch on the unique indexes, and nothing is stored.
 */
import { inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { MemberEntry, MemberExit } from "../shared/registers/member-entry";
import { markedReportedText, type MarkedReported } from "../shared/registers/derbis-report";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { personColumns, type StoredIdentity } from "./member-register";
import { duesRates, duesSchedules, memberDuesPaidThrough, memberRegister } from "./schema";

export interface ImportedEntry {
  registerNo: number;
  /** Through which year the member had paid before the site: nothing is charged for it or before (null: nothing paid ahead). */
  paidThrough?: number | null;
  entry: MemberEntry;
  exit: MemberExit | null;
  identity: StoredIdentity;
}

/** When an entry or exit of this day counts as reported to DERBİS (null: it does not). */
export type ReportedOn = (day: string | null | undefined) => Date | null;

/** The values one row binds (24): four rows a statement stay under D1's 100. */
const ROWS_PER_STATEMENT = 4;

const valuesOf = ({ registerNo, entry, exit, identity }: ImportedEntry, reportedOn: ReportedOn) => ({
  registerNo,
  ...personColumns(entry, identity),
  acceptedOn: entry.acceptedOn,
  acceptanceDecisionNo: entry.acceptanceDecisionNo,
  exitedOn: exit?.exitedOn ?? null,
  exitKind: exit?.exitKind ?? null,
  exitDecisionNo: exit?.exitDecisionNo ?? null,
  exitReason: exit?.exitReason ?? null,
  entryReportedAt: reportedOn(entry.acceptedOn),
  exitReportedAt: reportedOn(exit?.exitedOn),
});

/** The statements of an import: one audit entry for them all, then the rows in order. */
export function importStatements(
  db: Database,
  actor: Actor,
  rows: readonly ImportedEntry[],
  skipped: number,
  marked: { reportedOn: ReportedOn; marked: MarkedReported },
): [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] {
  const inserts = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    inserts.push(db.insert(memberRegister).values(rows.slice(at, at + ROWS_PER_STATEMENT).map((row) => valuesOf(row, marked.reportedOn))));
  }
  const numbers = rows.map((row) => row.registerNo);
  const markedText = markedReportedText(marked.marked);
  const reported = markedText ? `, ${markedText} DERBİS'e bildirilmiş sayıldı` : "";
  const summary = `Üye kayıt defteri içe aktarıldı: ${rows.length} kayıt (sıra no ${Math.min(...numbers)}–${Math.max(...numbers)})${skipped ? `, ${skipped} hatalı satır atlandı` : ""}${reported}`;
  // Each paid-through year right after its entry: its trigger withdraws what the entry's insert charged for those years (0032).
  const paidThrough = rows.flatMap((row) =>
    row.paidThrough
      ? [db.insert(memberDuesPaidThrough).select(sql`SELECT id, ${row.paidThrough} FROM ${memberRegister} WHERE register_no = ${row.registerNo}`)]
      : [],
  );
  return [auditStatement(db, actor, { action: "register.member.import", target: "member_register", summary }), ...inserts, ...paidThrough];
}

/**
 * The years already charged, with what a member of the default category owes in each (the import's
 * members have none set): what an import charges at once, as the dry run tells it.
 */
export const chargedYears = (db: Database) =>
  db
    .select({ year: duesSchedules.year, dueOn: duesSchedules.dueOn, entryFee: duesSchedules.entryFee, amount: duesRates.amount, exempt: duesRates.exempt })
    .from(duesSchedules)
    .innerJoin(duesRates, sql`${duesRates.year} = ${duesSchedules.year} AND ${duesRates.category} = 'asil'`)
    .where(sql`${duesSchedules.chargedAt} IS NOT NULL`);

export type ChargedYear = Awaited<ReturnType<typeof chargedYears>>[number];

/** Which of these register numbers and identity hashes the register holds already, and its highest number. */
export async function registerHolds(db: Database, numbers: readonly number[], hashes: readonly string[]) {
  // D1 binds at most 100 values per statement: look up in slices, all in one round trip.
  const slices = <T,>(values: readonly T[]) => Array.from({ length: Math.ceil(values.length / 90) }, (_, i) => values.slice(i * 90, i * 90 + 90));
  const numberQueries = slices(numbers).map((slice) => db.select({ registerNo: memberRegister.registerNo }).from(memberRegister).where(inArray(memberRegister.registerNo, slice)));
  const hashQueries = slices(hashes).map((slice) =>
    db.select({ hash: memberRegister.identityHash, registerNo: memberRegister.registerNo }).from(memberRegister).where(inArray(memberRegister.identityHash, slice)),
  );
  const highest = db.select({ max: sql<number>`COALESCE(MAX(${memberRegister.registerNo}), 0)` }).from(memberRegister);
  const [top, ...found] = await db.batch([highest, ...numberQueries, ...hashQueries]);
  const numberRows = found.slice(0, numberQueries.length).flat() as { registerNo: number }[];
  const hashRows = found.slice(numberQueries.length).flat() as { hash: string; registerNo: number }[];
  return {
    highest: top[0]?.max ?? 0,
    numbers: new Set(numberRows.map((row) => row.registerNo)),
    hashes: new Map(hashRows.map((row) => [row.hash, row.registerNo])),
  };
}
