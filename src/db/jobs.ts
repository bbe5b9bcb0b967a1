import { and, asc, count, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { jobs, type JobKind } from "./schema";

/**
 * Work that leaves a request (docs/operations.md, "İşler"), recorded before it is queued so that
 * nothing a queue loses is lost: the consumer claims and settles each job, and the cron puts again
 * on the queue what has waited too long. Ids travel as a JSON array (json_each), because D1 binds
 * at most 100 values per statement and a chunk holds up to 100 mails.
 */

export type JobRow = typeof jobs.$inferSelect;

/** A job to record: `key` names the work itself, so recording the same work twice is one row. */
export interface NewJob {
  kind: JobKind;
  key: string;
  payload: unknown;
}

const idIn = (ids: readonly number[]) => sql`${jobs.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/** Records a job unless its key is recorded already; returns its id when it is new. */
export const recordJob = (db: Database, job: NewJob, now: Date) =>
  db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id, key: jobs.key });

/**
 * Records a job only if `condition` holds, in one statement: put in the same batch after a claim,
 * it records the claim's job exactly when the claim was taken, so no claim is ever without its job.
 */
export const recordJobWhere = (db: Database, job: NewJob, now: Date, condition: SQL) =>
  db
    .insert(jobs)
    .select(
      // Every column in the table's order (drizzle names them all): the id is the table's to give.
      sql`SELECT NULL, ${job.kind}, ${job.key}, ${JSON.stringify(job.payload)}, 'queued', 0, NULL, ${now.getTime()}, ${now.getTime()} WHERE ${condition}`,
    )
    .onConflictDoNothing({ target: jobs.key });

/** The jobs were put on their queue (once more): counted, and their wait starts again. */
export const markQueued = (db: Database, ids: readonly number[], now: Date) =>
  db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
    .where(and(idIn(ids), inArray(jobs.state, ["queued", "sending"])));

/**
 * Claims jobs for their consumer, in the statement that checks nobody else holds them: jobs still
 * waiting, or ones whose consumer went silent before `staleBefore` (it died mid-way). Returns the
 * jobs claimed. A second message for the same job (the cron queued it again while the first was
 * only slow) finds it claimed or settled and sends nothing.
 */
export const claimJobs = (db: Database, ids: readonly number[], now: Date, staleBefore: Date) =>
  db
    .update(jobs)
    .set({ state: "sending", updatedAt: now })
    .where(and(idIn(ids), or(eq(jobs.state, "queued"), and(eq(jobs.state, "sending"), lt(jobs.updatedAt, staleBefore)))))
    .returning({ id: jobs.id });

/** The job waits again (its consumer will retry it, or it goes back on the queue): a sign of life. */
export const releaseJob = (db: Database, id: number, now: Date, error: string | null = null) =>
  db.update(jobs).set({ state: "queued", updatedAt: now, error: error?.slice(0, 500) ?? null }).where(and(eq(jobs.id, id), inArray(jobs.state, ["queued", "sending"])));

/** A sign of life from a job that is progressing (a bulletin's next chunk). */
export const touchJob = (db: Database, key: string, now: Date) =>
  db.update(jobs).set({ updatedAt: now }).where(and(eq(jobs.key, key), inArray(jobs.state, ["queued", "sending"])));

/** The job is done (`sent`) or given up (`failed`, with the reason for the admin); what it carried is dropped. */
export const settleJob = (db: Database, id: number, state: "sent" | "failed", now: Date, error: string | null = null) =>
  db
    .update(jobs)
    .set({ state, updatedAt: now, payload: null, error: error?.slice(0, 500) ?? null })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ["queued", "sending"])));

/** Settles a job by its key (work that knows what it is, not which row recorded it). */
export const settleJobByKey = (db: Database, key: string, state: "sent" | "failed", now: Date, error: string | null = null) =>
  db
    .update(jobs)
    .set({ state, updatedAt: now, payload: null, error: error?.slice(0, 500) ?? null })
    .where(and(eq(jobs.key, key), inArray(jobs.state, ["queued", "sending"])));

/** Of the given jobs, those already settled: a message delivered again for them sends nothing. */
export const settledJobs = (db: Database, ids: readonly number[]) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(idIn(ids), inArray(jobs.state, ["sent", "failed"])));

/**
 * Jobs of a kind still waiting with no sign of life since `before` (or, never put on a queue at
 * all, since `neverQueuedBefore`): their queue message is lost, or their consumer died.
 */
export const waitingJobs = (db: Database, kind: JobKind, before: Date, neverQueuedBefore: Date, limit: number) =>
  db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        inArray(jobs.state, ["queued", "sending"]),
        or(lt(jobs.updatedAt, before), and(eq(jobs.attempts, 0), lt(jobs.updatedAt, neverQueuedBefore))),
      ),
    )
    .orderBy(asc(jobs.updatedAt))
    .limit(limit);

export const jobByKey = async (db: Database, key: string): Promise<JobRow | null> => (await db.select().from(jobs).where(eq(jobs.key, key)))[0] ?? null;

/** Settled jobs older than `before` are forgotten (the admin sees failures for that long). */
/** Settled jobs are kept this long: the admin sees a failure for a month, then it is forgotten. */
export const JOBS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export const pruneJobs = (db: Database, before: Date) =>
  db
    .delete(jobs)
    .where(and(inArray(jobs.state, ["sent", "failed"]), lt(jobs.updatedAt, before)))
    .returning({ id: jobs.id });

/** How many jobs of each kind wait, were done or were given up (a claimed job still waits). */
export type JobCounts = Record<JobKind, { queued: number; sent: number; failed: number }>;

/** Queued/sent/failed jobs by kind, for the system page and the dashboard. */
export async function jobCounts(db: Database): Promise<JobCounts> {
  const rows = await db.select({ kind: jobs.kind, state: jobs.state, total: count() }).from(jobs).groupBy(jobs.kind, jobs.state);
  const counts: JobCounts = { mail: { queued: 0, sent: 0, failed: 0 }, bulletin: { queued: 0, sent: 0, failed: 0 }, cancellation: { queued: 0, sent: 0, failed: 0 } };
  for (const row of rows) counts[row.kind][row.state === "sending" ? "queued" : row.state] += row.total;
  return counts;
}
