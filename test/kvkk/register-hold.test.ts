import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ErasureDto, PersonDataDto } from "../../src/shared/admin-contract";
import { createAccount, PASSWORD, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, postForm, visit } from "../support/fetch";
import { dayFromToday, plan, resetAssembly } from "../support/assembly";
import { createGrantee, entryForAccount, resetRegisters, tcFrom } from "../support/registers";

const NUMBER = tcFrom(623456781);
const EMAIL = "elif.aydin@example.com";

beforeEach(async () => {
  await resetAccounts();
  await resetAssembly();
  await resetRegisters();
  await env.DB.prepare("DELETE FROM audit_log").run();
});

/** A member with an entry whose optional e-mail column holds the account's address. */
async function member() {
  const account = await createAccount("member", "active", EMAIL);
  const entry = await entryForAccount(account.id, { identityNumber: NUMBER, email: EMAIL });
  return { account, entry, cookie: (await sessionCookie(account.id)).cookie };
}

const registerRow = () => env.DB.prepare("SELECT register_no, full_name, identity_masked, mother_name, user_id, email FROM member_register").first<Record<string, unknown>>();

describe("the member register in the KVKK notice", () => {
  it("names the register, its legal basis, who sees it and that it is kept", async () => {
    const html = await (await visit("/kvkk")).text();
    expect(html).toContain('<h2 id="uye-kayit-defteri">Üye kayıt defteri</h2>');
    for (const text of ["derneğin kanuni yükümlülüğü (KVKK madde 5)", "özel nitelikli kişisel veridir", "yalnızca yönetim kurulu üyeleri ve site yöneticileri", "kaydınız silinmez"]) expect(html).toContain(text);
  });
});

describe("a member's own data and the register's legal hold", () => {
  it("puts the member's own entry, the number masked, into “Verilerimi indir”", async () => {
    const { cookie, entry } = await member();
    const data = (await (await visit("/hesabim/verilerim", { headers: { cookie } })).json()) as PersonDataDto;
    expect(data.uyeKaydi).toMatchObject({ siraNo: entry.registerNo, adiSoyadi: "Elif Aydın", kimlikNo: `${NUMBER.slice(0, 3)}******${NUMBER.slice(-2)}`, anneAdi: "Hatice", cinsiyeti: "Kadın", girisTarihi: "2024-05-10", cikisTarihi: null });
    expect(data.uyeKaydi!.saklama).toContain("yasal yükümlülük");
    expect(JSON.stringify(data)).not.toContain(NUMBER);
  });

  it("says before and after “Hesabımı sil” that the entry stays, keeps it without the address, and audits that", async () => {
    const { cookie, account } = await member();
    expect(await (await visit("/hesabim", { headers: { cookie } })).text()).toContain("Bu kayıt hesabınız silinse de silinmez");
    const response = await postForm("/hesabim", { islem: "sil", password: PASSWORD, confirm: "evet" }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Bu kayıt hesabınız silinse de silinmez");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(account.id).first("n")).toBe(0);
    expect(await registerRow()).toMatchObject({ full_name: "Elif Aydın", mother_name: "Hatice", user_id: null, email: null });
    expect(await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'account.delete'").first("summary")).toMatch(/üye kayıt defterindeki kaydı yasal saklama yükümlülüğü gereği korundu/);
  });

  it("shows the administrator the entry before an erasure by address and reports it kept after", async () => {
    await member();
    const admin = await createAccount("admin");
    const adminCookie = (await sessionCookie(admin.id)).cookie;
    const api = async <T,>(path: string, body: unknown) => {
      const response = await visit(`/api${path}`, { method: "POST", headers: { cookie: adminCookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as T };
    };
    const found = await api<PersonDataDto>("/kvkk/person", { email: EMAIL });
    expect(found.body.uyeKaydi).toMatchObject({ adiSoyadi: "Elif Aydın", eposta: EMAIL });
    const erased = await api<ErasureDto>("/kvkk/person/erase", { email: EMAIL, confirm: true });
    expect(erased).toEqual({ status: 200, body: expect.objectContaining({ account: true, registerEntryKept: true }) });
    expect(await registerRow()).toMatchObject({ full_name: "Elif Aydın", user_id: null, email: null });
    expect(await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'kvkk.erase'").first("summary")).toMatch(/kaydı yasal saklama yükümlülüğü gereği korundu/);
  });

  it("keeps the member on a general assembly's frozen list after “Hesabımı sil”, without the address copied there for the notice", async () => {
    const { cookie, entry } = await member();
    const board = (await createGrantee("board")).cookie;
    const boardApi = async (path: string, body?: unknown) =>
      visit(`/api${path}`, { method: "POST", headers: { cookie: board, origin: ORIGIN, "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const planned = (await (await boardApi("/assembly", plan(dayFromToday(45)))).json()) as { id: number };
    expect((await boardApi(`/assembly/${planned.id}/notice`)).status).toBe(200);
    const listed = () => env.DB.prepare("SELECT register_no, full_name, email FROM assembly_entitled WHERE register_id = ?").bind(entry.id).first<Record<string, unknown>>();
    expect(await listed()).toEqual({ register_no: entry.registerNo, full_name: "Elif Aydın", email: EMAIL });
    expect((await postForm("/hesabim", { islem: "sil", password: PASSWORD, confirm: "evet" }, { cookie })).status).toBe(200);
    expect(await listed()).toEqual({ register_no: entry.registerNo, full_name: "Elif Aydın", email: null });
  });
});
