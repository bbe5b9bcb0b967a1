CREATE TABLE `form_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`used_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `form_tokens_used_idx` ON `form_tokens` (`used_at`);