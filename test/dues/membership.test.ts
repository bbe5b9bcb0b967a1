import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MemberDuesDto } from "../../src/shared/dues/dto";
import { addMember, freshTreasurerCookie, schedule } from "../support/dues";
import { mailObserver } from "../support/mail";

/** Dues follow membership (docs/dues.md, TMK art. 70): owed for the time of membership, nothing after, and not on the day one joins. */
describe("dues that follow membership", () => {
  const { queued, api, clear, runCron } = mailObserver();
  let cookie = "";
  const call = async <T,>(method: string, path: string, body?: unknown) => (await api(method, path, cookie, body)).json() as Promise<T>;
  const duesOf = async (no: number) => (await call<MemberDuesDto>("GET", `/dues/members/${no}`)).dues.map((due) => [due.year, due.kind, due.amount, due.dueOn]);
  const exit = (id: number, day: string) => env.DB.prepare("UPDATE member_register SET exited_on = ?, exit_kind = 'resignation' WHERE id = ?").bind(day, id).run();

  beforeEach(async () => {
    clear();
    cookie = await freshTreasurerCookie();
  });
  afterEach(() => void vi.useRealTimers());

  it("takes back the years after a resignation recorded once they were charged, keeping what was owed before", async () => {
    const id = await addMember({ no: 1, name: "Ali Ayrılan", acceptedOn: "2020-01-10" });
    for (const year of [2026, 2027]) {
      await call("PUT", "/dues/schedules", schedule(year, { entryFee: 0 }));
      await call("POST", "/dues/charge", { year });
    }
    expect(await duesOf(1)).toEqual([
      [2027, "annual", 120000, "2027-03-31"],
      [2026, "annual", 120000, "2026-03-31"],
    ]);
    await exit(id, "2026-06-30");
    expect(await duesOf(1)).toEqual([[2026, "annual", 120000, "2026-03-31"]]);
  });

  it("owes nothing for a year whose due date the membership does not reach, and its months under a pro-rata tariff", async () => {
    const early = await addMember({ no: 1, name: "Şubat'ta Ayrılan", acceptedOn: "2020-01-10" });
    const prorated = await addMember({ no: 2, name: "Mayıs'ta Ayrılan", acceptedOn: "2020-01-10" });
    await call("PUT", "/dues/schedules", schedule(2026, { entryFee: 0 }));
    await call("PUT", "/dues/schedules", schedule(2027, { entryFee: 0, proRata: true }));
    await call("POST", "/dues/charge", { year: 2026 });
    await call("POST", "/dues/charge", { year: 2027 });
    await exit(early, "2026-02-10");
    await exit(prorated, "2027-05-15");
    expect(await duesOf(1)).toEqual([]);
    // January to May of 2027: 5 months of 1.200 TL a year.
    expect(await duesOf(2)).toEqual([
      [2027, "annual", 50000, "2027-03-31"],
      [2026, "annual", 120000, "2026-03-31"],
    ]);
  });

  it("gives a member accepted after the due date 30 days to pay: not behind, and not mailed, on the day they join", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-10T09:00:00Z"));
    await call("PUT", "/dues/schedules", schedule(2026));
    await call("POST", "/dues/charge", { year: 2026 });
    await call("PUT", "/dues/settings", { iban: "TR330006100519786457841326", accountHolder: "", reminders: ["before", "due", "late30", "late90"], version: 0 });
    const id = await addMember({ no: 7, name: "Yeni Üye", acceptedOn: "2026-06-10" });
    await env.DB.prepare("UPDATE member_register SET email = 'yeni@example.com' WHERE id = ?").bind(id).run();
    const standing = await call<MemberDuesDto>("GET", "/dues/members/7");
    expect(standing.dues.map((due) => [due.kind, due.dueOn])).toEqual([
      ["entry", "2026-07-10"],
      ["annual", "2026-07-10"],
    ]);
    expect(standing.dueNow).toBe(0);
    await runCron("17 3 * * *", Date.parse("2026-06-10T03:17:00Z"));
    expect(queued).toEqual([]);
  });
});
