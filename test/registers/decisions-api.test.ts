import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DecisionBookDto, MemberPageDto } from "../../src/shared/registers/dto";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { bookDecisions, createGrantee, resetRegisters, tcFrom } from "../support/registers";
import { boardQuorumProblem } from "../../src/shared/registers/decision";

let board: ApiCall;
let second: ApiCall;
let members: { id: number; name: string }[] = [];

beforeAll(async () => {
  await resetAccounts();
  const first = await createGrantee("board");
  const other = await createGrantee("board");
  board = apiCaller(() => first.cookie);
  second = apiCaller(() => other.cookie);
  members = [first.account, other.account].map(({ id, name }) => ({ id, name }));
});

beforeEach(resetRegisters);

const meeting = async (heldOn = "2026-04-02") =>
  (await board<{ id: number }>("POST", "/registers/meetings", { heldOn, attendeeIds: members.map((member) => member.id), otherAttendees: "Hasan Demir" })).body.id;

const general = (subject: string) => ({ kind: "general", subject, body: `${subject} hakkında karar verildi.` });

describe("the decision book", () => {
  it("numbers decisions per year from 1, two board members recording at once never sharing a number", async () => {
    const id = await meeting();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? board : second)<{ number: string }>("POST", `/registers/meetings/${id}/decisions`, general(`Konu ${i}`))));
    expect(answers.map((answer) => answer.body.number).sort()).toEqual(["2026/1", "2026/2", "2026/3", "2026/4", "2026/5", "2026/6", "2026/7", "2026/8"]);
    const next = await meeting("2025-01-05");
    expect((await board<{ number: string }>("POST", `/registers/meetings/${next}/decisions`, general("Önceki yıl"))).body.number).toBe("2025/1");
  });

  it("refuses attendees who are not on the board", async () => {
    const outsider = await createAccount("member");
    const refused = await board<{ fields: Record<string, string> }>("POST", "/registers/meetings", { heldOn: "2026-04-02", attendeeIds: [outsider.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.attendeeIds).toBe("Karar defterine yalnızca yönetim kurulu üyeleri katılan olarak yazılır.");
  });

  it("holds a meeting only with more than half of the statute's board seats, counting members without a site account by the names typed", async () => {
    const post = (body: Record<string, unknown>) => board<{ fields: Record<string, string> }>("POST", "/registers/meetings", { heldOn: "2026-04-02", ...body });
    const two = await post({ attendeeIds: members.map((member) => member.id) });
    expect(two.status).toBe(400);
    expect(two.body.fields.attendeeIds).toBe("Yönetim kurulu 5 asıl üyeden oluşur; toplantı için üye tam sayısının salt çoğunluğu, en az 3 üye gerekir (tüzük). 2 üye katıldı olarak yazıldı.");
    // A name typed twice, or the name of a member ticked, counts once: refused under the names.
    const twice = await post({ attendeeIds: members.map((member) => member.id), otherAttendees: "Hasan Demir\n  hasan  DEMİR " });
    expect([twice.status, twice.body.fields.otherAttendees]).toEqual([400, "hasan DEMİR bir kez yazılır: işaretli ya da yazılı adını tekrarlamayın."]);
    const none = await post({ attendeeIds: [], otherAttendees: "\n \n" });
    expect(none.body.fields.attendeeIds).toBe("Toplantıya katılan yönetim kurulu üyelerini işaretleyin ya da adlarını yazın.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM board_meetings").first("n")).toBe(0);
    // Three of five: one account and two typed names (members without an account) make the quorum.
    const held = await post({ attendeeIds: [members[0]!.id], otherAttendees: "Hasan Demir\r\nLeyla  Erdem\n" });
    expect(held.status).toBe(201);
    const stored = await env.DB.prepare("SELECT user_id AS userId, name FROM board_meeting_attendees ORDER BY id").all();
    expect(stored.results).toEqual([{ userId: members[0]!.id, name: members[0]!.name }, { userId: null, name: "Hasan Demir" }, { userId: null, name: "Leyla Erdem" }]);
    // A board of seven (the statute's seats in the settings) needs four.
    await board("PUT", "/assembly/settings", { boardSeats: 7, auditSeats: 3, leaveOutBehind: false, everyYears: 3, version: 0 });
    expect((await post({ attendeeIds: [members[0]!.id], otherAttendees: "Hasan Demir\nLeyla Erdem" })).body.fields.attendeeIds).toMatch(/^Yönetim kurulu 7 asıl üyeden oluşur; .* en az 4 üye gerekir/);
    expect((await board<DecisionBookDto>("GET", "/registers/decisions?yil=2026")).body.boardSeats).toBe(7);
    expect(boardQuorumProblem(4, 3)).toBeNull();
  });

  it("keeps a corrected decision legible, struck through by the correction with who, when and why", async () => {
    const id = await meeting();
    const struck = (await board<{ id: number }>("POST", `/registers/meetings/${id}/decisions`, general("Aidat tutarı"))).body;
    const correction = { meetingId: id, subject: "Aidat tutarı (düzeltme)", body: "Aidat yıllık 600 TL'dir.", reason: "Tutar yanlış yazılmıştı" };
    expect((await board("POST", `/registers/decisions/${struck.id}/correct`, correction)).status).toBe(201);
    expect((await board("POST", `/registers/decisions/${struck.id}/correct`, correction)).status).toBe(409);
    const book = (await board<DecisionBookDto>("GET", "/registers/decisions?yil=2026")).body;
    const [original, fixed] = book.meetings[0]!.decisions;
    expect(original).toMatchObject({ number: "2026/1", subject: "Aidat tutarı", correctedBy: { number: "2026/2", reason: "Tutar yanlış yazılmıştı", byName: "Test member" } });
    expect(fixed).toMatchObject({ number: "2026/2", corrects: { number: "2026/1", reason: "Tutar yanlış yazılmıştı" } });
    expect(book.meetings[0]!.attendees).toEqual(["Test member", "Test member", "Hasan Demir"]);
  });

  it("accepts an application by a decision that writes the register entry and activates the account", async () => {
    const applicant = await createAccount("member", "pending");
    const id = await meeting("2026-05-10");
    const person = { fullName: "Zeynep Kaya", identityNumber: tcFrom(567891234), motherName: "Hatice", gender: "female" };
    const accepted = await board<{ number: string }>("POST", `/registers/meetings/${id}/decisions`, {
      kind: "acceptance",
      applicantId: applicant.id,
      subject: "Üyelik başvurusu",
      body: "Zeynep Kaya'nın üyeliğe kabulüne karar verildi.",
      person,
    });
    expect(accepted).toMatchObject({ status: 201, body: { number: "2026/1" } });
    const list = (await board<MemberPageDto>("GET", "/registers/members")).body;
    expect(list.rows).toEqual([expect.objectContaining({ registerNo: 1, fullName: "Zeynep Kaya", acceptedOn: "2026-05-10", acceptanceDecisionNo: "2026/1" })]);
    expect(await env.DB.prepare("SELECT status FROM users WHERE id = ?").bind(applicant.id).first("status")).toBe("active");
    // The same application cannot be decided twice.
    const again = await board("POST", `/registers/meetings/${id}/decisions`, { kind: "rejection", applicantId: applicant.id, subject: "x", body: "y" });
    expect(again.status).toBe(409);
  });

  it("stores nothing when the acceptance's identity number is invalid", async () => {
    const applicant = await createAccount("member", "pending");
    const id = await meeting();
    const refused = await board<{ statusMessage: string }>("POST", `/registers/meetings/${id}/decisions`, {
      kind: "acceptance",
      applicantId: applicant.id,
      subject: "Üyelik başvurusu",
      body: "Kabul",
      person: { fullName: "Ali Veli", identityNumber: "11111111111", motherName: "Ayşe", gender: "male" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.statusMessage).toMatch(/T\.C\. kimlik numarası geçerli değil/);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM board_decisions").first("n")).toBe(0);
  });

  it("refuses a meeting day that is not a calendar day or lies ahead, under the field", async () => {
    for (const [heldOn, message] of [["2026-02-31", "Takvimde böyle bir gün yok; tarihi yeniden seçin."], ["2099-01-05", "Toplantı tarihi bugünden sonra olamaz."]]) {
      const refused = await board<{ fields: Record<string, string> }>("POST", "/registers/meetings", { heldOn, attendeeIds: members.map((member) => member.id) });
      expect(refused.status).toBe(400);
      expect(refused.body.fields.heldOn).toBe(message);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM board_meetings").first("n")).toBe(0);
  });

  it("expels a member by a decision that records the entry's exit in the same batch, once, and links both ways", async () => {
    // Accepted by a decision of the year before: this year's book starts at its first number.
    await bookDecisions("2025/1");
    const member = (await board<{ id: number }>("POST", "/registers/members", { fullName: "Kemal Demir", identityNumber: tcFrom(612345789), motherName: "Emine", gender: "male", acceptedOn: "2025-01-10", acceptanceDecisionNo: "2025/1" })).body;
    const id = await meeting("2026-06-15");
    const expulsion = { kind: "expulsion", registerId: member.id, subject: "Üyelikten çıkarma", body: "Kemal Demir'in tüzüğün 8. maddesi uyarınca üyelikten çıkarılmasına karar verildi.", reason: "Aidatını iki yıl ödemedi" };
    const decided = await board<{ id: number; number: string }>("POST", `/registers/meetings/${id}/decisions`, expulsion);
    expect(decided).toMatchObject({ status: 201, body: { number: "2026/1" } });
    const entry = await env.DB.prepare("SELECT exited_on, exit_kind, exit_decision_no, exit_decision_id, exit_reason FROM member_register WHERE id = ?").bind(member.id).first();
    expect(entry).toEqual({ exited_on: "2026-06-15", exit_kind: "expulsion", exit_decision_no: "2026/1", exit_decision_id: decided.body.id, exit_reason: "Aidatını iki yıl ödemedi" });
    const book = (await board<DecisionBookDto>("GET", "/registers/decisions?yil=2026")).body;
    expect(book.meetings[0]!.decisions[0]).toMatchObject({ kind: "expulsion", entry: { id: member.id, registerNo: 1 } });
    // A second expulsion of the same entry stores no decision; nor does one naming no entry.
    for (const registerId of [member.id, 99999]) {
      const refused = await board<{ fields: Record<string, string> }>("POST", `/registers/meetings/${id}/decisions`, { ...expulsion, registerId });
      expect(refused.status).toBe(409);
      expect(refused.body.fields.registerId).toMatch(/^Bu üye kaydı bulunamadı, üyelikten zaten çıkmış/);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM board_decisions WHERE year = 2026").first("n")).toBe(1);
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE target IN (?, ?) ORDER BY id").bind(`decision:${decided.body.id}`, `member:${member.id}`).all();
    expect(actions.results.map((row) => row.action)).toEqual(["register.member.add", "register.decision.add", "register.member.exit"]);
  });

  it("keeps a rejected applicant's name on the decision after the account is gone, and links an acceptance to its entry", async () => {
    const [refused, accepted] = [await createAccount("member", "pending"), await createAccount("member", "pending")];
    await env.DB.prepare("UPDATE users SET name = ? WHERE id = ?").bind("Reddedilen Başvurucu", refused.id).run();
    const id = await meeting("2026-05-10");
    await board("POST", `/registers/meetings/${id}/decisions`, { kind: "rejection", applicantId: refused.id, subject: "Üyelik başvurusu", body: "Başvurunun reddine karar verildi." });
    const person = { fullName: "Zeynep Kaya", identityNumber: tcFrom(567891234), motherName: "Hatice", gender: "female" };
    await board("POST", `/registers/meetings/${id}/decisions`, { kind: "acceptance", applicantId: accepted.id, subject: "Üyelik başvurusu", body: "Kabul", person });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(refused.id).first("n")).toBe(0);
    const [rejection, acceptance] = (await board<DecisionBookDto>("GET", "/registers/decisions?yil=2026")).body.meetings[0]!.decisions;
    expect(rejection).toMatchObject({ kind: "rejection", applicantName: "Reddedilen Başvurucu", entry: null });
    expect(acceptance).toMatchObject({ kind: "acceptance", applicantName: "Test member", entry: { registerNo: 1 } });
  });

  it("refuses an acceptance whose meeting lies before the register's last acceptance: numbers follow acceptance order", async () => {
    await bookDecisions("2026/1");
    await board("POST", "/registers/members", { fullName: "Kemal Demir", identityNumber: tcFrom(612345789), motherName: "Emine", gender: "male", acceptedOn: "2026-06-01", acceptanceDecisionNo: "2026/1" });
    const applicant = await createAccount("member", "pending");
    const id = await meeting("2026-05-10");
    const person = { fullName: "Zeynep Kaya", identityNumber: tcFrom(567891234), motherName: "Hatice", gender: "female" };
    const refused = await board<{ statusMessage: string }>("POST", `/registers/meetings/${id}/decisions`, { kind: "acceptance", applicantId: applicant.id, subject: "Üyelik başvurusu", body: "Kabul", person });
    expect(refused.status).toBe(400);
    expect(refused.body.statusMessage).toBe("Üyeliğe giriş tarihi defterdeki son girişten (01.06.2026) önce olamaz: sıra numaraları kabul sırasını izler.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM board_decisions").first("n")).toBe(1);
  });

  it("refuses the Kullanıcılar approval or rejection of a membership application while a board is recorded: the decision book answers it", async () => {
    const applicant = await createAccount("member", "pending");
    const { cookie } = await sessionCookie((await createAccount("admin")).id);
    const admin = apiCaller(() => cookie);
    for (const action of ["approve", "reject"]) {
      const refused = await admin<{ statusMessage: string }>("POST", `/users/${applicant.id}/${action}`);
      expect(refused.status).toBe(409);
      expect(refused.body.statusMessage).toBe("Üyelik başvurusu yönetim kurulu kararıyla kabul ya da reddedilir: başvuruyu Karar defterinde karara bağlayın.");
    }
    expect(await env.DB.prepare("SELECT status FROM users WHERE id = ?").bind(applicant.id).first("status")).toBe("pending");
  });
});
