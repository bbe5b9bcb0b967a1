import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** A migration wrangler (or the tests) applied: its file name and when. */
export interface AppliedMigration {
  name: string;
  appliedAt: string;
}

/**
 * The migrations applied to this database, oldest first, from the table wrangler keeps
 * (d1_migrations). A database set up without wrangler has none to show.
 */
export async function appliedMigrations(db: Database): Promise<AppliedMigration[]> {
  try {
    const rows = await db.all<{ name: string; applied_at: string }>(sql`SELECT name, applied_at FROM d1_migrations ORDER BY id`);
    return rows.map((row) => ({ name: row.name, appliedAt: row.applied_at }));
  } catch {
    return [];
  }
}

/**
 * The database's size in bytes, as D1 reports it with every query's result (meta.size_after);
 * SQLite's page count times page size where that is not given. Null when neither is known.
 */
export async function databaseSize(d1: D1Database): Promise<number | null> {
  const { meta } = await d1.prepare("SELECT 1").run();
  if (typeof meta.size_after === "number" && meta.size_after > 0) return meta.size_after;
  try {
    const [count, size] = await d1.batch<{ page_count?: number; page_size?: number }>([d1.prepare("PRAGMA page_count"), d1.prepare("PRAGMA page_size")]);
    const pages = count?.results[0]?.page_count;
    const pageSize = size?.results[0]?.page_size;
    return pages !== undefined && pageSize !== undefined ? pages * pageSize : null;
  } catch {
    return null;
  }
}
