-- Dues follow membership (docs/dues.md). A member owes the dues of the time they were a member
-- (TMK art. 70: leaving does not end the debts accrued until then, and nothing accrues after):
-- - the annual due of a year is owed by a member whose membership reaches its due date or begins
--   later that year; with a pro-rata tariff, also by a member who leaves during the year, for the
--   months from acceptance (or January) to the month of leaving;
-- - a member accepted on or after the year's due date pays within 30 days of acceptance, so nobody is
--   behind, or mailed "today is the due day", on the day they join;
-- - an exit recorded after a year was charged takes back what the view no longer owes: the years
--   after the exit, and the exit year's due when the membership no longer reaches it (or its pro-rata
--   part). Payments are never touched: what was paid for those years becomes the member's credit.
DROP VIEW `dues_owed`;--> statement-breakpoint
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
UNION ALL
SELECT m.id, s.year, 'entry', s.entry_fee, CASE WHEN m.accepted_on >= s.due_on THEN date(m.accepted_on, '+30 days') ELSE s.due_on END
FROM dues_schedules s
JOIN member_register m ON substr(m.accepted_on, 1, 4) = CAST(s.year AS text) AND (m.exited_on IS NULL OR m.exited_on >= m.accepted_on)
JOIN dues_rates r ON r.year = s.year AND r.category = coalesce((SELECT c.category FROM member_dues_categories c WHERE c.register_id = m.id), 'asil')
WHERE r.exempt = 0 AND s.entry_fee > 0;
--> statement-breakpoint
-- Dues already charged to members accepted on or after their year's due date: the 30 days to pay.
UPDATE `dues` SET `due_on` = (SELECT date(m.accepted_on, '+30 days') FROM member_register m WHERE m.id = dues.register_id)
WHERE EXISTS (
  SELECT 1 FROM member_register m JOIN dues_schedules s ON s.year = dues.year
  WHERE m.id = dues.register_id AND m.accepted_on >= s.due_on AND dues.due_on = m.accepted_on
);--> statement-breakpoint
-- Dues already charged for time after an exit already recorded, taken back as the trigger below does.
DELETE FROM `dues` WHERE EXISTS (
  SELECT 1 FROM member_register m WHERE m.id = dues.register_id AND m.exited_on IS NOT NULL AND (
    dues.year > CAST(substr(m.exited_on, 1, 4) AS integer)
    OR (dues.kind = 'annual' AND dues.year = CAST(substr(m.exited_on, 1, 4) AS integer)
      AND NOT EXISTS (SELECT 1 FROM dues_owed o WHERE o.register_id = m.id AND o.year = dues.year AND o.kind = 'annual'))
  )
);--> statement-breakpoint
-- Hand-written: whatever records an exit (the register's form, the resignation on /hesabim, an
-- import), the dues follow in the same statement.
CREATE TRIGGER `dues_follow_exit` AFTER UPDATE OF `exited_on` ON `member_register`
WHEN NEW.`exited_on` IS NOT NULL
BEGIN
  DELETE FROM dues WHERE register_id = NEW.id AND (
    year > CAST(substr(NEW.exited_on, 1, 4) AS integer)
    OR (kind = 'annual' AND year = CAST(substr(NEW.exited_on, 1, 4) AS integer)
      AND NOT EXISTS (SELECT 1 FROM dues_owed o WHERE o.register_id = NEW.id AND o.year = dues.year AND o.kind = 'annual'))
  );
  UPDATE dues SET amount = (SELECT o.amount FROM dues_owed o WHERE o.register_id = NEW.id AND o.year = dues.year AND o.kind = 'annual')
  WHERE register_id = NEW.id AND kind = 'annual' AND year = CAST(substr(NEW.exited_on, 1, 4) AS integer)
    AND EXISTS (SELECT 1 FROM dues_schedules s WHERE s.year = dues.year AND s.pro_rata = 1)
    AND EXISTS (SELECT 1 FROM dues_owed o WHERE o.register_id = NEW.id AND o.year = dues.year AND o.kind = 'annual' AND o.amount < dues.amount);
END;
