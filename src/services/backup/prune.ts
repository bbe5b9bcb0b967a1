import { backupObject, BACKUP_PREFIX } from "./keys";

/** Every key under the backup prefix (R2 lists 1,000 at a time). */
async function backupKeys(bucket: R2Bucket): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: BACKUP_PREFIX, cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/**
 * Keeps the newest `keep` complete snapshots (data and manifest both present) and deletes every
 * backup object older than the oldest of them: older snapshots, and the leftovers of a run that
 * completed its upload but failed before its manifest. Objects newer than the newest complete
 * snapshot are left alone. R2 itself is the list, so snapshots from before a restore are pruned too.
 * Returns the deleted snapshots' data keys.
 */
export async function pruneSnapshots(bucket: R2Bucket, keep: number): Promise<string[]> {
  const objects = (await backupKeys(bucket)).flatMap((key) => {
    const parsed = backupObject(key);
    return parsed ? [{ key, ...parsed }] : [];
  });
  const complete = [...new Set(objects.map((object) => object.stamp))]
    .filter((stamp) => objects.some((o) => o.stamp === stamp && o.part === "data") && objects.some((o) => o.stamp === stamp && o.part === "manifest"))
    .sort()
    .reverse();
  const oldestKept = complete.slice(0, keep).at(-1);
  if (oldestKept === undefined) return [];
  const doomed = objects.filter((object) => object.stamp < oldestKept);
  for (let start = 0; start < doomed.length; start += 1000) await bucket.delete(doomed.slice(start, start + 1000).map((object) => object.key));
  return doomed.filter((object) => object.part === "data").map((object) => object.key);
}
