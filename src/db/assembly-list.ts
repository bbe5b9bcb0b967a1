/**
 * The list of members entitled to attend a general assembly (hazirun, docs/assembly.md): before the
 * notice, the register's active members on the day, worked out live (and, when the setting says so,
 * without members behind with their dues); when the notice goes out, that list is written down once,
 * in the same batch that marks the notice sent, and from then on it is what the meeting counts.
 */
import { sql, type SQL } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { behindOn } from "./dues-status";
import { linkedAccountJoin, memberAddress } from "./member-address";
import { rawBatch, rows } from "./raw-batch";
import { assemblies, assemblyAttendance, assemblyEntitled, jobs, memberRegister, users } from "./schema";

/** Who is entitled on `day`: accepted by then, not gone by then, and (if so set) not behind with dues. */
const entitledOn = (day: string, leaveOutBehind: boolean): SQL => sql`
  m.accepted_on <= ${day} AND (m.exited_on IS NULL OR m.exited_on > ${day})
  ${leaveOutBehind ? sql`AND NOT (${behindOn(sql`m.id`, day)})` : sql``}`;

/** One line of the list. */
export interface EntitledRow {
  registerId: number;
  registerNo: number;
  fullName: string;
  hasAddress: number;
}

/** A page of the list as it would be drawn on `day`, with its count and how many lack an address, in one batch. */
export const entitledPreview = (day: string, leaveOutBehind: boolean, page: { limit: number; offset: number }) =>
  [
    rows<EntitledRow>(sql`
      SELECT m.id AS registerId, m.register_no AS registerNo, m.full_name AS fullName, (${memberAddress} IS NOT NULL) AS hasAddress
      FROM ${memberRegister} m ${linkedAccountJoin} WHERE ${entitledOn(day, leaveOutBehind)}
      ORDER BY m.register_no LIMIT ${page.limit} OFFSET ${page.offset}`),
    rows<{ total: number; withoutAddress: number }>(sql`
      SELECT count(*) AS total, coalesce(sum(${memberAddress} IS NULL), 0) AS withoutAddress
      FROM ${memberRegister} m ${linkedAccountJoin} WHERE ${entitledOn(day, leaveOutBehind)}`),
  ] as const;

/**
 * Marks the notice sent and writes the list down, once: the second of two sends finds the notice
 * sent and writes nothing (the list's INSERT runs only for the send that set `sentAt`). Returns
 * whether this call was the one.
 */
export async function freezeList(db: Database, actor: Actor, assemblyId: number, day: string, leaveOutBehind: boolean, sentAt: Date): Promise<boolean> {
  const ours = sql`EXISTS (SELECT 1 FROM ${assemblies} WHERE id = ${assemblyId} AND notice_sent_at = ${sentAt.getTime()})`;
  const [marked] = await rawBatch(db, [
    db
      .update(assemblies)
      .set({ noticeSentAt: sentAt, leftOutBehind: leaveOutBehind })
      .where(sql`${assemblies.id} = ${assemblyId} AND ${assemblies.noticeSentAt} IS NULL`)
      .returning({ id: assemblies.id }),
    rows(sql`
      INSERT OR IGNORE INTO ${assemblyEntitled} (assembly_id, register_id, register_no, full_name, email)
      SELECT ${assemblyId}, m.id, m.register_no, m.full_name, ${memberAddress}
      FROM ${memberRegister} m ${linkedAccountJoin} WHERE ${entitledOn(day, leaveOutBehind)} AND ${ours}`),
    auditStatement(
      db,
      actor,
      { action: "assembly.notice", target: `assembly:${assemblyId}`, summary: sql`'Genel kurul çağrısı gönderildi; hazirun listesi ' || (SELECT count(*) FROM ${assemblyEntitled} WHERE assembly_id = ${assemblyId}) || ' üyeyle donduruldu'` },
      ours,
    ),
  ]);
  return marked.length > 0;
}

/**
 * The frozen list's members with an address whose notice mail is not recorded yet: at the send, all
 * of them; after a send cut short between freezing the list and recording its mails, those it never
 * reached. A mail recorded (its job, or once pruned, its outcome on the row) is never sent again.
 */
export const recipientsOf = (assemblyId: number) =>
  rows<{ registerId: number; fullName: string; email: string }>(sql`
    SELECT e.register_id AS registerId, e.full_name AS fullName, e.email FROM ${assemblyEntitled} e
    WHERE e.assembly_id = ${assemblyId} AND e.email IS NOT NULL AND e.mail_state IS NULL
      AND NOT EXISTS (SELECT 1 FROM ${jobs} j WHERE j.key = 'assembly-notice:' || e.assembly_id || ':' || e.register_id)
    ORDER BY e.register_no`);

/**
 * The notice mail's job key for a member: recorded once, so nobody is mailed twice. Migration 0028's
 * trigger reads the two ids back from it to copy the settled outcome onto the member's row.
 */
export const noticeJobKey = (assemblyId: number, registerId: number) => `assembly-notice:${assemblyId}:${registerId}`;

/**
 * One line of the frozen list with what happened to it: mailed when, present at which meeting. The
 * mail's state is the job's while it waits, then the outcome kept on the row (the job is pruned).
 */
