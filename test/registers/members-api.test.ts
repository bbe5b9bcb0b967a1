import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MemberEntryDto, MemberPageDto } from "../../src/shared/registers/dto";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { createGrantee, resetRegisters, tcFrom } from "../support/registers";

let board: ApiCall;
let secondBoard: ApiCall;
let editor: ApiCall;

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
  const editorCookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
  editor = apiCaller(() => editorCookie);
});

beforeEach(async () => {
  await resetRegisters();
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

    const view = await board<MemberEntryDto>("GET", `/registers/members/${added.body.id}`);
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
    const { body } = await board<{ id: number }>("POST", "/registers/members", entry(tcFrom(456789123)));
    const early = await board<{ fields: Record<string, string> }>("POST", `/registers/members/${body.id}/exit`, { exitKind: "resignation", exitedOn: "2026-03-01" });
    expect(early.status).toBe(400);
    expect(early.body.fields.exitedOn).toBe("Çıkış tarihi üyeliğe giriş tarihinden önce olamaz.");
    const noDecision = await board<{ fields: Record<string, string> }>("POST", `/registers/members/${body.id}/exit`, { exitKind: "expulsion", exitedOn: "2026-06-01" });
    expect(noDecision.body.fields.exitDecisionNo).toMatch(/karar numarasını yazın/);
    const exit = { exitKind: "expulsion", exitedOn: "2026-06-01", exitDecisionNo: "2026/9", exitReason: "Tüzüğe aykırı davranış" };
    expect((await board("POST", `/registers/members/${body.id}/exit`, exit)).status).toBe(200);
    const view = await board<MemberEntryDto>("GET", `/registers/members/${body.id}`);
    expect(view.body).toMatchObject({ exitedOn: "2026-06-01", exitKind: "expulsion", exitDecisionNo: "2026/9", registerNo: 1 });
  });

  it("shows editors nothing of it", async () => {
    expect((await editor("GET", "/registers/members")).status).toBe(403);
  });
});
