import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiCall } from "../support/admin-api";
import { resetAccounts } from "../support/accounts";
import { dayFromToday, plan, resetAssembly } from "../support/assembly";
import { addMember, callerWith, resetDues, schedule, sumOf } from "../support/dues";
import { resultInput } from "../../src/shared/assembly/inputs";
import { DAY_FORMAT_MESSAGE, NO_SUCH_DAY_MESSAGE, YEAR_RANGE_MESSAGE } from "../../src/shared/calendar-day";

type Refusal = { statusMessage: string; fields?: Record<string, string> };

/** What people and other software type for a day: none of them is one, and none may answer 500. */
const NOT_DAYS: [string, string][] = [
  ["2026-13-01", NO_SUCH_DAY_MESSAGE],
  ["2026-11-32", NO_SUCH_DAY_MESSAGE],
  ["2026-02-29", NO_SUCH_DAY_MESSAGE],
  ["0000-00-00", YEAR_RANGE_MESSAGE],
  ["2026-1-5", DAY_FORMAT_MESSAGE],
  ["05.11.2026", DAY_FORMAT_MESSAGE],
  ["abc", DAY_FORMAT_MESSAGE],
];

/** Every write that takes a day (docs/dues.md, docs/assembly.md): a Turkish 400 under the field, nothing written. */
describe("dates the records take", () => {
  let treasurer: ApiCall;
  let board: ApiCall;
  let paymentId = 0;
  let cashEntryId = 0;
  let categoryId = 0;

  beforeAll(async () => {
    await resetDues();
    await resetAssembly();
    await resetAccounts();
    [treasurer, board] = [await callerWith("member", ["treasurer"]), await callerWith("member", ["board"])];
    await addMember({ no: 1, name: "Ali Yılmaz", acceptedOn: "2024-01-10" });
    await treasurer("PUT", "/dues/schedules", schedule(2026));
    await treasurer("POST", "/dues/charge", { year: 2026 });
    const paid = await treasurer<{ id: number }>("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 1, paidOn: "2026-04-02", amount: 5000, method: "cash", receiptSerial: "T-1" });
    paymentId = paid.body.id;
    const categories = (await treasurer<{ id: number; name: string }[]>("GET", "/cash-book/categories")).body;
    categoryId = categories.find((category) => category.name === "Kira")!.id;
    cashEntryId = (await treasurer<{ id: number }>("POST", "/cash-book/entries", cashEntry("2026-01-05"))).body.id;
  });
  afterEach(() => void vi.useRealTimers());

  const cashEntry = (entryDate: string) => ({ token: crypto.randomUUID(), entryDate, direction: "expense", categoryId, description: "Ocak kirası", amount: 450000 });
  const bankLine = (bookedOn: string) => ({ bank: "Anadolu Katılım", lines: [{ bookedOn: "2026-04-01", amount: 1000, description: "ÜYE 1", counterparty: "" }, { bookedOn, amount: 120000, description: "ÜYE 1 AİDAT", counterparty: "ALİ YILMAZ" }] });

  /** Each date field with a call that sends `day` in it, and the field its refusal is named under. */
  const writes: [string, (day: string) => Promise<{ status: number; body: Refusal }>, string][] = [
    ["paidOn", (day) => treasurer<Refusal>("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 1, paidOn: day, amount: 5000, method: "cash", receiptSerial: `X-${crypto.randomUUID()}` }), "paidOn"],
    ["a payment's reversal", (day) => treasurer<Refusal>("POST", `/dues/payments/${paymentId}/reverse`, { token: crypto.randomUUID(), on: day, reason: "Yanlış üyeye yazıldı" }), "on"],
    ["entryDate", (day) => treasurer<Refusal>("POST", "/cash-book/entries", cashEntry(day)), "entryDate"],
    ["a cash entry's reversal", (day) => treasurer<Refusal>("POST", `/cash-book/entries/${cashEntryId}/reverse`, { token: crypto.randomUUID(), on: day, reason: "Tutar yanlış" }), "on"],
    ["dueOn", (day) => treasurer<Refusal>("PUT", "/dues/schedules", schedule(2027, { dueOn: day })), "dueOn"],
    ["bookedOn", (day) => treasurer<Refusal>("POST", "/bank/import", bankLine(day)), "lines"],
    ["firstOn", (day) => board<Refusal>("POST", "/assembly", plan(dayFromToday(40), { firstOn: day })), "firstOn"],
    ["noticeOn", (day) => board<Refusal>("POST", "/assembly", plan(dayFromToday(40), { noticeOn: day })), "noticeOn"],
    ["a past assembly's heldOn", (day) => board<Refusal>("POST", "/assembly/past", { kind: "ordinary", heldOn: day, resultFiledOn: null }), "heldOn"],
  ];

  const written = async () => [
    await sumOf("SELECT count(*) AS total FROM payments"),
    await sumOf("SELECT count(*) AS total FROM cash_entries"),
    await sumOf("SELECT count(*) AS total FROM dues_schedules"),
    await sumOf("SELECT count(*) AS total FROM bank_lines"),
    await sumOf("SELECT count(*) AS total FROM assemblies"),
    await sumOf("SELECT count(*) AS total FROM past_assemblies"),
  ];

  it.each(writes)("refuses a day that is not one in %s with a Turkish 400 under its field, writing nothing", async (_name, send, field) => {
    const before = await written();
    for (const [day, message] of NOT_DAYS) {
      const answer = await send(day);
      expect([day, answer.status]).toEqual([day, 400]);
      expect(answer.body.fields?.[field]).toContain(message);
    }
    expect(await written()).toEqual(before);
  });

  it("names the statement's row and column of a day that is not one", async () => {
    const answer = await treasurer<Refusal>("POST", "/bank/import", bankLine("12/25/2026"));
    expect(answer.body.statusMessage).toBe(`2. satır, tarih: ${DAY_FORMAT_MESSAGE}`);
  });

  it("takes the result notice's filing day by the same schema", () => {
    const refused = resultInput.safeParse({ board: "", audit: "", filedOn: "2026-04-31" });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["filedOn", NO_SUCH_DAY_MESSAGE]]);
    expect(resultInput.safeParse({ board: "", audit: "", filedOn: null }).success).toBe(true);
  });

  it("refuses a payment, a cash entry, a reversal and a bank line dated after today in Istanbul", async () => {
    // 23:30 in Istanbul on 10 May 2026 is still 10 May there, though it is 20:30 UTC.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-10T20:30:00Z"));
    const before = await written();
    const paid = await writes[0]![1]("2099-01-01");
    expect([paid.status, paid.body.fields?.paidOn]).toEqual([400, "Ödeme tarihi bugünden sonra olamaz."]);
    expect((await writes[0]![1]("2026-05-11")).body.fields?.paidOn).toBe("Ödeme tarihi bugünden sonra olamaz.");
    expect((await writes[2]![1]("2026-05-11")).body.fields?.entryDate).toBe("Kayıt tarihi bugünden sonra olamaz.");
    expect((await writes[3]![1]("2026-05-11")).body.fields?.on).toBe("Düzeltme tarihi bugünden sonra olamaz.");
    expect((await writes[5]![1]("2026-05-11")).body.statusMessage).toBe("2. satır, tarih: Hesap özetinde bugünden sonraki bir gün olamaz.");
    expect(await written()).toEqual(before);
    expect((await writes[2]![1]("2026-05-10")).status).toBe(201);
  });

  it("refuses an assembly planned in the past or fewer than 15 days before its first meeting (TMK 77)", async () => {
    const before = await sumOf("SELECT count(*) AS total FROM assemblies");
    const past = await board<Refusal>("POST", "/assembly", plan(dayFromToday(-30)));
    expect(past.status).toBe(400);
    expect(past.body.fields?.firstOn).toBe("İlk toplantı bugünden en az 15 gün sonra olmalı: üyeler en az 15 gün önceden çağrılır (Türk Medeni Kanunu md. 77).");
    const soon = await board<Refusal>("POST", "/assembly", plan(dayFromToday(14), { noticeOn: dayFromToday(-6) }));
    expect(soon.body.fields?.firstOn).toContain("en az 15 gün sonra");
    expect(await sumOf("SELECT count(*) AS total FROM assemblies")).toBe(before);
    expect((await board("POST", "/assembly", plan(dayFromToday(15), { noticeOn: dayFromToday(0) }))).status).toBe(201);
  });
});
