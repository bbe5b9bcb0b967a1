import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { istanbulDay } from "../../src/shared/i18n/dates";
import type { DerbisPageDto } from "../../src/shared/registers/dto";
import { visit } from "../support/fetch";
import { boardApi, bookDecisions, createGrantee, resetRegisters, tcFrom } from "../support/registers";

const ids: number[] = [];

const board = boardApi();
/** The register number of the entry with row id `id`: the member API names entries by it. */
const numberOf = (id: number | undefined) => ids.indexOf(id!) + 1;

beforeEach(async () => {
  await resetRegisters();
  await bookDecisions("2026/1", "2026/2");
  ids.length = 0;
  for (const [i, acceptedOn] of ["2026-01-10", "2026-03-01"].entries()) {
    const entry = { fullName: `Üye ${i + 1}`, identityNumber: tcFrom(512345678 + i * 7919), motherName: "Fatma", gender: "female", acceptedOn, acceptanceDecisionNo: `2026/${i + 1}` };
    ids.push((await board<{ id: number }>("POST", "/registers/members", entry)).body.id);
  }
  await board("POST", `/registers/members/${numberOf(ids[0])}/exit`, { exitKind: "resignation", exitedOn: "2026-02-20" });
  await env.DB.prepare("DELETE FROM audit_log").run();
});

const list = async () => (await board<DerbisPageDto>("GET", "/registers/members/derbis")).body;

describe("the DERBİS list", () => {
  it("lists entries and exits not yet reported, oldest first, each with its 45-day deadline", async () => {
    const today = istanbulDay(new Date());
    const daysTo = (day: string) => Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.rows).toEqual([
      { id: ids[0], registerNo: 1, fullName: "Üye 1", event: "entry", day: "2026-01-10", deadline: "2026-02-24", daysLeft: daysTo("2026-02-24") },
      { id: ids[0], registerNo: 1, fullName: "Üye 1", event: "exit", day: "2026-02-20", deadline: "2026-04-06", daysLeft: daysTo("2026-04-06") },
      { id: ids[1], registerNo: 2, fullName: "Üye 2", event: "entry", day: "2026-03-01", deadline: "2026-04-15", daysLeft: daysTo("2026-04-15") },
    ]);
  });

  it("takes the board's 'bildirildi' mark once, audited, and drops the event from the list", async () => {
    expect((await board("POST", `/registers/members/${numberOf(ids[0])}/bildirildi`, { event: "entry" })).status).toBe(200);
    const again = await board<{ statusMessage: string }>("POST", `/registers/members/${numberOf(ids[0])}/bildirildi`, { event: "entry" });
    expect(again).toEqual({ status: 409, body: expect.objectContaining({ statusMessage: "Bu girişin DERBİS bildirimi zaten işaretlenmiş." }) });
    const stored = await env.DB.prepare("SELECT entry_reported_at, exit_reported_at FROM member_register WHERE id = ?").bind(ids[0]).first<{ entry_reported_at: number; exit_reported_at: number | null }>();
    expect(stored!.entry_reported_at).toBeGreaterThan(Date.now() - 60_000);
    expect(stored!.exit_reported_at).toBeNull();
    expect((await list()).rows.map((row) => `${row.registerNo}:${row.event}`)).toEqual(["1:exit", "2:entry"]);
    expect((await env.DB.prepare("SELECT action, summary FROM audit_log").all()).results).toEqual([
      { action: "register.member.reported", summary: "1 sıra numaralı üyenin girişi DERBİS'e bildirildi olarak işaretlendi" },
    ]);
  });

  it("refuses to mark the exit of a member who has not left, and an unknown event, storing nothing", async () => {
    expect((await board("POST", `/registers/members/${numberOf(ids[1])}/bildirildi`, { event: "exit" })).status).toBe(404);
    const unknown = await board<{ fields: Record<string, string> }>("POST", `/registers/members/${numberOf(ids[1])}/bildirildi`, { event: "both" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.event).toBe("Giriş mi çıkış mı bildirildi, seçin.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM member_register WHERE entry_reported_at IS NOT NULL OR exit_reported_at IS NOT NULL").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first("n")).toBe(0);
  });

  it("downloads the list as CSV for Turkish Excel with full identity numbers, the events not yet marked only, audited", async () => {
    await board("POST", `/registers/members/${numberOf(ids[0])}/bildirildi`, { event: "entry" });
    const response = await visit("/api/registers/members/derbis/disa-aktar", { headers: { cookie: (await createGrantee("board")).cookie } });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte order mark Turkish Excel needs (a decoder drops it from the text).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("Sıra no;Adı soyadı;T.C. kimlik no;")).toBe(true);
    const lines = text.trim().split("\r\n").slice(1).map((line) => line.split(";"));
    expect(lines.map((cells) => [cells[0], cells[1], cells[2], cells[10], cells[11], cells[14]])).toEqual([
      ["1", "Üye 1", tcFrom(512345678), "Üyelikten çıkış", "20.02.2026", "06.04.2026"],
      ["2", "Üye 2", tcFrom(512345678 + 7919), "Üyeliğe giriş", "01.03.2026", "15.04.2026"],
    ]);
    const audit = await env.DB.prepare("SELECT action, summary FROM audit_log WHERE action = 'register.member.export'").all();
    expect(audit.results).toEqual([{ action: "register.member.export", summary: "DERBİS'e bildirilecek girişler ve çıkışlar CSV olarak indirildi, tam kimlik numaralarıyla (2 kayıt)" }]);
  });
});
