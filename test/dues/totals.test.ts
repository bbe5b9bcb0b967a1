import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiCall } from "../support/admin-api";
import { resetAccounts } from "../support/accounts";
import { callerWith, resetDues, schedule, sumOf } from "../support/dues";
import type { DuesDashboardDto, MemberDuesDto } from "../../src/shared/dues/dto";

const MEMBERS = 400;
const PAYMENTS = 3000;
const ENTRIES = 2000;

/**
 * Every total a screen shows equals the sum of its rows, with a few thousand generated rows in real
 * D1: members, two charged years, payments of odd amounts (reversals among them) and cash book entries.
 */
describe("totals against their entries", () => {
  let treasurer: ApiCall;
  beforeAll(async () => {
    await resetDues();
    await resetAccounts();
    treasurer = await callerWith("admin");
    await env.DB.prepare(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MEMBERS})
      INSERT INTO member_register (register_no, full_name, identity_cipher, identity_hash, identity_masked, nationality, mother_name, gender, accepted_on, acceptance_decision_no)
      SELECT i, 'Üye ' || i, 'x', 'h' || i, '100******00', 'T.C.', 'Ayşe', 'female', '2024-0' || (1 + i % 9) || '-1' || (i % 9), '2024/' || i FROM n`).run();
    await env.DB.prepare(`INSERT INTO member_dues_categories (register_id, category) SELECT id, CASE WHEN register_no % 7 = 0 THEN 'ogrenci' WHEN register_no % 31 = 0 THEN 'onursal' ELSE 'asil' END FROM member_register`).run();
    for (const year of [2025, 2026]) {
      await treasurer("PUT", "/dues/schedules", schedule(year, { proRata: true }));
      await treasurer("POST", "/dues/charge", { year });
    }
    await env.DB.prepare(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PAYMENTS})
      INSERT INTO payments (token, register_id, paid_on, amount, method, bank_reference, created_by_name)
      SELECT 'p' || i, (SELECT id FROM member_register WHERE register_no = 1 + (i * 37) % ${MEMBERS}), '2026-0' || (1 + i % 9) || '-0' || (1 + i % 9),
        1 + (i * 7919) % 99991, 'bank', 'Üye', 'test' FROM n`).run();
    await env.DB.prepare(`
      INSERT INTO payments (token, register_id, paid_on, amount, method, reverses_id, created_by_name)
      SELECT 'r' || id, register_id, paid_on, -amount, method, id, 'test' FROM payments WHERE id % 13 = 0`).run();
    await env.DB.prepare(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ENTRIES})
      INSERT INTO cash_entries (token, entry_date, direction, category_id, description, amount, created_by_name)
      SELECT 'e' || i, (2025 + i % 2) || '-1' || (i % 3) || '-2' || (i % 8), CASE WHEN i % 3 = 0 THEN 'expense' ELSE 'income' END,
        CASE WHEN i % 3 = 0 THEN (SELECT min(id) FROM cash_categories WHERE direction = 'expense') + i % 8
          ELSE (SELECT min(id) FROM cash_categories WHERE direction = 'income' AND system_key IS NULL) + i % 5 END,
        'Kayıt ' || i, 1 + (i * 104729) % 500000, 'test' FROM n`).run();
  });

  it("the dashboard's charged, collected, credit and balance are the sums of their rows", async () => {
    const dashboard = (await treasurer<DuesDashboardDto>("GET", "/dues/dashboard")).body;
    expect(dashboard.charged).toBe(await sumOf("SELECT sum(amount) AS total FROM dues WHERE year = 2026"));
    expect(dashboard.collected).toBe(await sumOf("SELECT sum(amount) AS total FROM payments WHERE paid_on LIKE '2026-%'"));
    expect(dashboard.balance).toBe(await sumOf("SELECT sum(CASE direction WHEN 'income' THEN amount ELSE -amount END) AS total FROM cash_entries"));
    const perMember = (await env.DB.prepare(`
      SELECT m.id, coalesce((SELECT sum(amount) FROM payments WHERE register_id = m.id), 0) - coalesce((SELECT sum(amount) FROM dues WHERE register_id = m.id), 0) AS net
      FROM member_register m`).all<{ net: number }>()).results;
    expect(dashboard.credit).toBe(perMember.filter((row) => row.net > 0).reduce((sum, row) => sum + row.net, 0));
    expect(dashboard.behind.total).toBe(perMember.length - (await sumOf(`
      SELECT count(*) AS total FROM member_register m
      WHERE coalesce((SELECT sum(amount) FROM dues WHERE register_id = m.id AND due_on <= '${dashboard.today}'), 0) <= coalesce((SELECT sum(amount) FROM payments WHERE register_id = m.id), 0)`)));
  });

  it("each member's dues are settled by exactly what they paid, never past a due's amount", async () => {
    for (const no of [1, 7, 31, 200, 399]) {
      const id = await sumOf("SELECT id AS total FROM member_register WHERE register_no = ?", no);
      const member = (await treasurer<MemberDuesDto>("GET", `/dues/members/${no}`)).body;
      expect(member.paid).toBe(await sumOf("SELECT coalesce(sum(amount), 0) AS total FROM payments WHERE register_id = ?", id));
      expect(member.charged).toBe(member.dues.reduce((sum, due) => sum + due.amount, 0));
      const settled = member.dues.reduce((sum, due) => sum + due.settled, 0);
      expect(settled).toBe(Math.min(Math.max(member.paid, 0), member.charged));
      for (const due of member.dues) expect(due.settled).toBeLessThanOrEqual(due.amount);
    }
  });

  it("the cash book's yearly totals and summary are the sums of the year's rows", async () => {
    for (const year of [2025, 2026]) {
      const book = (await treasurer<{ total: number; summary: { income: number; expense: number; opening: number; closing: number } }>("GET", `/cash-book/years/${year}`)).body;
      const sum = (direction: string) => sumOf("SELECT coalesce(sum(amount), 0) AS total FROM cash_entries WHERE entry_date LIKE ? AND direction = ?", `${year}-%`, direction);
      expect(book.total).toBe(await sumOf("SELECT count(*) AS total FROM cash_entries WHERE entry_date LIKE ?", `${year}-%`));
      expect(book.summary.income).toBe(await sum("income"));
      expect(book.summary.expense).toBe(await sum("expense"));
      expect(book.summary.closing).toBe(book.summary.opening + book.summary.income - book.summary.expense);
    }
  });
});
