import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MemberPrintDto } from "../../src/shared/registers/dto";
import { resetAccounts } from "../support/accounts";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { ORIGIN, visit } from "../support/fetch";
import { bookDecisions, createGrantee, resetRegisters, tcFrom, TYPED_ATTENDEES } from "../support/registers";

let board: ApiCall;
let cookie = "";
const numbers = [tcFrom(212345678), tcFrom(323456789), tcFrom(434567891)];

beforeAll(async () => {
  await resetAccounts();
  const member = await createGrantee("board");
  cookie = member.cookie;
  board = apiCaller(() => cookie);
});

beforeEach(async () => {
  await resetRegisters();
  await bookDecisions("2025/9", "2026/2", "2026/4");
  const people = [
    { fullName: "Ayşe Yılmaz", acceptedOn: "2025-11-03", acceptanceDecisionNo: "2025/9" },
    { fullName: "İsmail Işık", acceptedOn: "2026-02-14", acceptanceDecisionNo: "2026/2" },
    { fullName: "Şule Çelik", acceptedOn: "2026-03-12", acceptanceDecisionNo: "2026/4" },
  ];
  for (const [i, person] of people.entries()) {
    const entry = { ...person, identityNumber: numbers[i], motherName: "Fatma", gender: i === 1 ? "male" : "female", address: "Çamlıca Mah.; No 3" };
    await board("POST", "/registers/members", entry);
  }
  // The acceptances' decisions were needed to enter the members; the decision book's tests start from an empty book.
  await env.DB.batch([env.DB.prepare("DELETE FROM board_decisions"), env.DB.prepare("DELETE FROM board_meetings")]);
  await board("POST", "/registers/members/3/exit", { exitKind: "resignation", exitedOn: "2026-09-15", exitReason: "Yazılı istifa" });
  await env.DB.prepare("DELETE FROM audit_log").run();
});

const audit = async () => (await env.DB.prepare("SELECT action, summary FROM audit_log ORDER BY id").all<{ action: string; summary: string }>()).results;
const download = (path: string) => visit(`/api/registers${path}`, { headers: { cookie, origin: ORIGIN } });

describe("the member register's printed pages", () => {
  it("prints one year with every column and full identity numbers, as one audited view naming the year", async () => {
    const printed = await board<MemberPrintDto>("GET", "/registers/members/yazdir?yil=2026");
    expect(printed.status).toBe(200);
    expect(printed.body.title).toBe("2026 yılı");
    expect(printed.body.rows).toEqual([
      expect.objectContaining({ registerNo: 2, fullName: "İsmail Işık", identity: numbers[1], motherName: "Fatma", acceptedOn: "2026-02-14", exitedOn: null }),
      expect.objectContaining({ registerNo: 3, fullName: "Şule Çelik", identity: numbers[2], exitKind: "resignation", exitedOn: "2026-09-15", exitReason: "Yazılı istifa" }),
    ]);
    expect(await audit()).toEqual([{ action: "register.member.print", summary: "Üye kayıt defterinin 2026 yılı basılmak üzere açıldı, tam kimlik numaralarıyla (2 kayıt)" }]);
  });

  it("prints a range of register numbers", async () => {
    const printed = await board<MemberPrintDto>("GET", "/registers/members/yazdir?ilk=1&son=2");
    expect(printed.body.rows.map((row) => row.registerNo)).toEqual([1, 2]);
    expect((await audit())[0]!.summary).toContain("1–2 sıra numaraları");
  });

  it("refuses a range that ends before it starts, or names nothing, under the field and without an audit line", async () => {
    const backwards = await board<{ fields: Record<string, string> }>("GET", "/registers/members/yazdir?ilk=5&son=2");
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.son).toBe("Son numara ilk numaradan küçük olamaz.");
    const nothing = await board<{ fields: Record<string, string> }>("GET", "/registers/members/yazdir");
    expect(nothing.body.fields.yil).toBe("Bir yıl ya da bir sıra numarası aralığı yazın.");
    expect(await audit()).toEqual([]);
  });
});

