CREATE TABLE `past_assemblies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`held_on` text NOT NULL,
	`result_filed_on` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `past_assemblies_kind_held_on_unique` ON `past_assemblies` (`kind`,`held_on`);--> statement-breakpoint
-- The dates the board had entered on the legal calendar's screen (its settings row) become the first
-- assembly held before the site, and the bylaws' cycle entered there goes to the assembly settings
-- (where the calendar reads it from now on) when those were never saved: each fact is kept in one place.
INSERT OR IGNORE INTO `past_assemblies` (`kind`, `held_on`, `result_filed_on`)
SELECT 'ordinary', json_extract(`value`, '$.lastOrdinaryOn'), json_extract(`value`, '$.resultFiledOn')
FROM `settings` WHERE `key` = 'legal-calendar-assembly' AND json_extract(`value`, '$.lastOrdinaryOn') IS NOT NULL;
--> statement-breakpoint
INSERT OR IGNORE INTO `settings` (`key`, `value`, `updated_by`)
SELECT 'assembly', json_object('boardSeats', 5, 'auditSeats', 3, 'leaveOutBehind', json('false'), 'everyYears', json_extract(`value`, '$.cycleYears')), `updated_by`
FROM `settings` WHERE `key` = 'legal-calendar-assembly' AND json_extract(`value`, '$.cycleYears') IS NOT NULL AND json_extract(`value`, '$.cycleYears') <> 3;
--> statement-breakpoint
DELETE FROM `settings` WHERE `key` = 'legal-calendar-assembly';
