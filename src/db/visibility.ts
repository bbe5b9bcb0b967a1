import { and, eq, lte, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * The one rule for what the public may see: published, and its publish time has come. A published
 * item with a future publish time is "scheduled" and appears by itself when the time comes.
 */
export function isPublic(table: { status: AnySQLiteColumn; publishAt: AnySQLiteColumn }, now: Date): SQL {
  return and(eq(table.status, "published"), lte(table.publishAt, now))!;
}
