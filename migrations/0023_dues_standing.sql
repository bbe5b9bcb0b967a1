-- Covering indexes for the treasurer's dashboard: each member's dues and payments are summed from the
-- index alone (src/db/dues-status.ts; measured by `npm run bench:records`).
DROP INDEX `payments_member_idx`;--> statement-breakpoint
CREATE INDEX `payments_standing_idx` ON `payments` (`register_id`,`amount`);--> statement-breakpoint
CREATE INDEX `dues_standing_idx` ON `dues` (`register_id`,`due_on`,`amount`);