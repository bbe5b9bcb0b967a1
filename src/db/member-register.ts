/**
 * The member register's queries (docs/registers.md). A new entry's number is the next free one,
 * worked out by the INSERT itself, so two board members recording at once can never get the same
 * number (D1 runs one statement at a time); numbers are never changed afterwards. Every write is
 * audited in the same batch.
 */
import { and, asc, count, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { memberRegister } from "./schema";
import type { MemberEntry, MemberExit, MemberPerson } from "../shared/registers/member-entry";

/** A person's number, as stored: never the number itself. */
export interface StoredIdentity {
  cipher: string;
  hash: string;
  masked: string;
  keyVersion: number;
}

/** The register's columns a list shows (the identity number only masked). */
export const entryListColumns = {
  id: memberRegister.id,
  registerNo: memberRegister.registerNo,
  fullName: memberRegister.fullName,
  identityMasked: memberRegister.identityMasked,
  nationality: memberRegister.nationality,
  gender: memberRegister.gender,
  acceptedOn: memberRegister.acceptedOn,
  acceptanceDecisionNo: memberRegister.acceptanceDecisionNo,
  exitedOn: memberRegister.exitedOn,
  exitKind: memberRegister.exitKind,
  exitDecisionNo: memberRegister.exitDecisionNo,
};

export type EntryRow = typeof memberRegister.$inferSelect;

/** The next number, inside the statement that uses it. */
export const nextRegisterNumber = sql<number>`(SELECT COALESCE(MAX(register_no), 0) + 1 FROM member_register)`;

/** A person's columns with their sealed number, as every way into the register writes them (a new entry, an acceptance, an import). */
export const personColumns = (person: MemberPerson, identity: StoredIdentity) => ({
  fullName: person.fullName,
  identityKind: person.identityKind,
  identityCipher: identity.cipher,
  identityHash: identity.hash,
  identityMasked: identity.masked,
  keyVersion: identity.keyVersion,
  nationality: person.nationality,
  motherName: person.motherName,
  fatherName: person.fatherName,
  gender: person.gender,
  occupation: person.occupation,
  education: person.education,
  address: person.address,
  email: person.email,
});

/**
 * Records an entry and its audit line in one batch. `registerNo` is given only by the import of an
 * existing register (its numbers are kept); otherwise the next number is taken. Returns the new
 * entry's id and number, or "duplicate" when the identity number is already in the register.
 */
export async function insertEntry(
  db: Database,
  actor: Actor,
  entry: MemberEntry & { identity: StoredIdentity; userId?: number | null; acceptanceDecisionId?: number | null; registerNo?: number },
): Promise<{ id: number; registerNo: number } | "duplicate"> {
  const [inserted] = await db.batch([
    db
      .insert(memberRegister)
      .values({
        registerNo: entry.registerNo ?? nextRegisterNumber,
        ...personColumns(entry, entry.identity),
        userId: entry.userId ?? null,
        acceptedOn: entry.acceptedOn,
        acceptanceDecisionNo: entry.acceptanceDecisionNo,
        acceptanceDecisionId: entry.acceptanceDecisionId ?? null,
      })
      .onConflictDoNothing({ target: memberRegister.identityHash })
      .returning({ id: memberRegister.id, registerNo: memberRegister.registerNo }),
    auditStatement(
      db,
      actor,
      {
        action: "register.member.add",
        target: sql`'member:' || (SELECT id FROM member_register WHERE identity_hash = ${entry.identity.hash})`,
        summary: sql`'Üye kayıt defterine ' || (SELECT register_no FROM member_register WHERE identity_hash = ${entry.identity.hash}) || ' sıra numarasıyla kayıt eklendi'`,
      },
      sql`changes() > 0`,
    ),
  ]);
  return inserted[0] ?? "duplicate";
}

/** One page of the register, in number order, with the total for the pager. */
export async function entryPage(db: Database, page: { limit: number; offset: number; onlyCurrent: boolean }) {
  const where = page.onlyCurrent ? isNull(memberRegister.exitedOn) : undefined;
  const [rows, [total]] = await db.batch([
    db.select(entryListColumns).from(memberRegister).where(where).orderBy(asc(memberRegister.registerNo)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(memberRegister).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The whole entry (the identity number still sealed). */
export const entryById = async (db: Database, id: number): Promise<EntryRow | null> =>
  (await db.select().from(memberRegister).where(eq(memberRegister.id, id)).limit(1))[0] ?? null;

/** The entry of a site account (the member's own, on /hesabim). */
export const entryOfUser = async (db: Database, userId: number): Promise<EntryRow | null> =>
  (await db.select().from(memberRegister).where(eq(memberRegister.userId, userId)).orderBy(desc(memberRegister.acceptedOn)).limit(1))[0] ?? null;

/** Every column of an entry but the sealed number's cipher and hash: what its own member is shown. */
export const ownEntryColumns = (() => {
  const { identityCipher: _cipher, identityHash: _hash, ...rest } = getTableColumns(memberRegister);
  return rest;
})();

/** The member's own entry for /hesabim, as one statement of the page's batch (the number only masked). */
export const ownEntryQuery = (db: Database, userId: number) =>
  db.select(ownEntryColumns).from(memberRegister).where(eq(memberRegister.userId, userId)).orderBy(desc(memberRegister.acceptedOn)).limit(1);

export type OwnEntry = Awaited<ReturnType<typeof ownEntryQuery>>[number];

/** The entry holding an identity number (by its keyed hash). */
export const entryByIdentityHash = async (db: Database, hash: string) =>
  (await db.select(entryListColumns).from(memberRegister).where(eq(memberRegister.identityHash, hash)).limit(1))[0] ?? null;

/** Writes the audit line of a full view (the unmasked identity number shown to a board member). */
export const auditFullView = (db: Database, actor: Actor, entry: Pick<EntryRow, "id" | "registerNo">) =>
  auditStatement(db, actor, { action: "register.member.view", target: `member:${entry.id}`, summary: `${entry.registerNo} sıra numaralı üye kaydının tamamı görüntülendi` });

/**
 * Records an exit on a current entry. Refused ("not-current") when the entry is missing or has left
 * already, and ("before-entry") when the exit would be dated before the acceptance.
 */
export async function recordExit(
  db: Database,
  actor: Actor,
  id: number,
  exit: MemberExit & { exitDecisionId?: number | null },
): Promise<"ok" | "not-current" | "before-entry"> {
  const [changed] = await db.batch([
    db
      .update(memberRegister)
      .set({ exitedOn: exit.exitedOn, exitKind: exit.exitKind, exitDecisionNo: exit.exitDecisionNo, exitDecisionId: exit.exitDecisionId ?? null, exitReason: exit.exitReason })
      .where(and(eq(memberRegister.id, id), isNull(memberRegister.exitedOn), sql`${memberRegister.acceptedOn} <= ${exit.exitedOn}`))
      .returning({ registerNo: memberRegister.registerNo }),
    auditStatement(db, actor, { action: "register.member.exit", target: `member:${id}`, summary: `Üye kaydına çıkış işlendi (${exit.exitedOn})` }, sql`changes() > 0`),
  ]);
  if (changed.length > 0) return "ok";
  const row = await entryById(db, id);
  return row && !row.exitedOn ? "before-entry" : "not-current";
}
