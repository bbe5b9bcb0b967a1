import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "./client";
import { backupRuns } from "./schema";

/** The record of each backup run (src/services/backup/): started, then done or failed, later pruned. */

export type BackupRun = typeof backupRuns.$inferSelect;

/** Records a run as started; returns its id. */
export async function startBackupRun(db: Database, startedAt: Date, objectKey: string): Promise<number> {
  const [run] = await db.insert(backupRuns).values({ startedAt, objectKey }).returning({ id: backupRuns.id });
  return run!.id;
}

/** What a finished run wrote. */
export interface BackupRunResult {
  schemaVersion: string;
  tableCount: number;
  rowCount: number;
  bytes: number;
}

export const finishBackupRun = (db: Database, id: number, finishedAt: Date, result: BackupRunResult) =>
  db.update(backupRuns).set({ status: "done", finishedAt, ...result }).where(eq(backupRuns.id, id));

export const failBackupRun = (db: Database, id: number, finishedAt: Date, error: string) =>
  db.update(backupRuns).set({ status: "failed", finishedAt, error: error.slice(0, 500) }).where(eq(backupRuns.id, id));

/** Runs still "running" since before `before`: their Worker was stopped half-way, so they failed. */
export const failAbandonedRuns = (db: Database, before: Date, finishedAt: Date) =>
  db
    .update(backupRuns)
    .set({ status: "failed", finishedAt, error: "Yedekleme yarıda kaldı (Worker durduruldu)." })
    .where(and(eq(backupRuns.status, "running"), lt(backupRuns.startedAt, before)))
    .returning({ id: backupRuns.id });

/** Marks the runs whose snapshots were deleted from R2 (they fell out of the last N kept). */
export const markRunsPruned = (db: Database, objectKeys: string[]) =>
  objectKeys.length === 0
    ? Promise.resolve()
    : db.update(backupRuns).set({ status: "pruned" }).where(and(eq(backupRuns.status, "done"), inArray(backupRuns.objectKey, objectKeys)));

/**
 * The last backup, for the system page's card and for the cron's "is one due?": the newest
 * complete snapshot, and the newest run of any outcome (a failure after the last success shows).
 */
export async function lastBackup(db: Database): Promise<{ lastDone: BackupRun | undefined; lastRun: BackupRun | undefined }> {
  const [done, latest] = await db.batch([
    db.select().from(backupRuns).where(inArray(backupRuns.status, ["done", "pruned"])).orderBy(desc(backupRuns.startedAt)).limit(1),
    db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(1),
  ]);
  return { lastDone: done[0], lastRun: latest[0] };
}
