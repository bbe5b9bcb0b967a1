import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "../../src/db/client";
import { seedDues } from "../../src/db/seed/dues";
import { seedRegisters } from "../../src/db/seed/registers";
import type { DuesDashboardDto } from "../../src/shared/dues/dto";
import { resetAccounts } from "../support/accounts";
import { callerWith, resetDues, sumOf } from "../support/dues";

/** Empties the books and installs the demo register and money again, as `npm start` would at `now`. */
async function seedAt(now: Date) {
  await resetDues();
  await resetAccounts();
  await env.DB.batch(
    ["board_meeting_attendees", "board_decisions", "board_meetings"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)).concat(env.DB.prepare("DELETE FROM seed_runs WHERE name IN ('demo-registers', 'demo-dues')")),
  );
  expect(await seedRegisters(database(env.DB), env)).toBe(true);
  expect(await seedDues(database(env.DB), now)).toBe(true);
}

/** What any real cash book shows: a running balance (in the book's order) never below zero, ending above it. */
async function expectPlausibleBook(today: string) {
  const { results } = await env.DB.prepare("SELECT entry_date AS day, CASE direction WHEN 'income' THEN amount ELSE -amount END AS amount FROM cash_entries ORDER BY entry_date, id").all<{ day: string; amount: number }>();
  let balance = 0;
  const lowest = results.reduce((low, row) => Math.min(low, (balance += row.amount)), 0);
  expect(lowest).toBe(0);
  expect(balance).toBeGreaterThan(0);
  expect(results.every((row) => row.day <= today)).toBe(true);
  // Nobody pays before the board accepted them.
  expect(await sumOf("SELECT count(*) AS total FROM payments p JOIN member_register m ON m.id = p.register_id WHERE p.paid_on < m.accepted_on")).toBe(0);
}

/**
 * Runs the Worker (the seed and the API alike) on `day`'s clock: what the demo shows depends on the
 * season (dues fall due on 31 March and payments come after), and these tests must not change their
 * verdict with the day they run on.
 */
function onTheClockOf(day: string): Date {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${day}T09:00:00Z`));
  return new Date();
}

afterEach(() => void vi.useRealTimers());

/** The demo money (src/db/seed/dues.ts): a treasurer's year that `npm start` shows, installed once. */
describe("the demo dues and cash book", () => {
  it("charges this year, with payments in full, in part and none, and a reversal, in a book that never goes below zero", async () => {
    await seedAt(onTheClockOf("2026-11-20"));
    const board = await callerWith("member", ["board"]);
    const dashboard = (await board<DuesDashboardDto>("GET", "/dues/dashboard")).body;
    expect(dashboard.charged).toBe(await sumOf("SELECT sum(amount) AS total FROM dues WHERE year = 2026"));
    expect(dashboard.charged).toBeGreaterThan(0);
    expect(dashboard.behind.total).toBeGreaterThan(5);
    expect(await sumOf("SELECT count(*) AS total FROM payments WHERE reverses_id IS NOT NULL")).toBe(1);
    expect(await sumOf("SELECT count(*) AS total FROM payments WHERE method = 'cash' AND reverses_id IS NULL")).toBeGreaterThan(5);
    expect(await sumOf("SELECT count(*) AS total FROM payments WHERE method = 'bank' AND reverses_id IS NULL")).toBeGreaterThan(5);
    // Every payment posted into the book; the balance is the book's own sum.
    expect(await sumOf("SELECT count(*) AS total FROM cash_entries WHERE payment_id IS NOT NULL")).toBe(await sumOf("SELECT count(*) AS total FROM payments"));
    expect(dashboard.balance).toBe(await sumOf("SELECT sum(CASE direction WHEN 'income' THEN amount ELSE -amount END) AS total FROM cash_entries"));
    await expectPlausibleBook(dashboard.today);
  });

  it("keeps the months of the cash book so far and the IBAN members see, and installs once", async () => {
    expect(await sumOf("SELECT count(DISTINCT substr(entry_date, 1, 7)) AS total FROM cash_entries WHERE payment_id IS NULL")).toBe(11);
    expect((await env.DB.prepare("SELECT value FROM settings WHERE key = 'dues'").first<{ value: string }>())!.value).toContain("TR330006100519786457841326");
    expect(await seedDues(database(env.DB))).toBe(false);
  });

  it("in January: the year charged, nobody behind before the due day, no payment yet, the book above zero", async () => {
    await seedAt(onTheClockOf("2027-01-05"));
    const board = await callerWith("member", ["board"]);
    const dashboard = (await board<DuesDashboardDto>("GET", "/dues/dashboard")).body;
    expect(dashboard.year).toBe(2027);
    expect(dashboard.charged).toBeGreaterThan(0);
    expect(dashboard.behind.total).toBe(0);
    expect(await sumOf("SELECT count(*) AS total FROM payments")).toBe(0);
    await expectPlausibleBook("2027-01-05");
  });
});

/** The incoming lines the browser reads from test/fixtures/bank/bogazici-nisan-2026.csv (test/client/admin/bank-statement.test.ts). */
const bogazici = [
  { bookedOn: "2026-04-10", amount: 30000, description: "Gelen FAST - Uye no: 2 Aidat 2026", counterparty: "Mehmet Aydın" },
  { bookedOn: "2026-04-11", amount: 100000, description: "Gelen EFT - Bağış", counterparty: "Selin Arslan" },
  { bookedOn: "2026-04-14", amount: 120000, description: "Gelen havale - Üye 4 Aidat 2026", counterparty: "Mustafa Öztürk" },
  { bookedOn: "2026-04-15", amount: 120000, description: "Gelen EFT - aidat", counterparty: "Elif Çetin" },
];

describe("the demo bank statements", () => {
  it("name demo members, so the import shows a match by reference and one by name", async () => {
    await seedAt(onTheClockOf("2026-11-20"));
    const treasurer = await callerWith("member", ["treasurer"]);
    await treasurer("POST", "/bank/import", { bank: "Boğaziçi Bankası", lines: bogazici });
    const waiting = (await treasurer<{ items: { matchKind: string | null; suggestedNo: number | null }[] }>("GET", "/bank/lines")).body.items;
    expect(waiting.map((line) => [line.matchKind, line.suggestedNo])).toEqual([
      ["reference", 2],
      [null, null],
      ["reference", 4],
      ["name", 5],
    ]);
  });
});

describe("the demo money in a later year", () => {
  it("charges the year it is installed in and dates nothing after that day", async () => {
    await seedAt(new Date("2027-06-15T09:00:00Z"));
    expect(await sumOf("SELECT count(*) AS total FROM dues WHERE year = 2027")).toBeGreaterThan(30);
    expect(await sumOf("SELECT count(*) AS total FROM dues WHERE year <> 2027")).toBe(0);
    expect(await sumOf("SELECT count(DISTINCT substr(entry_date, 1, 7)) AS total FROM cash_entries WHERE payment_id IS NULL")).toBe(6);
    await expectPlausibleBook("2027-06-15");
  });
});
