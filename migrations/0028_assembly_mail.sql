ALTER TABLE `assembly_entitled` ADD `mail_state` text;--> statement-breakpoint
ALTER TABLE `assembly_entitled` ADD `mailed_at` integer;--> statement-breakpoint
-- Hand-written: when a general assembly notice's mail job settles, its outcome and the time the
-- Email Service accepted it are copied onto the member's row of the frozen list. jobs-prune deletes
-- finished jobs after 30 days; this row is the association's lasting proof that it called the member
-- (TMK 77). The job's key is `assembly-notice:<assembly id>:<register id>` (src/db/assembly-list.ts).
CREATE TRIGGER `assembly_entitled_mail_settled` AFTER UPDATE OF `state` ON `jobs`
WHEN NEW.`state` IN ('sent', 'failed') AND NEW.`key` LIKE 'assembly-notice:%'
BEGIN
  UPDATE `assembly_entitled`
  SET `mail_state` = NEW.`state`, `mailed_at` = CASE WHEN NEW.`state` = 'sent' THEN NEW.`updated_at` END
  WHERE `assembly_id` = CAST(substr(NEW.`key`, 17, instr(substr(NEW.`key`, 17), ':') - 1) AS INTEGER)
    AND `register_id` = CAST(substr(NEW.`key`, 17 + instr(substr(NEW.`key`, 17), ':')) AS INTEGER);
END;
