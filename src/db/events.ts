import { and, asc, count, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { matchesAddress, preferCurrentSlug } from "./addresses";
import type { Database } from "./client";
import { coverFields, coverOf, socialFields, socialImageOf, coverImages, socialImages } from "./images";
import { events } from "./schema";
import { itemForEditor, publishableKind } from "./publishable";
import { isPublic } from "./visibility";
import { detailKeysOf } from "../shared/content-kinds/derive";
import { EVENT_KIND, type EventFieldSpecs } from "../shared/content-kinds/event";
import type { DetailKeys } from "../shared/content-kinds/field-spec";

const listFields = {
  id: events.id,
  title: events.title,
  slug: events.slug,
  summary: events.summary,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  allDay: events.allDay,
  locationName: events.locationName,
  locationAddress: events.locationAddress,
  /** Public queries never reveal a join address the editor keeps for registrants. */
  onlineUrl: sql<string | null>`CASE WHEN ${events.onlineUrlPublic} THEN ${events.onlineUrl} END`,
  attendanceMode: events.attendanceMode,
  cancelled: events.cancelled,
  updatedAt: events.updatedAt,
  cover: coverFields,
};

/** An event is upcoming until it is over: its end, or its start when it has no end. */
export const endOf = sql`coalesce(${events.endsAt}, ${events.startsAt})`;
const isOver = (now: Date) => sql`${endOf} < ${now.getTime()}`;

/** The next public events, soonest first (events under way count as upcoming). */
export const upcomingEvents = (db: Database, now: Date, limit: number) =>
  db
    .select(listFields)
    .from(events)
    .leftJoin(coverImages, coverOf(events.coverImageId))
    .where(and(isPublic(events, now), gte(endOf, now.getTime())))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);

/** One page of the public list: upcoming first (soonest first), then past (most recent first). */
export const publicEventsPage = (db: Database, now: Date, page: { limit: number; offset: number }) =>
  db
    .select({ ...listFields, isPast: sql<boolean>`${isOver(now)}`.mapWith(Boolean) })
    .from(events)
    .leftJoin(coverImages, coverOf(events.coverImageId))
    .where(isPublic(events, now))
    .orderBy(
      sql`${isOver(now)} ASC`,
      sql`CASE WHEN ${isOver(now)} THEN NULL ELSE ${events.startsAt} END ASC`,
      desc(events.startsAt),
      asc(events.id),
    )
    .limit(page.limit)
    .offset(page.offset);

export const publicEventsCount = (db: Database, now: Date) =>
  db.select({ total: count() }).from(events).where(isPublic(events, now));

/** The columns of the declared fields the event's own page shows beyond a card ("konum notu"). */
const declaredDetailColumns = Object.fromEntries(detailKeysOf(EVENT_KIND.fields).map((key) => [key, events[key]])) as Pick<typeof events, DetailKeys<EventFieldSpecs>>;

/** What an event's own page shows beyond a card: its text, its search and social-card fields, and its declared detail fields. */
const detailFields = { body: events.body, createdAt: events.createdAt, seoDescription: events.seoDescription, social: socialFields, ...declaredDetailColumns };

/** A public event by its current slug, numeric id or former slug (see publicNewsByAddress). */
export const publicEventByAddress = (db: Database, now: Date, address: string) =>
  db
    .select({ ...listFields, ...detailFields })
    .from(events)
    .leftJoin(coverImages, coverOf(events.coverImageId))
    .leftJoin(socialImages, socialImageOf(events.socialImageId))
    .where(and(isPublic(events, now), matchesAddress(events, "etkinlik", address)))
    .orderBy(preferCurrentSlug(events, address))
    .limit(1);

/** Every public event, for the calendar feed and the sitemap (newest start first). */
export const allPublicEvents = (db: Database, now: Date, limit = 1000) =>
  db
    .select({ ...listFields })
    .from(events)
    .leftJoin(coverImages, coverOf(events.coverImageId))
    .where(isPublic(events, now))
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(limit);

/** Any event by id, whatever its status: for editors' previews only. */
export const eventById = (db: Database, id: number) =>
  db
    .select({ ...listFields, ...detailFields, pendingDraft: events.pendingDraft })
    .from(events)
    .leftJoin(coverImages, coverOf(events.coverImageId))
    .leftJoin(socialImages, socialImageOf(events.socialImageId))
    .where(eq(events.id, id))
    .limit(1);

/**
 * A public event as its registrants see it: with the join address even when the page keeps it
 * for registrants only (for confirmation mails and their calendar file).
 */
export const eventForRegistrants = (db: Database, now: Date, id: number) =>
  db
    .select({ ...listFields, onlineUrl: events.onlineUrl, startsAt: events.startsAt })
    .from(events)
    .leftJoin(coverImages, coverOf(events.coverImageId))
    .where(and(isPublic(events, now), eq(events.id, id)))
    .limit(1);

/**
 * Claims the telling of an event's cancellation: only a public, cancelled event whose registrants
 * were not told yet is claimed, in the statement that checks it, so two saves never both mail.
 */
export const claimCancellationNotice = (db: Database, id: number, now: Date) =>
  db
    .update(events)
    .set({ cancellationMailedAt: now })
    .where(and(eq(events.id, id), eq(events.cancelled, true), isNull(events.cancellationMailedAt), isPublic(events, now)))
    .returning({ id: events.id });

/** The condition "the notice was claimed at `claimedAt`", for a statement batched after the claim. */
export const claimedCancellationNotice = (id: number, claimedAt: Date) =>
  sql`EXISTS (SELECT 1 FROM ${events} WHERE ${events.id} = ${id} AND ${events.cancellationMailedAt} = ${claimedAt.getTime()})`;

/**
 * Whether the cancellation notice claimed at `claimedAt` still stands (the event was neither
 * un-cancelled nor claimed anew since): a notice the cron resumes is only sent while it does.
 */
export const heldCancellationNotice = (db: Database, id: number, claimedAt: Date) =>
  db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, id), eq(events.cancelled, true), eq(events.cancellationMailedAt, claimedAt)));

/**
 * Public cancelled events, not yet begun, whose registrants were not told: their mails could not be
 * queued, or the event was cancelled before it was published and became public on its own.
 */
export const untoldCancellations = (db: Database, now: Date) =>
  db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.cancelled, true), isNull(events.cancellationMailedAt), isPublic(events, now), gte(events.startsAt, now)))
    .orderBy(asc(events.id));

/** A public event that is no longer cancelled may be cancelled anew, and then told again. */
export const clearCancellationNotice = (db: Database, id: number, now: Date) =>
  db
    .update(events)
    .set({ cancellationMailedAt: null })
    .where(and(eq(events.id, id), eq(events.cancelled, false), isNotNull(events.cancellationMailedAt), isPublic(events, now)));

/** Events as the admin area writes them (src/db/publishable.ts). */
export const eventKind = publishableKind(events, { slugKind: "etkinlik", auditName: "event" });

/** An event as its editor opens it, with its pictures (src/db/publishable.ts itemForEditor). */
export const eventForEditor = (db: Database, id: number) => itemForEditor(db, events, id);

/** An event's place as its page shows it, which site search reads beside its text (the join address is not). */
export const eventPlaces = (event: { locationName: string | null; locationAddress: string | null; locationNote: string | null }) => [
  event.locationName,
  event.locationAddress,
  event.locationNote,
];
