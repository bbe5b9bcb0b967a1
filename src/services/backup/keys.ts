/**
 * Where snapshots live in the media bucket: under a prefix the /media route never serves
 * (src/routes/media.ts), one object per snapshot named by its start time, so that R2's key order is
 * time order, and its manifest beside it.
 */
export const BACKUP_PREFIX = "_yedek/d1/";

const DATA_SUFFIX = ".ndjson.gz";
const MANIFEST_SUFFIX = ".json";

/** The snapshot's key for a run started at `now`: `_yedek/d1/2026-11-29T03-17-00.000Z.ndjson.gz`. */
export const snapshotKey = (now: Date) => `${BACKUP_PREFIX}${now.toISOString().replaceAll(":", "-")}${DATA_SUFFIX}`;

/** The manifest's key beside a snapshot's: written only once the snapshot is complete. */
export const manifestKey = (dataKey: string) => `${dataKey.slice(0, -DATA_SUFFIX.length)}${MANIFEST_SUFFIX}`;

/** A backup object's key split into the snapshot it belongs to (its time stamp) and what it is. */
export function backupObject(key: string): { stamp: string; part: "data" | "manifest" } | null {
  if (!key.startsWith(BACKUP_PREFIX)) return null;
  const name = key.slice(BACKUP_PREFIX.length);
  if (name.endsWith(DATA_SUFFIX)) return { stamp: name.slice(0, -DATA_SUFFIX.length), part: "data" };
  if (name.endsWith(MANIFEST_SUFFIX)) return { stamp: name.slice(0, -MANIFEST_SUFFIX.length), part: "manifest" };
  return null;
}
