import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cronTasks } from "../../src/app/cron/tasks";
import { database } from "../../src/db/client";
import { recordDeclaration } from "../../src/db/legal-calendar";
import { sendWeeklyCalendar } from "../../src/services/calendar/weekly-mail";
import type { Mail } from "../../src/services/email/messages";
import { mailContextOfEnv } from "../../src/services/email/sender";
import type { CalendarDto } from "../../src/shared/calendar";
import { addDays, declarationYear, todayIn } from "../../src/shared/legal-deadlines";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { createGrantee, resetRegisters } from "../support/registers";

let board: ApiCall;
let editor: ApiCall;
let boardEmail = "";
let boardActor = { id: 0, name: "" };
let adminEmail = "";

beforeAll(async () => {
  await resetAccounts();
  const member = await createGrantee("board");
  boardEmail = member.account.email;
  boardActor = { id: member.account.id, name: member.account.name };
  adminEmail = (await createAccount("admin")).email;
  const editorAccount = await createAccount("editor");
  const editorCookie = (await sessionCookie(editorAccount.id)).cookie;
  board = apiCaller(() => member.cookie);
  editor = apiCaller(() => editorCookie);
});

beforeEach(async () => {
  await resetRegisters();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM derbis_declarations"),
    env.DB.prepare("DELETE FROM calendar_notices"),
    env.DB.prepare("DELETE FROM past_assemblies"),
    env.DB.prepare("DELETE FROM settings WHERE key = 'assembly'"),
    env.DB.prepare("DELETE FROM users WHERE status = 'pending'"),
  ]);
});

const today = () => todayIn(new Date());

/** A register entry straight in D1 (the register's own tests cover its writes). */
async function entry(registerNo: number, acceptedOn: string, extra: { exitedOn?: string; entryReported?: boolean } = {}) {
  const row = await env.DB.prepare(
    `INSERT INTO member_register (register_no, full_name, identity_cipher, identity_hash, identity_masked, nationality, mother_name, gender, accepted_on, acceptance_decision_no, exited_on, exit_kind, entry_reported_at)
     VALUES (?, 'Deneme Üye', 'x', ?, '123******45', 'T.C.', 'Ayşe', 'female', ?, '2026/1', ?, ?, ?) RETURNING id`,
  )
    .bind(registerNo, `hash-${registerNo}`, acceptedOn, extra.exitedOn ?? null, extra.exitedOn ? "resignation" : null, extra.entryReported ? Date.now() : null)
    .first<{ id: number }>();
  return row!.id;
}

const calendar = async () => (await board<CalendarDto>("GET", "/registers/calendar")).body;
const keys = (dto: CalendarDto) => dto.items.map((item) => item.key);

