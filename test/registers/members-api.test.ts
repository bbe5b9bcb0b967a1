import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MemberEntryDto, MemberPageDto } from "../../src/shared/registers/dto";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { mailObserver } from "../support/mail";
import { bookDecisions, createGrantee, resetRegisters, tcFrom, TYPED_ATTENDEES } from "../support/registers";

let board: ApiCall;
let secondBoard: ApiCall;
let editor: ApiCall;
let boardIds: number[] = [];

const entry = (identityNumber: string, fullName = "Ayşe Yılmaz") => ({
  fullName,
  identityNumber,
  motherName: "Fatma",
  fatherName: "Ali",
  gender: "female",
  occupation: "Öğretmen",
  address: "Çamlıca Mah. 5. Sok. No 3, Üsküdar",
  acceptedOn: "2026-03-12",
  acceptanceDecisionNo: "2026/4",
});

beforeAll(async () => {
  await resetAccounts();
  const first = await createGrantee("board");
  const second = await createGrantee("board");
  board = apiCaller(() => first.cookie);
  secondBoard = apiCaller(() => second.cookie);
  boardIds = [first.account.id, second.account.id];
  const editorCookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
  editor = apiCaller(() => editorCookie);
});

beforeEach(async () => {
  await resetRegisters();
  await bookDecisions("2026/4");
  await env.DB.prepare("DELETE FROM audit_log").run();
});

