/**
 * The legal calendar's queries (docs/calendar.md): what is still to report in DERBİS, the declarations
 * recorded as filed, and the weekly mail's claims. Every change the board makes is audited in the same batch.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { calendarNotices, derbisDeclarations, memberRegister } from "./schema";
import type { DeadlineStage } from "../shared/legal-deadlines";

/** Register entries whose acceptance is not yet marked as reported in DERBİS. */
export const unreportedEntries = (db: Database) =>
  db
    .select({ id: memberRegister.id, registerNo: memberRegister.registerNo, on: memberRegister.acceptedOn })
    .from(memberRegister)
    .where(isNull(memberRegister.entryReportedAt))
    .orderBy(asc(memberRegister.acceptedOn));

/** Register entries with an exit not yet marked as reported in DERBİS. */
export const unreportedExits = (db: Database) =>
  db
    .select({ id: memberRegister.id, registerNo: memberRegister.registerNo, on: sql<string>`${memberRegister.exitedOn}` })
    .from(memberRegister)
    .where(and(isNotNull(memberRegister.exitedOn), isNull(memberRegister.exitReportedAt)))
    .orderBy(asc(memberRegister.exitedOn));

/** Whether the declaration reporting `year` is recorded as filed. */
export const declarationFiled = async (db: Database, year: number): Promise<boolean> =>
  (await db.select({ year: derbisDeclarations.year }).from(derbisDeclarations).where(eq(derbisDeclarations.year, year)).limit(1)).length > 0;

/** Records the declaration of `year` as filed; recording it again changes nothing and writes no audit line. */
export const recordDeclaration = (db: Database, actor: Actor, year: number) =>
  db.batch([
    db.insert(derbisDeclarations).values({ year, recordedBy: actor.id }).onConflictDoNothing(),
    auditStatement(db, actor, { action: "calendar.declaration", target: `declaration:${year}`, summary: `${year} yılı dernek beyannamesi verildi olarak işaretlendi` }, sql`changes() > 0`),
  ]);

/** One (item, stage) the weekly mail names. */
export interface NoticeClaim {
  itemKey: string;
  stage: DeadlineStage;
}

/** Claims the pairs not named before; returns those this run won (so two runs never name one twice). */
export async function claimNotices(db: Database, claims: readonly NoticeClaim[], at: Date): Promise<NoticeClaim[]> {
  if (claims.length === 0) return [];
  // D1 limits a statement's bound parameters: claim in slices of 30 rows (3 values each).
  const won: NoticeClaim[] = [];
  for (let start = 0; start < claims.length; start += 30) {
    const slice = claims.slice(start, start + 30).map((claim) => ({ ...claim, claimedAt: at }));
    won.push(...(await db.insert(calendarNotices).values(slice).onConflictDoNothing().returning({ itemKey: calendarNotices.itemKey, stage: calendarNotices.stage })));
  }
  return won;
}

/** Gives claims back when their mail could not be queued, so the next run names them again. */
export async function releaseNotices(db: Database, claims: readonly NoticeClaim[]): Promise<void> {
  for (const stage of new Set(claims.map((claim) => claim.stage))) {
    const keys = claims.filter((claim) => claim.stage === stage).map((claim) => claim.itemKey);
    for (let start = 0; start < keys.length; start += 90) {
      await db.delete(calendarNotices).where(and(eq(calendarNotices.stage, stage), inArray(calendarNotices.itemKey, keys.slice(start, start + 90))));
    }
  }
}
