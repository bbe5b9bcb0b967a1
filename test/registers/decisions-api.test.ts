import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DecisionBookDto, MemberPageDto } from "../../src/shared/registers/dto";
import { createAccount, resetAccounts } from "../support/accounts";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { createGrantee, resetRegisters, tcFrom } from "../support/registers";

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
  (await board<{ id: number }>("POST", "/registers/meetings", { heldOn, attendeeIds: members.map((member) => member.id) })).body.id;

const general = (subject: string) => ({ kind: "general", subject, body: `${subject} hakkında karar verildi.` });

describe("the decision book", () => {
  it("numbers decisions per year from 1, two board members recording at once never sharing a number", async () => {
    const id = await meeting();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? board : second)<{ number: string }>("POST", `/registers/meetings/${id}/decisions`, general(`Konu ${i}`))));
    expect(answers.map((answer) => answer.body.number).sort()).toEqual(["2026/1", "2026/2", "2026/3", "2026/4", "2026/5", "2026/6", "2026/7", "2026/8"]);
    const next = await meeting("2027-01-05");
    expect((await board<{ number: string }>("POST", `/registers/meetings/${next}/decisions`, general("Yeni yıl"))).body.number).toBe("2027/1");
  });

  it("refuses attendees who are not on the board", async () => {
    const outsider = await createAccount("member");
    const refused = await board<{ fields: Record<string, string> }>("POST", "/registers/meetings", { heldOn: "2026-04-02", attendeeIds: [outsider.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.attendeeIds).toBe("Karar defterine yalnızca yönetim kurulu üyeleri katılan olarak yazılır.");
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
    expect(book.meetings[0]!.attendees).toEqual(["Test member", "Test member"]);
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
});