export interface FrozenRow {
  registerId: number;
  registerNo: number;
  fullName: string;
  hasAddress: number;
  mailState: "queued" | "sending" | "sent" | "failed" | null;
  mailedAt: number | null;
  presentFirst: number;
  presentSecond: number;
}

/** Turkish letters folded to ASCII, spaces dropped, lower case: a name as the search compares it (src/shared/search/turkish.ts' `fold` does the same to what was typed). */
const foldedName = (column: SQL) => {
  const pairs = [["İ", "i"], ["I", "i"], ["ı", "i"], ["Ş", "s"], ["ş", "s"], ["Ğ", "g"], ["ğ", "g"], ["Ü", "u"], ["ü", "u"], ["Ö", "o"], ["ö", "o"], ["Ç", "c"], ["ç", "c"], [" ", ""]];
  return sql`lower(${pairs.reduce((inner, [from, to]) => sql`replace(${inner}, ${from}, ${to})`, column)})`;
};

/** A search of the frozen list: by register number (digits) or by name (`folded`: what was typed, folded). */
export interface ListSearch {
  number: number | null;
  folded: string;
}

/** The condition a search adds on the frozen list's rows (`e`). */
const searchMatch = (search: ListSearch) =>
  search.number !== null ? sql`AND e.register_no = ${search.number}` : search.folded ? sql`AND ${foldedName(sql`e.full_name`)} LIKE ${`%${search.folded}%`}` : sql``;

/** How many of the frozen list a search matches. */
const matchCount = (assemblyId: number, search: ListSearch) => rows<{ total: number }>(sql`SELECT count(*) AS total FROM ${assemblyEntitled} e WHERE e.assembly_id = ${assemblyId} ${searchMatch(search)}`);

/** A page of the frozen list, found by register number (digits) or by name (`folded`: what was typed, folded), with the count that matches. */
export function frozenPage(assemblyId: number, search: ListSearch, page: { limit: number; offset: number }) {
  const match = searchMatch(search);
  const present = (meeting: "first" | "second") =>
    sql`EXISTS (SELECT 1 FROM ${assemblyAttendance} a WHERE a.assembly_id = e.assembly_id AND a.register_id = e.register_id AND a.meeting = ${meeting})`;
  return [
    rows<FrozenRow>(sql`
      SELECT e.register_id AS registerId, e.register_no AS registerNo, e.full_name AS fullName, (e.email IS NOT NULL) AS hasAddress,
        coalesce(e.mail_state, j.state) AS mailState, e.mailed_at AS mailedAt,
        ${present("first")} AS presentFirst, ${present("second")} AS presentSecond
      FROM ${assemblyEntitled} e
      LEFT JOIN ${jobs} j ON j.key = 'assembly-notice:' || e.assembly_id || ':' || e.register_id
      WHERE e.assembly_id = ${assemblyId} ${match}
      ORDER BY e.register_no LIMIT ${page.limit} OFFSET ${page.offset}`),
    matchCount(assemblyId, search),
  ] as const;
}

/**
 * A page of the door screen: the frozen list's members (searched as the list is) with their mark at
 * `meeting`, who made it (the account's name) and when, and the count that matches.
 */
export function doorPage(assemblyId: number, meeting: "first" | "second", search: ListSearch, page: { limit: number; offset: number }) {
  return [
    rows<{ registerNo: number; fullName: string; markedAt: number | null; markedBy: string | null }>(sql`
      SELECT e.register_no AS registerNo, e.full_name AS fullName, a.recorded_at AS markedAt, u.name AS markedBy
      FROM ${assemblyEntitled} e
      LEFT JOIN ${assemblyAttendance} a ON a.assembly_id = e.assembly_id AND a.register_id = e.register_id AND a.meeting = ${meeting}
      LEFT JOIN ${users} u ON u.id = a.recorded_by
      WHERE e.assembly_id = ${assemblyId} ${searchMatch(search)}
      ORDER BY e.register_no LIMIT ${page.limit} OFFSET ${page.offset}`),
    matchCount(assemblyId, search),
  ] as const;
}

/** The frozen list's totals: entitled, without an address, mailed (accepted for delivery), present at each meeting. */
export const frozenTotals = (assemblyId: number) =>
  rows<{ entitled: number; withoutAddress: number; mailed: number; presentFirst: number; presentSecond: number }>(sql`
    SELECT
      (SELECT count(*) FROM ${assemblyEntitled} WHERE assembly_id = ${assemblyId}) AS entitled,
      (SELECT count(*) FROM ${assemblyEntitled} WHERE assembly_id = ${assemblyId} AND email IS NULL) AS withoutAddress,
      (SELECT count(*) FROM ${assemblyEntitled} WHERE assembly_id = ${assemblyId} AND mail_state = 'sent') AS mailed,
      (SELECT count(*) FROM ${assemblyAttendance} WHERE assembly_id = ${assemblyId} AND meeting = 'first') AS presentFirst,
      (SELECT count(*) FROM ${assemblyAttendance} WHERE assembly_id = ${assemblyId} AND meeting = 'second') AS presentSecond`);

/** Members of the frozen list without an address, to be reached on paper. */
export const withoutAddressOf = (assemblyId: number) =>
  rows<{ registerNo: number; fullName: string }>(sql`
    SELECT register_no AS registerNo, full_name AS fullName FROM ${assemblyEntitled}
    WHERE assembly_id = ${assemblyId} AND email IS NULL ORDER BY register_no`);
