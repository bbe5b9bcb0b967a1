import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { seedDues } from "../../src/db/seed/dues";
import { seedRegisters } from "../../src/db/seed/registers";
import type { DuesDashboardDto } from "../../src/shared/dues/dto";
import { resetAccounts } from "../support/accounts";
import { callerWith, resetDues, sumOf } from "../support/dues";

/** The demo money (src/db/seed/dues.ts): a treasurer's year that `npm start` shows, installed once. */
describe("the demo dues and cash book", () => {
  beforeAll(async () => {
    await resetDues();
    await resetAccounts();
    await env.DB.batch(
      ["board_meeting_attendees", "board_decisions", "board_meetings"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)).concat(env.DB.prepare("DELETE FROM seed_runs WHERE name IN ('demo-registers', 'demo-dues')")),
    );
    expect(await seedRegisters(database(env.DB), env)).toBe(true);
    expect(await seedDues(database(env.DB))).toBe(true);
  });

  it("charges the year, with payments in full, in part and none, and a reversal", async () => {
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
  });

  it("keeps eleven months of the cash book and the IBAN members see, and installs once", async () => {
    expect(await sumOf("SELECT count(DISTINCT substr(entry_date, 1, 7)) AS total FROM cash_entries WHERE payment_id IS NULL")).toBe(11);
    expect((await env.DB.prepare("SELECT value FROM settings WHERE key = 'dues'").first<{ value: string }>())!.value).toContain("TR330006100519786457841326");
    expect(await seedDues(database(env.DB))).toBe(false);
  });
});
