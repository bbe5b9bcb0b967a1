import { database, type Database } from "../../db/client";
import { failAbandonedRuns, failBackupRun, finishBackupRun, lastBackup, markRunsPruned, startBackupRun, type BackupRun } from "../../db/backup-runs";
import { backupSettingsRow, readBackupSettings } from "./settings";
import { manifestKey, snapshotKey } from "./keys";
import { pruneSnapshots } from "./prune";
import { writeSnapshot } from "./snapshot-writer";
import { logEvent } from "../../platform/log";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What one run did, for the cron's log line and its task record. */
export type BackupOutcome =
  | { status: "done"; key: string; tables: number; rows: number; bytes: number; pruned: number }
  | { status: "failed"; key: string; error: string };

/** The storage a run reads and writes: the database and the bucket the snapshot goes to. */
export interface BackupPorts {
  DB: D1Database;
  MEDIA: R2Bucket;
}

/** Prunes R2 to the newest `keep`; a failure there (a bucket lock, say) leaves the new snapshot done, and is logged. */
async function prune(db: Database, bucket: R2Bucket, keep: number): Promise<string[]> {
  try {
    const pruned = await pruneSnapshots(bucket, keep);
    await markRunsPruned(db, pruned);
    return pruned;
  } catch (error) {
    logEvent("warn", "backup_prune_failed", { message: error instanceof Error ? error.message : String(error) });
    return [];
  }
}

/**
 * Takes one snapshot now: records the run, writes the snapshot and then its manifest, records the
 * result, and prunes R2 to the newest `keep`. A failure is recorded on the run (and returned), never thrown.
 */
export async function runBackup(ports: BackupPorts, now: Date, keep: number): Promise<BackupOutcome> {
  const db = database(ports.DB);
  const key = snapshotKey(now);
  const id = await startBackupRun(db, now, key);
  try {
    const { manifest, bytes } = await writeSnapshot(ports.DB, ports.MEDIA, key, now);
    // The manifest makes the snapshot count as complete (for pruning and for people reading R2).
    await ports.MEDIA.put(manifestKey(key), JSON.stringify(manifest, null, 2), { httpMetadata: { contentType: "application/json" } });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    await finishBackupRun(db, id, new Date(), { schemaVersion: manifest.schemaVersion, tableCount: manifest.tables.length, rowCount: rows, bytes });
    const pruned = await prune(db, ports.MEDIA, keep);
    return { status: "done", key, tables: manifest.tables.length, rows, bytes, pruned: pruned.length };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failBackupRun(db, id, new Date(), message);
    return { status: "failed", key, error: message };
  }
}

/**
 * Whether a snapshot is due: none yet, or the last complete one started `everyDays` ago. The daily
 * cron fires at the same minute each day, so an hour's slack lets the seventh firing count as a week.
 */
export const backupDue = (lastDone: BackupRun | undefined, now: Date, everyDays: number) =>
  !lastDone || now.getTime() - lastDone.startedAt.getTime() >= everyDays * DAY - HOUR;

/** A run still going (started within the hour) is left to finish; an older "running" one was cut off. */
async function anotherRunGoing(db: Database, now: Date): Promise<boolean> {
  await failAbandonedRuns(db, new Date(now.getTime() - HOUR), now);
  const { lastRun } = await lastBackup(db);
  return lastRun?.status === "running";
}

/**
 * The cron's backup task (the daily trigger): exports D1 to R2 when the setting says one is due
 * (weekly by default; a failed run is retried at the next daily firing). Returns what it did, or
 * null when nothing was due.
 */
export async function backupIfDue(ports: BackupPorts, now: Date): Promise<BackupOutcome | null> {
  const db = database(ports.DB);
  const [[row], { lastDone }] = await Promise.all([backupSettingsRow(db), lastBackup(db)]);
  const settings = readBackupSettings(row);
  if (!backupDue(lastDone, now, settings.everyDays) || (await anotherRunGoing(db, now))) return null;
  return runBackup(ports, now, settings.keep);
}
