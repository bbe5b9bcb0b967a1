/**
 * The member register's rules above its queries: identity numbers are sealed before they reach the
 * database and opened only for the entry's own view, which is audited (docs/registers.md).
 */
import { auditFullView, auditRangeRead, entriesInRange, entriesToReport, entryById, entryByIdentityHash, entryOfUser, insertEntry, type EntryRow, type StoredIdentity } from "../../db/member-register";
import type { Actor } from "../../db/audit";
import type { Database } from "../../db/client";
import type { Bindings } from "../../shared/env";
import { maskIdentity } from "../../shared/registers/identity";
import type { MemberPrintRowDto } from "../../shared/registers/dto";
import type { MemberEntry } from "../../shared/registers/member-entry";
import { PRINT_MAX_ROWS, describeMemberRange, type MemberRange } from "../../shared/registers/print-range";
import { identityHash, openIdentity, registerKeys, sealIdentity } from "./identity-crypto";

type Keyed = Pick<Bindings, "REGISTER_KEY" | "REGISTER_KEY_PREVIOUS">;

/** An identity number as the database keeps it: encrypted, hashed and masked. */
export async function storedIdentity(env: Keyed, identity: string): Promise<StoredIdentity> {
  const { current } = await registerKeys(env);
  return { ...(await sealIdentity(current, identity)), masked: maskIdentity(identity) };
}

/** Adds an entry with the next register number; "duplicate" when the number is in the register already. */
export async function addEntry(
  env: Keyed,
  db: Database,
  actor: Actor,
  entry: MemberEntry & { userId?: number | null; acceptanceDecisionId?: number | null; registerNo?: number },
) {
  const identity = await storedIdentity(env, entry.identityNumber);
  return insertEntry(db, actor, { ...entry, identity });
}

/** The entry holding an identity number, looked up by its keyed hash under the current and the previous key. */
export async function findByIdentity(env: Keyed, db: Database, identity: string) {
  const { current, previous } = await registerKeys(env);
  for (const key of previous ? [current, previous] : [current]) {
    const found = await entryByIdentityHash(db, await identityHash(key, identity));
    if (found) return found;
  }
  return null;
}

/** The full entry with its identity number in clear; the view is written to the audit log first. */
export async function revealEntry(env: Keyed, db: Database, actor: Actor, id: number): Promise<(Omit<EntryRow, "identityCipher" | "identityHash"> & { identityNumber: string }) | null> {
  const row = await entryById(db, id);
  if (!row) return null;
  const identityNumber = await openIdentity(await registerKeys(env), row.identityCipher, row.keyVersion);
  await auditFullView(db, actor, row);
  const { identityCipher: _cipher, identityHash: _hash, ...rest } = row;
  return { ...rest, identityNumber };
}

/** The book's columns of an entry, with its identity number as it is to be shown. */
const printRow = (row: EntryRow, identity: string): MemberPrintRowDto => ({
  registerNo: row.registerNo,
  fullName: row.fullName,
  identity,
  nationality: row.nationality,
  motherName: row.motherName,
  fatherName: row.fatherName,
  gender: row.gender,
  occupation: row.occupation,
  education: row.education,
  address: row.address,
  email: row.email,
  acceptedOn: row.acceptedOn,
  acceptanceDecisionNo: row.acceptanceDecisionNo,
  exitedOn: row.exitedOn,
  exitKind: row.exitKind,
  exitDecisionNo: row.exitDecisionNo,
  exitReason: row.exitReason,
});

/**
 * A part of the register for its printed pages or a CSV export. Identity numbers are opened only
 * when `full` (a print always is); the reading is one audit line naming the range, written before
 * the rows leave. `more` says the range held more than one print does.
 */
export async function registerPart(env: Keyed, db: Database, actor: Actor, range: MemberRange, purpose: { kind: "print" | "export"; full: boolean }) {
  const found = await entriesInRange(db, range, PRINT_MAX_ROWS + 1);
  const rows = found.slice(0, PRINT_MAX_ROWS);
  const keys = purpose.full ? await registerKeys(env) : null;
  const opened = await Promise.all(rows.map(async (row) => printRow(row, keys ? await openIdentity(keys, row.identityCipher, row.keyVersion) : row.identityMasked)));
  const numbers = purpose.full ? "tam kimlik numaralarıyla" : "kimlik numaraları maskeli";
  const summary = purpose.kind === "print" ? `Üye kayıt defterinin ${describeMemberRange(range)} basılmak üzere açıldı, ${numbers} (${rows.length} kayıt)` : `Üye kayıt defterinin ${describeMemberRange(range)} CSV olarak indirildi, ${numbers} (${rows.length} kayıt)`;
  await auditRangeRead(db, actor, purpose.kind === "print" ? "register.member.print" : "register.member.export", summary);
  return { rows: opened, more: found.length > PRINT_MAX_ROWS };
}

/**
 * The entries and exits still to report to DERBİS, each event a row with the entry's columns and
 * its identity number in full (the report asks for it), for the list's CSV; the oldest event first.
 * The reading is one audit line, written before the rows leave; `more` says the list held more.
 */
export async function derbisPart(env: Keyed, db: Database, actor: Actor) {
  const found = await entriesToReport(db, PRINT_MAX_ROWS + 1);
  const entries = found.slice(0, PRINT_MAX_ROWS);
  const keys = await registerKeys(env);
  const opened = await Promise.all(entries.map(async (row) => printRow(row, await openIdentity(keys, row.identityCipher, row.keyVersion))));
  const events = opened.flatMap((row, i) => [
    ...(entries[i]!.entryReportedAt ? [] : [{ row, event: "entry" as const, day: row.acceptedOn }]),
    ...(row.exitedOn && !entries[i]!.exitReportedAt ? [{ row, event: "exit" as const, day: row.exitedOn }] : []),
  ]);
  events.sort((a, b) => a.day.localeCompare(b.day) || a.row.registerNo - b.row.registerNo);
  await auditRangeRead(db, actor, "register.member.export", `DERBİS'e bildirilecek girişler ve çıkışlar CSV olarak indirildi, tam kimlik numaralarıyla (${events.length} kayıt)`);
  return { events, more: found.length > PRINT_MAX_ROWS };
}

/**
 * The member's own identity number in clear, for "Göster" on /hesabim; the view is written to the
 * audit log like a board member's full view. Null when the account has no entry.
 */
export async function revealOwnIdentity(env: Keyed, db: Database, actor: Actor, userId: number): Promise<string | null> {
  const row = await entryOfUser(db, userId);
  if (!row) return null;
  const identityNumber = await openIdentity(await registerKeys(env), row.identityCipher, row.keyVersion);
  await auditFullView(db, actor, row);
  return identityNumber;
}
