CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`actor_id` integer,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`summary` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_target_idx` ON `audit_log` (`target`);--> statement-breakpoint
ALTER TABLE `events` ADD `search_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `search_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Fill the search key of existing rows the way src/i18n/text.ts searchKey does (Turkish case folding).
UPDATE `news` SET `search_key` = lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`title` || ' ' || `summary`, 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ç', 'c'), 'ç', 'c'), 'Ğ', 'g'), 'ğ', 'g'), 'Ö', 'o'), 'ö', 'o'), 'Ş', 's'), 'ş', 's'), 'Ü', 'u'), 'ü', 'u'), 'â', 'a'), 'î', 'i'), 'û', 'u'));
--> statement-breakpoint
-- Fill the search key of existing rows the way src/i18n/text.ts searchKey does (Turkish case folding).
UPDATE `events` SET `search_key` = lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`title` || ' ' || `summary`, 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ç', 'c'), 'ç', 'c'), 'Ğ', 'g'), 'ğ', 'g'), 'Ö', 'o'), 'ö', 'o'), 'Ş', 's'), 'ş', 's'), 'Ü', 'u'), 'ü', 'u'), 'â', 'a'), 'î', 'i'), 'û', 'u'));
