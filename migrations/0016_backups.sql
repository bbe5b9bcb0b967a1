-- Backups (docs/operations.md, "Yedekler"): each run of the scheduled export of D1 to R2
-- (src/services/backup/) is recorded here; the snapshots themselves live in R2 under a private prefix.
CREATE TABLE `backup_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`object_key` text NOT NULL,
	`schema_version` text,
	`table_count` integer,
	`row_count` integer,
	`bytes` integer,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `backup_runs_status_idx` ON `backup_runs` (`status`,`started_at`);