import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { memberReportsProvider } from "../../src/services/calendar/providers/member-reports";
import { resignationNoticeMail } from "../../src/services/registers/mails";
import type { MemberEntryDto } from "../../src/shared/registers/dto";
import { boardApi, bookDecisions, tcFrom } from "../support/registers";
import { addMember } from "../support/dues";

/**
 * One identifier for a register entry in every address and mail: its register number (docs/registers.md).
 * The rows' ids and the book's numbers differ here, as they do in a register imported or kept for years.
 */
describe("links to a member register entry", () => {
  const board = boardApi();
  const rows: { id: number; registerNo: number }[] = [];

  beforeAll(async () => {
    await env.DB.batch(["member_register", "audit_log"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
    // Rows written and removed before (a register kept for years, an import tried): the row ids run ahead of the book's numbers.
    for (const no of [1, 2, 3]) await addMember({ no: 900 + no, name: "Silinen", acceptedOn: "2020-01-01" });
    await env.DB.prepare("DELETE FROM member_register").run();
    await bookDecisions("2026/1", "2026/2");
    for (const [i, name] of ["Bir Numara", "İki Numara"].entries()) {
      const entry = { fullName: name, identityNumber: tcFrom(612345678 + i * 7919), motherName: "Fatma", gender: "female", acceptedOn: `2026-01-1${i}`, acceptanceDecisionNo: `2026/${i + 1}` };
      rows.push((await board<{ id: number; registerNo: number }>("POST", "/registers/members", entry)).body);
    }
    expect(rows.map((row) => row.registerNo)).toEqual([1, 2]);
    expect(rows[1]!.id).not.toBe(2);
  });

  it("opens entry 2 of the book at /registers/members/2, and names a number the book lacks", async () => {
    const view = await board<MemberEntryDto>("GET", "/registers/members/2");
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: rows[1]!.id, registerNo: 2, fullName: "İki Numara" });
    const missing = await board<{ statusMessage: string }>("GET", "/registers/members/3");
    expect([missing.status, missing.body.statusMessage]).toEqual([404, "Üye kayıt defterinde 3 sıra numaralı kayıt yok."]);
  });

  it("records an exit and a DERBİS mark for the entry whose number the address names", async () => {
    expect((await board("POST", "/registers/members/2/exit", { exitKind: "resignation", exitedOn: "2026-03-01" })).status).toBe(200);
    const exited = await env.DB.prepare("SELECT register_no AS registerNo FROM member_register WHERE exited_on IS NOT NULL").all<{ registerNo: number }>();
    expect(exited.results).toEqual([{ registerNo: 2 }]);
    expect((await board("POST", "/registers/members/2/bildirildi", { event: "exit" })).status).toBe(200);
  });

  it("links the resignation mail and the legal calendar to the entry's number", async () => {
    const sender = { name: "Örnek Derneği", address: "", origin: "https://dernek.example" };
    const mail = resignationNoticeMail("yk@example.com", { name: "İki Numara", registerNo: 2, exitedOn: "2026-03-01" }, sender);
    expect(mail.text).toMatch(/https:\/\/dernek\.example\/admin\/uye-defteri\/2(?!\d)/);
    const items = await memberReportsProvider.openItems({ db: database(env.DB), today: "2026-03-02" } as Parameters<typeof memberReportsProvider.openItems>[0]);
    const hrefs = items.map((item) => [item.title, item.href, item.action]);
    expect(hrefs).toContainEqual(["2 sıra numaralı üyenin girişi DERBİS'e bildirilecek", "/admin/uye-defteri/2", { kind: "member-report", registerNo: 2, which: "entry" }]);
  });
});
