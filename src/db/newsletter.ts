import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { REPEATED, storeOnce } from "./form-tokens";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "./schema";

/**
 * The newsletter list and its sendings, as data. Each statement that could race (a confirmation
 * link used twice, a batch retried) decides in one statement.
 */

/**
 * A subscription request: a new address becomes `pending` with a fresh confirmation token; a
 * pending one gets a new token (the old link stops working); an active one is left as it is.
 * `submission` (the form token's id, src/db/form-tokens.ts) makes a repeat of the same post change
 * nothing. Returns whether a confirmation mail should go out (never for a repeat).
 */
export async function requestSubscription(db: Database, email: string, tokenHash: string, now: Date, validMs: number, submission: string | null = null): Promise<boolean> {
  const rows = await storeOnce(
    db,
    submission,
    now,
    db
      .insert(newsletterSubscribers)
      .values({ email, status: "pending", confirmTokenHash: tokenHash, confirmExpiresAt: new Date(now.getTime() + validMs), consentedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { confirmTokenHash: tokenHash, confirmExpiresAt: new Date(now.getTime() + validMs), consentedAt: now },
        setWhere: eq(newsletterSubscribers.status, "pending"),
      })
      .returning({ id: newsletterSubscribers.id }),
  );
  return rows !== REPEATED && rows.length === 1;
}

/** The pending subscription a confirmation link belongs to, while the link is good. */
export const pendingByToken = (db: Database, tokenHash: string, now: Date) =>
  db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash), eq(newsletterSubscribers.status, "pending"), gt(newsletterSubscribers.confirmExpiresAt, now)))
    .limit(1);

/** Confirms once: the token is cleared in the same statement that checks it. */
export const confirmSubscription = (db: Database, tokenHash: string, now: Date) =>
  db
    .update(newsletterSubscribers)
    .set({ status: "active", confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash), eq(newsletterSubscribers.status, "pending"), gt(newsletterSubscribers.confirmExpiresAt, now)))
    .returning({ email: newsletterSubscribers.email });

/** The subscriber an unsubscribe token (from one bulletin's copy) belongs to. */
export const subscriberByUnsubscribeToken = (db: Database, tokenHash: string) =>
  db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(eq(newsletterDeliveries.unsubscribeTokenHash, tokenHash))
    .limit(1);

/** Whether an address is on the list, and how far (for the member's own page). */
export const subscriptionOf = (db: Database, email: string) =>
  db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);

/** Unsubscribing deletes the address (its deliveries go with it). */
export const deleteSubscriber = (db: Database, id: number) => db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning({ email: newsletterSubscribers.email });

/** Bulletins, newest first, with how many copies were handed to the mail queue, taken by the Email Service, and given up. */
export const issueList = (db: Database) =>
  db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      recipientCount: newsletterIssues.recipientCount,
      sentAt: newsletterIssues.sentAt,
      updatedAt: newsletterIssues.updatedAt,
      version: newsletterIssues.version,
      queued: sql<number>`(SELECT count(*) FROM ${newsletterDeliveries} d WHERE d.issue_id = ${newsletterIssues.id} AND d.queued_at IS NOT NULL)`.mapWith(Number),
      sent: sql<number>`(SELECT count(*) FROM ${newsletterDeliveries} d WHERE d.issue_id = ${newsletterIssues.id} AND d.sent_at IS NOT NULL)`.mapWith(Number),
      failed: sql<number>`(SELECT count(*) FROM ${newsletterDeliveries} d WHERE d.issue_id = ${newsletterIssues.id} AND d.failed_at IS NOT NULL)`.mapWith(Number),
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.id))
    .limit(50);

/**
 * Starts sending, in one batch: the bulletin becomes `sending` (only from `draft`, so a second
 * press does nothing), one delivery row is written for every active subscriber at this moment, and
 * the audit log records who sent it to how many (only when it started). Returns the number of
 * recipients, or null when the bulletin was not a draft.
 */