describe("the CSV for Turkish Excel", () => {
  it("exports the member register with a BOM, semicolons, dd.MM.yyyy days and masked numbers unless full ones are asked for", async () => {
    const response = await download("/members/disa-aktar?ilk=1&son=3");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="uye-kayit-defteri-1-3.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Sıra no;Adı soyadı;T.C. kimlik no;Tabiiyeti;Anne adı;Baba adı;Cinsiyeti;Mesleği;Öğrenim durumu;Yerleşim yeri;E-posta;Üyeliğe giriş tarihi;Giriş karar no;Üyelikten çıkış tarihi;Çıkış şekli;Çıkış karar no;Çıkış nedeni");
    const masked = `${numbers[2]!.slice(0, 3)}******${numbers[2]!.slice(-2)}`;
    expect(lines[3]).toBe(`3;Şule Çelik;${masked};T.C.;Fatma;;Kadın;;;"Çamlıca Mah.; No 3";;12.03.2026;2026/4;15.09.2026;İstifa;;Yazılı istifa`);
    expect(lines.join("\n")).not.toContain(numbers[2]);

    const full = new TextDecoder().decode(await (await download("/members/disa-aktar?yil=2026&tam=1")).arrayBuffer());
    expect(full).toContain(`3;Şule Çelik;${numbers[2]};`);
    expect(await audit()).toEqual([
      { action: "register.member.export", summary: "Üye kayıt defterinin 1–3 sıra numaraları CSV olarak indirildi, kimlik numaraları maskeli (3 kayıt)" },
      { action: "register.member.export", summary: "Üye kayıt defterinin 2026 yılı CSV olarak indirildi, tam kimlik numaralarıyla (2 kayıt)" },
    ]);
  });

  it("exports a year's decisions, a corrected one marked struck with who corrected it and why", async () => {
    const me = (await env.DB.prepare("SELECT user_id AS id FROM user_grants WHERE kind = 'board' ORDER BY user_id DESC LIMIT 1").first<{ id: number }>())!.id;
    const meeting = (await board<{ id: number }>("POST", "/registers/meetings", { heldOn: "2026-04-02", attendeeIds: [me], otherAttendees: TYPED_ATTENDEES })).body.id;
    const first = (await board<{ id: number }>("POST", `/registers/meetings/${meeting}/decisions`, { kind: "general", subject: "Aidat tutarı", body: "Aidat yıllık 500 TL'dir." })).body;
    await board("POST", `/registers/meetings/${meeting}/decisions`, { kind: "general", subject: "Kermes", body: "Kermes 10 Mayıs'ta yapılır." });
    await board("POST", `/registers/decisions/${first.id}/correct`, { meetingId: meeting, subject: "Aidat tutarı (düzeltme)", body: "Aidat yıllık 600 TL'dir.", reason: "Tutar yanlış yazılmıştı" });

    const csv = new TextDecoder().decode(await (await download("/decisions/disa-aktar?yil=2026")).arrayBuffer()).replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Karar sayısı;Karar tarihi;Toplantıya katılan üyeler;Konusu;Kararın metni;Düzeltildi (üstü çizili);Düzeltme");
    expect(lines[1]).toMatch(/^2026\/1;02\.04\.2026;Test member, Hasan Demir, Leyla Erdem;Aidat tutarı;Aidat yıllık 500 TL'dir\.;Evet;Bu karar 2026\/3 sayılı kararla düzeltildi \(Test member, .+\)\. Neden: Tutar yanlış yazılmıştı$/);
    expect(lines[3]).toBe("2026/3;02.04.2026;Test member, Hasan Demir, Leyla Erdem;Aidat tutarı (düzeltme);Aidat yıllık 600 TL'dir.;;2026/1 sayılı kararı düzeltir. Neden: Tutar yanlış yazılmıştı");

    const some = new TextDecoder().decode(await (await download("/decisions/disa-aktar?yil=2026&ilk=2&son=2")).arrayBuffer());
    expect(some.trimEnd().split("\r\n").map((line) => line.split(";")[0])).toEqual(["Karar sayısı", "2026/2"]);
  });
});
