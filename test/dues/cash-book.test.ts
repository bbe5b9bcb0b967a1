import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiCall } from "../support/admin-api";
import { resetAccounts } from "../support/accounts";
import { addMember, callerWith, resetDues, sumOf } from "../support/dues";
import { visit, ORIGIN } from "../support/fetch";

type Category = { id: number; name: string; direction: "income" | "expense"; derbisLine: string; systemKey: string | null };
type Year = {
  items: { no: number; description: string; amount: number; direction: string; reversedBy: number | null; id: number }[];
  total: number;
  totals: { name: string; total: number }[];
  summary: { lines: Record<string, number>; income: number; expense: number; opening: number; closing: number };
};

describe("the cash book (İşletme Hesabı Defteri)", () => {
  let treasurer: ApiCall;
  let categories: Category[];
  const categoryId = (name: string) => categories.find((category) => category.name === name)!.id;
  const entry = (direction: "income" | "expense", name: string, amount: number, entryDate: string, description = `${name} kaydı`) => ({
    token: crypto.randomUUID(),
    entryDate,
    direction,
    categoryId: categoryId(name),
    description,
    amount,
  });

  beforeEach(async () => {
    await resetDues();
    await resetAccounts();
    treasurer = await callerWith("member", ["treasurer"]);
    categories = (await treasurer<Category[]>("GET", "/cash-book/categories")).body;
  });

  it("starts with the usual categories, each on a line of the yearly summary", () => {
    expect(categories.filter((category) => category.direction === "income").map((category) => category.name)).toContain("Bağış");
    expect(categories.find((category) => category.systemKey === "dues")!.name).toBe("Aidat");
  });

  it("keeps income and expense, numbers them within the year as recorded, and totals them by category in SQL", async () => {
    await treasurer("POST", "/cash-book/entries", entry("income", "Bağış", 250000, "2026-02-10"));
    await treasurer("POST", "/cash-book/entries", entry("expense", "Kira", 450000, "2026-01-05"));
    await treasurer("POST", "/cash-book/entries", entry("expense", "Faturalar", 81245, "2026-02-12"));
    await treasurer("POST", "/cash-book/entries", entry("income", "Bağış", 10000, "2025-12-30"));
    const year = (await treasurer<Year>("GET", "/cash-book/years/2026")).body;
    expect(year.items.map((item) => [item.no, item.description])).toEqual([
      [1, "Bağış kaydı"],
      [2, "Kira kaydı"],
      [3, "Faturalar kaydı"],
    ]);
    expect((await treasurer<Year>("GET", "/cash-book/years/2025")).body.items.map((item) => item.no)).toEqual([1]);
    expect(year.summary).toMatchObject({ income: 250000, expense: 531245, opening: 10000, closing: 10000 + 250000 - 531245 });
    expect(year.summary.lines.income_donations).toBe(250000);
    expect(year.summary.lines.expense_rent).toBe(450000);
  });

  it("corrects an entry only by a reversal, once, and a dues posting not at all here", async () => {
    const added = await treasurer<{ id: number }>("POST", "/cash-book/entries", entry("expense", "Kira", 450000, "2026-01-05"));
    const reverse = () => treasurer<{ statusMessage: string }>("POST", `/cash-book/entries/${added.body.id}/reverse`, { token: crypto.randomUUID(), on: "2026-01-06", reason: "Tutar yanlış yazıldı" });
    expect((await reverse()).status).toBe(200);
    expect((await reverse()).status).toBe(409);
    const year = (await treasurer<Year>("GET", "/cash-book/years/2026")).body;
    expect(year.items[0]!.reversedBy).toBe(year.items[1]!.id);
    expect(year.summary.expense).toBe(0);
    expect(await sumOf("SELECT count(*) AS total FROM audit_log WHERE action LIKE 'cashbook.%'")).toBe(2);

    await addMember({ no: 1, name: "Ali Yılmaz", acceptedOn: "2024-01-10" });
    const paid = await treasurer<{ id: number }>("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 1, paidOn: "2026-03-01", amount: 5000, method: "cash", receiptSerial: "B-1" });
    const posted = await env.DB.prepare("SELECT id FROM cash_entries WHERE payment_id = ?").bind(paid.body.id).first<{ id: number }>();
    expect((await treasurer("POST", `/cash-book/entries/${posted!.id}/reverse`, { token: crypto.randomUUID(), on: "2026-03-02", reason: "Deneme" })).status).toBe(409);
  });

  it("refuses a category of the other direction or the dues category, under the field", async () => {
    const wrong = await treasurer<{ fields: Record<string, string> }>("POST", "/cash-book/entries", { ...entry("income", "Kira", 1000, "2026-01-05"), direction: "income" });
    expect(wrong.status).toBe(409);
    expect(wrong.body.fields.categoryId).toBe("Bu türü seçemezsiniz.");
    expect((await treasurer("POST", "/cash-book/entries", entry("income", "Aidat", 1000, "2026-01-05"))).status).toBe(409);
  });

  it("adds a category of its own and refuses a name used twice", async () => {
    const body = { direction: "income", name: "Kermes geliri", derbisLine: "income_activities" };
    expect((await treasurer("POST", "/cash-book/categories", body)).status).toBe(201);
    expect((await treasurer("POST", "/cash-book/categories", body)).status).toBe(409);
  });

  it("renames a category, moves it to another summary line of its direction and archives it, each audited", async () => {
    const added = await treasurer<{ id: number }>("POST", "/cash-book/categories", { direction: "income", name: "Kermes", derbisLine: "income_activities" });
    const id = added.body.id;
    expect((await treasurer("PUT", `/cash-book/categories/${id}`, { name: "Kermes satışları", derbisLine: "income_other" })).status).toBe(200);
    // The other direction's line, a name in use and the dues category are refused.
    expect((await treasurer("PUT", `/cash-book/categories/${id}`, { name: "Kermes satışları", derbisLine: "expense_other" })).status).toBe(404);
    const taken = await treasurer<{ fields: Record<string, string> }>("PUT", `/cash-book/categories/${id}`, { name: "Bağış", derbisLine: "income_other" });
    expect([taken.status, taken.body.fields.name]).toEqual([409, "Bu adla bir tür zaten var."]);
    expect((await treasurer("PUT", `/cash-book/categories/${categoryId("Aidat")}`, { name: "Üye aidatı", derbisLine: "income_dues" })).status).toBe(404);
    expect((await treasurer("PUT", `/cash-book/categories/${id}/archived`, { archived: true })).status).toBe(200);
    const listed = (await treasurer<Category[]>("GET", "/cash-book/categories")).body.find((category) => category.id === id);
    expect(listed).toMatchObject({ name: "Kermes satışları", derbisLine: "income_other", archived: true });
    const audits = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'cashbook.category' ORDER BY id").all<{ summary: string }>();
    expect(audits.results.map((row) => row.summary)).toEqual(["Defter türü eklendi: Kermes", "Defter türü değiştirildi: Kermes → Kermes satışları, yıllık özette: Diğer gelirler", "Defter türü arşivlendi: Kermes satışları"]);
  });

  it("downloads the year as a CSV Turkish Excel opens as it is", async () => {
    await treasurer("POST", "/cash-book/entries", entry("income", "Bağış", 125050, "2026-02-10", "=Bağış; Selin"));
    const rent = await treasurer<{ id: number }>("POST", "/cash-book/entries", entry("expense", "Kira", 450000, "2026-02-11", "Şubat kirası"));
    await treasurer("POST", `/cash-book/entries/${rent.body.id}/reverse`, { token: crypto.randomUUID(), on: "2026-02-12", reason: "İki kez yazıldı" });
    const cookie = await callerCookie();
    const response = await visit("/api/cash-book/years/2026/csv", { headers: { cookie, origin: ORIGIN } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(text.startsWith("\uFEFFSıra no;Tarih;Tür;Açıklama;Gelir;Gider\r\n")).toBe(true);
    expect(text).toContain(`1;2026-02-10;Bağış;"'=Bağış; Selin";1.250,50;\r\n`);
    // Amounts stay numbers Turkish Excel sums, the reversal's negative one too (never "'-4.500,00").
    expect(text).toContain(";Şubat kirası;;4.500,00\r\n");
    expect(text).toMatch(/;Düzeltme \(İki kez yazıldı\): Şubat kirası;;-4\.500,00\r\n/);
  });

  it("prints the year as A4 pages in the book's columns, for those who keep the books only", async () => {
    await treasurer("POST", "/cash-book/entries", entry("expense", "Kira", 450000, "2026-01-05", "Ocak kirası"));
    const cookie = await callerCookie();
    const page = await visit("/admin/defter-yazdir?yil=2026", { headers: { cookie } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("İşletme Hesabı Defteri · 2026");
    expect(html).toContain("Ocak kirası");
    expect(html).toContain("₺4.500,00");
    const { createAccount, sessionCookie } = await import("../support/accounts");
    const editor = (await sessionCookie((await createAccount("editor")).id)).cookie;
    expect((await visit("/admin/defter-yazdir?yil=2026", { headers: { cookie: editor } })).status).toBe(403);
  });

  it("prints each entry's document and carries the columns' totals from page to page (nakli yekûn)", async () => {
    await addMember({ no: 7, name: "Elif Çetin", acceptedOn: "2024-01-10" });
    await treasurer("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 7, paidOn: "2026-01-02", amount: 120000, method: "cash", receiptSerial: "A-0042" });
    for (let day = 3; day <= 31; day += 1) {
      const bill = { ...entry("expense", "Faturalar", 10000, `2026-01-${String(day).padStart(2, "0")}`, `Fatura ${day}`), documentRef: `Fatura 2026/${100 + day}` };
      expect((await treasurer("POST", "/cash-book/entries", bill)).status).toBe(201);
    }
    const html = await (await visit("/admin/defter-yazdir?yil=2026", { headers: { cookie: await callerCookie() } })).text();
    expect(html).toContain("<th scope=\"col\">Belge</th>");
    expect(html).toContain("Alındı belgesi A-0042");
    expect(html).toContain("Fatura 2026/131");
    // 30 entries: the first page's 18 (the payment and 17 bills) carried to the second page.
    const carried = [...html.matchAll(/<tr class="book-carry"><th[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td>/g)].map((match) => match.slice(1));
    expect(carried).toEqual([
      ["Sonraki sayfaya devreden (nakli yekûn)", "₺1.200,00", "₺1.700,00"],
      ["Önceki sayfadan devreden (nakli yekûn)", "₺1.200,00", "₺1.700,00"],
      ["Yıl toplamı", "₺1.200,00", "₺2.900,00"],
    ]);
  });

  it("never moves a printed number or carried total: an entry recorded late takes the next number with its own date", async () => {
    for (let day = 1; day <= 20; day += 1) {
      await treasurer("POST", "/cash-book/entries", entry("expense", "Faturalar", 10000, `2026-11-${String(day).padStart(2, "0")}`, `Kasım faturası ${day}`));
    }
    const print = async () => (await visit("/admin/defter-yazdir?yil=2026", { headers: { cookie: await callerCookie() } })).text();
    const firstPage = (html: string) => html.slice(0, html.indexOf("Sonraki sayfaya devreden"));
    const printed = await print();
    // Two April bank payments confirmed in December: their own date, the book's next numbers.
    await addMember({ no: 8, name: "Deniz Kaya", acceptedOn: "2024-01-10" });
    for (const [serial, paidOn] of [["B-1", "2026-04-03"], ["B-2", "2026-04-09"]]) {
      expect((await treasurer("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 8, paidOn, amount: 5000, method: "cash", receiptSerial: serial })).status).toBe(201);
    }
    const year = (await treasurer<Year & { items: { entryDate: string }[] }>("GET", "/cash-book/years/2026")).body;
    expect(year.items.slice(0, 3).map((item) => [item.no, item.description])).toEqual([
      [1, "Kasım faturası 1"],
      [2, "Kasım faturası 2"],
      [3, "Kasım faturası 3"],
    ]);
    const next = (await treasurer<Year & { items: { entryDate: string }[] }>("GET", "/cash-book/years/2026?sayfa=2")).body;
    expect([...year.items, ...next.items].slice(-3).map((item) => [item.no, item.entryDate])).toEqual([
      [20, "2026-11-20"],
      [21, "2026-04-03"],
      [22, "2026-04-09"],
    ]);
    expect(firstPage(await print())).toBe(firstPage(printed));
    const stored = await env.DB.prepare("SELECT count(DISTINCT entry_no) AS numbers, max(entry_no) AS last FROM cash_entries WHERE substr(entry_date, 1, 4) = '2026'").first();
    expect(stored).toEqual({ numbers: 22, last: 22 });
  });

  async function callerCookie() {
    const { createAccount, sessionCookie } = await import("../support/accounts");
    const account = await createAccount("admin");
    return (await sessionCookie(account.id)).cookie;
  }
});
