-- A cash payment reversed because it was written to the wrong member is recorded again under its
-- paper receipt's serial: the new row names the reversed payment in corrects_id (once), and only
-- rows without it hold a serial uniquely. A cash book entry carries its document's number for the
-- printed book's document column (docs/dues.md, src/db/payments.ts, src/db/cash-book.ts).
DROP INDEX `payments_receipt_unique`;--> statement-breakpoint
ALTER TABLE `payments` ADD `corrects_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_corrects_unique` ON `payments` (`corrects_id`) WHERE corrects_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_receipt_unique` ON `payments` (`receipt_serial`) WHERE receipt_serial IS NOT NULL AND reverses_id IS NULL AND corrects_id IS NULL;--> statement-breakpoint
ALTER TABLE `cash_entries` ADD `document_ref` text DEFAULT '' NOT NULL;