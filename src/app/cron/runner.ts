import { database, type Database } from "../../db/client";
import { recordCronRuns, type CronRunFacts } from "../../db/cron-runs";
import { purgeTagsIn } from "../../platform/cache/purge";
import { workersCacheOfRun } from "../../platform/cache/workers-cache";
import { newErrorCode } from "../../platform/error-code";
import { logEvent } from "../../platform/log";
import type { PolicyTable } from "../../platform/page-policy";
import type { Bindings } from "../../shared/env";
import { kindOf, logMessageOf, logStackOf, recordUnexpectedError } from "../unexpected-error";

/** The frequent trigger in wrangler.toml's `[triggers]`; every other trigger is the daily run. */
export const FREQUENT_CRON = "*/15 * * * *";

/**
 * What a task gets: the bindings, the run's context and its time (the trigger's scheduled time), and
 * where to name the cache tags its changes made stale (purged once the run's tasks are done, {@link runCron}).
 */
export interface CronRun {
  env: Bindings;
  ctx: ExecutionContext;
  db: Database;
  now: Date;
  purge: (tags: readonly string[]) => void;
}

/** What a task reports: counts only ("removed": 3), so nothing personal reaches the records. */
export type TaskCounts = Record<string, number>;

/** One named piece of the cron's work. */
export interface CronTask {
  /** Short and stable: the system page and the log name the task by it ("mail-sweep"). */
  name: string;
  /** "daily": the daily trigger only; "always": the quarter-hourly one too. */
  when: "daily" | "always";
  run: (run: CronRun) => Promise<TaskCounts | void>;
}

/** "removed: 3, tags: 2", the counts that are not zero. */
const summaryOf = (counts: TaskCounts): string =>
  Object.entries(counts)
    .filter(([, value]) => value !== 0)
    .map(([key, value]) => `${key}: ${value}`)
    .join(", ");

/** Runs one task, turning a failure into its record (with an error code, as a request's error has). */
async function runTask(task: CronTask, run: CronRun, cron: string): Promise<{ facts: CronRunFacts; error?: unknown }> {
  const startedAt = new Date();
  try {
    const counts = (await task.run(run)) ?? {};
    logEvent("info", "cron_task", { task: task.name, ok: true, ms: Date.now() - startedAt.getTime(), ...counts });
    return { facts: { task: task.name, cron, startedAt, finishedAt: new Date(), ok: true, summary: summaryOf(counts) } };
  } catch (error) {
    const code = newErrorCode();
    logEvent("error", "cron_task", {
      task: task.name,
      ok: false,
      code,
      error: logMessageOf(error),
      stack: error instanceof Error ? logStackOf(error) : undefined,
    });
    await recordUnexpectedError(run.env, { code, route: `cron ${task.name}`, error });
    return { facts: { task: task.name, cron, startedAt, finishedAt: new Date(), ok: false, summary: `${kindOf(error)} (${code})` }, error };
  }
}

/**
 * Runs the tasks in order for one trigger. A failing task does not stop the ones after it; each
 * run is recorded (src/db/cron-runs.ts) and, if any failed, the invocation fails at the end too,
 * so Cloudflare's cron history shows it.
 */
export async function runCronTasks(
  tasks: readonly CronTask[],
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  env: Bindings,
  ctx: ExecutionContext,
  purge: CronRun["purge"],
): Promise<void> {
  const run: CronRun = { env, ctx, db: database(env.DB), now: new Date(controller.scheduledTime), purge };
  const daily = controller.cron !== FREQUENT_CRON;
  const results = [];
  for (const task of tasks) {
    if (task.when === "daily" && !daily) continue;
    results.push(await runTask(task, run, controller.cron));
  }
  await recordCronRuns(run.db, results.map((result) => result.facts));
  const failures = results.filter((result) => "error" in result).map((result) => result.error);
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} cron task(s) failed`);
}

/**
 * The cron trigger's run (`scheduled` in src/app/index.tsx): the tasks in order, then the cached pages
 * they made stale purged, even when a task failed; the run's failure is rethrown after the purge.
 * `policies`: the site's table, whose lists of cache sections the in-Worker cache renews.
 */
export async function runCron(
  tasks: readonly CronTask[],
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  env: Bindings,
  ctx: ExecutionContext,
  policies: PolicyTable,
): Promise<void> {
  const stale: string[] = [];
  try {
    await runCronTasks(tasks, controller, env, ctx, (tags) => stale.push(...tags));
  } finally {
    await purgeTagsIn(workersCacheOfRun(ctx), stale, policies.sectionLists);
  }
}
