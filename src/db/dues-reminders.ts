import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { linkedAccountJoin, memberAddress } from "./member-address";
import { rows } from "./raw-batch";
import { dues, duesRates, duesReminders, memberDuesCategories, memberRegister, payments } from "./schema";
import type { ReminderStage } from "../shared/dues/settings";

/**
 * Who may be reminded of their dues (docs/dues.md), as data. Per member, the oldest year that their
 * payments (settling oldest first) leave open, with what is open of it and its due date. Never a
 * member who left, whose category is exempt that year, or who has no address; a member who paid
 * is simply not open any more.
 */
export interface ReminderCandidate {
  registerId: number;
  registerNo: number;
  name: string;
  email: string;
  year: number;
  dueOn: string;
  owed: number;
}

/** Members with an open year whose due date is on or before `horizon` (today plus the days of the first stage). */
export const reminderCandidates = (today: string, horizon: string) =>
  rows<ReminderCandidate>(sql`
    WITH standing AS (
      SELECT m.id, m.register_no, m.full_name, ${memberAddress} AS email,
        coalesce((SELECT sum(p.amount) FROM ${payments} p WHERE p.register_id = m.id), 0) AS paid,
        coalesce((SELECT c.category FROM ${memberDuesCategories} c WHERE c.register_id = m.id), 'asil') AS category
      FROM ${memberRegister} m ${linkedAccountJoin}
      WHERE m.exited_on IS NULL OR m.exited_on > ${today}
    ),
    years AS (
      SELECT d.register_id, d.year, min(d.due_on) AS due_on,
        (SELECT sum(o.amount) FROM ${dues} o WHERE o.register_id = d.register_id AND o.year <= d.year) AS owed_through
      FROM ${dues} d GROUP BY d.register_id, d.year
    ),
    open AS (
      SELECT s.*, y.year, y.due_on, y.owed_through - s.paid AS owed,
        row_number() OVER (PARTITION BY s.id ORDER BY y.year) AS nth
      FROM standing s JOIN years y ON y.register_id = s.id
      WHERE y.owed_through > s.paid
    )
    SELECT id AS registerId, register_no AS registerNo, full_name AS name, email, year, due_on AS dueOn, owed
    FROM open
    WHERE nth = 1 AND email IS NOT NULL AND due_on <= ${horizon}
      AND NOT EXISTS (SELECT 1 FROM ${duesRates} r WHERE r.year = open.year AND r.category = open.category AND r.exempt = 1)
    ORDER BY registerNo`);

/** Claims one reminder: a row only when this member, year and stage has none yet. */
export const claimReminder = (db: Database, claim: { registerId: number; year: number; stage: ReminderStage }, at: Date) =>
  db.insert(duesReminders).values({ ...claim, sentAt: at }).onConflictDoNothing();

/** The condition "this reminder was claimed at `at`", for the mail's job recorded in the same batch. */
export const claimedReminder = (claim: { registerId: number; year: number; stage: ReminderStage }, at: Date) =>
  sql`EXISTS (SELECT 1 FROM ${duesReminders} WHERE register_id = ${claim.registerId} AND year = ${claim.year} AND stage = ${claim.stage} AND sent_at = ${at.getTime()})`;

/** The reminders claimed (sent) for the `years` given, for the treasurer's preview. */
export const claimsOf = (years: readonly number[]) =>
  rows<{ registerId: number; year: number; stage: ReminderStage }>(sql`
    SELECT register_id AS registerId, year, stage FROM ${duesReminders}
    WHERE year IN (${years.length > 0 ? sql.join(years.map((year) => sql`${year}`), sql`, `) : sql`NULL`})`);
