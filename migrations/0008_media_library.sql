ALTER TABLE `images` ADD `file_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `search_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `draft_upload` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `images_draft_upload_idx` ON `images` (`draft_upload`,`created_at`);
--> statement-breakpoint
-- hand-written:
-- Fill the search key of existing images the way src/i18n/text.ts searchKey does (Turkish case folding).
UPDATE `images` SET `search_key` = lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`alt` || ' ' || `caption`, 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ç', 'c'), 'ç', 'c'), 'Ğ', 'g'), 'ğ', 'g'), 'Ö', 'o'), 'ö', 'o'), 'Ş', 's'), 'ş', 's'), 'Ü', 'u'), 'ü', 'u'), 'â', 'a'), 'î', 'i'), 'û', 'u'));
