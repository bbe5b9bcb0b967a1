-- Dues and the cash book (docs/dues.md): the yearly schedules and their rates per member category, each
-- register entry's category, the dues charged (once per entry, year and kind), payments and their
-- reversals, the cash book's categories and entries, bank statement lines and the banks' column layouts.
-- Below drizzle-kit's tables: the view of what each entry owes, the trigger that charges a member
-- accepted after their year was charged, and the cash book's starting categories (hand-written SQL).

CREATE TABLE `bank_layouts` (
	`bank` text PRIMARY KEY NOT NULL,
	`mapping` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `bank_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fingerprint` text NOT NULL,
	`bank` text NOT NULL,
	`booked_on` text NOT NULL,
	`amount` integer NOT NULL,
	`description` text NOT NULL,
	`counterparty` text DEFAULT '' NOT NULL,
	`suggested_register_id` integer,
	`match_kind` text,
	`status` text DEFAULT 'waiting' NOT NULL,
	`claim_token` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by_id` integer,
	`created_by_name` text NOT NULL,
	FOREIGN KEY (`suggested_register_id`) REFERENCES `member_register`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bank_lines_status_valid" CHECK("bank_lines"."status" IN ('waiting', 'recorded', 'dismissed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_lines_fingerprint_unique` ON `bank_lines` (`fingerprint`);--> statement-breakpoint
CREATE INDEX `bank_lines_status_idx` ON `bank_lines` (`status`,`booked_on`);--> statement-breakpoint
CREATE TABLE `cash_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`direction` text NOT NULL,
	`name` text NOT NULL,
	`derbis_line` text NOT NULL,
	`archived` integer DEFAULT false NOT NULL,
	`system_key` text,
	CONSTRAINT "cash_categories_direction_valid" CHECK("cash_categories"."direction" IN ('income', 'expense'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_categories_name_unique` ON `cash_categories` (`direction`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `cash_categories_system_unique` ON `cash_categories` (`system_key`) WHERE system_key IS NOT NULL;--> statement-breakpoint
CREATE TABLE `cash_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`entry_date` text NOT NULL,
	`direction` text NOT NULL,
	`category_id` integer NOT NULL,
	`description` text NOT NULL,
	`amount` integer NOT NULL,
	`document_key` text,
	`payment_id` integer,
	`reverses_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by_id` integer,
	`created_by_name` text NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `cash_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "cash_entries_direction_valid" CHECK("cash_entries"."direction" IN ('income', 'expense')),
	CONSTRAINT "cash_entries_amount_sign" CHECK(("cash_entries"."reverses_id" IS NULL AND "cash_entries"."amount" > 0) OR ("cash_entries"."reverses_id" IS NOT NULL AND "cash_entries"."amount" < 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_entries_token_unique` ON `cash_entries` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `cash_entries_payment_unique` ON `cash_entries` (`payment_id`) WHERE payment_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `cash_entries_reverses_unique` ON `cash_entries` (`reverses_id`) WHERE reverses_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `cash_entries_date_idx` ON `cash_entries` (`entry_date`,`id`);--> statement-breakpoint
CREATE TABLE `dues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`register_id` integer NOT NULL,
	`year` integer NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`due_on` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`register_id`) REFERENCES `member_register`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "dues_amount_valid" CHECK("dues"."amount" > 0),
	CONSTRAINT "dues_kind_valid" CHECK("dues"."kind" IN ('annual', 'entry'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dues_once` ON `dues` (`register_id`,`year`,`kind`);--> statement-breakpoint
CREATE INDEX `dues_year_idx` ON `dues` (`year`);--> statement-breakpoint
CREATE TABLE `dues_rates` (
	`year` integer NOT NULL,
	`category` text NOT NULL,
	`amount` integer NOT NULL,
	`exempt` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`year`) REFERENCES `dues_schedules`(`year`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "dues_rates_amount_valid" CHECK("dues_rates"."amount" >= 0),
	CONSTRAINT "dues_rates_category_valid" CHECK("dues_rates"."category" IN ('asil', 'ogrenci', 'onursal'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dues_rates_pk` ON `dues_rates` (`year`,`category`);--> statement-breakpoint
CREATE TABLE `dues_schedules` (
	`year` integer PRIMARY KEY NOT NULL,
	`due_on` text NOT NULL,
	`entry_fee` integer DEFAULT 0 NOT NULL,
	`pro_rata` integer DEFAULT false NOT NULL,
	`charged_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `member_dues_categories` (
	`register_id` integer PRIMARY KEY NOT NULL,
	`category` text NOT NULL,
	FOREIGN KEY (`register_id`) REFERENCES `member_register`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "member_dues_categories_valid" CHECK("member_dues_categories"."category" IN ('asil', 'ogrenci', 'onursal'))
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`register_id` integer NOT NULL,
	`paid_on` text NOT NULL,
	`amount` integer NOT NULL,
	`method` text NOT NULL,
	`receipt_serial` text,
	`bank_reference` text,
	`bank_line_id` integer,
	`reverses_id` integer,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by_id` integer,
	`created_by_name` text NOT NULL,
	FOREIGN KEY (`register_id`) REFERENCES `member_register`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payments_method_valid" CHECK("payments"."method" IN ('cash', 'bank')),
	CONSTRAINT "payments_amount_sign" CHECK(("payments"."reverses_id" IS NULL AND "payments"."amount" > 0) OR ("payments"."reverses_id" IS NOT NULL AND "payments"."amount" < 0)),
	CONSTRAINT "payments_cash_has_receipt" CHECK("payments"."reverses_id" IS NOT NULL OR "payments"."method" <> 'cash' OR "payments"."receipt_serial" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_token_unique` ON `payments` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_receipt_unique` ON `payments` (`receipt_serial`) WHERE receipt_serial IS NOT NULL AND reverses_id IS NULL;--> statement-breakpoint
CREATE INDEX `payments_bank_line_idx` ON `payments` (`bank_line_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reverses_unique` ON `payments` (`reverses_id`) WHERE reverses_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `payments_member_idx` ON `payments` (`register_id`);--> statement-breakpoint
CREATE INDEX `payments_paid_on_idx` ON `payments` (`paid_on`);
--> statement-breakpoint
-- What each register entry owes in a scheduled year (docs/dues.md): the annual due of its category
-- (none when exempt; pro rata from the acceptance month when the schedule says so) for a member whose
-- membership reaches the due date or begins later that year (then owed from the day of acceptance),
-- and the entry fee in the year of acceptance.
-- One definition, used by the year's charge (src/db/dues.ts) and by the trigger below.
CREATE VIEW `dues_owed` AS
SELECT m.id AS register_id, s.year AS year, 'annual' AS kind,
  CASE WHEN s.pro_rata = 1 AND m.accepted_on > (s.year || '-01-31')
    THEN r.amount * (13 - CAST(substr(m.accepted_on, 6, 2) AS integer)) / 12
    ELSE r.amount END AS amount,
  max(s.due_on, m.accepted_on) AS due_on
FROM dues_schedules s
JOIN member_register m ON m.accepted_on <= (s.year || '-12-31') AND (m.exited_on IS NULL OR m.exited_on >= s.due_on)
JOIN dues_rates r ON r.year = s.year AND r.category = coalesce((SELECT c.category FROM member_dues_categories c WHERE c.register_id = m.id), 'asil')
WHERE r.exempt = 0 AND r.amount > 0
UNION ALL
SELECT m.id, s.year, 'entry', s.entry_fee, max(s.due_on, m.accepted_on)
FROM dues_schedules s
JOIN member_register m ON substr(m.accepted_on, 1, 4) = CAST(s.year AS text) AND (m.exited_on IS NULL OR m.exited_on >= m.accepted_on)
JOIN dues_rates r ON r.year = s.year AND r.category = coalesce((SELECT c.category FROM member_dues_categories c WHERE c.register_id = m.id), 'asil')
WHERE r.exempt = 0 AND s.entry_fee > 0;
--> statement-breakpoint
-- A member accepted after their year was charged gets that year's dues as they are entered.
CREATE TRIGGER `dues_charge_new_member` AFTER INSERT ON `member_register`
BEGIN
  INSERT INTO dues (register_id, year, kind, amount, due_on)
  SELECT o.register_id, o.year, o.kind, o.amount, o.due_on
  FROM dues_owed o JOIN dues_schedules s ON s.year = o.year
  WHERE o.register_id = NEW.id AND s.charged_at IS NOT NULL AND o.amount > 0
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
-- The cash book's starting categories (editable in the admin), each placed on a line of the yearly summary.
INSERT INTO `cash_categories` (direction, name, derbis_line, system_key) VALUES
  ('income', 'Aidat', 'income_dues', 'dues'),
  ('income', 'Bağış', 'income_donations', NULL),
  ('income', 'Etkinlik geliri', 'income_activities', NULL),
  ('income', 'Kira geliri', 'income_assets', NULL),
  ('income', 'Faiz ve banka geliri', 'income_financial', NULL),
  ('income', 'Diğer gelir', 'income_other', NULL),
  ('expense', 'Kira', 'expense_rent', NULL),
  ('expense', 'Faturalar', 'expense_general', NULL),
  ('expense', 'Kırtasiye ve büro', 'expense_general', NULL),
  ('expense', 'Etkinlik gideri', 'expense_activities', NULL),
  ('expense', 'Personel', 'expense_staff', NULL),
  ('expense', 'Vergi, harç ve banka masrafı', 'expense_taxes', NULL),
  ('expense', 'Yardım ve bağış', 'expense_aid', NULL),
  ('expense', 'Diğer gider', 'expense_other', NULL);
