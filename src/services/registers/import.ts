/**
 * The import of an existing member register (a paper register typed into Excel, or another program's
 * export). The browser reads the file and sends its rows; here every row is judged by the same schema
 * as the admin's form (memberImportRowSchema), then against the other rows and the register itself.
 * A dry run answers each row's problems in Turkish and stores nothing; the import stores all rows or,
 * when the board chose to skip the failing ones, all the others, in one batch (src/db/member-import.ts).
 */
import * as z from "zod";
import type { Actor } from "../../db/audit";
import type { Database } from "../../db/client";
import { chargedYears, importStatements, registerHolds, type ChargedYear, type ImportedEntry, type ReportedOn } from "../../db/member-import";
import { istanbulDay } from "../../shared/i18n/dates";
import { daysLeft, derbisDeadline, type MarkedReported } from "../../shared/registers/derbis-report";
import type { ImportRowReport } from "../../shared/admin-contract";
import type { Bindings } from "../../shared/env";
import { memberImportRowSchema } from "../../shared/registers/member-entry";
import { storedIdentity } from "./members";

/** A register of a small association fits many times over; a bigger file is split by the board. */
export const IMPORT_MAX_ROWS = 2000;

/** A paid-through year: the year the member's dues were paid up to before the site kept them. */
const paidThroughYear = z
  .number({ error: "Aidatın ödendiği son yılı dört haneli bir yıl olarak yazın." })
  .int("Aidatın ödendiği son yılı dört haneli bir yıl olarak yazın.")
  .min(1900, "Aidatın ödendiği son yıl 1900'den önce olamaz.")
  .max(2100, "Aidatın ödendiği son yıl 2100'den sonra olamaz.");

const rawRow = z.object({
  line: z.number().int().positive(),
  /** This row's own paid-through year, over the file's. */
  paidThrough: paidThroughYear.nullable().optional(),
  registerNo: z.union([z.string(), z.number()]).default(""),
  entry: z.record(z.string(), z.unknown()),
  exit: z.record(z.string(), z.unknown()).nullable().default(null),
});

/**
 * What the import screen sends: the file's rows, whether the board chose to skip failing ones, and
 * whether the entries and exits the file holds were reported to DERBİS in their time.
 */
export const importRequest = z.object({
  rows: z
    .array(rawRow)
    .min(1, "Dosyada aktarılacak satır bulunamadı.")
    .max(IMPORT_MAX_ROWS, `Bir dosyada en fazla ${IMPORT_MAX_ROWS} satır aktarılabilir; dosyayı bölüp parça parça aktarın.`),
  skipFailing: z.boolean().default(false),
  reportedBefore: z.boolean().default(false),
  /** Through which year the file's members had paid (a row may say otherwise): nothing is charged for it or before. */
  paidThrough: paidThroughYear.nullable().default(null),
});
export type RawImportRow = z.infer<typeof rawRow>;

type Keyed = Pick<Bindings, "REGISTER_KEY" | "REGISTER_KEY_PREVIOUS">;
type Judged = { report: ImportRowReport; ready: Omit<ImportedEntry, "registerNo"> | null };

/** The schema's verdict on one row; rows without a number are judged as if numbered (the number comes later). */
async function judgeRow(env: Keyed, row: RawImportRow, numbered: boolean): Promise<Judged> {
  const parsed = memberImportRowSchema.safeParse({ registerNo: numbered ? row.registerNo : 1, entry: row.entry, exit: row.exit });
  const fullName = typeof row.entry.fullName === "string" ? row.entry.fullName.trim() : "";
  if (!parsed.success) {
    // "entry.identityNumber" → "identityNumber": the screen names the register's column.
    const problems = parsed.error.issues.map((issue) => ({ field: String(issue.path[issue.path.length - 1] ?? "row"), message: issue.message }));
    return { report: { line: row.line, registerNo: null, fullName, problems }, ready: null };
  }
  const identity = await storedIdentity(env, parsed.data.entry.identityNumber);
  return {
    report: { line: row.line, registerNo: numbered ? parsed.data.registerNo : null, fullName, problems: [] },
    ready: { entry: parsed.data.entry, exit: parsed.data.exit, identity },
  };
}

/** A row whose person the register holds already: the entry is not named (the dry run writes no audit line). */
export const ALREADY_IN_REGISTER = "Bu kimlik numarasıyla kayıtlı bir üye defterde zaten var.";

/** Rows that repeat each other, or what the register holds already, get a problem each. */
function crossCheck(judged: Judged[], holds: Awaited<ReturnType<typeof registerHolds>>) {
  const seenHash = new Map<string, number>();
  const seenNumber = new Map<number, number>();
  for (const { report, ready } of judged) {
    if (!ready) continue;
    const problem = (field: string, message: string) => report.problems.push({ field, message });
    const hash = ready.identity.hash;
    const heldBy = holds.hashes.get(hash);
    // Which entry holds it is not said: a full-number lookup that names an entry is audited
    // (register.member.view), and a dry run writes nothing; the board finds the entry by its masked number.
    if (heldBy !== undefined) problem("identityNumber", ALREADY_IN_REGISTER);
    else if (seenHash.has(hash)) problem("identityNumber", `Bu kimlik numarası dosyanın ${seenHash.get(hash)}. satırında da var.`);
    seenHash.set(hash, seenHash.get(hash) ?? report.line);
    const number = report.registerNo;
    if (number === null) continue;
    if (holds.numbers.has(number)) problem("registerNo", `${number} sıra numarası defterde başka bir üyeye verilmiş.`);
    else if (seenNumber.has(number)) problem("registerNo", `${number} sıra numarası dosyanın ${seenNumber.get(number)}. satırında da var.`);
    seenNumber.set(number, seenNumber.get(number) ?? report.line);
  }
}

