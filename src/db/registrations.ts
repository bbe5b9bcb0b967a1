import { and, asc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { REPEATED, storeRowsOnce } from "./form-tokens";
import { eventRegistrations, eventRegistrationSettings, events } from "./schema";
import { isPublic } from "./visibility";

/**
 * Event registration, as data. The rules a visitor meets (open, closed, full, past…) live in
 * src/services/events/registration.ts; here are the statements, each written so that one statement or one
 * batch decides, because D1 has no interactive transactions and registrations arrive in parallel.
 */

/** An event by id, or by its current slug (the event page knows only its address when it reads). */
export type EventRef = number | SQL;
export const eventBySlug = (slug: string): SQL => sql`(SELECT id FROM ${events} WHERE slug = ${slug})`;
const isEvent = (ref: EventRef) => sql`${eventRegistrations.eventId} = ${ref}`;

const confirmedCount = (eventId: EventRef) =>
  sql<number>`(SELECT count(*) FROM ${eventRegistrations} WHERE event_id = ${eventId} AND status = 'confirmed')`;

/** The event's registration settings with how many places are taken and how many wait. */
export const registrationOverview = (db: Database, eventId: EventRef) =>
  db
    .select({
      open: eventRegistrationSettings.open,
      capacity: eventRegistrationSettings.capacity,
      closesAt: eventRegistrationSettings.closesAt,
      audience: eventRegistrationSettings.audience,
      confirmed: confirmedCount(eventId).mapWith(Number),
      waiting: sql<number>`(SELECT count(*) FROM ${eventRegistrations} WHERE event_id = ${eventId} AND status = 'waiting')`.mapWith(Number),
    })
    .from(eventRegistrationSettings)
    .where(sql`${eventRegistrationSettings.eventId} = ${eventId}`);

export type RegistrationOverview = Awaited<ReturnType<typeof registrationOverview>>[number];

/** A registration that stands (confirmed or waiting) for this event and address, or for this member. */
export const standingRegistration = (db: Database, eventId: EventRef, who: { email: string; userId?: number | null }) =>
  db
    .select({ id: eventRegistrations.id, status: eventRegistrations.status, email: eventRegistrations.email, name: eventRegistrations.name, createdAt: eventRegistrations.createdAt })
    .from(eventRegistrations)
    .where(
      and(
        isEvent(eventId),
        ne(eventRegistrations.status, "cancelled"),
        who.userId ? or(eq(eventRegistrations.email, who.email), eq(eventRegistrations.userId, who.userId)) : eq(eventRegistrations.email, who.email),
      ),
    )
    .limit(1);

/** The place on the waiting list (1 = next to move up) of a waiting registration. */
export const waitingPosition = (db: Database, registrationId: number) =>
  db.all<{ position: number }>(sql`
    SELECT count(*) AS position FROM ${eventRegistrations} w, ${eventRegistrations} r
    WHERE r.id = ${registrationId} AND w.event_id = r.event_id AND w.status = 'waiting'
      AND (w.created_at < r.created_at OR (w.created_at = r.created_at AND w.id <= r.id))
  `);

export interface NewRegistration {
  eventId: number;
  userId: number | null;
  name: string;
  email: string;
  phone: string | null;
  cancelTokenHash: string;
}

/**
 * Registers in ONE statement: the insert happens only while the event is public, not cancelled,
 * not begun, and its registration open and not closed; the place (confirmed or waiting) is decided
 * by counting the confirmed registrations inside the same statement, so two parallel requests can
 * never both take the last place. A second standing registration with the same address hits the
 * partial unique index and inserts nothing. `submission` (the form token's id, src/db/form-tokens.ts)
 * stores a repeat of the same post only once. Returns the new row's id and status, nothing, or REPEATED.
 */
export async function register(
  db: Database,
  registration: NewRegistration,
  now: Date,
  submission: string | null = null,
): Promise<{ id: number; status: "confirmed" | "waiting" } | null | typeof REPEATED> {
  const at = now.getTime();
  const { eventId } = registration;
  const rows = await storeRowsOnce<{ id: number; status: "confirmed" | "waiting" }>(db, submission, now, sql`
    INSERT INTO ${eventRegistrations} (event_id, user_id, name, email, phone, status, cancel_token_hash, created_at)
    SELECT ${eventId}, ${registration.userId}, ${registration.name}, ${registration.email}, ${registration.phone},
      CASE WHEN s.capacity IS NULL OR ${confirmedCount(eventId)} < s.capacity THEN 'confirmed' ELSE 'waiting' END,
      ${registration.cancelTokenHash}, ${at}
    FROM ${eventRegistrationSettings} s JOIN ${events} e ON e.id = s.event_id
    WHERE s.event_id = ${eventId} AND s.open = 1 AND (s.closes_at IS NULL OR s.closes_at > ${at})
      AND e.status = 'published' AND e.publish_at <= ${at} AND e.cancelled = 0 AND e.starts_at > ${at}
    ON CONFLICT DO NOTHING
    RETURNING id, status
  `);
  return rows === REPEATED ? REPEATED : (rows[0] ?? null);
}

/**
 * Gives free places to the waiting list, first come first served, in one statement: as many as the
 * capacity leaves (all of them when there is no limit), only before the event starts. Put it in the
 * same batch as whatever freed the places. Returns who moved up.
 */
export const fillPlaces = (db: Database, eventId: number, now: Date) =>
  db
    .update(eventRegistrations)
    .set({ status: "confirmed", promotedAt: now })
    .where(
      inArray(
        eventRegistrations.id,
        sql`(SELECT w.id FROM ${eventRegistrations} w
          WHERE w.event_id = ${eventId} AND w.status = 'waiting'
            AND EXISTS (SELECT 1 FROM ${events} e WHERE e.id = ${eventId} AND e.starts_at > ${now.getTime()} AND e.cancelled = 0)
          ORDER BY w.created_at, w.id
          LIMIT coalesce(max(0, (SELECT capacity FROM ${eventRegistrationSettings} WHERE event_id = ${eventId}) - ${confirmedCount(eventId)}), -1))`,
      ),
    )
    .returning({ id: eventRegistrations.id, name: eventRegistrations.name, email: eventRegistrations.email, eventId: eventRegistrations.eventId });

export type Promoted = Awaited<ReturnType<typeof fillPlaces>>[number];

/** A standing registration by its cancellation token, with its event (for the cancel page). */
export const registrationByToken = (db: Database, tokenHash: string) =>
  db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      name: eventRegistrations.name,
      eventId: eventRegistrations.eventId,
      eventTitle: events.title,
      eventSlug: events.slug,
      startsAt: events.startsAt,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.cancelTokenHash, tokenHash))
    .limit(1);