export async function startSending(db: Database, issueId: number, now: Date, by: Actor): Promise<number | null> {
  const startedNow = sql`EXISTS (SELECT 1 FROM ${newsletterIssues} WHERE id = ${issueId} AND status = 'sending' AND sent_at = ${now.getTime()})`;
  const [started] = await db.batch([
    db
      .update(newsletterIssues)
      .set({
        status: "sending",
        sentAt: now,
        recipientCount: sql`(SELECT count(*) FROM ${newsletterSubscribers} WHERE status = 'active')`,
        updatedAt: now,
        version: sql`${newsletterIssues.version} + 1`,
      })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "draft")))
      .returning({ recipientCount: newsletterIssues.recipientCount }),
    db
      .insert(newsletterDeliveries)
      .select(
        db
          .select({
            // Every column, in the table's order (drizzle's rule for INSERT … SELECT).
            issueId: sql<number>`${issueId}`.as("issue_id"),
            subscriberId: newsletterSubscribers.id,
            unsubscribeTokenHash: sql<null>`NULL`.as("unsubscribe_token_hash"),
            queuedAt: sql<null>`NULL`.as("queued_at"),
            sentAt: sql<null>`NULL`.as("sent_at"),
            failedAt: sql<null>`NULL`.as("failed_at"),
            failure: sql<null>`NULL`.as("failure"),
          })
          .from(newsletterSubscribers)
          .where(and(eq(newsletterSubscribers.status, "active"), startedNow)),
      )
      .onConflictDoNothing(),
    auditStatement(
      db,
      by,
      {
        action: "newsletter.send",
        target: `newsletter:${issueId}`,
        summary: sql`'“' || (SELECT subject FROM ${newsletterIssues} WHERE id = ${issueId}) || '” bülteni ' || (SELECT recipient_count FROM ${newsletterIssues} WHERE id = ${issueId}) || ' aboneye gönderilmeye başlandı'`,
      },
      startedNow,
    ),
  ]);
  return started[0]?.recipientCount ?? null;
}

/** The next recipients of a bulletin not yet handed to the mail queue. */
export const unclaimedRecipients = (db: Database, issueId: number, limit: number) =>
  db
    .select({ subscriberId: newsletterDeliveries.subscriberId, email: newsletterSubscribers.email })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(and(eq(newsletterDeliveries.issueId, issueId), isNull(newsletterDeliveries.queuedAt), eq(newsletterSubscribers.status, "active")))
    .orderBy(asc(newsletterDeliveries.subscriberId))
    .limit(limit);

/** Claims one recipient's copy: only an unclaimed row is claimed, so a retried batch skips it. */
export const claimDelivery = (db: Database, issueId: number, subscriberId: number, tokenHash: string, now: Date) =>
  db
    .update(newsletterDeliveries)
    .set({ queuedAt: now, unsubscribeTokenHash: tokenHash })
    .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriberId, subscriberId), isNull(newsletterDeliveries.queuedAt)))
    .returning({ subscriberId: newsletterDeliveries.subscriberId });

/** Gives claimed copies back when they could not be put on the mail queue (the retry takes them). */
export const releaseDelivery = (db: Database, issueId: number, subscriberId: number) =>
  db
    .update(newsletterDeliveries)
    .set({ queuedAt: null, unsubscribeTokenHash: null })
    .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriberId, subscriberId)));

/** Marks the bulletin sent once no recipient is left unclaimed (the same recipients `unclaimedRecipients` reads). */
export const finishIfDone = (db: Database, issueId: number) =>
  db
    .update(newsletterIssues)
    .set({ status: "sent" })
    .where(
      and(
        eq(newsletterIssues.id, issueId),
        eq(newsletterIssues.status, "sending"),
        sql`NOT EXISTS (SELECT 1 FROM ${newsletterDeliveries} d JOIN ${newsletterSubscribers} s ON s.id = d.subscriber_id WHERE d.issue_id = ${issueId} AND d.queued_at IS NULL AND s.status = 'active')`,
      ),
    )
    .returning({ id: newsletterIssues.id });

/**
 * Bulletins still `sending` with nothing handed to the mail queue since `before` (neither a copy
 * claimed nor the sending started): their newsletter job is gone (it could not be queued at
 * "Gönder", or the queue dropped it after its last retry), or they only wait to be marked sent.
 */
export const stalledIssues = (db: Database, before: Date) =>
  db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(
      and(
        eq(newsletterIssues.status, "sending"),
        sql`coalesce((SELECT max(d.queued_at) FROM ${newsletterDeliveries} d WHERE d.issue_id = ${newsletterIssues.id}), ${newsletterIssues.sentAt}, 0) < ${before.getTime()}`,
      ),
    )
    .orderBy(asc(newsletterIssues.id));

