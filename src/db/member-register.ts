/**
 * The member register's queries (docs/registers.md). A new entry's number is the next free one,
 * worked out by the INSERT itself, so two board members recording at once can never get the same
 * number (D1 runs one statement at a time); numbers are never changed afterwards. Every write is
 * audited in the same batch.
 */
import { and, asc, between, count, desc, eq, getTableColumns, isNull, ne, sql } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { rawBatch, rows } from "./raw-batch";
import { memberRegister, users } from "./schema";
import type { MemberEntry, MemberExit, MemberPerson } from "../shared/registers/member-entry";
import type { MemberRange } from "../shared/registers/print-range";

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

/**
 * Turkish letters as searchKey (src/shared/i18n/text.ts) folds them, capitals included: SQLite's
 * lower() knows only A–Z, so "İ", "I" and "ı" all become "i" here before it runs.
 */
const TURKISH_FOLD = [["İ", "i"], ["I", "i"], ["ı", "i"], ["Ç", "c"], ["ç", "c"], ["Ğ", "g"], ["ğ", "g"], ["Ö", "o"], ["ö", "o"], ["Ş", "s"], ["ş", "s"], ["Ü", "u"], ["ü", "u"], ["Â", "a"], ["â", "a"], ["Î", "i"], ["î", "i"], ["Û", "u"], ["û", "u"]] as const;
const foldedName = sql.raw(`lower(${TURKISH_FOLD.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, "full_name")})`);

/**
 * Which entries a search names: `key` is the query as searchKey gives it. A number is also a
 * register number; words are found anywhere in the name (`%` and `_` taken literally).
 */
function searched(key: string) {
  if (!key) return undefined;
  const inName = sql`${foldedName} LIKE ${`%${key.replace(/[\\%_]/g, "\\$&")}%`} ESCAPE '\\'`;
  return /^\d{1,9}$/.test(key) ? sql`(${memberRegister.registerNo} = ${Number(key)} OR ${inName})` : inName;
}

/** Up to `limit` entries whose name (Turkish letters folded) or number matches `key`: number and name only (the treasurer's payment form finds a member by them). */
export const entriesNamed = (db: Database, key: string, limit = 10) =>
  db
    .select({ registerNo: memberRegister.registerNo, fullName: memberRegister.fullName, exitedOn: memberRegister.exitedOn })
    .from(memberRegister)
    .where(searched(key) ?? sql`0`)
    .orderBy(asc(memberRegister.registerNo))
    .limit(limit);

/** One page of the register, in number order (the newest entries first when asked), with the total for the pager; `key` narrows it to a search. */
export async function entryPage(db: Database, page: { limit: number; offset: number; onlyCurrent: boolean; key?: string; newestFirst?: boolean }) {
  const where = and(page.onlyCurrent ? isNull(memberRegister.exitedOn) : undefined, searched(page.key ?? ""));
  const order = page.newestFirst ? desc(memberRegister.registerNo) : asc(memberRegister.registerNo);
  const [rows, [total]] = await db.batch([
    db.select(entryListColumns).from(memberRegister).where(where).orderBy(order).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(memberRegister).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The current members (no exit), in number order: what an expulsion decision may name. */
export const currentMembers = (db: Database) =>
  db.select({ id: memberRegister.id, registerNo: memberRegister.registerNo, fullName: memberRegister.fullName }).from(memberRegister).where(isNull(memberRegister.exitedOn)).orderBy(asc(memberRegister.registerNo));

/** The latest acceptance day in the register (null while it is empty): a new acceptance may not come before it. */
export const lastAcceptedOn = async (db: Database): Promise<string | null> =>
  (await db.select({ day: sql<string | null>`MAX(${memberRegister.acceptedOn})` }).from(memberRegister))[0]?.day ?? null;

/** The whole entry (the identity number still sealed). */
export const entryById = async (db: Database, id: number): Promise<EntryRow | null> =>
  (await db.select().from(memberRegister).where(eq(memberRegister.id, id)).limit(1))[0] ?? null;

/** The row id of the entry with register number `registerNo` (the number every address and mail names), or null. */
export const entryIdOfNumber = async (db: Database, registerNo: number): Promise<number | null> =>
  (await db.select({ id: memberRegister.id }).from(memberRegister).where(eq(memberRegister.registerNo, registerNo)).limit(1))[0]?.id ?? null;

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

/** The whole entries of a printed or exported part of the register, in number order, at most `limit`. */
export function entriesInRange(db: Database, range: MemberRange, limit: number): Promise<EntryRow[]> {
  const where = "year" in range ? sql`substr(${memberRegister.acceptedOn}, 1, 4) = ${String(range.year)}` : between(memberRegister.registerNo, range.first, range.last);
  return db.select().from(memberRegister).where(where).orderBy(asc(memberRegister.registerNo)).limit(limit);
}

/** Writes the audit line of a printed or exported part of the register (one line names the whole range). */
export const auditRangeRead = (db: Database, actor: Actor, action: "register.member.print" | "register.member.export", summary: string) =>
  auditStatement(db, actor, { action, target: "member_register", summary });

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

/**
 * Links an entry that has no account yet to the active account with `email`, audited in the same
 * batch. "missing" when there is no such entry, "no-account" when no active account has that address, "linked" when the entry has one
 * already, "taken" when the account is linked to another entry (one entry per account).
 */
export async function linkAccount(db: Database, actor: Actor, id: number, email: string): Promise<"ok" | "missing" | "no-account" | "linked" | "taken"> {
  const [account] = await db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.email, email), eq(users.status, "active"))).limit(1);
  if (!account) return "no-account";
  try {
    const [changed] = await db.batch([
      db.update(memberRegister).set({ userId: account.id }).where(and(eq(memberRegister.id, id), isNull(memberRegister.userId))).returning({ registerNo: memberRegister.registerNo }),
      auditStatement(
        db,
        actor,
        { action: "register.member.link", target: `member:${id}`, summary: sql`(SELECT register_no FROM member_register WHERE id = ${id}) || ${` sıra numaralı üye kaydı ${account.name} (${email}) hesabına bağlandı`}` },
        sql`changes() > 0`,
      ),
    ]);
    if (changed.length > 0) return "ok";
    return (await entryById(db, id)) ? "linked" : "missing";
  } catch (error) {
    if (String(error).includes("member_register.user_id")) return "taken";
    throw error;
  }
}

