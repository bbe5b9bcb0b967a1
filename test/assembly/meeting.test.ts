import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assemblyDeadlines } from "../../src/db/assembly-deadlines";
import { database } from "../../src/db/client";
import type { DoorDto, QuorumDto } from "../../src/shared/assembly/dto";
import { dayText } from "../../src/shared/assembly/notice";
import { addDays, addYears, quorumOf, quorumSentence } from "../../src/shared/assembly/rules";
import { resetAccounts } from "../support/accounts";
import { dayFromToday, plan, resetAssembly } from "../support/assembly";
import { addMember } from "../support/dues";
import { mailObserver } from "../support/mail";
import { createGrantee } from "../support/registers";
import { visit } from "../support/fetch";

// The first meeting 16 days ahead: the notice may go out today (at least 15 days before, TMK 77).
const FIRST = dayFromToday(16);

/** The clock at the first meeting's morning, in Istanbul: attendance is taken on the day. */
function onMeetingDay() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${FIRST}T09:00:00Z`));
}

/** The meeting and after (docs/assembly.md): attendance, the live quorum, the minutes, the result notice. */
describe("the meeting", () => {
  const site = mailObserver();
  const phones: string[] = [];
  /** The account names of the two phones (the door shows which one marked whom). */
  const phoneNames: string[] = [];
  let id = 0;
  const call = async <T,>(method: string, path: string, body?: unknown, phone = 0) => {
    const response = await site.api(method, path, phones[phone]!, body);
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    await resetAssembly();
    await resetAccounts();
    for (const grantee of [await createGrantee("board"), await createGrantee("board")]) {
      phones.push(grantee.cookie);
      phoneNames.push(grantee.account.name);
    }
    for (let no = 1; no <= 9; no++) await addMember({ no, name: `Üye ${no}`, acceptedOn: "2020-01-01" });
    await call("PUT", "/assembly/settings", { boardSeats: 1, auditSeats: 1, leaveOutBehind: false, everyYears: 2, version: 0 });
    id = (await call<{ id: number }>("POST", "/assembly", plan(FIRST))).body.id;
    expect((await call("POST", `/assembly/${id}/notice`)).status).toBe(200);
  });

  it("refuses attendance, the minutes, the result and a meeting held before the meeting's day", async () => {
    const refusal = "Toplantı yapılmadan tutanak ve sonuç bildirimi kaydedilemez.";
    expect((await call<{ statusMessage: string }>("GET", `/assembly/${id}/minutes`)).body.statusMessage).toBe("Tutanak, toplantının yapıldığı kaydedilince hazırlanır.");
    const minutes = await call<{ statusMessage: string }>("PUT", `/assembly/${id}/minutes`, { minutes: { root: { type: "root", version: 1, direction: null, format: "", indent: 0, children: [] } }, version: 1 });
    expect([minutes.status, minutes.body.statusMessage]).toEqual([409, refusal]);
    const result = await call<{ statusMessage: string }>("PUT", `/assembly/${id}/result`, { board: "", audit: "", filedOn: null });
    expect([result.status, result.body.statusMessage]).toEqual([409, refusal]);
    const early = await call<{ statusMessage: string }>("POST", `/assembly/${id}/held`, { meeting: "first" });
    expect(early.status).toBe(409);
    expect(early.body.statusMessage).toMatch(/^İlk toplantının günü \(.+\) gelmeden toplantı yapıldı olarak kaydedilemez\.$/);
    const door = await call<{ statusMessage: string }>("POST", `/assembly/${id}/attendance`, { registerNo: 1, meeting: "first" });
    expect([door.status, door.body.statusMessage]).toEqual([409, `Yoklama toplantı gününde alınır: ilk toplantının günü (${dayText(FIRST)}) henüz gelmedi.`]);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM assembly_attendance WHERE assembly_id = ?").bind(id).first<{ n: number }>();
    expect(stored?.n).toBe(0);
    // The home page links the announced assembly until it is held.
    expect(await (await visit("/")).text()).toContain(`href="/genel-kurul/olagan-${FIRST}"`);
  });

  it("counts each member once when two phones mark them at the same moment", async () => {
    onMeetingDay();
    const marks = [1, 2, 3, 4].flatMap((registerNo) => [0, 1].map((phone) => call<{ outcome: string }>("POST", `/assembly/${id}/attendance`, { registerNo, meeting: "first" }, phone)));
    const answers = await Promise.all(marks);
    expect(answers.filter((answer) => answer.body.outcome === "recorded")).toHaveLength(4);
    expect(answers.filter((answer) => answer.body.outcome === "already")).toHaveLength(4);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM assembly_attendance WHERE assembly_id = ?").bind(id).first<{ n: number }>();
    expect(stored?.n).toBe(4);
  });

  it("shows the quorum live and refuses to open the meeting without it", async () => {
    onMeetingDay();
    const before = await call<QuorumDto>("GET", `/assembly/${id}/quorum`);
    expect(before.body.entitled).toBe(9);
    expect(before.body.first).toMatchObject({ present: 4, needed: 5, reached: false });
    expect(before.body.second.needed).toBe(4);
    const refused = await call<{ statusMessage: string }>("POST", `/assembly/${id}/held`, { meeting: "first" });
    expect(refused.status).toBe(409);
    expect(refused.body.statusMessage).toContain("Toplantı yeter sayısı sağlanmadı: 4 üye var, en az 5 gerekir.");
    const stranger = await call<{ statusMessage: string }>("POST", `/assembly/${id}/attendance`, { registerNo: 99, meeting: "first" });
    expect(stranger.status).toBe(404);
    expect(stranger.body.statusMessage).toBe("99 numaralı üye hazirun listesinde yok.");
    await call("POST", `/assembly/${id}/attendance`, { registerNo: 5, meeting: "first" });
    expect((await call<QuorumDto>("GET", `/assembly/${id}/quorum`)).body.first).toMatchObject({ present: 5, reached: true });
  });

  it("shows every phone who marked whom with the quorum said as a person says it, and takes back a mistaken mark", async () => {
    onMeetingDay();
    const door = async (query = "") => (await call<DoorDto>("GET", `/assembly/${id}/door?meeting=first${query}`, undefined, 1)).body;
    const before = await door();
    expect(before.quorum.first.sentence).toBe("5 kişi geldi; çoğunluk için 5 gerekli. Toplantı yeter sayısı sağlandı.");
    expect([before.total, before.pageCount, before.items.length]).toEqual([9, 1, 9]);
    // Member 5 was marked by the first phone: the second phone sees by whom, and when.
    const five = before.items.find((row) => row.registerNo === 5)!;
    expect(five.mark?.by).toBe(phoneNames[0]);
    expect(Number.isNaN(Date.parse(five.mark!.at))).toBe(false);
    expect(before.items.find((row) => row.registerNo === 6)!.mark).toBeNull();
    // Searched as the list is: by name (Turkish letters folded) or register number.
    expect((await door("&q=uye%205")).items.map((row) => row.registerNo)).toEqual([5]);
    // A mistaken "Geldi" is taken back (audited); the count and the sentence follow.
    const taken = await call<{ outcome: string }>("DELETE", `/assembly/${id}/attendance/first/5`, undefined, 1);
    expect(taken.body.outcome).toBe("taken-back");
    expect((await call<{ outcome: string }>("DELETE", `/assembly/${id}/attendance/first/5`, undefined, 1)).body.outcome).toBe("not-marked");
    const after = await door();
    expect(after.quorum.first.sentence).toBe("4 kişi geldi; çoğunluk için 5 gerekli, 1 kişi eksik.");
    expect(after.items.find((row) => row.registerNo === 5)!.mark).toBeNull();
    const audited = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'assembly.unmark'").all<{ summary: string }>();
    expect(audited.results.map((row) => row.summary)).toEqual(["Yoklamada 5 sıra numaralı üyenin “Geldi” işareti geri alındı (ilk toplantı)"]);
    // Marked again, by the second phone this time.
    expect((await call("POST", `/assembly/${id}/attendance`, { registerNo: 5, meeting: "first" }, 1)).status).toBe(201);
    expect((await door()).items.find((row) => row.registerNo === 5)!.mark?.by).toBe(phoneNames[1]);
  });

  it("asks two thirds for a bylaw change and twice the seats at a second meeting (TMK 78)", () => {
    expect(quorumOf("first", 9, "regular", { board: 5, audit: 3 }).needed).toBe(5);
    expect(quorumOf("first", 10, "regular", { board: 5, audit: 3 }).needed).toBe(6);
    expect(quorumOf("first", 9, "bylaws", { board: 5, audit: 3 }).needed).toBe(6);
    expect(quorumOf("first", 10, "dissolution", { board: 5, audit: 3 }).needed).toBe(7);
    expect(quorumOf("second", 200, "bylaws", { board: 5, audit: 3 }).needed).toBe(16);
    expect(quorumSentence(42, quorumOf("first", 42, "regular", { board: 5, audit: 3 }))).toBe("42 kişi geldi; çoğunluk için 22 gerekli. Toplantı yeter sayısı sağlandı.");
    expect(quorumSentence(20, quorumOf("first", 42, "bylaws", { board: 5, audit: 3 }))).toBe("20 kişi geldi; üçte iki çoğunluk için 28 gerekli, 8 kişi eksik.");
    expect(quorumSentence(12, quorumOf("second", 42, "regular", { board: 5, audit: 3 }))).toBe("12 kişi geldi; yeter sayı için 16 gerekli, 4 kişi eksik.");
  });

  afterAll(() => void vi.useRealTimers());

  it("drafts the minutes from the plan and the attendance, and counts the result notice's 30 days", async () => {
    onMeetingDay();
    const held = await call<{ heldOn: string; resultDue: string }>("POST", `/assembly/${id}/held`, { meeting: "first" });
    expect(held.body).toEqual({ heldOn: FIRST, resultDue: addDays(FIRST, 30) });
    const twice = await call<{ statusMessage: string }>("POST", `/assembly/${id}/held`, { meeting: "first" });
    expect([twice.status, twice.body.statusMessage]).toEqual([409, "Bu genel kurulun toplandığı zaten kaydedildi."]);
    expect(await (await visit("/")).text()).not.toContain("/genel-kurul/olagan-");
    const { body: minutes } = await call<{ minutes: unknown; version: number }>("GET", `/assembly/${id}/minutes`);
    expect(JSON.stringify(minutes.minutes)).toContain("katılma hakkı olan 9 üyeden 5 üye katılmış");
    expect((await call("POST", `/assembly/${id}/attendance`, { registerNo: 6, meeting: "first" })).status).toBe(409);
    // Once held, a mark is no longer taken back.
    expect((await call("DELETE", `/assembly/${id}/attendance/first/5`)).status).toBe(409);
    expect((await call<DoorDto>("GET", `/assembly/${id}/door?meeting=first`)).body.quorum.first.present).toBe(5);
    const db = database(env.DB);
    const open = await assemblyDeadlines(db, addDays(FIRST, 13));
    expect(open.resultNotices).toMatchObject([{ assemblyId: id, dueOn: addDays(FIRST, 30), daysLeft: 17, missing: ["board", "audit"] }]);
    expect(open.nextOrdinary).toMatchObject({ lastHeldOn: FIRST, dueOn: addYears(FIRST, 2) });
    const long = { root: { type: "root", version: 1, direction: null, format: "", indent: 0, children: Array.from({ length: 400 }, (_, index) => ({ type: "paragraph", version: 1, direction: null, format: "", indent: 0, textFormat: 0, textStyle: "", children: [{ type: "text", version: 1, text: `${index + 1}. söz alan üyenin görüşleri tutanağa geçirildi.`, format: 0, style: "", mode: "normal", detail: 0 }] })) } };
    expect(JSON.stringify(long).length).toBeGreaterThan(64 * 1024);
    expect((await call("PUT", `/assembly/${id}/minutes`, { minutes: long, version: minutes.version })).status).toBe(200);
    const saved = await call<{ due: string }>("PUT", `/assembly/${id}/result`, { board: "Ayşe Yılmaz (Başkan), …", audit: "Hasan Demir, …", filedOn: addDays(FIRST, 18) });
    expect(saved.body.due).toBe(addDays(FIRST, 30));
    expect((await assemblyDeadlines(db, addDays(FIRST, 19))).resultNotices).toEqual([]);
  });

  it("refuses minutes saved over another board member's save, and keeps theirs", async () => {
    const paragraph = (words: string) => ({ root: { type: "root", version: 1, direction: null, format: "", indent: 0, children: [{ type: "paragraph", version: 1, direction: null, format: "", indent: 0, textFormat: 0, textStyle: "", children: [{ type: "text", version: 1, text: words, format: 0, style: "", mode: "normal", detail: 0 }] }] } });
    const { body: loaded } = await call<{ version: number }>("GET", `/assembly/${id}/minutes`);
    const first = await call<{ version: number }>("PUT", `/assembly/${id}/minutes`, { minutes: paragraph("Birinci telefondan yazılan tutanak."), version: loaded.version }, 0);
    expect(first.status).toBe(200);
    const second = await call<{ statusMessage: string }>("PUT", `/assembly/${id}/minutes`, { minutes: paragraph("İkinci telefondan yazılan tutanak."), version: loaded.version }, 1);
    expect(second.status).toBe(409);
    expect(second.body.statusMessage).toContain("başka biri tarafından değiştirildi");
    // Saving the result beside the minutes moves no version: the first editor saves again without a false conflict.
    expect((await call("PUT", `/assembly/${id}/result`, { board: "Ayşe Yılmaz (Başkan)", audit: "Hasan Demir", filedOn: addDays(FIRST, 18) })).status).toBe(200);
    expect((await call("PUT", `/assembly/${id}/minutes`, { minutes: paragraph("Birinci telefondan düzeltilen tutanak."), version: first.body.version }, 0)).status).toBe(200);
    expect(JSON.stringify((await call<{ minutes: unknown }>("GET", `/assembly/${id}/minutes`)).body.minutes)).toContain("Birinci telefondan düzeltilen tutanak.");
  });
});