/** One recipient's copy of a bulletin, as a mail on the mail queue names it. */
export interface DeliveryRef {
  issueId: number;
  subscriberId: number;
}

/**
 * Of the given copies, those already finished: taken by the Email Service or given up. A message
 * the queue delivers again (its acknowledgement lost) finds its copy here and sends nothing.
 */
export const finishedDeliveries = (db: Database, refs: readonly DeliveryRef[]) =>
  db
    .select({ issueId: newsletterDeliveries.issueId, subscriberId: newsletterDeliveries.subscriberId })
    .from(newsletterDeliveries)
    .where(
      and(
        sql`(${newsletterDeliveries.issueId}, ${newsletterDeliveries.subscriberId}) IN (VALUES ${sql.join(
          refs.map((ref) => sql`(${ref.issueId}, ${ref.subscriberId})`),
          sql`, `,
        )})`,
        sql`(${newsletterDeliveries.sentAt} IS NOT NULL OR ${newsletterDeliveries.failedAt} IS NOT NULL)`,
      ),
    );

/** The Email Service took the copy. */
export const markDeliverySent = (db: Database, ref: DeliveryRef, now: Date) =>
  db
    .update(newsletterDeliveries)
    .set({ sentAt: now })
    .where(and(eq(newsletterDeliveries.issueId, ref.issueId), eq(newsletterDeliveries.subscriberId, ref.subscriberId), isNull(newsletterDeliveries.sentAt)));

/** The copy could not be sent and will not be tried again; `failure` says why, for the admin. */
export const markDeliveryFailed = (db: Database, ref: DeliveryRef, failure: string, now: Date) =>
  db
    .update(newsletterDeliveries)
    .set({ failedAt: now, failure: failure.slice(0, 500) })
    .where(and(eq(newsletterDeliveries.issueId, ref.issueId), eq(newsletterDeliveries.subscriberId, ref.subscriberId), isNull(newsletterDeliveries.sentAt)));

/** The recipients of a bulletin whose copy failed, with the reason (for the admin). */
export const failedDeliveries = (db: Database, issueId: number) =>
  db
    .select({ email: newsletterSubscribers.email, failure: newsletterDeliveries.failure, failedAt: newsletterDeliveries.failedAt })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(and(eq(newsletterDeliveries.issueId, issueId), sql`${newsletterDeliveries.failedAt} IS NOT NULL`))
    .orderBy(asc(newsletterSubscribers.email))
    .limit(200);

// --- Bülten in the admin area ----------------------------------------------------------------------

/** How many subscribers the list has in each status. */
export const subscriberCounts = (db: Database) =>
  db.select({ status: newsletterSubscribers.status, total: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status);

/** A bulletin as stored. */
export type IssueRow = typeof newsletterIssues.$inferSelect;

export const issueById = async (db: Database, id: number): Promise<IssueRow | null> => (await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)))[0] ?? null;

/** A bulletin, how many of its copies are queued, sent and failed, and who could not be reached: one round trip. */
export async function issueProgress(db: Database, id: number) {
  const [[row], [counts], failures] = await db.batch([
    db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)),
    db
      .select({ queued: count(newsletterDeliveries.queuedAt), sent: count(newsletterDeliveries.sentAt), failed: count(newsletterDeliveries.failedAt) })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, id)),
    failedDeliveries(db, id),
  ]);
  return row ? { row, counts: { queued: counts?.queued ?? 0, sent: counts?.sent ?? 0, failed: counts?.failed ?? 0 }, failures } : null;
}

/** A new draft bulletin. */
export const createIssue = async (db: Database, issue: { subject: string; body: unknown; createdBy: number }): Promise<IssueRow> =>
  (await db.insert(newsletterIssues).values(issue).returning())[0]!;

/** A draft's new subject and body over the version the editor loaded: the saved row, or none (stale, or no longer a draft). */
export const saveDraftIssue = async (db: Database, id: number, version: number, issue: { subject: string; body: unknown }): Promise<IssueRow | null> =>
  (
    await db
      .update(newsletterIssues)
      .set({ ...issue, updatedAt: new Date(), version: sql`${newsletterIssues.version} + 1` })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.version, version), eq(newsletterIssues.status, "draft")))
      .returning()
  )[0] ?? null;
