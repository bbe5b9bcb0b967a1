import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { runCronTasks, type CronTask } from "../../src/app/cron/runner";
import { database } from "../../src/db/client";
import { CRON_RUNS_KEPT, lastRunOfEachTask } from "../../src/db/cron-runs";
import { errorsSince } from "../../src/db/error-records";
import { ERROR_CODE_PATTERN } from "../../src/platform/error-code";
import { runDailyCron } from "../support/fetch";

const db = database(env.DB);
const DAILY = { cron: "17 3 * * *", scheduledTime: Date.now() };

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM cron_runs"), env.DB.prepare("DELETE FROM error_records")]);
});

describe("the cron's tasks", () => {
  it("records a run of every task of the daily trigger, with its counts", async () => {
    await runDailyCron(Date.now());
    const runs = await lastRunOfEachTask(db);
    expect(runs.map((run) => run.task).sort()).toEqual(
      ["application-digest", "application-reminders", "backup", "dues-reminders", "bulletin-sweep", "cancellation-sweep", "error-digest", "jobs-prune", "legal-calendar", "lost-mails", "media-trash-purge", "register-reseal", "retention", "revisions-prune", "search-reindex", "slug-upgrade", "trash-purge", "unused-uploads"].sort(),
    );
    expect(runs.every((run) => run.ok)).toBe(true);
    expect(runs.every((run) => run.finishedAt >= run.startedAt)).toBe(true);
  });

  it("runs only the frequent tasks on the quarter-hourly trigger", async () => {
    await runCronTasks(
      [
        { name: "daily-only", when: "daily", run: async () => ({ done: 1 }) },
        { name: "always", when: "always", run: async () => ({ done: 1 }) },
      ],
      { cron: "*/15 * * * *", scheduledTime: Date.now() },
      env,
      createExecutionContext(),
      () => {},
    );
    expect((await lastRunOfEachTask(db)).map((run) => run.task)).toEqual(["always"]);
  });

  it("goes on after a failing task, records its failure with an error code and fails the invocation at the end", async () => {
    const ran: string[] = [];
    const tasks: CronTask[] = [
      { name: "first", when: "always", run: async () => void ran.push("first") },
      {
        name: "broken",
        when: "always",
        run: async () => {
          throw new TypeError("cannot read properties of undefined (reading 'ayse@example.org')");
        },
      },
      { name: "last", when: "always", run: async () => (ran.push("last"), { removed: 3, kept: 0 }) },
    ];
    await expect(runCronTasks(tasks, DAILY, env, createExecutionContext(), () => {})).rejects.toThrow("1 cron task(s) failed");
    expect(ran).toEqual(["first", "last"]);

    const runs = Object.fromEntries((await lastRunOfEachTask(db)).map((run) => [run.task, run]));
    expect(runs.first).toMatchObject({ ok: true, summary: "" });
    expect(runs.last).toMatchObject({ ok: true, summary: "removed: 3" });
    expect(runs.broken!.ok).toBe(false);
    const [, kind, code] = /^(\w+) \((.+)\)$/.exec(runs.broken!.summary)!;
    expect(kind).toBe("TypeError");
    expect(code).toMatch(ERROR_CODE_PATTERN);
    // The failure is also an error for the dashboard and the digest, without its message.
    const [recorded] = await errorsSince(db, new Date(Date.now() - 60_000));
    expect(recorded).toMatchObject({ route: "cron broken", kind: "TypeError", firstCode: code, count: 1 });
    expect(JSON.stringify(recorded)).not.toContain("ayse");
  });

  it("keeps only the newest runs", async () => {
    const at = Date.now();
    const rows = Array.from({ length: CRON_RUNS_KEPT + 5 }, (_, i) => `('filler', '17 3 * * *', ${at + i}, ${at + i}, 1, '')`);
    for (let i = 0; i < rows.length; i += 500) await env.DB.exec(`INSERT INTO cron_runs (task, cron, started_at, finished_at, ok, summary) VALUES ${rows.slice(i, i + 500).join(", ")}`);
    await runCronTasks([{ name: "newest", when: "always", run: async () => undefined }], DAILY, env, createExecutionContext(), () => {});
    const counted = await env.DB.prepare("SELECT count(*) AS n, max(task = 'newest') AS newest FROM cron_runs").first<{ n: number; newest: number }>();
    expect(counted).toEqual({ n: CRON_RUNS_KEPT, newest: 1 });
  });
});
