import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiCall } from "../support/admin-api";
import { resetAccounts } from "../support/accounts";
import { addMember, callerWith, resetDues, schedule } from "../support/dues";

const duesOf = async (registerId: number) =>
  (await env.DB.prepare("SELECT year, kind, amount, due_on AS dueOn FROM dues WHERE register_id = ? ORDER BY year, kind").bind(registerId).all()).results;

describe("the dues schedule and the year's charge", () => {
  let treasurer: ApiCall;
  beforeEach(async () => {
    await resetDues();
    await resetAccounts();
    treasurer = await callerWith("member", ["treasurer"]);
  });

  it("charges every member the amount of their category, once, and honorary members nothing", async () => {
    const full = await addMember({ no: 1, name: "Ali Yılmaz", acceptedOn: "2020-05-04" });
    const student = await addMember({ no: 2, name: "Zeynep Kaya", acceptedOn: "2021-09-01", category: "ogrenci" });
    const honorary = await addMember({ no: 3, name: "Hüsnü Şen", acceptedOn: "2019-01-10", category: "onursal" });
    expect((await treasurer("PUT", "/dues/schedules", schedule(2026))).status).toBe(200);

    const first = await treasurer<{ created: number }>("POST", "/dues/charge", { year: 2026 });
    expect(first).toEqual({ status: 200, body: { created: 2 } });
    expect(await duesOf(full)).toEqual([{ year: 2026, kind: "annual", amount: 120000, dueOn: "2026-03-31" }]);
    expect(await duesOf(student)).toEqual([{ year: 2026, kind: "annual", amount: 30000, dueOn: "2026-03-31" }]);
    expect(await duesOf(honorary)).toEqual([]);

    const again = await treasurer<{ created: number }>("POST", "/dues/charge", { year: 2026 });
    expect(again.body.created).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM dues").first<{ n: number }>())!.n).toBe(2);
  });

  it("counts members, not dues, when a member accepted this year owes the entry fee too", async () => {
    const newcomer = await addMember({ no: 1, name: "Ali Yılmaz", acceptedOn: "2026-02-10" });
    await addMember({ no: 2, name: "Zeynep Kaya", acceptedOn: "2021-09-01" });
    await treasurer("PUT", "/dues/schedules", schedule(2026));
    expect((await treasurer<{ created: number }>("POST", "/dues/charge", { year: 2026 })).body).toEqual({ created: 2 });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM dues WHERE register_id = ?").bind(newcomer).first<{ n: number }>())!.n).toBe(2);
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'dues.charge'").first<{ summary: string }>();
    expect(audit!.summary).toBe("2026 aidatı tahakkuk ettirildi: 2 üye");
  });

  it("sets a member's dues category on their dues screen, audited, and charges by it", async () => {
    await addMember({ no: 1, name: "Ali Yılmaz", acceptedOn: "2020-05-04" });
    const member = async () => (await treasurer<{ category: string }>("GET", "/dues/members/1")).body.category;
    expect(await member()).toBe("asil");
    expect((await treasurer("PUT", "/dues/members/1/category", { category: "ogrenci" })).status).toBe(200);
    expect(await member()).toBe("ogrenci");
    // The same choice again changes nothing and writes no second audit entry.
    await treasurer("PUT", "/dues/members/1/category", { category: "ogrenci" });
    const audits = await env.DB.prepare("SELECT target, summary FROM audit_log WHERE action = 'dues.category'").all();
    expect(audits.results).toEqual([{ target: "uye:1", summary: "Ali Yılmaz: aidat türü Öğrenci üye oldu" }]);
    expect((await treasurer("PUT", "/dues/members/99/category", { category: "ogrenci" })).status).toBe(404);
    await treasurer("PUT", "/dues/schedules", schedule(2026));
    await treasurer("POST", "/dues/charge", { year: 2026 });
    expect(await env.DB.prepare("SELECT amount FROM dues").first()).toEqual({ amount: 30000 });
  });

  it("charges a year once when two treasurers charge it at the same moment", async () => {
    for (let no = 1; no <= 40; no += 1) await addMember({ no, name: `Üye ${no}`, acceptedOn: "2024-02-01" });
    const other = await callerWith("admin");
    await treasurer("PUT", "/dues/schedules", schedule(2026));
    const answers = await Promise.all([treasurer<{ created: number }>("POST", "/dues/charge", { year: 2026 }), other<{ created: number }>("POST", "/dues/charge", { year: 2026 })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.created + answers[1]!.body.created).toBe(40);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM dues WHERE year = 2026").first<{ n: number }>())!.n).toBe(40);
    const audits = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'dues.charge'").first<{ n: number }>();
    expect(audits!.n).toBe(1);
  });

  it("charges a member accepted after the charge as they are entered, pro rata from their month, with the entry fee", async () => {
    await treasurer("PUT", "/dues/schedules", schedule(2026, { proRata: true }));
    await treasurer("POST", "/dues/charge", { year: 2026 });
    const september = await addMember({ no: 7, name: "Eylül Demir", acceptedOn: "2026-09-15" });
    // September to December: 4 of 12 months of 1.200 TL, due 30 days after acceptance.
    expect(await duesOf(september)).toEqual([
      { year: 2026, kind: "annual", amount: 40000, dueOn: "2026-10-15" },
      { year: 2026, kind: "entry", amount: 10000, dueOn: "2026-10-15" },
    ]);
  });

  it("charges a mid-year member the full year when the schedule is not pro rata, and nothing for a year not yet charged", async () => {
    await treasurer("PUT", "/dues/schedules", schedule(2026));
    await treasurer("PUT", "/dues/schedules", schedule(2027));
    await treasurer("POST", "/dues/charge", { year: 2026 });
    const june = await addMember({ no: 8, name: "Haziran Öz", acceptedOn: "2026-06-01" });
    expect((await duesOf(june)).map((due) => [due.year, due.kind, due.amount])).toEqual([
      [2026, "annual", 120000],
      [2026, "entry", 10000],
    ]);
  });

  it("does not charge a member who left before the due date", async () => {
    const left = await addMember({ no: 9, name: "Giden Üye", acceptedOn: "2020-01-01", exitedOn: "2026-02-01" });
    const stays = await addMember({ no: 10, name: "Kalan Üye", acceptedOn: "2020-01-01", exitedOn: "2026-05-01" });
    await treasurer("PUT", "/dues/schedules", schedule(2026));
    await treasurer("POST", "/dues/charge", { year: 2026 });
    expect(await duesOf(left)).toEqual([]);
    expect((await duesOf(stays)).length).toBe(1);
  });

  it("keeps a charged year's schedule as charged, and says so in Turkish", async () => {
    await treasurer("PUT", "/dues/schedules", schedule(2026));
    await treasurer("POST", "/dues/charge", { year: 2026 });
    const changed = await treasurer<{ statusMessage: string }>("PUT", "/dues/schedules", schedule(2026, { entryFee: 0 }));
    expect(changed.status).toBe(409);
    expect(changed.body.statusMessage).toContain("tahakkuk ettirildi");
  });

  it("refuses a schedule whose due date lies outside its year, under the field", async () => {
    const refused = await treasurer<{ fields: Record<string, string> }>("PUT", "/dues/schedules", schedule(2026, { dueOn: "2025-12-31" }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields.dueOn).toBe("Ödeme günü tarifenin yılı içinde olmalı.");
  });

  it("answers a charge of a year without a schedule in Turkish", async () => {
    const refused = await treasurer<{ statusMessage: string }>("POST", "/dues/charge", { year: 2030 });
    expect(refused.status).toBe(404);
    expect(refused.body.statusMessage).toBe("2030 için aidat tarifesi yok; önce tarifeyi kaydedin.");
  });
});
