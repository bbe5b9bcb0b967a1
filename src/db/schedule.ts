import { and, eq, gt, gte, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";
import { endOf } from "./events";
import { events, news } from "./schema";
import { notTrashed } from "./visibility";

/**
 * When public pages change by themselves, with nobody editing: a scheduled item's publish time
 * comes, or an event ends and moves from "upcoming" to "past". Cached pages must not outlive that
 * moment, so the loaders read it in the same batch as their data.
 */

const toDate = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));

/** The next scheduled news item's publish time. */
export const nextNewsChange = (db: Database, now: Date) =>
  db
    .select({ at: sql<number | null>`min(${news.publishAt})`.mapWith(toDate) })
    .from(news)
    .where(and(eq(news.status, "published"), gt(news.publishAt, now), notTrashed(news)));

/** The next scheduled event's publish time, or the next public event's end, whichever is first. */
export const nextEventsChange = (db: Database, now: Date) =>
  db
    .select({
      at: sql<number | null>`min(CASE WHEN ${events.publishAt} > ${now.getTime()} THEN ${events.publishAt} ELSE ${endOf} END)`.mapWith(toDate),
    })
    .from(events)
    .where(and(eq(events.status, "published"), or(gt(events.publishAt, now), gte(endOf, now.getTime())), notTrashed(events)));

/**
 * When either list changes by itself: both moments in one statement (two rows, news first), for a
 * page that shows news and events together; the loader takes the earlier one.
 */
export const nextNewsOrEventsChange = (db: Database, now: Date) => unionAll(nextNewsChange(db, now), nextEventsChange(db, now));
