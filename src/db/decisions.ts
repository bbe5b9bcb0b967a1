/**
 * The board's meetings and decisions (Karar Defteri). Decision numbers restart at 1 each year and
 * are worked out by the INSERT itself, so two decisions recorded at once never share a number. A
 * decision is never changed: a correction is a new decision pointing at the struck one. An
 * acceptance writes the member register's entry and activates the applicant's account in the same
 * batch, so there is never a decision without its entry or the other way round; an expulsion
 * writes the entry's exit with the decision in the same way.
 */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { nextRegisterNumber, personColumns, type StoredIdentity } from "./member-register";
import { rawBatch, rows } from "./raw-batch";
import { boardDecisions, boardMeetingAttendees, boardMeetings, memberRegister, users } from "./schema";
import type { DecisionInput } from "../shared/registers/decision";

const LAST_MEETING = sql`(SELECT MAX(id) FROM board_meetings)`;
const LAST_DECISION = sql`(SELECT MAX(id) FROM board_decisions)`;
const nextDecisionNumber = (year: number) => sql`(SELECT COALESCE(MAX(number), 0) + 1 FROM board_decisions WHERE year = ${year})`;

/**
 * Records a meeting with its attendees in one batch: board members with an account (by id, their
 * name as it is now) and those without one (`others`, by the name typed; no account behind them).
 */
export async function createMeeting(db: Database, actor: Actor, heldOn: string, attendees: { id: number; name: string }[], others: readonly string[] = []): Promise<number> {
  const [[meeting]] = await db.batch([
    db.insert(boardMeetings).values({ heldOn }).returning({ id: boardMeetings.id }),
    db.insert(boardMeetingAttendees).select(
      db
        .select({ id: sql<number>`NULL`.as("id"), meetingId: sql<number>`${LAST_MEETING}`.as("meeting_id"), userId: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, attendees.length > 0 ? attendees.map((attendee) => attendee.id) : [-1])),
    ),
    ...others.map((name) => db.insert(boardMeetingAttendees).values({ meetingId: sql`${LAST_MEETING}`, userId: null, name })),
    auditStatement(db, actor, { action: "register.meeting.add", target: sql`'meeting:' || ${LAST_MEETING}`, summary: `Yönetim kurulu toplantısı kaydedildi (${heldOn})` }),
  ]);
  return meeting!.id;
}

export const meetingById = async (db: Database, id: number) => (await db.select().from(boardMeetings).where(eq(boardMeetings.id, id)).limit(1))[0] ?? null;

/** The decision row's columns for a new decision of `meeting`. */
const decisionValues = (meeting: { id: number; heldOn: string }, actor: Actor, text: { subject: string; body: string }) => {
  const year = Number(meeting.heldOn.slice(0, 4));
  return { meetingId: meeting.id, year, number: nextDecisionNumber(year), decidedOn: meeting.heldOn, subject: text.subject, body: text.body, createdById: actor.id, createdByName: actor.name };
};

/** The entry an acceptance writes: numbered next, linked to the decision just inserted. */
function acceptedEntry(db: Database, meeting: { heldOn: string }, input: Extract<DecisionInput, { kind: "acceptance" }>, identity: StoredIdentity) {
  return db.insert(memberRegister).values({
    registerNo: nextRegisterNumber,
    ...personColumns(input.person, identity),
    userId: input.applicantId,
    acceptedOn: meeting.heldOn,
    acceptanceDecisionNo: sql`(SELECT year || '/' || number FROM board_decisions WHERE id = ${LAST_DECISION})`,
    acceptanceDecisionId: LAST_DECISION,
  });
}

type Decided = { id: number; year: number; number: number };
type Expulsion = Extract<DecisionInput, { kind: "expulsion" }>;

/** The audit line of a decision just inserted (the batch's last one), written only if `onlyIf` holds. */
const decisionAudit = (db: Database, actor: Actor, subject: string, onlyIf?: ReturnType<typeof sql>) =>
  auditStatement(
    db,
    actor,
    { action: "register.decision.add", target: sql`'decision:' || ${LAST_DECISION}`, summary: sql`'Karar ' || (SELECT year || '/' || number FROM board_decisions WHERE id = ${LAST_DECISION}) || ' kaydedildi: ' || ${subject}` },
    onlyIf,
  );

/**
 * An expulsion in one batch: the decision is inserted only while the entry is current and was
 * accepted by the meeting's day (checked inside the INSERT, so of two expulsions at the same moment
 * the second inserts nothing). Each later statement runs only if the one before it changed a row
 * (`changes()`): the decision's audit line, the entry's exit naming the decision, the exit's audit
 * line. "not-current" when there was no such entry.
 */
async function addExpulsion(db: Database, actor: Actor, meeting: { id: number; heldOn: string }, input: Expulsion) {
  const year = Number(meeting.heldOn.slice(0, 4));
  const current = sql`EXISTS (SELECT 1 FROM ${memberRegister} WHERE id = ${input.registerId} AND exited_on IS NULL AND accepted_on <= ${meeting.heldOn})`;
  const changed = sql`changes() > 0`;
  const [inserted] = await rawBatch(db, [
    rows<Decided>(sql`
      INSERT INTO ${boardDecisions} (meeting_id, year, number, decided_on, kind, subject, body, created_by_id, created_by_name)
      SELECT ${meeting.id}, ${year}, ${nextDecisionNumber(year)}, ${meeting.heldOn}, 'expulsion', ${input.subject}, ${input.body}, ${actor.id}, ${actor.name}
      WHERE ${current}
      RETURNING id, year, number`),
    decisionAudit(db, actor, input.subject, changed),
    db
      .update(memberRegister)
      .set({ exitedOn: meeting.heldOn, exitKind: "expulsion", exitDecisionNo: sql`(SELECT year || '/' || number FROM board_decisions WHERE id = ${LAST_DECISION})`, exitDecisionId: LAST_DECISION, exitReason: input.reason })
      .where(and(eq(memberRegister.id, input.registerId), isNull(memberRegister.exitedOn), changed)),
    auditStatement(db, actor, { action: "register.member.exit", target: `member:${input.registerId}`, summary: `Üye kaydına çıkış işlendi (${meeting.heldOn}, üyelikten çıkarma kararı)` }, changed),
  ]);
  return inserted[0] ?? ("not-current" as const);
}