/** The site account an entry is linked to, for its view. */
export const linkedAccount = async (db: Database, userId: number | null) =>
  userId === null ? null : ((await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1))[0] ?? null);

/** An entry or an exit not yet marked as reported to DERBİS. */
export interface Unreported {
  id: number;
  registerNo: number;
  fullName: string;
  event: "entry" | "exit";
  /** The day it happened: the acceptance or the exit. */
  day: string;
}

/** Entries and exits not yet reported to DERBİS, the oldest first (the nearest deadline), a page at a time, with their count. */
export async function unreportedPage(db: Database, page: { limit: number; offset: number }) {
  const events = sql`
    SELECT id, register_no AS registerNo, full_name AS fullName, 'entry' AS event, accepted_on AS day FROM ${memberRegister} WHERE entry_reported_at IS NULL
    UNION ALL
    SELECT id, register_no, full_name, 'exit', exited_on FROM ${memberRegister} WHERE exited_on IS NOT NULL AND exit_reported_at IS NULL`;
  const [found, [counted]] = await rawBatch(db, [
    rows<Unreported>(sql`SELECT * FROM (${events}) ORDER BY day, registerNo, event LIMIT ${page.limit} OFFSET ${page.offset}`),
    rows<{ total: number }>(sql`SELECT count(*) AS total FROM (${events})`),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

/** The whole entries with an entry or an exit not yet reported to DERBİS (the identity numbers still sealed), at most `limit`. */
export const entriesToReport = (db: Database, limit: number): Promise<EntryRow[]> =>
  db
    .select()
    .from(memberRegister)
    .where(sql`${memberRegister.entryReportedAt} IS NULL OR (${memberRegister.exitedOn} IS NOT NULL AND ${memberRegister.exitReportedAt} IS NULL)`)
    .orderBy(asc(memberRegister.registerNo))
    .limit(limit);

/**
 * Marks an entry's or an exit's DERBİS report as made, once: "already" when it was marked before,
 * "missing" when there is no such entry (or, for an exit, it has not left). Audited in the same batch.
 */
export async function markReported(db: Database, actor: Actor, id: number, event: "entry" | "exit", at: Date): Promise<"ok" | "already" | "missing"> {
  const column = event === "entry" ? memberRegister.entryReportedAt : memberRegister.exitReportedAt;
  const happened = event === "entry" ? undefined : sql`${memberRegister.exitedOn} IS NOT NULL`;
  const [changed] = await db.batch([
    db
      .update(memberRegister)
      .set(event === "entry" ? { entryReportedAt: at } : { exitReportedAt: at })
      .where(and(eq(memberRegister.id, id), isNull(column), happened))
      .returning({ registerNo: memberRegister.registerNo }),
    auditStatement(
      db,
      actor,
      {
        action: "register.member.reported",
        target: `member:${id}`,
        summary: sql`(SELECT register_no FROM member_register WHERE id = ${id}) || ${event === "entry" ? " sıra numaralı üyenin girişi DERBİS'e bildirildi olarak işaretlendi" : " sıra numaralı üyenin çıkışı DERBİS'e bildirildi olarak işaretlendi"}`,
      },
      sql`changes() > 0`,
    ),
  ]);
  if (changed.length > 0) return "ok";
  const row = await entryById(db, id);
  return row && (event === "entry" || row.exitedOn) ? "already" : "missing";
}

/** The next entries of a key rotation: up to `limit` sealed with a key other than `version`, oldest first. */
export const entriesUnderOtherKey = (db: Database, version: number, limit: number) =>
  db
    .select({ id: memberRegister.id, identityCipher: memberRegister.identityCipher, keyVersion: memberRegister.keyVersion })
    .from(memberRegister)
    .where(ne(memberRegister.keyVersion, version))
    .orderBy(asc(memberRegister.id))
    .limit(limit);

/**
 * Stores entries sealed again, in one batch. Each row changes only while it is still under the key
 * it was read with, so two runs at once never overwrite each other's work. Returns how many changed.
 */
export async function storeResealed(db: Database, rows: readonly { id: number; from: number; sealed: Omit<StoredIdentity, "masked"> }[]): Promise<number> {
  const [first, ...rest] = rows.map(({ id, from, sealed }) =>
    db
      .update(memberRegister)
      .set({ identityCipher: sealed.cipher, identityHash: sealed.hash, keyVersion: sealed.keyVersion })
      .where(and(eq(memberRegister.id, id), eq(memberRegister.keyVersion, from)))
      .returning({ id: memberRegister.id }),
  );
  if (!first) return 0;
  const results = await db.batch([first, ...rest]);
  return results.reduce((changed, result) => changed + result.length, 0);
}
