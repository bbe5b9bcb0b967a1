import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Actor } from "./audit";
import type { Database } from "./client";
import { revisions, type RevisionReason } from "./schema";

/** How many saves "Geçmiş" lists, newest first. */
export const HISTORY_LENGTH = 200;

/** At least this many revisions are kept per item; the daily cron drops older ones. */
export const REVISIONS_KEPT = 50;

export interface RevisionFacts {
  /** "news:12": fixed, or made from the saved row (for a row inserted in the same batch). */
  target: string | SQL;
  reason: RevisionReason;
  /** The fields as saved. */
  data: unknown;
}

/**
 * The condition of a revision written right after its save: that save changed the row. A save that
 * lost the race changes nothing, yet finds the winner's row at the very version it would have made
 * (version + 1), so the row's version alone would record the refused text under the winner's number.
 */
export const savedByLastWrite = sql`changes() = 1`;

/**
 * A revision, as a statement to run in the same batch as the save it records, right after it. It is
 * written only when `source` finds the saved row (its id or slug with the new version), so a save
 * that lost the race leaves no revision behind; the version is the row's own.
 */
export function revisionStatement(
  db: Database,
  actor: Actor,
  facts: RevisionFacts,
  source: { table: SQLiteTable; version: AnySQLiteColumn; where: SQL },
) {
  const at = Date.now();
  return db.insert(revisions).select(
    db
      .select({
        // Every column in the table's order (drizzle's rule for INSERT … SELECT); NULL picks the next id.
        id: sql<number>`NULL`.as("id"),
        target: sql<string>`${facts.target}`.as("target"),
        version: sql<number>`${source.version}`.as("version"),
        reason: sql<string>`${facts.reason}`.as("reason"),
        actorId: sql<number>`${actor.id}`.as("actor_id"),
        actorName: sql<string>`${actor.name}`.as("actor_name"),
        at: sql<number>`${at}`.as("at"),
        data: sql<string>`${JSON.stringify(facts.data)}`.as("data"),
      })
      .from(source.table)
      .where(source.where),
  );
}

/**
 * An item's revisions, newest first, with their data: the history says what each save changed
 * against the one before it, so one more than is listed is read (the oldest listed's predecessor).
 */
export const revisionList = (db: Database, target: string, limit = HISTORY_LENGTH) =>
  db
    .select({ id: revisions.id, version: revisions.version, reason: revisions.reason, actorName: revisions.actorName, at: revisions.at, data: revisions.data })
    .from(revisions)
    .where(eq(revisions.target, target))
    .orderBy(desc(revisions.id))
    .limit(limit + 1);

/** One revision of an item, with its data. */
export const revisionOf = (db: Database, target: string, id: number) =>
  db
    .select()
    .from(revisions)
    .where(and(eq(revisions.target, target), eq(revisions.id, id)))
    .limit(1);

/** Every revision of these items (purged from the trash). */
export const dropRevisionsOf = (db: Database, targets: string[]) => db.delete(revisions).where(inArray(revisions.target, targets));

/** Revisions beyond the newest `kept` of each item; returns how many went. */
export async function pruneRevisions(db: Database, kept = REVISIONS_KEPT): Promise<number> {
  const dropped = await db.run(sql`
    DELETE FROM ${revisions} WHERE id IN (
      SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY target ORDER BY id DESC) AS newer FROM ${revisions}
      ) WHERE newer > ${kept}
    )`);
  return dropped.meta.changes ?? 0;
}
