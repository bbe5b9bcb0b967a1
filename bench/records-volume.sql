-- `npm run bench:records`: a large association's records on top of the demo content (GUIDE.md §4:
-- a register of 5,000 members and 20,000 dues entries). Identity numbers are placeholders: the
-- screens measured show the masked form, which is stored as it is.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
INSERT INTO member_register (register_no, full_name, identity_kind, identity_cipher, identity_hash, identity_masked,
  key_version, nationality, mother_name, father_name, gender, occupation, education, address, accepted_on, acceptance_decision_no)
SELECT 1000 + i,
  (CASE i % 10 WHEN 0 THEN 'Ayşe' WHEN 1 THEN 'Mehmet' WHEN 2 THEN 'İlknur' WHEN 3 THEN 'Ömer' WHEN 4 THEN 'Şule'
    WHEN 5 THEN 'Çağrı' WHEN 6 THEN 'Gülşen' WHEN 7 THEN 'Ilgaz' WHEN 8 THEN 'Özlem' ELSE 'Ümit' END) || ' ' ||
  (CASE (i / 10) % 10 WHEN 0 THEN 'Yılmaz' WHEN 1 THEN 'Kaya' WHEN 2 THEN 'Demir' WHEN 3 THEN 'Şahin' WHEN 4 THEN 'Çelik'
    WHEN 5 THEN 'Yıldız' WHEN 6 THEN 'Öztürk' WHEN 7 THEN 'Aydın' WHEN 8 THEN 'Arslan' ELSE 'Doğan' END) || ' ' || i,
  'tc', 'olcum', 'olcum-' || i, '123******' || printf('%02d', i % 100), 1, 'T.C.', 'Fatma', 'Ali',
  CASE i % 2 WHEN 0 THEN 'female' ELSE 'male' END, 'Öğretmen', 'Lisans', 'Kısıklı Mah., Üsküdar, İstanbul',
  date('2012-01-01', '+' || (i % 4000) || ' days'), '2015/' || i
FROM n;

-- One member in ten has left.
UPDATE member_register SET exited_on = date(accepted_on, '+400 days'), exit_kind = 'resignation', exit_reason = 'İstifa'
WHERE register_no > 1000 AND register_no % 10 = 0;

-- Four years of annual dues for each of them: 20,000 entries.
INSERT OR IGNORE INTO dues_schedules (year, due_on, entry_fee, pro_rata) VALUES
  (2023, '2023-03-31', 0, 0), (2024, '2024-03-31', 0, 0), (2025, '2025-03-31', 0, 0), (2026, '2026-03-31', 0, 0);
INSERT OR IGNORE INTO dues_rates (year, category, amount, exempt) VALUES
  (2023, 'asil', 40000, 0), (2024, 'asil', 50000, 0), (2025, 'asil', 60000, 0), (2026, 'asil', 75000, 0);
INSERT INTO dues (register_id, year, kind, amount, due_on)
SELECT m.id, y.year, 'annual', r.amount, y.year || '-03-31'
FROM member_register m
JOIN (SELECT 2023 AS year UNION ALL SELECT 2024 UNION ALL SELECT 2025 UNION ALL SELECT 2026) y
JOIN dues_rates r ON r.year = y.year AND r.category = 'asil'
WHERE m.register_no > 1000
ON CONFLICT DO NOTHING;

-- Seven members in ten pay by bank transfer; a third of those have not paid this year yet.
INSERT INTO payments (token, register_id, paid_on, amount, method, bank_reference, created_by_name)
SELECT 'olcum-' || d.id, d.register_id, date(d.due_on, '+' || (m.register_no % 60) || ' days'), d.amount, 'bank',
  'Üye ' || m.register_no || ' Aidat ' || d.year, 'Ölçüm'
FROM dues d JOIN member_register m ON m.id = d.register_id
WHERE m.register_no > 1000 AND m.register_no % 10 < 7 AND NOT (d.year = 2026 AND m.register_no % 3 = 0);

-- Each payment posts into the cash book, as recording one does.
INSERT INTO cash_entries (token, entry_date, direction, category_id, description, amount, payment_id, created_by_name)
SELECT 'olcum-' || p.id, p.paid_on, 'income', (SELECT id FROM cash_categories WHERE system_key = 'dues'),
  p.bank_reference, p.amount, p.id, 'Ölçüm'
FROM payments p WHERE p.token LIKE 'olcum-%';

-- A statement's worth of lines waiting for the treasurer.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
INSERT INTO bank_lines (fingerprint, bank, booked_on, amount, description, counterparty, status, created_by_name)
SELECT 'olcum-' || i, 'Ölçüm Bankası', date('2026-01-01', '+' || (i % 300) || ' days'), 75000,
  'Aidat ödemesi ' || i, 'Gönderen ' || i, 'waiting', 'Ölçüm'
FROM n;
