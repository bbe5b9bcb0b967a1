import { and, count, desc, gte, lt, lte, sql } from "drizzle-orm";
import type { Database } from "./client";
import { errorRecords } from "./schema";

/** How many distinct errors are kept; the ones seen longest ago are dropped first. */
export const ERRORS_KEPT = 1000;

/** One occurrence of an unexpected error, as far as it may be stored. */
export interface ErrorOccurrence {
  code: string;
  /** The route's pattern ("/api/news/:id", "cron mail-sweep"), never an address with its values. */
  route: string;
  /** The error's class name or status ("TypeError", "HTTP 503"). */
  kind: string;
  /** Groups repeats; made from where and what, without anything personal (see fingerprintOf). */
  fingerprint: string;
  at: Date;
}

/**
 * Counts one occurrence: a new row for an error not seen before, else one more repeat with the
 * latest code and time. The oldest rows beyond ERRORS_KEPT go in the same round trip.
 */
export async function recordErrorOccurrence(db: Database, error: ErrorOccurrence): Promise<void> {
  const keepFrom = db.select({ lastAt: errorRecords.lastAt }).from(errorRecords).orderBy(desc(errorRecords.lastAt)).limit(1).offset(ERRORS_KEPT - 1);
  await db.batch([
    db
      .insert(errorRecords)
      .values({ fingerprint: error.fingerprint, firstCode: error.code, lastCode: error.code, route: error.route, kind: error.kind, firstAt: error.at, lastAt: error.at })
      .onConflictDoUpdate({
        target: errorRecords.fingerprint,
        set: { lastCode: error.code, lastAt: error.at, count: sql`${errorRecords.count} + 1` },
      }),
    db.delete(errorRecords).where(lt(errorRecords.lastAt, sql`(${keepFrom})`)),
  ]);
}

/** Errors last met in a window: the dashboard's and the system page's day, the digest's. */
const metBetween = (since: Date, until?: Date) => and(gte(errorRecords.lastAt, since), until ? lte(errorRecords.lastAt, until) : undefined);

/** The errors last met since `since` (and not after `until`), the latest first. */
export const errorsSince = (db: Database, since: Date, limit = 50, until?: Date) =>
  db.select().from(errorRecords).where(metBetween(since, until)).orderBy(desc(errorRecords.lastAt)).limit(limit);

/** How many distinct errors were last met in the window, however many a list shows. */
export const errorCountSince = (db: Database, since: Date, until?: Date) => db.select({ total: count() }).from(errorRecords).where(metBetween(since, until));
