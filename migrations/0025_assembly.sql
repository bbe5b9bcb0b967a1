CREATE TABLE `assemblies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`kind` text NOT NULL,
	`matter` text DEFAULT 'regular' NOT NULL,
	`first_on` text NOT NULL,
	`first_time` text NOT NULL,
	`first_place` text NOT NULL,
	`second_on` text NOT NULL,
	`second_time` text NOT NULL,
	`second_place` text NOT NULL,
	`notice_on` text NOT NULL,
	`agenda` text NOT NULL,
	`notice_text` text DEFAULT '' NOT NULL,
	`left_out_behind` integer DEFAULT false NOT NULL,
	`notice_sent_at` integer,
	`held_meeting` text,
	`held_on` text,
	`minutes` text,
	`result_board` text DEFAULT '' NOT NULL,
	`result_audit` text DEFAULT '' NOT NULL,
	`result_filed_on` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assemblies_slug_unique` ON `assemblies` (`slug`);--> statement-breakpoint
CREATE INDEX `assemblies_first_on_idx` ON `assemblies` (`first_on`);--> statement-breakpoint
CREATE TABLE `assembly_attendance` (
	`assembly_id` integer NOT NULL,
	`meeting` text NOT NULL,
	`register_id` integer NOT NULL,
	`recorded_by` integer,
	`recorded_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`assembly_id`) REFERENCES `assemblies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assembly_attendance_once` ON `assembly_attendance` (`assembly_id`,`meeting`,`register_id`);--> statement-breakpoint
CREATE TABLE `assembly_entitled` (
	`assembly_id` integer NOT NULL,
	`register_id` integer NOT NULL,
	`register_no` integer NOT NULL,
	`full_name` text NOT NULL,
	`email` text,
	FOREIGN KEY (`assembly_id`) REFERENCES `assemblies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`register_id`) REFERENCES `member_register`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assembly_entitled_pk` ON `assembly_entitled` (`assembly_id`,`register_id`);--> statement-breakpoint
CREATE INDEX `assembly_entitled_no_idx` ON `assembly_entitled` (`assembly_id`,`register_no`);--> statement-breakpoint
-- Hand-written: once the notice has gone out, the plan it announced (both meetings and the agenda)
-- stays as announced (TMK 77), whatever code writes to the table.
CREATE TRIGGER `assemblies_plan_frozen_after_notice` BEFORE UPDATE OF `kind`, `matter`, `first_on`, `first_time`, `first_place`, `second_on`, `second_time`, `second_place`, `notice_on`, `agenda`, `notice_text` ON `assemblies`
WHEN OLD.`notice_sent_at` IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'assembly plan frozen after notice');
END;
