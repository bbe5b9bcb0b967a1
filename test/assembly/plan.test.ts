import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiCall } from "../support/admin-api";
import { resetAccounts } from "../support/accounts";
import { plan, resetAssembly } from "../support/assembly";
import { callerWith } from "../support/dues";
import type { AssemblyDto } from "../../src/shared/assembly/dto";

type Refusal = { statusMessage: string; fields?: Record<string, string> };

/** Planning a general assembly (docs/assembly.md): the law's dates refused by name, the board only. */
describe("planning a general assembly", () => {
  let board: ApiCall;
  beforeAll(async () => {
    // The plans below are for 2027, made on a fixed day well before them: a plan needs its first
    // meeting at least 15 days ahead, so the test does not depend on the day it runs.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T09:00:00Z"));
    await resetAssembly();
    await resetAccounts();
    board = await callerWith("member", ["board"]);
  });
  afterAll(() => void vi.useRealTimers());

  it("refuses a second meeting less than 7 or more than 60 days after the first, naming the rule", async () => {
    const soon = await board<Refusal>("POST", "/assembly", plan("2027-03-14", { secondOn: "2027-03-20" }));
    expect(soon.status).toBe(400);
    expect(soon.body.fields?.secondOn).toBe("İkinci toplantı, ilk toplantıdan en az 7 gün sonra olmalı (Dernekler Yönetmeliği md. 14).");
    const late = await board<Refusal>("POST", "/assembly", plan("2027-03-14", { secondOn: "2027-05-14" }));
    expect(late.body.fields?.secondOn).toContain("en fazla 60 gün");
    const edge = await board<{ id: number }>("POST", "/assembly", plan("2027-03-14", { secondOn: "2027-05-13", noticeOn: "2027-02-27" }));
    expect(edge.status).toBe(201);
  });

  it("refuses a notice fewer than 15 days before the first meeting", async () => {
    const answer = await board<Refusal>("POST", "/assembly", plan("2027-06-10", { noticeOn: "2027-05-27" }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.noticeOn).toBe("Çağrı, ilk toplantıdan en az 15 gün önce yapılmalı (Türk Medeni Kanunu md. 77).");
    expect((await board("POST", "/assembly", plan("2027-06-10", { noticeOn: "2027-05-26" }))).status).toBe(201);
  });

  it("keeps the agenda in order, makes the notice's text from the plan and lets the board edit both", async () => {
    const created = await board<{ id: number }>("POST", "/assembly", plan("2027-09-05"));
    const { body: loaded } = await board<AssemblyDto>("GET", `/assembly/${created.body.id}`);
    expect(loaded.agenda[1]).toBe("Yönetim kurulu faaliyet raporunun okunması");
    expect(loaded.noticeText).toContain("Tarih: 5 Eylül 2027 Pazar");
    expect(loaded.noticeText).toContain("2. Yönetim kurulu faaliyet raporunun okunması");
    const reordered = await board<{ version: number }>("PUT", `/assembly/${loaded.id}`, plan("2027-09-05", { agenda: ["Açılış", "Seçimler", "Bütçe"], version: loaded.version }));
    expect(reordered.status).toBe(200);
    const stale = await board<Refusal>("PUT", `/assembly/${loaded.id}`, plan("2027-09-05", { version: loaded.version }));
    expect(stale.status).toBe(409);
    await board("PUT", `/assembly/${loaded.id}/notice-text`, { text: "Değerli üyelerimiz, genel kurulumuz toplanıyor.", version: reordered.body.version });
    const { body: edited } = await board<AssemblyDto>("GET", `/assembly/${loaded.id}`);
    expect(edited.agenda).toEqual(["Açılış", "Seçimler", "Bütçe"]);
    expect(edited.noticeText).toBe("Değerli üyelerimiz, genel kurulumuz toplanıyor.");
  });

  it("is for the board and administrators, never editors or members", async () => {
    const statuses = await Promise.all(
      [await callerWith("admin"), await callerWith("editor"), await callerWith("member")].map((call) => call("GET", "/assembly").then((answer) => answer.status)),
    );
    expect(statuses).toEqual([200, 403, 403]);
  });
});