describe("the legal calendar's items", () => {
  it("lists what is open by due date, marks the overdue, and shows nothing to editors", async () => {
    const late = await entry(1, addDays(today(), -50));
    const fresh = await entry(2, addDays(today(), -3));
    const left = await entry(3, addDays(today(), -400), { entryReported: true, exitedOn: addDays(today(), -10) });
    const applicant = await createAccount("member", "pending");
    const dto = await calendar();
    const byKey = new Map(dto.items.map((item) => [item.key, item]));
    expect(byKey.get(`member-entry:${late}`)).toMatchObject({ stage: "overdue", dueOn: addDays(today(), -5), href: "/admin/uye-defteri/1" });
    expect(byKey.get(`member-entry:${fresh}`)).toMatchObject({ stage: "upcoming", title: "2 sıra numaralı üyenin girişi DERBİS'e bildirilecek" });
    expect(byKey.get(`member-exit:${left}`)).toMatchObject({ dueOn: addDays(today(), 35), stage: "upcoming", title: "3 sıra numaralı üyenin çıkışı DERBİS'e bildirilecek" });
    expect(byKey.has(`member-entry:${left}`)).toBe(false);
    expect(byKey.get(`application:${applicant.id}`)).toMatchObject({ dueOn: addDays(today(), 30), href: "/admin/karar-defteri" });
    expect(byKey.has(`declaration:${declarationYear(today())}`)).toBe(true);
    expect(dto.items.map((item) => item.dueOn)).toEqual(dto.items.map((item) => item.dueOn).sort());
    expect((await editor("GET", "/registers/calendar")).status).toBe(403);
  });

  it("drops an item once it is settled: the declaration filed, an entry reported", async () => {
    const id = await entry(1, addDays(today(), -10));
    const year = declarationYear(today());
    expect((await board("POST", "/registers/calendar/declarations", { year })).status).toBe(200);
    expect((await board("POST", "/registers/calendar/declarations", { year })).status).toBe(200);
    // The calendar screen settles it with the DERBİS list's own mark (docs/registers.md).
    expect((await board("POST", "/registers/members/1/bildirildi", { event: "entry" })).status).toBe(200);
    const after = keys(await calendar());
    expect(after).not.toContain(`declaration:${year}`);
    expect(after).not.toContain(`member-entry:${id}`);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE action IN ('calendar.declaration', 'register.member.reported')").all<{ action: string }>();
    expect(audit.results.map((row) => row.action).sort()).toEqual(["calendar.declaration", "register.member.reported"]);
  });

  it("refuses bad input with a Turkish message and a 4xx, changing nothing", async () => {
    await entry(1, addDays(today(), -10));
    const future = await board<{ statusMessage: string }>("POST", "/registers/calendar/declarations", { year: declarationYear(today()) + 1 });
    expect(future.status).toBe(400);
    expect(future.body.statusMessage).toMatch(/yılının beyannamesi \d{4} yılının başında verilebilir\./);
    expect((await board("POST", "/registers/members/1/bildirildi", { event: "exit" })).status).toBe(404);
  });

  it("counts the assembly items from an assembly entered as held before the site, by the assembly settings' cycle", async () => {
    const heldOn = addDays(today(), -20);
    await board("PUT", "/assembly/settings", { boardSeats: 5, auditSeats: 3, everyYears: 2, leaveOutBehind: false, version: 0 });
    const saved = await board<{ id: number }>("POST", "/assembly/past", { kind: "ordinary", heldOn, resultFiledOn: null });
    expect(saved.status).toBe(201);
    const dto = await calendar();
    expect(dto.items.find((item) => item.kind === "assembly-result")).toMatchObject({ key: `assembly-result:${heldOn}`, dueOn: addDays(heldOn, 30), stage: "due-soon", href: "/admin/genel-kurul#gecmis-genel-kurullar" });
    expect(dto.items.find((item) => item.kind === "assembly")?.dueOn).toBe(`${Number(heldOn.slice(0, 4)) + 2}${heldOn.slice(4)}`);
    expect((await board("PUT", `/assembly/past/${saved.body.id}/result`, { resultFiledOn: today() })).status).toBe(200);
    expect((await calendar()).items.some((item) => item.kind === "assembly-result")).toBe(false);
    // Filed once: a second day is refused.
    expect((await board("PUT", `/assembly/past/${saved.body.id}/result`, { resultFiledOn: today() })).status).toBe(409);
  });

  it("counts from the latest ordinary assembly, whether held on the site or entered as held before it, and ignores extraordinary ones", async () => {
    await board("POST", "/assembly/past", { kind: "ordinary", heldOn: "2024-05-10", resultFiledOn: "2024-05-20" });
    await board("POST", "/assembly/past", { kind: "extraordinary", heldOn: "2025-01-12", resultFiledOn: "2025-01-20" });
    expect((await calendar()).items.find((item) => item.kind === "assembly")).toMatchObject({ key: "assembly:2024-05-10", dueOn: "2027-05-10", href: "/admin/genel-kurul" });
    const heldOn = addDays(today(), -10);
    const held = await env.DB.prepare(
      `INSERT INTO assemblies (slug, kind, first_on, first_time, first_place, second_on, second_time, second_place, notice_on, agenda, held_meeting, held_on)
       VALUES ('olagan-test', 'ordinary', ?, '14:00', 'Dernek lokali', ?, '14:00', 'Dernek lokali', ?, '["Açılış"]', 'first', ?) RETURNING id`,
    )
      .bind(heldOn, addDays(heldOn, 7), addDays(heldOn, -20), heldOn)
      .first<{ id: number }>();
    try {
      const items = (await calendar()).items.filter((item) => item.kind === "assembly" || item.kind === "assembly-result");
      expect(items.map(({ key, dueOn, href }) => ({ key, dueOn, href }))).toEqual([
        { key: `assembly-result:${heldOn}`, dueOn: addDays(heldOn, 30), href: `/admin/genel-kurul/${held!.id}/sonuc` },
        { key: `assembly:${heldOn}`, dueOn: `${Number(heldOn.slice(0, 4)) + 3}${heldOn.slice(4)}`, href: "/admin/genel-kurul" },
      ]);
    } finally {
      await env.DB.prepare("DELETE FROM assemblies WHERE id = ?").bind(held!.id).run();
    }
  });
});

