import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiCall } from "../support/admin-api";
import { resetAccounts } from "../support/accounts";
import { addMember, callerWith, resetDues, schedule, sumOf } from "../support/dues";
import type { MemberDuesDto } from "../../src/shared/dues/dto";

const cash = (registerNo: number, amount: number, receiptSerial: string, paidOn = "2026-04-02") => ({
  token: crypto.randomUUID(),
  registerNo,
  paidOn,
  amount,
  method: "cash",
  receiptSerial,
});
const bank = (registerNo: number, amount: number, bankReference = "Üye 1 Aidat 2026") => ({ token: crypto.randomUUID(), registerNo, paidOn: "2026-04-03", amount, method: "bank", bankReference });

describe("payments", () => {
  let treasurer: ApiCall;
  const member = 1;
  beforeEach(async () => {
    await resetDues();
    await resetAccounts();
    treasurer = await callerWith("member", ["treasurer"]);
    await addMember({ no: member, name: "Ali Yılmaz", acceptedOn: "2024-01-10" });
    for (const year of [2025, 2026]) {
      await treasurer("PUT", "/dues/schedules", schedule(year));
      await treasurer("POST", "/dues/charge", { year });
    }
  });

  const standing = async () => (await treasurer<MemberDuesDto>("GET", `/dues/members/${member}`)).body;

  it("records a cash payment with its receipt serial, posts it into the cash book and audits it", async () => {
    const paid = await treasurer<{ id: number }>("POST", "/dues/payments", cash(member, 120000, "A-0001"));
    expect(paid.status).toBe(201);
    const entry = await env.DB.prepare("SELECT direction, amount, entry_date AS entryDate, description FROM cash_entries WHERE payment_id = ?").bind(paid.body.id).first();
    expect(entry).toEqual({ direction: "income", amount: 120000, entryDate: "2026-04-02", description: "Aidat: Ali Yılmaz (üye no 1), alındı belgesi A-0001" });
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'dues.payment'").first<{ summary: string }>();
    expect(audit!.summary).toBe("Ödeme kaydedildi: Ali Yılmaz, ₺1.200,00 (nakit, alındı belgesi A-0001)");
  });

  it("refuses a receipt serial used before, under its field, and writes nothing", async () => {
    await treasurer("POST", "/dues/payments", cash(member, 5000, "A-0002"));
    const again = await treasurer<{ fields: Record<string, string> }>("POST", "/dues/payments", cash(member, 7000, "A-0002"));
    expect(again.status).toBe(409);
    expect(again.body.fields.receiptSerial).toBe("Bu alındı belgesi numarası başka bir ödemede kullanılmış.");
    expect(await sumOf("SELECT count(*) AS total FROM payments")).toBe(1);
    expect(await sumOf("SELECT count(*) AS total FROM cash_entries")).toBe(1);
  });

  it("asks a cash payment for its receipt serial", async () => {
    const refused = await treasurer<{ fields: Record<string, string> }>("POST", "/dues/payments", cash(member, 5000, ""));
    expect(refused.status).toBe(400);
    expect(refused.body.fields.receiptSerial).toBe("Nakit ödemede alındı belgesinin seri ve sıra numarasını yazın.");
  });

  it("stores a doubled submission once", async () => {
    const body = bank(member, 5000);
    const [first, second] = [await treasurer("POST", "/dues/payments", body), await treasurer("POST", "/dues/payments", body)];
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await sumOf("SELECT count(*) AS total FROM payments")).toBe(1);
  });

  it("settles the oldest dues first: a partial payment, then one for several years, then a credit", async () => {
    await treasurer("POST", "/dues/payments", bank(member, 50000));
    let now = await standing();
    // 2025: the entry fee (charged in the acceptance year, 2024) is not in a scheduled year; 2025's annual due first.
    expect(now.dues.map((due) => [due.year, due.kind, due.amount, due.settled])).toEqual([
      [2026, "annual", 120000, 0],
      [2025, "annual", 120000, 50000],
    ]);
    await treasurer("POST", "/dues/payments", bank(member, 200000));
    now = await standing();
    expect(now.dues.map((due) => due.settled)).toEqual([120000, 120000]);
    expect(now.paid - now.charged).toBe(10000);
    const dashboard = await treasurer<{ credit: number; collected: number; charged: number }>("GET", "/dues/dashboard");
    expect(dashboard.body.credit).toBe(10000);
    expect(dashboard.body.collected).toBe(250000);
    expect(dashboard.body.charged).toBe(120000);
  });

  it("corrects a payment only by a reversal, in the payments and in the cash book, once", async () => {
    const paid = await treasurer<{ id: number }>("POST", "/dues/payments", cash(member, 120000, "A-0003"));
    const reversal = { token: crypto.randomUUID(), on: "2026-04-05", reason: "Yanlış üyeye yazıldı" };
    expect((await treasurer("POST", `/dues/payments/${paid.body.id}/reverse`, reversal)).status).toBe(200);
    const again = await treasurer<{ statusMessage: string }>("POST", `/dues/payments/${paid.body.id}/reverse`, { ...reversal, token: crypto.randomUUID() });
    expect(again.status).toBe(409);
    expect(await sumOf("SELECT coalesce(sum(amount), 0) AS total FROM payments")).toBe(0);
    expect(await sumOf("SELECT coalesce(sum(amount), 0) AS total FROM cash_entries")).toBe(0);
    expect(await sumOf("SELECT count(*) AS total FROM cash_entries WHERE reverses_id IS NOT NULL AND amount = -120000")).toBe(1);
    expect((await standing()).paid).toBe(0);
    // The paper receipt's serial stays with its payment: another amount cannot use it.
    expect((await treasurer("POST", "/dues/payments", cash(member, 1000, "A-0003"))).status).toBe(409);
    expect(await sumOf("SELECT count(*) AS total FROM audit_log WHERE action = 'dues.reversal'")).toBe(1);
  });

  it("records a reversed cash payment again for the right member under its paper receipt's serial, once", async () => {
    await addMember({ no: 2, name: "Zeynep Kaya", acceptedOn: "2024-01-10" });
    const paid = await treasurer<{ id: number }>("POST", "/dues/payments", cash(member, 120000, "A-0007"));
    await treasurer("POST", `/dues/payments/${paid.body.id}/reverse`, { token: crypto.randomUUID(), on: "2026-04-03", reason: "Yanlış üyeye yazıldı" });
    const moved = await treasurer<{ id: number }>("POST", "/dues/payments", cash(2, 120000, "A-0007"));
    expect(moved.status).toBe(201);
    expect(await env.DB.prepare("SELECT corrects_id AS correctsId FROM payments WHERE id = ?").bind(moved.body.id).first()).toEqual({ correctsId: paid.body.id });
    // The paper is now the second member's: a third use of it is refused.
    expect((await treasurer("POST", "/dues/payments", cash(member, 120000, "A-0007"))).status).toBe(409);
    expect(await sumOf("SELECT coalesce(sum(amount), 0) AS total FROM cash_entries")).toBe(120000);
  });

  it("refuses a payment for a member not in the register", async () => {
    const refused = await treasurer<{ fields: Record<string, string> }>("POST", "/dues/payments", bank(99999, 1000));
    expect(refused.status).toBe(404);
    expect(refused.body.fields.registerNo).toBe("Bu numarada bir üye kaydı yok.");
  });
});
