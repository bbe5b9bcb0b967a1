CREATE TABLE `member_dues_paid_through` (
	`register_id` integer PRIMARY KEY NOT NULL,
	`year` integer NOT NULL,
	FOREIGN KEY (`register_id`) REFERENCES `member_register`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- What each register entry owes (0031_dues_follow_membership.sql), now without the years an imported member had paid
-- before the site: a year at or before their paid-through year is owed nothing.
DROP TRIGGER `dues_charge_new_member`;
--> statement-breakpoint
DROP VIEW `dues_owed`;
--> statement-breakpoint
CREATE VIEW `dues_owed` AS
SELECT m.id AS register_id, s.year AS year, 'annual' AS kind,
  CASE WHEN s.pro_rata = 1
    THEN r.amount * (
      (CASE WHEN m.exited_on IS NOT NULL AND m.exited_on < (s.year || '-12-01') THEN CAST(substr(m.exited_on, 6, 2) AS integer) ELSE 12 END)
      - (CASE WHEN m.accepted_on > (s.year || '-01-31') THEN CAST(substr(m.accepted_on, 6, 2) AS integer) ELSE 1 END) + 1) / 12
    ELSE r.amount END AS amount,
  CASE WHEN m.accepted_on >= s.due_on THEN date(m.accepted_on, '+30 days') ELSE s.due_on END AS due_on
FROM dues_schedules s
JOIN member_register m ON m.accepted_on <= (s.year || '-12-31')
  AND (m.exited_on IS NULL OR m.exited_on >= s.due_on OR (s.pro_rata = 1 AND m.exited_on >= (s.year || '-01-01')))
JOIN dues_rates r ON r.year = s.year AND r.category = coalesce((SELECT c.category FROM member_dues_categories c WHERE c.register_id = m.id), 'asil')
WHERE r.exempt = 0 AND r.amount > 0
  AND NOT EXISTS (SELECT 1 FROM member_dues_paid_through p WHERE p.register_id = m.id AND p.year >= s.year)
UNION ALL
SELECT m.id, s.year, 'entry', s.entry_fee, CASE WHEN m.accepted_on >= s.due_on THEN date(m.accepted_on, '+30 days') ELSE s.due_on END
FROM dues_schedules s
JOIN member_register m ON substr(m.accepted_on, 1, 4) = CAST(s.year AS text) AND (m.exited_on IS NULL OR m.exited_on >= m.accepted_on)
JOIN dues_rates r ON r.year = s.year AND r.category = coalesce((SELECT c.category FROM member_dues_categories c WHERE c.register_id = m.id), 'asil')
WHERE r.exempt = 0 AND s.entry_fee > 0
  AND NOT EXISTS (SELECT 1 FROM member_dues_paid_through p WHERE p.register_id = m.id AND p.year >= s.year);
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
-- The import writes a member's paid-through year right after their entry, whose insert charged the
-- year already: those dues, unpaid and hours old, are withdrawn (nothing refers to them yet).
CREATE TRIGGER `dues_withdraw_paid_through` AFTER INSERT ON `member_dues_paid_through`
BEGIN
  DELETE FROM dues WHERE register_id = NEW.register_id AND year <= NEW.year
    AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.register_id = NEW.register_id);
END;
