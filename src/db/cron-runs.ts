import { desc, lt, sql } from "drizzle-orm";
import type { Database } from "./client";
import { cronRuns } from "./schema";

/** How many runs are kept: at 12 tasks a quarter-hourly run, about a week of history. */
export const CRON_RUNS_KEPT = 8000;

/** What one task's run left behind. */
export interface CronRunFacts {
  task: string;
  cron: string;
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  summary: string;
}

/**
 * Records the runs of one cron invocation in one round trip and drops the oldest beyond
 * CRON_RUNS_KEPT, so the table stays small however long the site runs.
 */
export async function recordCronRuns(db: Database, runs: readonly CronRunFacts[]): Promise<void> {
  if (runs.length === 0) return;
  const keepFrom = db.select({ id: cronRuns.id }).from(cronRuns).orderBy(desc(cronRuns.id)).limit(1).offset(CRON_RUNS_KEPT - 1);
  // One statement per run: a run has 6 values, and D1 binds at most 100 per statement.
  const [first, ...rest] = runs.map((run) => db.insert(cronRuns).values(run));
  await db.batch([first!, ...rest, db.delete(cronRuns).where(lt(cronRuns.id, sql`(${keepFrom})`))]);
}

/** The latest run of every task, by task name. */
export const lastRunOfEachTask = (db: Database) =>
  db
    .select()
    .from(cronRuns)
    .where(sql`${cronRuns.id} IN (SELECT max(id) FROM ${cronRuns} GROUP BY ${cronRuns.task})`)
    .orderBy(cronRuns.task);