/**
 * Records a decision in a meeting. An acceptance also writes the register entry and activates the
 * applicant's pending account; a rejection removes the pending application (as the account
 * approval does), the decision keeping the applicant's name; an expulsion writes the entry's exit.
 * Returns the decision's number, "duplicate" when the person is in the register already, or
 * "not-current" when the entry to expel is not a current member's (accepted by the meeting's day).
 */
export async function addDecision(db: Database, actor: Actor, meeting: { id: number; heldOn: string }, input: DecisionInput, identity: StoredIdentity | null, applicantName: string | null = null) {
  if (input.kind === "expulsion") return addExpulsion(db, actor, meeting, input);
  const values = { ...decisionValues(meeting, actor, input), kind: input.kind, applicantId: "applicantId" in input ? input.applicantId : null, applicantName };
  const insert = db.insert(boardDecisions).values(values).returning({ id: boardDecisions.id, year: boardDecisions.year, number: boardDecisions.number });
  const audit = decisionAudit(db, actor, input.subject);
  try {
    if (input.kind === "acceptance" && identity) {
      const activate = db.update(users).set({ status: "active", updatedAt: new Date() }).where(and(eq(users.id, input.applicantId), eq(users.status, "pending")));
      const [[decision]] = await db.batch([insert, acceptedEntry(db, meeting, input, identity), activate, audit]);
      return decision!;
    }
    if (input.kind === "rejection") {
      const remove = db.delete(users).where(and(eq(users.id, input.applicantId), eq(users.status, "pending")));
      const [[decision]] = await db.batch([insert, remove, audit]);
      return decision!;
    }
    const [[decision]] = await db.batch([insert, audit]);
    return decision!;
  } catch (error) {
    if (String(error).includes("member_register.identity_hash")) return "duplicate" as const;
    throw error;
  }
}

/** A correction: a new decision in `meeting` that strikes `correctsId` through; "already" when it was corrected before. */
export async function addCorrection(db: Database, actor: Actor, meeting: { id: number; heldOn: string }, correctsId: number, input: { subject: string; body: string; reason: string }) {
  const values = { ...decisionValues(meeting, actor, input), kind: "general" as const, correctsId, correctionReason: input.reason };
  try {
    const [[decision]] = await db.batch([
      db.insert(boardDecisions).values(values).returning({ id: boardDecisions.id, year: boardDecisions.year, number: boardDecisions.number }),
      auditStatement(db, actor, {
        action: "register.decision.correct",
        target: `decision:${correctsId}`,
        summary: sql`'Karar ' || (SELECT year || '/' || number FROM board_decisions WHERE id = ${correctsId}) || ' düzeltildi: ' || ${input.reason}`,
      }),
    ]);
    return decision!;
  } catch (error) {
    if (String(error).includes("board_decisions.corrects_id")) return "already" as const;
    throw error;
  }
}

/** A decision by its number in the book (`2026/14` → year 2026, number 14), or null. */
export const decisionByNumber = async (db: Database, year: number, number: number) =>
  (await db.select({ id: boardDecisions.id }).from(boardDecisions).where(and(eq(boardDecisions.year, year), eq(boardDecisions.number, number))).limit(1))[0] ?? null;

export const decisionById = async (db: Database, id: number) => (await db.select().from(boardDecisions).where(eq(boardDecisions.id, id)).limit(1))[0] ?? null;

/** A year's meetings, attendees and decisions, in order, in one round trip. */
export async function decisionBook(db: Database, year: number) {
  const inYear = sql`substr(${boardMeetings.heldOn}, 1, 4) = ${String(year)}`;
  const ofYear = sql`(SELECT id FROM board_decisions WHERE year = ${year})`;
  const [meetings, attendees, decisions, correctors, entries] = await db.batch([
    db.select().from(boardMeetings).where(inYear).orderBy(asc(boardMeetings.heldOn), asc(boardMeetings.id)),
    db
      .select({ meetingId: boardMeetingAttendees.meetingId, name: boardMeetingAttendees.name })
      .from(boardMeetingAttendees)
      .innerJoin(boardMeetings, eq(boardMeetings.id, boardMeetingAttendees.meetingId))
      .where(inYear)
      .orderBy(asc(boardMeetingAttendees.id)),
    db.select().from(boardDecisions).where(eq(boardDecisions.year, year)).orderBy(asc(boardDecisions.number)),
    // A decision of this year may be corrected by one of a later year: it is struck through all the same.
    db.select().from(boardDecisions).where(sql`${boardDecisions.correctsId} IN ${ofYear}`),
    // The entries the year's acceptances made and its expulsions ended, for the links both ways.
    db
      .select({ id: memberRegister.id, registerNo: memberRegister.registerNo, acceptanceDecisionId: memberRegister.acceptanceDecisionId, exitDecisionId: memberRegister.exitDecisionId })
      .from(memberRegister)
      .where(or(sql`${memberRegister.acceptanceDecisionId} IN ${ofYear}`, sql`${memberRegister.exitDecisionId} IN ${ofYear}`)),
  ]);
  return { meetings, attendees, decisions, correctors, entries };
}
