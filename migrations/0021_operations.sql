-- Operations (docs/operations.md). Each run of a cron task (src/app/cron/) leaves one row: which task, when it
-- started and ended, whether it succeeded and a short summary of counts (never personal data). The runner keeps the
-- newest rows only (CRON_RUNS_KEPT in src/db/cron-runs.ts).
CREATE TABLE `cron_runs` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `task` text NOT NULL,
  `cron` text NOT NULL,
  `started_at` integer NOT NULL,
  `finished_at` integer NOT NULL,
  `ok` integer NOT NULL,
  `summary` text NOT NULL DEFAULT ''
);
--> statement-breakpoint
CREATE INDEX `cron_runs_task_idx` ON `cron_runs` (`task`, `started_at`);
--> statement-breakpoint
-- Unexpected errors (src/app/error-handler.ts, failed cron tasks): one row per distinct error (its fingerprint: where
-- it happened and what kind of error it was, hashed), counting its repeats. Only the route's pattern is kept, never the
-- address with its values or query, and never the error's message (it may quote personal data): that stays in the log
-- line, found by the code. The newest 1,000 rows are kept (ERRORS_KEPT in src/db/error-records.ts).
CREATE TABLE `error_records` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `fingerprint` text NOT NULL,
  `first_code` text NOT NULL,
  `last_code` text NOT NULL,
  `route` text NOT NULL,
  `kind` text NOT NULL,
  `first_at` integer NOT NULL,
  `last_at` integer NOT NULL,
  `count` integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
CREATE UNIQUE INDEX `error_records_fingerprint_unique` ON `error_records` (`fingerprint`);
--> statement-breakpoint
CREATE INDEX `error_records_last_idx` ON `error_records` (`last_at`);