/**
 * Cancels a standing registration and moves the waiting list up, in one batch. `which` picks the
 * registration (its token's hash, or its id and owner for a signed-in member). A cancellation works
 * only before the event starts; a used token finds the registration already cancelled and changes
 * nothing. Returns the cancelled row (or null) and who got a place.
 */
export async function cancelRegistration(
  db: Database,
  eventId: number,
  which: { tokenHash: string } | { id: number; owner: { userId: number; email: string } },
  now: Date,
): Promise<{ cancelled: { id: number; name: string; email: string } | null; promoted: Promoted[] }> {
  const selected =
    "tokenHash" in which
      ? eq(eventRegistrations.cancelTokenHash, which.tokenHash)
      : and(eq(eventRegistrations.id, which.id), ownedBy(which.owner));
  const [cancelled, promoted] = await db.batch([
    db
      .update(eventRegistrations)
      .set({ status: "cancelled", cancelledAt: now })
      .where(
        and(
          selected,
          eq(eventRegistrations.eventId, eventId),
          ne(eventRegistrations.status, "cancelled"),
          sql`EXISTS (SELECT 1 FROM ${events} e WHERE e.id = ${eventId} AND e.starts_at > ${now.getTime()})`,
        ),
      )
      .returning({ id: eventRegistrations.id, name: eventRegistrations.name, email: eventRegistrations.email }),
    fillPlaces(db, eventId, now),
  ]);
  return { cancelled: cancelled[0] ?? null, promoted };
}

/** Gives a registration a new cancellation token (it moved up from the waiting list). */
export const replaceCancelToken = (db: Database, registrationId: number, tokenHash: string) =>
  db.update(eventRegistrations).set({ cancelTokenHash: tokenHash }).where(eq(eventRegistrations.id, registrationId));

