import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { Database } from "./client";
import { dropRevisionsOf } from "./revisions";
import { events, news, slugHistory, type slugKinds } from "./schema";
import { daysAfter, daysBefore } from "../shared/i18n/days";

/** How long a deleted item waits in the trash, restorable, before the daily cron removes it. */
export const TRASH_DAYS = 30;

/** When the cron removes an item trashed at `deletedAt`. */
export const trashPurgeAt = (deletedAt: Date) => daysAfter(deletedAt, TRASH_DAYS);

type TrashTable = typeof news | typeof events;

/** The statements that remove items for good: their rows, their revisions and their former slugs. */
export function purgeStatements(db: Database, table: TrashTable, slugKind: (typeof slugKinds)[number], auditName: string, ids: number[]) {
  return [
    dropRevisionsOf(
      db,
      ids.map((id) => `${auditName}:${id}`),
    ),
    db.delete(slugHistory).where(and(eq(slugHistory.kind, slugKind), inArray(slugHistory.targetId, ids))),
    db.delete(table).where(and(inArray(table.id, ids), isNotNull(table.deletedAt))),
  ] as const;
}

const KINDS = [
  { table: news, slugKind: "gundem", auditName: "news" },
  { table: events, slugKind: "etkinlik", auditName: "event" },
] as const;

/**
 * The daily cron's part: items in the trash for TRASH_DAYS or more go, with their revisions and
 * former addresses. Returns how many items went. Being gone from the public site already, they
 * need no cache purge.
 */
export async function purgeExpiredTrash(db: Database, now: Date): Promise<number> {
  const cutoff = daysBefore(now, TRASH_DAYS);
  let purged = 0;
  for (const kind of KINDS) {
    const t: TrashTable = kind.table;
    const expired = await db.select({ id: t.id }).from(t).where(and(isNotNull(t.deletedAt), lte(t.deletedAt, cutoff))).limit(500);
    if (expired.length === 0) continue;
    await db.batch([...purgeStatements(db, kind.table, kind.slugKind, kind.auditName, expired.map((row) => row.id))]);
    purged += expired.length;
  }
  return purged;
}
