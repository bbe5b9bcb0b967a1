import { Hono } from "hono";
import { database } from "../../db/client";
import { lastBackup, type BackupRun } from "../../db/backup-runs";
import { lastRunOfEachTask } from "../../db/cron-runs";
import { jobCounts } from "../../db/jobs";
import { errorsSince } from "../../db/error-records";
import { appliedMigrations, databaseSize } from "../../db/system-facts";
import { build } from "../../platform/build-manifest";
import { deploymentChecks } from "../../platform/deployment-check";
import { r2Usage } from "../../platform/r2-usage";
import type { BackupRunDto, CronRunDto, SystemDto } from "../../shared/admin-contract";
import type { AppEnv } from "../../shared/env";
import { daysBefore } from "../../shared/i18n/days";
import { errorRecordDto } from "./error-record-dto";

/** The system page's data (administrators only, guarded where src/routes/admin/api.ts mounts it). */
export const systemApi = new Hono<AppEnv>();

const cronRunDto = (row: Awaited<ReturnType<typeof lastRunOfEachTask>>[number]): CronRunDto => ({
  task: row.task,
  cron: row.cron,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  ok: row.ok,
  summary: row.summary,
});

const backupRunDto = (run: BackupRun | undefined): BackupRunDto | null =>
  run ? { status: run.status, startedAt: run.startedAt.toISOString(), tables: run.tableCount, rows: run.rowCount, bytes: run.bytes, error: run.error } : null;

systemApi.get("/", async (c) => {
  const db = database(c.env.DB);
  const [[runs, errors], migrations, d1Bytes, r2, backup, jobs] = await Promise.all([
    db.batch([lastRunOfEachTask(db), errorsSince(db, daysBefore(new Date(), 1), 100)]),
    appliedMigrations(db),
    databaseSize(c.env.DB),
    r2Usage(c.env.MEDIA),
    lastBackup(db),
    jobCounts(db),
  ]);
  const version = c.env.CF_VERSION_METADATA;
  return c.json<SystemDto>(
    {
      build: {
        id: build.id,
        builtAt: new Date(build.timestamp).toISOString(),
        versionId: version?.id || null,
        deployedAt: version?.timestamp || null,
      },
      migrations,
      cronRuns: runs.map(cronRunDto),
      errors: errors.map(errorRecordDto),
      storage: { d1Bytes, r2 },
      deployment: deploymentChecks(c.env),
      backup: { lastDone: backupRunDto(backup.lastDone), lastRun: backup.lastRun?.status === "done" ? null : backupRunDto(backup.lastRun) },
      jobs,
    },
    200,
    { "Cache-Control": "no-store" },
  );
});
