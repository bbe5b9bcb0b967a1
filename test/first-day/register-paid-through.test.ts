import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { tableToRows } from "../../client/admin/sections/register-import/rows";
import type { ImportCheckDto } from "../../src/shared/admin-contract";
import type { ApiCall } from "../support/admin-api";
import { callerWith, resetDues, schedule } from "../support/dues";
import { registerTable } from "../support/register-rows";

// An association adopting the site mid-year: this year's dues are charged already, and it brings
// its paper register, whose members have paid this year (all but one).
let call: ApiCall;
beforeAll(async () => {
  await resetDues();
  call = await callerWith("admin", ["board", "treasurer"]);
  expect((await call("PUT", "/dues/schedules", schedule(2026))).status).toBe(200);
  expect((await call("POST", "/dues/charge", { year: 2026 })).status).toBe(200);
});

const duesOf = async () =>
  (await env.DB.prepare("SELECT m.register_no AS no, d.year, d.kind, d.amount FROM dues d JOIN member_register m ON m.id = d.register_id ORDER BY m.register_no, d.year").all()).results;

describe("importing a register with the year each member has paid through", () => {
  it("refuses a paid-through year that is no year, in Turkish, and stores nothing", async () => {
    const rows = tableToRows(registerTable(1, 700)).rows;
    const refused = await call<{ statusMessage: string }>("POST", "/registers/import/denetle", { rows, paidThrough: 26 });
    expect(refused.status).toBe(400);
    expect(refused.body.statusMessage).toContain("Aidatın ödendiği son yıl 1900'den önce olamaz.");
  });

  it("says in the dry run what the import will charge, and charges exactly that: nothing for the years paid", async () => {
    const rows = tableToRows(registerTable(3, 701)).rows;
    rows[2]!.paidThrough = 2025;
    const checked = await call<ImportCheckDto>("POST", "/registers/import/denetle", { rows, paidThrough: 2026 });
    expect(checked.status).toBe(200);
    expect(checked.body.rows.map((row) => row.charged)).toEqual([[], [], [{ year: 2026, amount: 120000 }]]);
    expect(checked.body.charges).toEqual([{ year: 2026, members: 1, amount: 120000 }]);

    expect((await call("POST", "/registers/import", { rows, paidThrough: 2026 })).status).toBe(201);
    expect(await duesOf()).toEqual([{ no: 703, year: 2026, kind: "annual", amount: 120000 }]);
    const paidThrough = await env.DB.prepare("SELECT year FROM member_dues_paid_through ORDER BY register_id").all();
    expect(paidThrough.results).toEqual([{ year: 2026 }, { year: 2026 }, { year: 2025 }]);
  });

  it("leaves the paid members out of a later year's charge only up to their year", async () => {
    expect((await call("PUT", "/dues/schedules", schedule(2027))).status).toBe(200);
    expect((await call("POST", "/dues/charge", { year: 2027 })).status).toBe(200);
    const charged2027 = (await duesOf()).filter((due) => (due as { year: number }).year === 2027);
    expect(charged2027.map((due) => (due as { no: number }).no)).toEqual([701, 702, 703]);
  });

  it("charges as before when the file says nothing of what was paid", async () => {
    // A person of a longer book, in no earlier test (the first three are in the register now).
    const rows = tableToRows(registerTable(16, 700)).rows.slice(15);
    const checked = await call<ImportCheckDto>("POST", "/registers/import/denetle", { rows });
    expect(checked.body.charges).toEqual([
      { year: 2026, members: 1, amount: 120000 },
      { year: 2027, members: 1, amount: 120000 },
    ]);
  });
});
