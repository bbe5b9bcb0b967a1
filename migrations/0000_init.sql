CREATE TABLE `albums` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `albums_slug_unique` ON `albums` (`slug`);--> statement-breakpoint
CREATE INDEX `albums_sort_idx` ON `albums` (`sort_order`,`id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`ip_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`read_at` integer
);
--> statement-breakpoint
CREATE INDEX `contact_inbox_idx` ON `contact_messages` (`read_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_ip_idx` ON `contact_messages` (`ip_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`all_day` integer DEFAULT false NOT NULL,
	`location_name` text,
	`location_address` text,
	`online_url` text,
	`cover_image_id` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`publish_at` integer,
	`author_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`cover_image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "events_status_valid" CHECK("events"."status" IN ('draft', 'published')),
	CONSTRAINT "events_published_has_time" CHECK("events"."status" = 'draft' OR "events"."publish_at" IS NOT NULL),
	CONSTRAINT "events_end_after_start" CHECK("events"."ends_at" IS NULL OR "events"."ends_at" >= "events"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_slug_unique` ON `events` (`slug`);--> statement-breakpoint
CREATE INDEX `events_public_idx` ON `events` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_updated_idx` ON `events` (`updated_at`);--> statement-breakpoint
CREATE TABLE `images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`byte_size` integer NOT NULL,
	`alt` text NOT NULL,
	`caption` text DEFAULT '' NOT NULL,
	`album_id` integer,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`uploaded_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`album_id`) REFERENCES `albums`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "images_size_positive" CHECK("images"."width" > 0 AND "images"."height" > 0 AND "images"."byte_size" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `images_r2_key_unique` ON `images` (`r2_key`);--> statement-breakpoint
CREATE INDEX `images_album_idx` ON `images` (`album_id`,`sort_order`,`id`);--> statement-breakpoint
CREATE INDEX `images_recent_idx` ON `images` (`created_at`);--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`cover_image_id` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`publish_at` integer,
	`author_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`cover_image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "news_status_valid" CHECK("news"."status" IN ('draft', 'published')),
	CONSTRAINT "news_published_has_time" CHECK("news"."status" = 'draft' OR "news"."publish_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_slug_unique` ON `news` (`slug`);--> statement-breakpoint
CREATE INDEX `news_public_idx` ON `news` (`status`,`publish_at`);--> statement-breakpoint
CREATE INDEX `news_updated_idx` ON `news` (`updated_at`);--> statement-breakpoint
CREATE TABLE `pages` (
	`key` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`fields` text NOT NULL,
	`updated_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `seed_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`applied_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `slug_history` (
	`kind` text NOT NULL,
	`slug` text NOT NULL,
	`target_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `slug_history_pk` ON `slug_history` (`kind`,`slug`);--> statement-breakpoint
CREATE INDEX `slug_history_target_idx` ON `slug_history` (`kind`,`target_id`);