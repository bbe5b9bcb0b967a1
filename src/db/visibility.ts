import { and, eq, isNull, lte, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * The one rule for what the public may see: published, its publish time has come, not in the trash. A published
 * item with a future publish time is "scheduled" and appears by itself when the time comes.
 */
export function isPublic(table: { status: AnySQLiteColumn; publishAt: AnySQLiteColumn; deletedAt: AnySQLiteColumn }, now: Date): SQL {
  return and(eq(table.status, "published"), lte(table.publishAt, now), notTrashed(table))!;
}

/** Not in the trash: the admin lists and forms show only these; the trash shows the others. */
export const notTrashed = (table: { deletedAt: AnySQLiteColumn }): SQL => isNull(table.deletedAt);
