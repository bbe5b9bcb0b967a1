CREATE TABLE `calendar_notices` (
	`item_key` text NOT NULL,
	`stage` text NOT NULL,
	`claimed_at` integer NOT NULL,
	PRIMARY KEY(`item_key`, `stage`)
);
--> statement-breakpoint
CREATE TABLE `derbis_declarations` (
	`year` integer PRIMARY KEY NOT NULL,
	`recorded_by` integer,
	`recorded_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
