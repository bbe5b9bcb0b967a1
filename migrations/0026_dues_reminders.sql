-- Dues reminders (docs/dues.md): the claim of each staged reminder, one per register entry, dues year
-- and stage, written in the batch that records its mail.

CREATE TABLE `dues_reminders` (
	`register_id` integer NOT NULL,
	`year` integer NOT NULL,
	`stage` text NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`register_id`) REFERENCES `member_register`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "dues_reminders_stage_valid" CHECK("dues_reminders"."stage" IN ('before', 'due', 'late30', 'late90'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dues_reminders_once` ON `dues_reminders` (`register_id`,`year`,`stage`);