describe("assemblies held before the site", () => {
  it("refuse bad input under its field with a 400, a second entry of the same day with a 409, and change nothing", async () => {
    const tomorrow = addDays(today(), 1);
    const cases: [unknown, string, string][] = [
      [{ kind: "", heldOn: "2024-05-10", resultFiledOn: null }, "kind", "Genel kurulun türünü seçin."],
      [{ kind: "ordinary", heldOn: "", resultFiledOn: null }, "heldOn", "Genel kurulun yapıldığı günü seçin."],
      [{ kind: "ordinary", heldOn: "2024-02-30", resultFiledOn: null }, "heldOn", "Takvimde böyle bir gün yok; tarihi yeniden seçin."],
      [{ kind: "ordinary", heldOn: tomorrow, resultFiledOn: null }, "heldOn", "Yapıldığı gün bugünden sonra olamaz; ileride yapılacak genel kurulu “Yeni genel kurul” ile planlayın."],
      [{ kind: "ordinary", heldOn: "2024-05-10", resultFiledOn: "2024-05-01" }, "resultFiledOn", "Sonuç bildirimi genel kuruldan önce verilemez."],
    ];
    for (const [body, field, message] of cases) {
      const refused = await board<{ fields: Record<string, string> }>("POST", "/assembly/past", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.fields[field]).toBe(message);
    }
    expect((await board("POST", "/assembly/past", { kind: "ordinary", heldOn: "2024-05-10", resultFiledOn: null })).status).toBe(201);
    const twice = await board<{ fields: Record<string, string> }>("POST", "/assembly/past", { kind: "ordinary", heldOn: "2024-05-10", resultFiledOn: "2024-05-20" });
    expect(twice.status).toBe(409);
    expect(twice.body.fields.heldOn).toBe("Bu günde bu türden bir genel kurul zaten girilmiş.");
    const [{ id }] = (await env.DB.prepare("SELECT id FROM past_assemblies").all<{ id: number }>()).results as [{ id: number }];
    const early = await board<{ fields: Record<string, string> }>("PUT", `/assembly/past/${id}/result`, { resultFiledOn: "2024-05-01" });
    expect(early.status).toBe(400);
    expect(early.body.fields.resultFiledOn).toBe("Sonuç bildirimi genel kuruldan önce verilemez.");
    const rows = await env.DB.prepare("SELECT kind, held_on, result_filed_on FROM past_assemblies").all();
    expect(rows.results).toEqual([{ kind: "ordinary", held_on: "2024-05-10", result_filed_on: null }]);
  });

  it("are listed on the assembly screen, audited, deleted when entered by mistake, and closed to editors", async () => {
    const created = await board<{ id: number }>("POST", "/assembly/past", { kind: "ordinary", heldOn: "2023-04-16", resultFiledOn: "2023-04-30" });
    const list = await board<{ past: unknown[] }>("GET", "/assembly");
    expect(list.body.past).toEqual([{ id: created.body.id, kind: "ordinary", heldOn: "2023-04-16", resultFiledOn: "2023-04-30" }]);
    expect((await editor("POST", "/assembly/past", { kind: "ordinary", heldOn: "2023-05-16", resultFiledOn: null })).status).toBe(403);
    expect((await board("DELETE", `/assembly/past/${created.body.id}`)).status).toBe(200);
    expect((await board("DELETE", `/assembly/past/${created.body.id}`)).status).toBe(404);
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'assembly.past' ORDER BY id").all<{ summary: string }>();
    expect(audit.results.map((row) => row.summary).slice(-2)).toEqual(["Sitenin öncesinde yapılmış olağan genel kurul girildi (2023-04-16)", "Sitenin öncesindeki bir genel kurul kaydı silindi"]);
  });
});

describe("the weekly mail to the board", () => {
  const sent: Mail[] = [];
  const mail = () => ({ ...mailContextOfEnv(env), env: { ...env, MAIL_QUEUE: { sendBatch: async (batch: { body: Mail }[]) => void sent.push(...batch.map((m) => m.body)) } as unknown as Queue<Mail> } });
  beforeEach(() => void sent.splice(0));

  it("names each item once per stage, to every board member and administrator, whatever the number of runs", async () => {
    await entry(1, addDays(today(), -40));
    const now = new Date();
    const year = declarationYear(today());
    await board("POST", "/registers/calendar/declarations", { year });
    const [first, second] = await Promise.all([sendWeeklyCalendar(mail(), now), sendWeeklyCalendar(mail(), now)]);
    expect(first + second).toBe(1);
    expect(sent.map((m) => m.to).sort()).toEqual([adminEmail, boardEmail].sort());
    expect(sent[0]!.text).toContain("• Yaklaşıyor: 1 sıra numaralı üyenin girişi DERBİS'e bildirilecek (son gün");
    expect(sent[0]!.text).toContain("/admin/yasal-takvim");
    expect(await sendWeeklyCalendar(mail(), now)).toBe(0);
    expect(sent).toHaveLength(2);
    // Ten days later the same entry is overdue: a new stage, named once more. A new year may have
    // begun meanwhile, opening its declaration: counted as filed, as this year's was, so the run names the entry alone.
    const later = new Date(now.getTime() + 10 * 86_400_000);
    await recordDeclaration(database(env.DB), boardActor, declarationYear(todayIn(later)));
    expect(await sendWeeklyCalendar(mail(), later)).toBe(1);
    expect(sent.at(-1)!.subject).toBe("Yasal takvim: süresi geçen 1 iş var");
    expect(sent.at(-1)!.text).toContain("• Süresi geçti: 1 sıra numaralı üyenin girişi");
  });

  it("runs as the cron task legal-calendar on Mondays only", async () => {
    await entry(1, addDays(today(), -40));
    const task = cronTasks.find((candidate) => candidate.name === "legal-calendar")!;
    const run = (at: string) => task.run({ env: mail().env, ctx: {} as ExecutionContext, db: database(env.DB), now: new Date(at), purge: () => {} });
    expect(await run("2026-12-01T06:00:00Z")).toEqual({ items: 0 });
    expect(sent).toEqual([]);
  });
});
