ALTER TABLE `board_decisions` ADD `applicant_name` text;--> statement-breakpoint
CREATE UNIQUE INDEX `member_register_user_unique` ON `member_register` (`user_id`) WHERE user_id IS NOT NULL;--> statement-breakpoint
-- Decisions recorded before this column keep the name of an applicant whose account is still there.
UPDATE `board_decisions` SET `applicant_name` = (SELECT `name` FROM `users` WHERE `users`.`id` = `board_decisions`.`applicant_id`) WHERE `applicant_id` IS NOT NULL;
