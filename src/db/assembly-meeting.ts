/**
 * The meeting's records (docs/assembly.md): attendance against the frozen list, which meeting was
 * held, its minutes and the result notice's facts. Attendance is one row per member and meeting,
 * written by `INSERT OR IGNORE` from the frozen list itself: two phones marking the same member at
 * once store one row, and a number not on the list stores nothing.
 */
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { rawBatch, rows } from "./raw-batch";
import { assemblies, assemblyAttendance, assemblyEntitled } from "./schema";

type Meeting = "first" | "second";

/**
 * Marks the member `registerNo` present at `meeting`. Returns "recorded", "already" (marked before,
 * from this phone or another) or "not-listed"; with the count present after it, in one batch.
 */
export async function markPresent(db: Database, assemblyId: number, meeting: Meeting, registerNo: number, recordedBy: number) {
  const [inserted, [listed], [count]] = await rawBatch(db, [
    rows<{ registerId: number }>(sql`
      INSERT OR IGNORE INTO ${assemblyAttendance} (assembly_id, meeting, register_id, recorded_by)
      SELECT assembly_id, ${meeting}, register_id, ${recordedBy} FROM ${assemblyEntitled} WHERE assembly_id = ${assemblyId} AND register_no = ${registerNo}
      RETURNING register_id AS registerId`),
    rows<{ fullName: string }>(sql`SELECT full_name AS fullName FROM ${assemblyEntitled} WHERE assembly_id = ${assemblyId} AND register_no = ${registerNo}`),
    presentCount(assemblyId, meeting),
  ]);
  const outcome = inserted.length > 0 ? "recorded" : listed ? "already" : "not-listed";
  return { outcome, fullName: listed?.fullName ?? null, present: count?.present ?? 0 } as const;
}

/**
 * Takes back a mark made by mistake (before the meeting is recorded held), with its audit entry in the
 * same batch. Returns whether there was a mark to take back.
 */
export async function unmarkPresent(db: Database, actor: Actor, assemblyId: number, meeting: Meeting, registerNo: number): Promise<boolean> {
  const [taken] = await rawBatch(db, [
    rows<{ registerId: number }>(sql`
      DELETE FROM ${assemblyAttendance} WHERE assembly_id = ${assemblyId} AND meeting = ${meeting}
      AND register_id = (SELECT register_id FROM ${assemblyEntitled} WHERE assembly_id = ${assemblyId} AND register_no = ${registerNo})
      RETURNING register_id AS registerId`),
    auditStatement(
      db,
      actor,
      { action: "assembly.unmark", target: `assembly:${assemblyId}`, summary: `Yoklamada ${registerNo} sıra numaralı üyenin “Geldi” işareti geri alındı (${meeting === "first" ? "ilk" : "ikinci"} toplantı)` },
      sql`changes() > 0`,
    ),
  ]);
  return taken.length > 0;
}

/** How many are marked present at `meeting`. */
export const presentCount = (assemblyId: number, meeting: Meeting) =>
  rows<{ present: number }>(sql`SELECT count(*) AS present FROM ${assemblyAttendance} WHERE assembly_id = ${assemblyId} AND meeting = ${meeting}`);

/** Records which meeting was held, once (the minutes follow it). */
export async function recordHeld(db: Database, actor: Actor, assemblyId: number, meeting: Meeting, heldOn: string, minutes: unknown): Promise<boolean> {
  const [held] = await db.batch([
    db
      .update(assemblies)
      .set({ heldMeeting: meeting, heldOn, minutes, updatedAt: new Date(), version: sql`${assemblies.version} + 1` })
      .where(and(eq(assemblies.id, assemblyId), isNotNull(assemblies.noticeSentAt), isNull(assemblies.heldOn)))
      .returning({ id: assemblies.id }),
    auditStatement(db, actor, { action: "assembly.held", target: `assembly:${assemblyId}`, summary: `Genel kurul toplandı (${heldOn})` }, sql`changes() > 0`),
  ]);
  return held.length > 0;
}

/**
 * Saves what happened after the meeting: its minutes, or the result notice's facts. Only once it was
 * held. The minutes are saved against the version their editor loaded (`version`), so two board
 * members editing them at once cannot overwrite each other unseen; only they move the version once the
 * meeting is held (the plan is frozen then), so saving the result beside them is no false conflict.
 * Returns the version after the save, or null when nothing was saved.
 */
export async function saveAfterMeeting(
  db: Database,
  actor: Actor,
  assemblyId: number,
  values: Partial<typeof assemblies.$inferInsert>,
  summary: string,
  version?: number,
): Promise<number | null> {
  const versioned = version === undefined ? {} : { version: sql`${assemblies.version} + 1` };
  const [saved] = await db.batch([
    db
      .update(assemblies)
      .set({ ...values, updatedAt: new Date(), ...versioned })
      .where(and(eq(assemblies.id, assemblyId), isNotNull(assemblies.heldOn), version === undefined ? undefined : eq(assemblies.version, version)))
      .returning({ version: assemblies.version }),
    auditStatement(db, actor, { action: "assembly.after", target: `assembly:${assemblyId}`, summary }, sql`changes() > 0`),
  ]);
  return saved[0]?.version ?? null;
}
