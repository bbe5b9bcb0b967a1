import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiCall } from "../support/admin-api";
import { resetAccounts } from "../support/accounts";
import { addMember, callerWith, resetDues, schedule, sumOf } from "../support/dues";

/** The lines the browser reads from test/fixtures/bank/anadolu-nisan-2026.csv (see test/client/admin/bank-statement.test.ts). */
const anadolu = [
  { bookedOn: "2026-04-02", amount: 120000, description: "ÜYE 1 AİDAT 2026 - AYŞE YILMAZ", counterparty: "AYŞE YILMAZ" },
  { bookedOn: "2026-04-03", amount: 30000, description: "EFT MEHMET AYDIN AIDAT", counterparty: "MEHMET AYDIN" },
  { bookedOn: "2026-04-07", amount: 25000, description: "HAVALE GELEN", counterparty: "MEHMET ŞAHİN" },
  { bookedOn: "2026-04-07", amount: 25000, description: "HAVALE GELEN", counterparty: "MEHMET ŞAHİN" },
];

type Lines = { items: { id: number; amount: number; matchKind: string | null; suggestedNo: number | null }[]; total: number };

describe("bank statement lines", () => {
  let treasurer: ApiCall;
  beforeEach(async () => {
    await resetDues();
    await resetAccounts();
    treasurer = await callerWith("member", ["treasurer"]);
    await addMember({ no: 1, name: "Ayşe Yılmaz", acceptedOn: "2024-01-10" });
    await addMember({ no: 2, name: "Mehmet Aydın", acceptedOn: "2024-01-10" });
    // Both owe 2026's 1.200 TL, so a line of that amount settles dues and becomes nobody's credit.
    await treasurer("PUT", "/dues/schedules", schedule(2026));
    await treasurer("POST", "/dues/charge", { year: 2026 });
  });

  it("matches a line by its reference first, then by the sender's name, and leaves the rest unmatched", async () => {
    expect((await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu })).body).toEqual({ lines: 4, added: 4, repeated: 0 });
    const waiting = (await treasurer<Lines>("GET", "/bank/lines")).body;
    expect(waiting.items.map((line) => [line.matchKind, line.suggestedNo])).toEqual([
      ["reference", 1],
      ["name", 2],
      [null, null],
      [null, null],
    ]);
  });

  it("never counts a statement uploaded twice, yet keeps two equal payments of one day", async () => {
    await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu });
    const again = await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu });
    expect(again.body).toEqual({ lines: 4, added: 0, repeated: 4 });
    expect(await sumOf("SELECT count(*) AS total FROM bank_lines")).toBe(4);
  });

  it("recognises a statement uploaded again under another spelling of the bank's name", async () => {
    await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu });
    expect((await treasurer("POST", "/bank/import", { bank: "Anadolu", lines: anadolu })).body).toEqual({ lines: 4, added: 0, repeated: 4 });
    expect(await sumOf("SELECT count(*) AS total FROM bank_lines")).toBe(4);
  });

  it("still recognises a line stored when the bank's name was part of its fingerprint", async () => {
    const [first] = anadolu;
    const key = JSON.stringify(["anadolu katilim", first!.bookedOn, first!.amount, first!.description, first!.counterparty]);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${key}#0`));
    const old = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    await env.DB.prepare("INSERT INTO bank_lines (fingerprint, bank, booked_on, amount, description, created_by_name) VALUES (?, 'Anadolu Katılım', ?, ?, ?, 'Eski')")
      .bind(old, first!.bookedOn, first!.amount, first!.description)
      .run();
    expect((await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu })).body).toEqual({ lines: 4, added: 3, repeated: 1 });
  });

  it("records a line once when two treasurers confirm it at the same moment", async () => {
    const other = await callerWith("admin");
    await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu });
    const [line] = (await treasurer<Lines>("GET", "/bank/lines")).body.items;
    const confirm = () => ({ token: crypto.randomUUID(), registerNo: 1, paidOn: "2026-04-02", amount: line!.amount, method: "bank", bankReference: "ÜYE 1 AİDAT 2026", bankLineId: line!.id });
    const answers = await Promise.all([treasurer("POST", "/dues/payments", confirm()), other("POST", "/dues/payments", confirm())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await sumOf("SELECT count(*) AS total FROM payments")).toBe(1);
    expect(await sumOf("SELECT count(*) AS total FROM cash_entries")).toBe(1);
    expect((await treasurer<Lines>("GET", "/bank/lines")).body.total).toBe(3);
  });

  it("takes a confirmed line's amount and day from the stored statement, not from the request", async () => {
    await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu });
    const [line] = (await treasurer<Lines>("GET", "/bank/lines")).body.items;
    const changed = { token: crypto.randomUUID(), registerNo: 1, paidOn: "2026-01-01", amount: 10_000_00, method: "bank", bankLineId: line!.id };
    expect((await treasurer("POST", "/dues/payments", changed)).status).toBe(201);
    expect(await env.DB.prepare("SELECT paid_on AS paidOn, amount FROM payments").first()).toEqual({ paidOn: "2026-04-02", amount: 120000 });
    expect(await sumOf("SELECT sum(amount) AS total FROM cash_entries")).toBe(120000);
  });

  it("says so before a line for a year already paid becomes credit, and records it only when the treasurer confirms", async () => {
    await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu });
    const [line] = (await treasurer<Lines>("GET", "/bank/lines")).body.items;
    expect((await treasurer("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 1, paidOn: "2026-03-02", amount: 120000, method: "cash", receiptSerial: "A-1" })).status).toBe(201);
    const confirm = { token: crypto.randomUUID(), registerNo: 1, paidOn: "2026-04-02", amount: line!.amount, method: "bank", bankLineId: line!.id };
    const asked = await treasurer<{ message: string; fields: Record<string, string> }>("POST", "/dues/payments", confirm);
    expect(asked.status).toBe(409);
    expect(asked.body.fields.asCredit).toBe("2026 aidatı zaten ödenmiş: bu ödemenin tamamı (₺1.200,00) üyenin alacağı olur ve sonra tahakkuk edecek aidata sayılır. Doğruysa “Alacak olarak kaydet”e basın.");
    // Nothing was written: the line still waits and the book holds the cash payment alone.
    expect(await sumOf("SELECT count(*) AS total FROM payments")).toBe(1);
    expect((await treasurer<Lines>("GET", "/bank/lines")).body.total).toBe(4);
    expect((await treasurer("POST", "/dues/payments", { ...confirm, asCredit: true })).status).toBe(201);
    expect(await sumOf("SELECT count(*) AS total FROM payments")).toBe(2);
    expect((await treasurer<Lines>("GET", "/bank/lines")).body.total).toBe(3);
  });

  it("names the part of a line beyond what the member owes, and asks nothing of a line that settles dues", async () => {
    await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu });
    const [first, second] = (await treasurer<Lines>("GET", "/bank/lines")).body.items;
    // Mehmet Aydın owes 1.200 TL: his 300 TL line settles part of it.
    expect((await treasurer("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 2, paidOn: "2026-04-03", amount: second!.amount, method: "bank", bankLineId: second!.id })).status).toBe(201);
    // 900 TL remain: 1.200 TL for him would leave 300 TL over.
    const asked = await treasurer<{ fields: Record<string, string> }>("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 2, paidOn: "2026-04-02", amount: first!.amount, method: "bank", bankLineId: first!.id });
    expect([asked.status, asked.body.fields.asCredit]).toEqual([409, "Bu üyenin ödenmemiş aidatı ₺900,00: bu ödemenin ₺300,00 tutarı üyenin alacağı olur ve sonra tahakkuk edecek aidata sayılır. Doğruysa “Alacak olarak kaydet”e basın."]);
  });

  it("gives a line back to the waiting list when its payment is reversed", async () => {
    await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu });
    const [line] = (await treasurer<Lines>("GET", "/bank/lines")).body.items;
    const paid = await treasurer<{ id: number }>("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 2, paidOn: "2026-04-02", amount: line!.amount, method: "bank", bankLineId: line!.id });
    await treasurer("POST", `/dues/payments/${paid.body.id}/reverse`, { token: crypto.randomUUID(), on: "2026-04-03", reason: "Yanlış üye seçildi" });
    expect((await treasurer<Lines>("GET", "/bank/lines")).body.total).toBe(4);
  });

  it("posts a line that is not dues to the cash book under the income category the treasurer picks, once", async () => {
    await treasurer("POST", "/bank/import", { bank: "Anadolu Katılım", lines: anadolu });
    const [, , line] = (await treasurer<Lines>("GET", "/bank/lines")).body.items;
    const categories = (await treasurer<{ id: number; name: string }[]>("GET", "/cash-book/categories")).body;
    const id = (name: string) => categories.find((category) => category.name === name)!.id;
    const unchosen = await treasurer<{ fields: Record<string, string> }>("POST", `/bank/lines/${line!.id}/dismiss`, {});
    expect([unchosen.status, unchosen.body.fields.categoryId]).toEqual([400, "Defterde hangi gelir türüne işleneceğini seçin."]);
    for (const wrong of ["Aidat", "Kira"]) {
      const refused = await treasurer<{ fields: Record<string, string> }>("POST", `/bank/lines/${line!.id}/dismiss`, { categoryId: id(wrong) });
      expect(refused.status).toBe(400);
      expect(refused.body.fields.categoryId).toContain("Bu gelir türü seçilemez");
    }
    expect(await sumOf("SELECT count(*) AS total FROM cash_entries")).toBe(0);
    expect((await treasurer("POST", `/bank/lines/${line!.id}/dismiss`, { categoryId: id("Bağış") })).status).toBe(200);
    expect((await treasurer("POST", `/bank/lines/${line!.id}/dismiss`, { categoryId: id("Bağış") })).status).toBe(409);
    expect((await treasurer<Lines>("GET", "/bank/lines")).body.total).toBe(3);
    const posted = await env.DB.prepare("SELECT e.entry_date AS entryDate, e.direction, c.name AS category, e.amount, e.description, e.document_ref AS documentRef FROM cash_entries e JOIN cash_categories c ON c.id = e.category_id").all();
    expect(posted.results).toEqual([{ entryDate: "2026-04-07", direction: "income", category: "Bağış", amount: 25000, description: "Banka: MEHMET ŞAHİN, HAVALE GELEN", documentRef: "Banka: Anadolu Katılım" }]);
  });

  it("remembers a bank's columns", async () => {
    const mapping = { date: "Tarih", amount: "", credit: "Alacak", description: "Açıklama", counterparty: "Karşı Taraf" };
    await treasurer("PUT", "/bank/layouts", { bank: "Anadolu Katılım", mapping });
    expect((await treasurer<{ bank: string; mapping: unknown }[]>("GET", "/bank/layouts")).body.map((row) => [row.bank, row.mapping])).toEqual([["Anadolu Katılım", mapping]]);
  });
});
