-- The cash book's numbers ("sıra no") are stored, one per entry in its year's book, and never move
-- (docs/dues.md, src/db/cash-book.ts). They were the entries' order by date, computed on every read:
-- an April entry recorded in December took number 19 and moved every later number and every carried
-- page total of a book already printed and certified. An entry recorded from now on takes the next
-- number of its year, whatever its date; entries already in the book keep the numbers they had.
ALTER TABLE `cash_entries` ADD `entry_no` integer;--> statement-breakpoint
UPDATE `cash_entries` SET `entry_no` = (
  SELECT numbered.n FROM (
    SELECT id, row_number() OVER (PARTITION BY substr(entry_date, 1, 4) ORDER BY entry_date, id) AS n FROM `cash_entries`
  ) AS numbered WHERE numbered.id = `cash_entries`.`id`
);--> statement-breakpoint
CREATE UNIQUE INDEX `cash_entries_number_unique` ON `cash_entries` (substr(`entry_date`, 1, 4), `entry_no`);--> statement-breakpoint
-- Hand-written: whatever writes an entry (a manual entry, a payment's posting, a reversal, a restore
-- that carries no number), the number is taken inside the same statement, so two entries written at
-- once never share one and no number is skipped.
CREATE TRIGGER `cash_entries_number` AFTER INSERT ON `cash_entries`
WHEN NEW.`entry_no` IS NULL
BEGIN
  UPDATE `cash_entries` SET `entry_no` = (
    SELECT coalesce(max(`entry_no`), 0) + 1 FROM `cash_entries` WHERE substr(`entry_date`, 1, 4) = substr(NEW.`entry_date`, 1, 4)
  ) WHERE `id` = NEW.`id`;
END;
