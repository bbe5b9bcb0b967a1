-- The document register (Evrak Kayıt Defteri, docs/registers.md): documents in and out, numbered per year;
-- an entry is never changed, a correction is a new row with the same number pointing at the struck one.

CREATE TABLE `document_register` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year` integer NOT NULL,
	`number` integer NOT NULL,
	`direction` text NOT NULL,
	`recorded_on` text NOT NULL,
	`document_date` text,
	`document_ref` text DEFAULT '' NOT NULL,
	`counterparty` text NOT NULL,
	`subject` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`file_key` text,
	`file_type` text,
	`file_size` integer,
	`file_name` text,
	`corrects_id` integer,
	`correction_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by_id` integer,
	`created_by_name` text NOT NULL,
	FOREIGN KEY (`corrects_id`) REFERENCES `document_register`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "document_register_year_matches" CHECK("document_register"."year" = CAST(substr("document_register"."recorded_on", 1, 4) AS integer)),
	CONSTRAINT "document_register_direction_valid" CHECK("document_register"."direction" IN ('incoming', 'outgoing')),
	CONSTRAINT "document_register_correction_reason" CHECK(("document_register"."corrects_id" IS NULL) = ("document_register"."correction_reason" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_register_number_unique` ON `document_register` (`year`,`number`) WHERE corrects_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `document_register_corrects_unique` ON `document_register` (`corrects_id`) WHERE corrects_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `document_register_year_number_idx` ON `document_register` (`year`,`number`,`id`);