describe("the member register", () => {
  it("stores the identity number only encrypted, lists it masked and shows it in full on the entry's own view, audited", async () => {
    const number = tcFrom(234567891);
    const added = await board<{ id: number; registerNo: number }>("POST", "/registers/members", entry(number));
    expect(added).toEqual({ status: 201, body: { id: expect.any(Number), registerNo: 1 } });

    const stored = await env.DB.prepare("SELECT * FROM member_register").first<Record<string, unknown>>();
    expect(JSON.stringify(stored)).not.toContain(number);
    expect(stored!.identity_masked).toBe(`${number.slice(0, 3)}******${number.slice(-2)}`);

    const list = await board<MemberPageDto>("GET", "/registers/members");
    expect(list.body.rows).toEqual([expect.objectContaining({ registerNo: 1, fullName: "Ayşe Yılmaz", identityMasked: stored!.identity_masked })]);
    expect(JSON.stringify(list.body)).not.toContain(number);

    const view = await board<MemberEntryDto>("GET", `/registers/members/${added.body.registerNo}`);
    expect(view.body).toMatchObject({ identityNumber: number, motherName: "Fatma", acceptanceDecisionNo: "2026/4" });
    const audit = await env.DB.prepare("SELECT action, summary FROM audit_log ORDER BY id").all();
    expect(audit.results).toEqual([
      { action: "register.member.add", summary: "Üye kayıt defterine 1 sıra numarasıyla kayıt eklendi" },
      { action: "register.member.view", summary: "1 sıra numaralı üye kaydının tamamı görüntülendi" },
    ]);
  });

  it("refuses an invalid number, a second entry for the same person, and stores nothing", async () => {
    const bad = await board<{ fields: Record<string, string> }>("POST", "/registers/members", entry("12345678901"));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.identityNumber).toMatch(/^T\.C\. kimlik numarası geçerli değil/);
    const number = tcFrom(345678912);
    expect((await board("POST", "/registers/members", entry(number))).status).toBe(201);
    const again = await board<{ fields: Record<string, string> }>("POST", "/registers/members", entry(number, "Başka Biri"));
    expect(again.status).toBe(409);
    expect(again.body.fields.identityNumber).toBe("Bu kimlik numarasıyla kayıtlı bir üye defterde zaten var.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM member_register").first("n")).toBe(1);
  });

  it("gives two board members recording at once different numbers, never renumbering", async () => {
    const starts = Array.from({ length: 12 }, (_, i) => 411111111 + i * 7919);
    const answers = await Promise.all(starts.map((start, i) => (i % 2 ? board : secondBoard)<{ registerNo: number }>("POST", "/registers/members", entry(tcFrom(start), `Üye ${i}`))));
    expect(answers.map((answer) => answer.status)).toEqual(starts.map(() => 201));
    expect(answers.map((answer) => answer.body.registerNo).sort((a, b) => a - b)).toEqual(starts.map((_, i) => i + 1));
  });

  it("records an exit with its decision, and refuses an exit before the acceptance", async () => {
    const { body } = await board<{ id: number; registerNo: number }>("POST", "/registers/members", entry(tcFrom(456789123)));
    const early = await board<{ fields: Record<string, string> }>("POST", `/registers/members/${body.registerNo}/exit`, { exitKind: "resignation", exitedOn: "2026-03-01" });
    expect(early.status).toBe(400);
    expect(early.body.fields.exitedOn).toBe("Çıkış tarihi üyeliğe giriş tarihinden önce olamaz.");
    const noDecision = await board<{ fields: Record<string, string> }>("POST", `/registers/members/${body.registerNo}/exit`, { exitKind: "expulsion", exitedOn: "2026-06-01" });
    expect(noDecision.body.fields.exitDecisionNo).toMatch(/karar numarasını yazın/);
    const exit = { exitKind: "expulsion", exitedOn: "2026-06-01", exitDecisionNo: "2026/5", exitReason: "Tüzüğe aykırı davranış" };
    // The decision must be in the book: a number naming none is refused under its field.
    const unknown = await board<{ fields: Record<string, string> }>("POST", `/registers/members/${body.registerNo}/exit`, exit);
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.exitDecisionNo).toBe("Karar defterinde 2026/5 sayılı bir karar yok: önce kararı karar defterine yazın.");
    const meeting = (await board<{ id: number }>("POST", "/registers/meetings", { heldOn: "2026-06-01", attendeeIds: [boardIds[0]], otherAttendees: TYPED_ATTENDEES })).body.id;
    const decision = (await board<{ id: number }>("POST", `/registers/meetings/${meeting}/decisions`, { kind: "general", subject: "Üyelikten çıkarma", body: "Üyenin üyelikten çıkarılmasına karar verildi." })).body;
    expect((await board("POST", `/registers/members/${body.registerNo}/exit`, exit)).status).toBe(200);
    const view = await board<MemberEntryDto>("GET", `/registers/members/${body.registerNo}`);
    expect(view.body).toMatchObject({ exitedOn: "2026-06-01", exitKind: "expulsion", exitDecisionNo: "2026/5", exitDecisionId: decision.id, registerNo: 1 });
  });

  it("refuses an acceptance day in the future, one that is not a calendar day, or one before the register's last, under the field", async () => {
    expect((await board("POST", "/registers/members", entry(tcFrom(456789124)))).status).toBe(201);
    const cases: [string, string][] = [
      ["2026-02-31", "Takvimde böyle bir gün yok; tarihi yeniden seçin."],
      ["2099-01-01", "Üyeliğe giriş tarihi bugünden sonra olamaz."],
      ["2026-03-11", "Üyeliğe giriş tarihi defterdeki son girişten (12.03.2026) önce olamaz: sıra numaraları kabul sırasını izler."],
    ];
    for (const [acceptedOn, message] of cases) {
      const refused = await board<{ fields: Record<string, string> }>("POST", "/registers/members", { ...entry(tcFrom(567891235)), acceptedOn, acceptanceDecisionNo: `${acceptedOn.slice(0, 4)}/4` });
      expect(refused.status).toBe(400);
      expect(refused.body.fields.acceptedOn).toBe(message);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM member_register").first("n")).toBe(1);
  });

  it("refuses an acceptance decision number the decision book does not hold, under its field, as an exit's", async () => {
    const refused = await board<{ fields: Record<string, string> }>("POST", "/registers/members", { ...entry(tcFrom(456789125)), acceptanceDecisionNo: "2026/60" });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.acceptanceDecisionNo).toBe("Karar defterinde 2026/60 sayılı bir karar yok: önce kararı karar defterine yazın.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM member_register").first("n")).toBe(0);
    expect((await board("POST", "/registers/members", entry(tcFrom(456789125)))).status).toBe(201);
  });

  it("links an entry to an active site account by its e-mail, once, audited; the member then sees it on /hesabim", async () => {
    const { body } = await board<{ id: number; registerNo: number }>("POST", "/registers/members", entry(tcFrom(678912345)));
    const member = await createAccount("member");
    const email = await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(member.id).first<string>("email");
    const nobody = await board<{ fields: Record<string, string> }>("POST", `/registers/members/${body.registerNo}/account`, { email: "kimse@example.org" });
    expect(nobody.status).toBe(400);
    expect(nobody.body.fields.email).toBe("Bu e-posta adresiyle etkin bir site hesabı yok: üye önce siteye kaydolup adresini doğrulamalı.");
    expect((await board("POST", `/registers/members/${body.registerNo}/account`, { email: ` ${email!.toUpperCase()} ` })).status).toBe(200);
    const view = await board<MemberEntryDto>("GET", `/registers/members/${body.registerNo}`);
    expect(view.body).toMatchObject({ userId: member.id, account: { email } });
    const again = await board<{ fields: Record<string, string> }>("POST", `/registers/members/${body.registerNo}/account`, { email });
    expect(again.body.fields.email).toBe("Bu üye kaydı zaten bir site hesabına bağlı.");
    const other = (await board<{ id: number; registerNo: number }>("POST", "/registers/members", entry(tcFrom(789123456), "Başka Üye"))).body;
    const taken = await board<{ fields: Record<string, string> }>("POST", `/registers/members/${other.registerNo}/account`, { email });
    expect(taken.body.fields.email).toBe("Bu hesap başka bir üye kaydına bağlı.");
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'register.member.link'").all();
    expect(audit.results).toEqual([{ summary: `1 sıra numaralı üye kaydı ${member.name} (${email}) hesabına bağlandı` }]);
    const page = await mailObserver().request("/hesabim", { headers: { cookie: (await sessionCookie(member.id)).cookie } });
    expect(await page.text()).toContain("Üyelik kaydım");
  });

  it("shows editors nothing of it", async () => {
    expect((await editor("GET", "/registers/members")).status).toBe(403);
  });
});
