ALTER TABLE `albums` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `albums_deleted_idx` ON `albums` (`deleted_at`);--> statement-breakpoint
ALTER TABLE `events` ADD `seo_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `social_image_id` integer;--> statement-breakpoint
ALTER TABLE `images` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `images_deleted_idx` ON `images` (`deleted_at`);--> statement-breakpoint
ALTER TABLE `news` ADD `seo_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `social_image_id` integer;