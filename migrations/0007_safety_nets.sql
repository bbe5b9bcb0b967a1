CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`target` text NOT NULL,
	`version` integer NOT NULL,
	`reason` text NOT NULL,
	`actor_id` integer,
	`actor_name` text NOT NULL,
	`at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `revisions_target_idx` ON `revisions` (`target`,`id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `search_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `pending_draft` text;--> statement-breakpoint
ALTER TABLE `events` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `events_deleted_idx` ON `events` (`deleted_at`);--> statement-breakpoint
ALTER TABLE `news` ADD `pending_draft` text;--> statement-breakpoint
ALTER TABLE `news` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `news_deleted_idx` ON `news` (`deleted_at`);
--> statement-breakpoint
-- hand-written: messages received before search existed get their search key (SQL's lower() folds
-- ASCII only, so Turkish capitals are folded by hand; new messages get it from searchKey in code).
UPDATE `contact_messages` SET `search_key` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(name || ' ' || email || ' ' || subject || ' ' || message), 'Ç', 'c'), 'ç', 'c'), 'Ğ', 'g'), 'ğ', 'g'), 'İ', 'i'), 'ı', 'i'), 'Ö', 'o'), 'ö', 'o'), 'Ş', 's'), 'ş', 's'), 'Ü', 'u'), 'ü', 'u'), 'â', 'a'), 'î', 'i'), 'û', 'u');
