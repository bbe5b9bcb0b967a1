import { and, asc, count, eq, gt, gte, isNull } from "drizzle-orm";
import { recentAudit } from "./audit";
import type { Database } from "./client";
import { unreadMessageCount, unreadMessages } from "./contact";
import { endOf } from "./events";
import { errorsSince } from "./error-records";
import { daysBefore } from "../shared/i18n/days";
import { events, images, jobs, news, users } from "./schema";
import { isPublic, notTrashed } from "./visibility";

/** The published items whose time is still ahead (scheduled), next first. */
const scheduled = (db: Database, table: typeof news | typeof events, now: Date) =>
  db.select({ id: table.id, title: table.title, publishAt: table.publishAt }).from(table).where(scheduledIn(table, now)).orderBy(asc(table.publishAt)).limit(10);

const scheduledIn = (table: typeof news | typeof events, now: Date) => and(eq(table.status, "published"), gt(table.publishAt, now), notTrashed(table));
const draftsIn = (table: typeof news | typeof events) => and(eq(table.status, "draft"), notTrashed(table));
const total = (rows: Array<{ total: number }>) => rows[0]?.total ?? 0;

/**
 * Everything Pano shows, in one round trip: counts by the same rules as the public site (live
 * means isPublic; trashed items count nowhere), the coming events an editor may work on (drafts and
 * scheduled ones too), unread messages, what is scheduled, the latest audit entries and the
 * unexpected errors of the last day.
 */
export async function dashboardData(db: Database, now: Date) {
  const [newsPublished, newsScheduled, newsDraft, eventsUpcoming, eventsScheduled, eventsDraft, imageCount, unreadCount, pendingCount, failedJobCount, nextEvents, unread, scheduledNews, scheduledEvents, recent, errors] =
    await db.batch([
      db.select({ total: count() }).from(news).where(isPublic(news, now)),
      db.select({ total: count() }).from(news).where(scheduledIn(news, now)),
      db.select({ total: count() }).from(news).where(draftsIn(news)),
      db.select({ total: count() }).from(events).where(and(isPublic(events, now), gte(endOf, now.getTime()))),
      db.select({ total: count() }).from(events).where(scheduledIn(events, now)),
      db.select({ total: count() }).from(events).where(draftsIn(events)),
      db.select({ total: count() }).from(images).where(isNull(images.deletedAt)),
      unreadMessageCount(db),
      db.select({ total: count() }).from(users).where(eq(users.status, "pending")),
      db.select({ total: count() }).from(jobs).where(eq(jobs.state, "failed")),
      db.select().from(events).where(and(gte(endOf, now.getTime()), notTrashed(events))).orderBy(asc(events.startsAt)).limit(5),
      unreadMessages(db, 5),
      scheduled(db, news, now),
      scheduled(db, events, now),
      recentAudit(db, 8),
      errorsSince(db, daysBefore(now, 1), 10),
    ]);
  return {
    counts: {
      news: { published: total(newsPublished), scheduled: total(newsScheduled), draft: total(newsDraft) },
      events: { upcoming: total(eventsUpcoming), scheduled: total(eventsScheduled), draft: total(eventsDraft) },
      images: total(imageCount),
      unreadMessages: total(unreadCount),
      pendingUsers: total(pendingCount),
      /** Mails, bulletins and notices given up in the last 30 days (docs/operations.md, "İşler"). */
      failedJobs: total(failedJobCount),
    },
    nextEvents,
    unreadMessages: unread,
    scheduledNews,
    scheduledEvents,
    recentChanges: recent,
    recentErrors: errors,
  };
}