/** A member's registrations: made while signed in, or with the account's address. */
const ownedBy = (owner: { userId: number; email: string }) => or(eq(eventRegistrations.userId, owner.userId), eq(eventRegistrations.email, owner.email));

/** The event of a member's own registration (null when it is not theirs). */
export const ownRegistration = (db: Database, id: number, owner: { userId: number; email: string }) =>
  db
    .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, id), ownedBy(owner)))
    .limit(1);

/** A member's registrations, upcoming first, for /hesabim. */
export const registrationsOfMember = (db: Database, user: { id: number; email: string }, now: Date) =>
  db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      // Not events.id: a second column named "id" shifts every later field when read in a batch (drizzle's D1 batch maps by position).
      eventId: eventRegistrations.eventId,
      title: events.title,
      slug: events.slug,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      allDay: events.allDay,
      cancelledEvent: events.cancelled,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(ownedBy({ userId: user.id, email: user.email }), ne(eventRegistrations.status, "cancelled"), isPublic(events, now)))
    .orderBy(sql`${events.startsAt} < ${now.getTime()}`, asc(events.startsAt))
    .limit(100);

/** Everyone registered for an event, in the order they registered (for the admin and its CSV). */
export const registrationsOfEvent = (db: Database, eventId: number) =>
  db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(sql`CASE status WHEN 'confirmed' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END`, asc(eventRegistrations.createdAt), asc(eventRegistrations.id));

/** Standing registrations' addresses, for a message to everyone registered. */
export const standingAddresses = (db: Database, eventId: number, includeWaiting: boolean) =>
  db
    .select({ name: eventRegistrations.name, email: eventRegistrations.email, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), includeWaiting ? ne(eventRegistrations.status, "cancelled") : eq(eventRegistrations.status, "confirmed")))
    .orderBy(asc(eventRegistrations.id));

/** Marks (or unmarks) that a confirmed person came. */
export const markAttendance = (db: Database, eventId: number, registrationId: number, attended: boolean, now: Date) =>
  db
    .update(eventRegistrations)
    .set({ attendedAt: attended ? now : null })
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed")))
    .returning({ id: eventRegistrations.id, attendedAt: eventRegistrations.attendedAt });

/** Deletes the registrations of events that ended before `before` (retention, src/services/kvkk/retention.ts). */
export const oldRegistrations = (db: Database, before: Date) =>
  db
    .delete(eventRegistrations)
    .where(
      inArray(
        eventRegistrations.eventId,
        db.select({ id: events.id }).from(events).where(sql`coalesce(${events.endsAt}, ${events.startsAt}) < ${before.getTime()}`),
      ),
    );

/** The admin's view of one event's registrations, in one round trip: the event, its settings and every registration. */
export const adminRegistrationView = (db: Database, eventId: number) =>
  db.batch([
    db
      .select({ id: events.id, title: events.title, slug: events.slug, startsAt: events.startsAt, cancelled: events.cancelled, status: events.status })
      .from(events)
      .where(eq(events.id, eventId)),
    db.select().from(eventRegistrationSettings).where(eq(eventRegistrationSettings.eventId, eventId)),
    registrationsOfEvent(db, eventId),
  ]);

export type RegistrationSettingsValues = Omit<typeof eventRegistrationSettings.$inferInsert, "eventId">;

/**
 * Opens, changes or closes an event's registration with its audit entry in one batch; more places
 * (or no limit) move the waiting list up in the same batch. Returns who moved up.
 */
export async function saveRegistrationSettings(db: Database, eventId: number, values: RegistrationSettingsValues, audit: { actor: Actor; summary: string }, now: Date) {
  const [, promoted] = await db.batch([
    db.insert(eventRegistrationSettings).values({ eventId, ...values }).onConflictDoUpdate({ target: eventRegistrationSettings.eventId, set: values }),
    fillPlaces(db, eventId, now),
    auditStatement(db, audit.actor, { action: "event.registration", target: `event:${eventId}`, summary: audit.summary }),
  ]);
  return promoted;
}

/** An event's title, or nothing when there is no such event. */
export const eventTitle = (db: Database, eventId: number) => db.select({ title: events.title, slug: events.slug }).from(events).where(eq(events.id, eventId));