/** The widest step between two numbers of an imported register that is taken as written, not as a slip. */
export const REGISTER_NO_JUMP = 1000;

/**
 * A number far past the one before it (in number order, after the register's highest) is named: the
 * next entry's number follows the highest for good, so "9007" typed for "97" would leave a gap of
 * thousands in the book. The row is held back until the number is corrected.
 */
function jumpCheck(judged: Judged[], highest: number) {
  const numbered = judged.filter(({ report, ready }) => ready && report.registerNo !== null && report.problems.length === 0);
  let before = highest;
  for (const { report } of numbered.sort((a, b) => a.report.registerNo! - b.report.registerNo!)) {
    const number = report.registerNo!;
    // An empty register may start anywhere: a book whose first pages are lost begins with its current numbers.
    if (before > 0 && number - before > REGISTER_NO_JUMP) {
      report.problems.push({ field: "registerNo", message: `${number} sıra numarası, ondan önceki ${before} numarasından ${number - before - 1} numara atlıyor; yazım hatası olmalı. Numarayı düzeltin.` });
    } else before = number;
  }
}

/**
 * Every row's verdict, and the rows ready to store with their numbers. A file without a number column
 * gets the numbers after the register's highest, in the file's order (failing rows get none, so
 * skipping them leaves no gap).
 */
export async function checkImport(env: Keyed, db: Database, rows: readonly RawImportRow[], filePaidThrough: number | null = null) {
  const numbered = rows.some((row) => String(row.registerNo).trim() !== "");
  const judged = await Promise.all(rows.map((row) => judgeRow(env, row, numbered)));
  const numbers = judged.flatMap(({ report }) => (report.registerNo === null ? [] : [report.registerNo]));
  const hashes = judged.flatMap(({ ready }) => (ready ? [ready.identity.hash] : []));
  const [holds, years] = await Promise.all([registerHolds(db, numbers, hashes), chargedYears(db)]);
  crossCheck(judged, holds);
  if (numbered) jumpCheck(judged, holds.highest);
  let next = holds.highest;
  const ready: ImportedEntry[] = [];
  judged.forEach(({ report, ready: row }, index) => {
    if (!row || report.problems.length > 0) return;
    if (!numbered) report.registerNo = ++next;
    const paidThrough = rows[index]!.paidThrough ?? filePaidThrough;
    report.charged = chargedAtImport(row, paidThrough, years);
    ready.push({ ...row, registerNo: report.registerNo!, paidThrough });
  });
  return { reports: judged.map(({ report }) => report), ready, charges: chargesByYear(judged.map(({ report }) => report)) };
}

/**
 * The years an imported member is charged at once, and how much: the years charged already, after
 * their paid-through year, as the register's `dues_owed` view owes them (migrations/0032; an import's
 * member has the default category). Years not charged yet are charged later, by the same rule.
 */
export function chargedAtImport(row: Pick<ImportedEntry, "entry" | "exit">, paidThrough: number | null, years: readonly ChargedYear[]): { year: number; amount: number }[] {
  const { acceptedOn } = row.entry;
  const exitedOn = row.exit?.exitedOn ?? null;
  return years.flatMap((schedule) => {
    if (schedule.exempt || (paidThrough !== null && schedule.year <= paidThrough)) return [];
    const member = acceptedOn <= `${schedule.year}-12-31` && (exitedOn === null || exitedOn >= schedule.dueOn);
    const joinedThatYear = acceptedOn.startsWith(`${schedule.year}-`) && (exitedOn === null || exitedOn >= acceptedOn);
    const amount = (member ? schedule.amount : 0) + (joinedThatYear ? schedule.entryFee : 0);
    return amount > 0 ? [{ year: schedule.year, amount }] : [];
  });
}

/** What the whole import charges, year by year: how many members, and how much in all. */
function chargesByYear(reports: readonly ImportRowReport[]): { year: number; members: number; amount: number }[] {
  const byYear = new Map<number, { year: number; members: number; amount: number }>();
  for (const { charged = [] } of reports) {
    for (const { year, amount } of charged) {
      const total = byYear.get(year) ?? { year, members: 0, amount: 0 };
      byYear.set(year, { year, members: total.members + 1, amount: total.amount + amount });
    }
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}

/**
 * Stores the ready rows in one batch; the caller has decided that failing rows may be left out.
 * `reportedAt`: when the board says the register's entries and exits were reported to DERBİS in
 * their time, the moment of the import, which marks those whose 45 days have passed (a recent one
 * stays on the DERBİS list, for the board to check); null marks none. Answers how many it marked.
 */
export async function storeImport(db: Database, actor: Actor, ready: readonly ImportedEntry[], skipped: number, reportedAt: Date | null): Promise<MarkedReported> {
  const today = reportedAt ? istanbulDay(reportedAt) : "";
  // An event counts as reported when its DERBİS period ended before the import day.
  const reportedOn: ReportedOn = (day) => (reportedAt && day && daysLeft(derbisDeadline(day), today) < 0 ? reportedAt : null);
  const marked: MarkedReported = {
    entries: ready.filter(({ entry }) => reportedOn(entry.acceptedOn)).length,
    exits: ready.filter(({ exit }) => reportedOn(exit?.exitedOn)).length,
  };
  await db.batch(importStatements(db, actor, ready, skipped, { reportedOn, marked }));
  return marked;
}
