-- Work that leaves a request (docs/operations.md, "İşler"): every mail, every bulletin and every
-- cancellation notice is recorded here before it is queued. The queue's consumer claims a row
-- (`sending`) in the statement that checks it is still waiting, and marks it `sent` or `failed`;
-- the quarter-hourly cron puts again on the queue what has waited too long and gives up after a
-- limit (`failed`, with the reason, for the admin). `key` makes recording idempotent: the same
-- mail recorded twice is one row. `payload` is what is needed to queue the work again (a mail's
-- rendered message, a bulletin's id and signature) and is emptied once the job is settled.
CREATE TABLE `jobs` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `kind` text NOT NULL,
  `key` text NOT NULL,
  `payload` text,
  `state` text DEFAULT 'queued' NOT NULL,
  `attempts` integer DEFAULT 0 NOT NULL,
  `error` text,
  `created_at` integer NOT NULL,
  `updated_at` integer NOT NULL,
  CONSTRAINT "jobs_kind_valid" CHECK("jobs"."kind" IN ('mail', 'bulletin', 'cancellation')),
  CONSTRAINT "jobs_state_valid" CHECK("jobs"."state" IN ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_key_unique` ON `jobs` (`key`);
--> statement-breakpoint
CREATE INDEX `jobs_waiting_idx` ON `jobs` (`state`, `updated_at`);
--> statement-breakpoint
CREATE INDEX `jobs_kind_state_idx` ON `jobs` (`kind`, `state`);
