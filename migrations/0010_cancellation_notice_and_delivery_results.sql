ALTER TABLE `events` ADD `cancellation_mailed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_deliveries` ADD `sent_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_deliveries` ADD `failed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_deliveries` ADD `failure` text;--> statement-breakpoint
-- hand-written: events cancelled before registrants were told automatically count as told (an editor
-- saving one again must not mail its registrants out of the blue), and copies handed to the mail queue
-- before deliveries were tracked count as sent (their queue messages carry no delivery to report on).
UPDATE `events` SET `cancellation_mailed_at` = `updated_at` WHERE `cancelled` = 1;--> statement-breakpoint
UPDATE `newsletter_deliveries` SET `sent_at` = `queued_at` WHERE `queued_at` IS NOT NULL;
