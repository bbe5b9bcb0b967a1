import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tableToRows } from "../../client/admin/sections/register-import/rows";
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath, hasControlCharacter } from "../../src/shared/control-characters";
import { memberImportRowSchema } from "../../src/shared/registers/member-entry";
import { createAccount, sessionCookie } from "../support/accounts";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { ORIGIN, visit } from "../support/fetch";
import { registerTable } from "../support/register-rows";
import { createGrantee, resetRegisters } from "../support/registers";

let call: ApiCall;
let cookie = "";
beforeAll(async () => {
  await resetRegisters();
  cookie = (await createGrantee()).cookie;
  call = apiCaller(() => cookie);
});

const registerCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM member_register").first<{ n: number }>())!.n;

/** NUL, a C0 character, DEL and a C1 character (NEL): none may reach a stored text. */
const CONTROLS = ["\u0000", "\u0007", "\u007f", "\u0085"];

describe("control characters in stored text", () => {
  it("are told apart from tab and line breaks", () => {
    for (const control of CONTROLS) expect(hasControlCharacter(`Ali${control}Veli`)).toBe(true);
    expect(hasControlCharacter("Satır 1\nSatır 2\r\n\tgirintili")).toBe(false);
    expect(controlCharacterPath({ rows: [{ entry: { fullName: "Ali" } }, { entry: { fullName: "Ali\u0000Veli" } }] })).toEqual(["rows", 1, "entry", "fullName"]);
  });

  it("are refused by the register's own schema, under the field, as the form shows it", () => {
    const [row] = tableToRows(registerTable(1, 1)).rows;
    const parsed = memberImportRowSchema.safeParse({ registerNo: 1, entry: { ...row!.entry, fullName: "Ali\u0000Veli" }, exit: null });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.at(-1), issue.message])).toContainEqual(["fullName", CONTROL_CHARACTER_MESSAGE]);
  });

  it("fail the import's dry run and the import, and nothing is stored", async () => {
    const rows = tableToRows(registerTable(2, 1)).rows;
    rows[1]!.entry.fullName = "Ali\u0000Veli";
    const before = await registerCount();
    for (const path of ["/registers/import/denetle", "/registers/import"]) {
      const answer = await call<{ statusMessage: string; fields: Record<string, string> }>("POST", path, { rows });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ rows: CONTROL_CHARACTER_MESSAGE });
    }
    expect(await registerCount()).toBe(before);
  });

  it("are refused in any JSON body and any form field, with the field named", async () => {
    const editor = (await sessionCookie((await createAccount("editor")).id)).cookie;
    const asEditor = apiCaller(() => editor);
    for (const control of CONTROLS) {
      const answer = await asEditor<{ fields: Record<string, string> }>("POST", "/news", { title: `Duyuru${control}`, summary: "", body: null });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ title: CONTROL_CHARACTER_MESSAGE });
    }
    const form = new FormData();
    form.set("direction", "incoming");
    form.set("recordedOn", "2026-03-02");
    form.set("counterparty", "Üsküdar\u0085Kaymakamlığı");
    form.set("subject", "Bildirim");
    const document = await visit("/api/registers/documents", { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
    expect(document.status).toBe(400);
    expect(await document.json()).toMatchObject({ fields: { counterparty: CONTROL_CHARACTER_MESSAGE } });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM document_register WHERE subject = 'Bildirim'").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("a public form", () => {
  // Its own page says it under the field, with what was typed kept: 422, as for any wrong field.
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM contact_messages").run();
    await env.DB.prepare("DELETE FROM login_throttle").run();
  });

  it("shows the message under the field and stores nothing", async () => {
    const fields = { name: "Ayşe\u0000Yılmaz", email: "ayse@example.com", subject: "Gönüllülük", message: "Merhaba, gönüllü olmak istiyorum." };
    const response = await visit("/iletisim", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": "203.0.113.9" },
      body: new URLSearchParams(fields).toString(),
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(`id="iletisim-name-hata">${CONTROL_CHARACTER_MESSAGE}`);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages").first<{ n: number }>())!.n).toBe(0);
  });
});
