CREATE TABLE `event_registration_settings` (
	`event_id` integer PRIMARY KEY NOT NULL,
	`open` integer DEFAULT true NOT NULL,
	`capacity` integer,
	`closes_at` integer,
	`audience` text DEFAULT 'anyone' NOT NULL,
	`updated_by` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_registration_capacity_valid" CHECK("event_registration_settings"."capacity" IS NULL OR "event_registration_settings"."capacity" >= 0),
	CONSTRAINT "event_registration_audience_valid" CHECK("event_registration_settings"."audience" IN ('members', 'anyone'))
);
--> statement-breakpoint
CREATE TABLE `event_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`status` text NOT NULL,
	`cancel_token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`promoted_at` integer,
	`cancelled_at` integer,
	`attended_at` integer,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "event_registrations_status_valid" CHECK("event_registrations"."status" IN ('confirmed', 'waiting', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_registrations_standing_unique` ON `event_registrations` (`event_id`,`email`) WHERE status <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX `event_registrations_token_unique` ON `event_registrations` (`cancel_token_hash`);--> statement-breakpoint
CREATE INDEX `event_registrations_event_idx` ON `event_registrations` (`event_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `event_registrations_user_idx` ON `event_registrations` (`user_id`);--> statement-breakpoint
CREATE INDEX `event_registrations_email_idx` ON `event_registrations` (`email`);--> statement-breakpoint
CREATE TABLE `newsletter_deliveries` (
	`issue_id` integer NOT NULL,
	`subscriber_id` integer NOT NULL,
	`unsubscribe_token_hash` text,
	`queued_at` integer,
	FOREIGN KEY (`issue_id`) REFERENCES `newsletter_issues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_deliveries_pk` ON `newsletter_deliveries` (`issue_id`,`subscriber_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_deliveries_token_unique` ON `newsletter_deliveries` (`unsubscribe_token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_pending_idx` ON `newsletter_deliveries` (`issue_id`,`queued_at`);--> statement-breakpoint
CREATE TABLE `newsletter_issues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`recipient_count` integer DEFAULT 0 NOT NULL,
	`sent_at` integer,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	CONSTRAINT "newsletter_issues_status_valid" CHECK("newsletter_issues"."status" IN ('draft', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token_hash` text,
	`confirm_expires_at` integer,
	`consented_at` integer NOT NULL,
	`confirmed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "newsletter_subscribers_status_valid" CHECK("newsletter_subscribers"."status" IN ('pending', 'active'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_confirm_unique` ON `newsletter_subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_idx` ON `newsletter_subscribers` (`status`,`id`);--> statement-breakpoint
ALTER TABLE `events` ADD `attendance_mode` text DEFAULT 'yerinde' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `online_url_public` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `cancelled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `neighbourhood` text;--> statement-breakpoint
ALTER TABLE `users` ADD `application_reason` text;
--> statement-breakpoint
-- hand-written: events stored before the attendance mode existed get the mode their places imply
-- (a join address and no venue: online; both: hybrid).
UPDATE `events` SET `attendance_mode` = CASE WHEN `location_name` IS NULL THEN 'cevrimici' ELSE 'karma' END WHERE `online_url` IS NOT NULL;
