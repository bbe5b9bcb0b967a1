import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { istanbulDay } from "../../src/shared/i18n/dates";
import { createAccount, PASSWORD, resetAccounts, sessionCookie } from "../support/accounts";
import { mailObserver } from "../support/mail";
import { createGrantee, entryForAccount, resetRegisters, tcFrom } from "../support/registers";

const NUMBER = tcFrom(523456789);
const MASKED = `${NUMBER.slice(0, 3)}******${NUMBER.slice(-2)}`;

/** A member whose account is linked to an entry of the register, with a session. */
async function memberWithEntry(acceptedOn?: string) {
  const account = await createAccount("member");
  const entry = await entryForAccount(account.id, { identityNumber: NUMBER, acceptedOn });
  await env.DB.prepare("DELETE FROM audit_log").run();
  return { account, entry, cookie: (await sessionCookie(account.id)).cookie };
}

const entryRow = () => env.DB.prepare("SELECT exited_on, exit_kind, exit_decision_no, exit_reason FROM member_register").first<Record<string, string | null>>();
const auditActions = async () => (await env.DB.prepare("SELECT action, actor_id FROM audit_log ORDER BY id").all<{ action: string; actor_id: number }>()).results;

let mail: ReturnType<typeof mailObserver>;

beforeEach(async () => {
  await resetAccounts();
  await resetRegisters();
  await env.DB.prepare("DELETE FROM audit_log").run();
  mail = mailObserver();
});

describe("“Üyelik kaydım” on /hesabim", () => {
  it("shows the member their own entry with the identity number masked, and nothing to an account without one", async () => {
    const { cookie } = await memberWithEntry();
    const html = await (await mail.request("/hesabim", { headers: { cookie } })).text();
    expect(html).toContain(">Üyelik kaydım</h2>");
    for (const text of ["Elif Aydın", MASKED, "Hatice", "Mimar", "Kısıklı Mah., Üsküdar", "10 Mayıs 2024", "2024/7", ">Üyelikten istifa et</button>"]) expect(html).toContain(text);
    expect(html).not.toContain(NUMBER);
    expect(await auditActions()).toEqual([]);

    const other = await createAccount("member");
    const page = await (await mail.request("/hesabim", { headers: { cookie: (await sessionCookie(other.id)).cookie } })).text();
    expect(page).not.toContain("Üyelik kaydım");
  });

  it("shows the whole number only when asked, and writes that view to the audit log", async () => {
    const { account, cookie } = await memberWithEntry();
    const response = await mail.post("/hesabim", { islem: "kimlik" }, { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(NUMBER);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await auditActions()).toEqual([{ action: "register.member.view", actor_id: account.id }]);
  });
});

describe("resigning on /hesabim (TMK art. 66)", () => {
  it("refuses a wrong password or an unticked box under its field, and changes nothing", async () => {
    const { cookie } = await memberWithEntry();
    const wrong = await mail.post("/hesabim", { islem: "istifa", password: "yanlış şifre", confirm: "evet" }, { cookie });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toMatch(/id="istifa-password-hata">Şu anki şifreniz hatalı\./);
    const unticked = await mail.post("/hesabim", { islem: "istifa", password: PASSWORD }, { cookie });
    expect(unticked.status).toBe(422);
    expect(await unticked.text()).toMatch(/id="istifa-confirm-hata">Üyelikten istifa ettiğinizi onaylayın\./);
    expect(await entryRow()).toMatchObject({ exited_on: null, exit_kind: null });
    expect(mail.queued).toEqual([]);
    expect(await auditActions()).toEqual([]);
  });

  it("records the exit today with no decision number, keeps the entry, audits it and tells the board once", async () => {
    const { account, entry, cookie } = await memberWithEntry();
    const board = await createGrantee("board");
    const response = await mail.post("/hesabim", { islem: "istifa", password: PASSWORD, confirm: "evet" }, { cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/hesabim?tamam=istifa#uyeligim");

    expect(await entryRow()).toEqual({ exited_on: istanbulDay(new Date()), exit_kind: "resignation", exit_decision_no: null, exit_reason: expect.stringMatching(/^İstifa/) });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM member_register").first("n")).toBe(1);
    expect(await auditActions()).toEqual([{ action: "register.member.exit", actor_id: account.id }]);
    expect(mail.queued.map((sent) => [sent.to, sent.subject])).toEqual([[board.account.email, "Üyelikten istifa: Elif Aydın"]]);
    expect(mail.queued[0]!.text).toMatch(new RegExp(`/admin/uye-defteri/${entry.registerNo}(?!\\d)`));

    const after = await (await mail.request("/hesabim?tamam=istifa", { headers: { cookie } })).text();
    expect(after).toContain("İstifanız kaydedildi");
    expect(after).toContain("İstifa");
    expect(after).not.toContain(">Üyelikten istifa et</button>");
    const again = await mail.post("/hesabim", { islem: "istifa", password: PASSWORD, confirm: "evet" }, { cookie });
    expect(again.status).toBe(409);
    expect(mail.queued).toHaveLength(1);
  });

  it("refuses an exit dated before the acceptance and stores nothing", async () => {
    const { cookie } = await memberWithEntry("2099-01-02");
    const response = await mail.post("/hesabim", { islem: "istifa", password: PASSWORD, confirm: "evet" }, { cookie });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Çıkış tarihi üyeliğe giriş tarihinden önce olamaz.");
    expect(await entryRow()).toMatchObject({ exited_on: null });
    expect(mail.queued).toEqual([]);
  });
});
