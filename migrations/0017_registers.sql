-- The association's records (docs/registers.md): duties beside the role (user_grants: the board, a reserved
-- treasurer), the board's meetings and numbered decisions (corrections are new rows pointing at the struck one),
-- the member register (identity numbers only encrypted plus an HMAC), and the overdue-application reminders.

CREATE TABLE `application_reminders` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `board_decisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`meeting_id` integer NOT NULL,
	`year` integer NOT NULL,
	`number` integer NOT NULL,
	`decided_on` text NOT NULL,
	`kind` text DEFAULT 'general' NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`corrects_id` integer,
	`correction_reason` text,
	`applicant_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by_id` integer,
	`created_by_name` text NOT NULL,
	FOREIGN KEY (`meeting_id`) REFERENCES `board_meetings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`corrects_id`) REFERENCES `board_decisions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`applicant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "board_decisions_year_matches" CHECK("board_decisions"."year" = CAST(substr("board_decisions"."decided_on", 1, 4) AS integer)),
	CONSTRAINT "board_decisions_kind_valid" CHECK("board_decisions"."kind" IN ('general', 'acceptance', 'rejection', 'expulsion', 'resignation'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `board_decisions_number_unique` ON `board_decisions` (`year`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `board_decisions_corrects_unique` ON `board_decisions` (`corrects_id`) WHERE corrects_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `board_decisions_meeting_idx` ON `board_decisions` (`meeting_id`);--> statement-breakpoint
CREATE TABLE `board_meeting_attendees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`meeting_id` integer NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	FOREIGN KEY (`meeting_id`) REFERENCES `board_meetings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `board_meeting_attendees_meeting_idx` ON `board_meeting_attendees` (`meeting_id`);--> statement-breakpoint
CREATE TABLE `board_meetings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`held_on` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `member_register` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`register_no` integer NOT NULL,
	`full_name` text NOT NULL,
	`identity_kind` text DEFAULT 'tc' NOT NULL,
	`identity_cipher` text NOT NULL,
	`identity_hash` text NOT NULL,
	`identity_masked` text NOT NULL,
	`key_version` integer DEFAULT 1 NOT NULL,
	`nationality` text NOT NULL,
	`mother_name` text NOT NULL,
	`father_name` text,
	`gender` text NOT NULL,
	`occupation` text,
	`education` text,
	`address` text,
	`email` text,
	`user_id` integer,
	`accepted_on` text NOT NULL,
	`acceptance_decision_no` text NOT NULL,
	`acceptance_decision_id` integer,
	`exited_on` text,
	`exit_kind` text,
	`exit_decision_no` text,
	`exit_decision_id` integer,
	`exit_reason` text,
	`entry_reported_at` integer,
	`exit_reported_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`acceptance_decision_id`) REFERENCES `board_decisions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`exit_decision_id`) REFERENCES `board_decisions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "member_register_exit_after_entry" CHECK("member_register"."exited_on" IS NULL OR "member_register"."exited_on" >= "member_register"."accepted_on"),
	CONSTRAINT "member_register_exit_complete" CHECK(("member_register"."exited_on" IS NULL) = ("member_register"."exit_kind" IS NULL)),
	CONSTRAINT "member_register_gender_valid" CHECK("member_register"."gender" IN ('female', 'male')),
	CONSTRAINT "member_register_identity_kind_valid" CHECK("member_register"."identity_kind" IN ('tc', 'foreign'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_register_no_unique` ON `member_register` (`register_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `member_register_identity_unique` ON `member_register` (`identity_hash`);--> statement-breakpoint
CREATE INDEX `member_register_user_idx` ON `member_register` (`user_id`);--> statement-breakpoint
CREATE INDEX `member_register_accepted_idx` ON `member_register` (`accepted_on`);--> statement-breakpoint
CREATE TABLE `user_grants` (
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`granted_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_grants_kind_valid" CHECK("user_grants"."kind" IN ('board', 'treasurer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_grants_pk` ON `user_grants` (`user_id`,`kind`);