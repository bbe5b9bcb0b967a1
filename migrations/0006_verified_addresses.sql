-- One-time links gain two purposes (confirming an address at registration and confirming a new
-- address) and a payload (the new address). SQLite cannot alter a CHECK constraint, so the table is
-- rebuilt; nothing references it, and the rebuild keeps every row.
CREATE TABLE `__new_one_time_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`payload` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "one_time_tokens_purpose_valid" CHECK("purpose" IN ('password-reset', 'email-confirm', 'email-change'))
);
--> statement-breakpoint
INSERT INTO `__new_one_time_tokens`("id", "purpose", "user_id", "created_at", "expires_at", "used_at") SELECT "id", "purpose", "user_id", "created_at", "expires_at", "used_at" FROM `one_time_tokens`;--> statement-breakpoint
DROP TABLE `one_time_tokens`;--> statement-breakpoint
ALTER TABLE `__new_one_time_tokens` RENAME TO `one_time_tokens`;--> statement-breakpoint
CREATE INDEX `one_time_tokens_user_idx` ON `one_time_tokens` (`user_id`,`purpose`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_confirmed_at` integer;--> statement-breakpoint
-- hand-written: accounts made before addresses were confirmed count as confirmed, so nobody waiting
-- for approval today drops out of the queue.
UPDATE `users` SET `email_confirmed_at` = `created_at`;
