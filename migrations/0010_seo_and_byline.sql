ALTER TABLE `events` ADD `seo_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `social_image_id` integer;--> statement-breakpoint
ALTER TABLE `news` ADD `seo_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `social_image_id` integer;