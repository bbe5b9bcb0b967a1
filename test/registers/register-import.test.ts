import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { tableToRows, type ImportRow } from "../../client/admin/sections/register-import/rows";
import type { ImportCheckDto, ImportDoneDto } from "../../src/shared/admin-contract";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { registerTable } from "../support/register-rows";
import { createGrantee, resetRegisters } from "../support/registers";

let call: ApiCall;
beforeAll(async () => {
  await resetRegisters();
  const cookie = (await createGrantee()).cookie;
  call = apiCaller(() => cookie);
});

const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM member_register").first<{ n: number }>())!.n;
const rowsOf = (table: string[][]): ImportRow[] => tableToRows(table).rows;

describe("importing an existing member register", () => {
  it("names a register number past any plausible book, and one that jumps far past the number before it, in the dry run", async () => {
    const rows = rowsOf(registerTable(5, 1));
    rows[3]!.registerNo = "9007";
    rows[4]!.registerNo = "9007199254740991";
    const checked = await call<ImportCheckDto>("POST", "/registers/import/denetle", { rows });
    expect(checked.body).toMatchObject({ passing: 3, failing: 2 });
    const problems = Object.fromEntries(checked.body.rows.map((row) => [row.line, row.problems.map((p) => `${p.field}: ${p.message}`)]));
    expect(problems[5]).toEqual(["registerNo: 9007 sıra numarası, ondan önceki 3 numarasından 9003 numara atlıyor; yazım hatası olmalı. Numarayı düzeltin."]);
    expect(problems[6]).toEqual(["registerNo: Sıra numarası en fazla 999.999 olabilir; dosyadaki sayıyı kontrol edin."]);
    expect(await count()).toBe(0);
  });

  it("answers each failing row's problems in Turkish and stores nothing, even when asked to import", async () => {
    const rows = rowsOf(registerTable(4, 9001));
    rows[1]!.entry.identityNumber = "12345678901";
    rows[2]!.entry.acceptanceDecisionNo = "1999/4";
    rows[3]!.entry.identityNumber = rows[0]!.entry.identityNumber!;
    const before = await count();
    const checked = await call<ImportCheckDto>("POST", "/registers/import/denetle", { rows });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ passing: 1, failing: 3 });
    const problems = Object.fromEntries(checked.body.rows.map((row) => [row.line, row.problems.map((p) => `${p.field}: ${p.message}`)]));
    expect(problems[2]).toEqual([]);
    expect(problems[3]![0]).toMatch(/^identityNumber: T\.C\. kimlik numarası geçerli değil/);
    expect(problems[4]![0]).toMatch(/^acceptanceDecisionNo: Karar numarası \d{4} yılına ait olmalı/);
    expect(problems[5]![0]).toMatch(/dosyanın 2\. satırında da var/);
    const refused = await call<{ statusMessage: string }>("POST", "/registers/import", { rows });
    expect(refused.status).toBe(400);
    expect(refused.body.statusMessage).toMatch(/3 satırda sorun var; hiçbir kayıt eklenmedi/);
    expect(await count()).toBe(before);
  });

  it("imports 500 rows in one go, keeping the register's own numbers", async () => {
    const rows = rowsOf(registerTable(500, 1));
    const checked = await call<ImportCheckDto>("POST", "/registers/import/denetle", { rows });
    expect(checked.body).toMatchObject({ passing: 500, failing: 0 });
    const done = await call<ImportDoneDto>("POST", "/registers/import", { rows });
    expect(done.status).toBe(201);
    expect(done.body).toEqual({ imported: 500, skipped: 0, first: 1, last: 500, markedReported: { entries: 0, exits: 0 } });
    const stored = await env.DB.prepare("SELECT register_no, full_name, identity_masked FROM member_register WHERE register_no <= 500 ORDER BY register_no").all<{ register_no: number; full_name: string; identity_masked: string }>();
    expect(stored.results.map((row) => row.register_no)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(stored.results[0]!.identity_masked).toMatch(/^\d{3}\*{6}\d{2}$/);
    // A second import of the same file finds every person in the register already.
    // Which entry holds the person is not said, and the dry run writes no audit line.
    const audited = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log").first<{ n: number }>())!.n;
    const auditedBefore = await audited();
    const again = await call<ImportCheckDto>("POST", "/registers/import/denetle", { rows: rows.slice(0, 2) });
    expect(again.body.rows[0]!.problems.map((p) => p.message)).toEqual(["Bu kimlik numarasıyla kayıtlı bir üye defterde zaten var.", "1 sıra numarası defterde başka bir üyeye verilmiş."]);
    expect(again.body.rows[1]!.problems.map((p) => p.message).join(" ")).not.toMatch(/2 sıra numarasıyla/);
    expect(await audited()).toBe(auditedBefore);
  });

  it("takes an old book's missing or bare acceptance decision number: empty stays empty, a bare number is the acceptance year's", async () => {
    // People 505 and 506 of a longer register (its first 500 imported above): in no other test of this file.
    const [header, ...people] = registerTable(506, 1);
    const rows = rowsOf([header!, ...people.slice(504)]);
    rows[0]!.entry.acceptanceDecisionNo = "";
    rows[1]!.entry.acceptanceDecisionNo = "15";
    const checked = await call<ImportCheckDto>("POST", "/registers/import/denetle", { rows });
    expect(checked.body).toMatchObject({ passing: 2, failing: 0 });
    expect((await call("POST", "/registers/import", { rows })).status).toBe(201);
    const stored = await env.DB.prepare("SELECT accepted_on, acceptance_decision_no FROM member_register WHERE register_no >= 505 ORDER BY register_no").all<{ accepted_on: string; acceptance_decision_no: string }>();
    expect(stored.results.map((row) => row.acceptance_decision_no)).toEqual(["", `${stored.results[1]!.accepted_on.slice(0, 4)}/15`]);
  });

  it("numbers a file without a number column after the register's last entry, skipping failing rows only when asked", async () => {
    // People 501 and 502 of a longer register: not among the 500 imported above.
    const [header, ...people] = registerTable(502, null);
    const rows = rowsOf([header!, ...people.slice(500), ["Eksik Kişi"]]);
    const checked = await call<ImportCheckDto>("POST", "/registers/import/denetle", { rows });
    expect(checked.body).toMatchObject({ passing: 2, failing: 1 });
    const highest = (await env.DB.prepare("SELECT MAX(register_no) AS n FROM member_register").first<{ n: number }>())!.n;
    expect(checked.body.rows.map((row) => row.registerNo)).toEqual([highest + 1, highest + 2, null]);
    const done = await call<ImportDoneDto>("POST", "/registers/import", { rows, skipFailing: true });
    expect(done.body).toEqual({ imported: 2, skipped: 1, first: highest + 1, last: highest + 2, markedReported: { entries: 0, exits: 0 } });
  });

  it("counts the entries and exits past their 45 days as reported to DERBİS when the board says so; a recent one stays on the DERBİS list", async () => {
    // People 503 and 504 of a longer register: the first accepted in 2013 and gone since 2020, the second accepted ten days ago.
    const [header, ...people] = registerTable(504, 1000);
    const [old, recent] = people.slice(502).map((cells) => [...cells]);
    const recentDay = new Date(Date.now() - 10 * 86_400_000);
    const istanbul = new Intl.DateTimeFormat("tr-TR", { timeZone: "Europe/Istanbul", day: "2-digit", month: "2-digit", year: "numeric" }).format(recentDay);
    recent![9] = istanbul;
    recent![10] = `${istanbul.slice(-4)}/3`;
    const rows = rowsOf([[...header!, "Çıkış Tarihi", "Çıkış Şekli", "Çıkış Karar No"], [...old!, "30.06.2020", "İstifa", ""], [...recent!, "", "", ""]]);
    const done = await call<ImportDoneDto>("POST", "/registers/import", { rows, reportedBefore: true });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ imported: 2, markedReported: { entries: 1, exits: 1 } });
    const marks = await env.DB.prepare("SELECT register_no AS no, entry_reported_at IS NOT NULL AS entry, exit_reported_at IS NOT NULL AS exit FROM member_register WHERE register_no IN (1502, 1503) ORDER BY register_no").all<{ no: number; entry: number; exit: number }>();
    expect(marks.results).toEqual([
      { no: 1502, entry: 1, exit: 1 },
      { no: 1503, entry: 0, exit: 0 },
    ]);
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'register.member.import' ORDER BY id DESC LIMIT 1").first<{ summary: string }>();
    expect(audit!.summary).toContain("1 giriş ve 1 çıkış DERBİS'e bildirilmiş sayıldı");
  });
});
