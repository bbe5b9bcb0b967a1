import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiCall } from "../support/admin-api";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { addMember, callerWith, resetDues, schedule } from "../support/dues";
import { visit } from "../support/fetch";
import { istanbulDay } from "../../src/shared/i18n/dates";
import type { DuesSettingsDto } from "../../src/shared/dues/dto";

/** A real Turkish IBAN's layout with correct check digits (ISO 13616's own example for Türkiye). */
const IBAN = "TR330006100519786457841326";
const settings = (overrides: Partial<DuesSettingsDto> = {}) => ({ iban: "TR33 0006 1005 1978 6457 8413 26", accountHolder: "Çamlıca Derneği", reminders: [], version: 0, ...overrides });

/** The pages compare with today: last year is past its due date, this year's falls on 31 December. */
const thisYear = Number(istanbulDay(new Date()).slice(0, 4));
const lastYear = thisYear - 1;

const pageOf = async (path: string, cookie: string) => {
  const response = await visit(path, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "");
};

describe("Aidatlarım on /hesabim", () => {
  let treasurer: ApiCall;
  let cookie: string;
  beforeEach(async () => {
    await resetDues();
    await resetAccounts();
    treasurer = await callerWith("member", ["treasurer"]);
    const account = await createAccount("member");
    cookie = (await sessionCookie(account.id)).cookie;
    const entry = await addMember({ no: 7, name: "Elif Kaya", acceptedOn: `${lastYear - 2}-02-01` });
    await env.DB.prepare("UPDATE member_register SET user_id = ? WHERE id = ?").bind(account.id, entry).run();
    await treasurer("PUT", "/dues/schedules", schedule(lastYear));
    await treasurer("PUT", "/dues/schedules", schedule(thisYear, { dueOn: `${thisYear}-12-31` }));
    for (const year of [lastYear, thisYear]) await treasurer("POST", "/dues/charge", { year });
    const paid = { token: crypto.randomUUID(), registerNo: 7, paidOn: `${lastYear}-05-02`, amount: 50000, method: "cash", receiptSerial: "A-0107" };
    expect((await treasurer("POST", "/dues/payments", paid)).status).toBe(201);
  });

  it("shows what is behind, what is paid, the IBAN and the exact reference text", async () => {
    expect((await treasurer("PUT", "/dues/settings", settings())).status).toBe(200);
    const page = await pageOf("/hesabim", cookie);
    expect(page).toContain(">Aidatlarım</h2>");
    expect(page).toMatch(/Gecikmiş borcunuz<\/dt><dd><strong>₺700,00<\/strong>/);
    expect(page).toMatch(/Ödeme günü gelmemiş<\/dt><dd>₺1\.200,00/);
    expect(page).toContain("TR33 0006 1005 1978 6457 8413 26");
    expect(page).toContain("Çamlıca Derneği");
    // The oldest year still open is what the transfer names.
    expect(page).toContain(`Üye 7 Aidat ${lastYear}`);
    // Last year's due is open, so it shows, with what was paid of it.
    expect(page).toMatch(new RegExp(`<td>${lastYear}</td><td>Yıllık aidat</td><td>31 Mart ${lastYear}</td><td class="amount">₺1\\.200,00</td><td class="amount">₺500,00</td><td class="amount">₺700,00</td>`));
  });

  it("keeps paid past years on their own page, linked from the account page", async () => {
    await treasurer("POST", "/dues/payments", { token: crypto.randomUUID(), registerNo: 7, paidOn: `${thisYear}-01-05`, amount: 70000, method: "bank", bankReference: "havale" });
    const page = await pageOf("/hesabim", cookie);
    expect(page).not.toContain(`<td>${lastYear}</td>`);
    expect(page).toContain('href="/hesabim/aidatlarim"');
    expect(page).toMatch(/Gecikmiş borcunuz<\/dt><dd>Yok/);
    const all = await pageOf("/hesabim/aidatlarim", cookie);
    expect(all).toMatch(new RegExp(`<td>${lastYear}</td><td>Yıllık aidat</td>.*?Ödendi</td>`));
    expect(all).toContain(`${lastYear}</td>`);
    expect(all).toContain("Nakit");
    expect(all).toContain("Banka havalesi");
    // Plain HTML: the dues pages ship no script of their own.
    expect(all).not.toMatch(/<script[^>]*src=/);
  });

  it("says plainly when no IBAN is set yet", async () => {
    const page = await pageOf("/hesabim", cookie);
    expect(page).toContain("Derneğin banka hesabı henüz buraya yazılmadı");
  });

  it("shows nothing about dues to an account with no register entry", async () => {
    const stranger = await createAccount("member");
    const page = await pageOf("/hesabim", (await sessionCookie(stranger.id)).cookie);
    expect(page).not.toContain("Aidatlarım");
  });
});

describe("the dues settings", () => {
  beforeEach(async () => {
    await resetDues();
    await resetAccounts();
  });

  it("keeps a Turkish IBAN without its spaces and gives it back", async () => {
    const treasurer = await callerWith("member", ["treasurer"]);
    const saved = await treasurer<DuesSettingsDto>("PUT", "/dues/settings", settings({ reminders: ["due", "late30"] }));
    expect(saved.body).toMatchObject({ iban: IBAN, reminders: ["due", "late30"], version: 1 });
    expect((await treasurer<DuesSettingsDto>("GET", "/dues/settings")).body.iban).toBe(IBAN);
  });

  it("refuses an IBAN whose check digits do not add up, under its field, and stores nothing", async () => {
    const treasurer = await callerWith("member", ["treasurer"]);
    const refused = await treasurer<{ fields: Record<string, string> }>("PUT", "/dues/settings", settings({ iban: "TR34 0006 1005 1978 6457 8413 26" }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields.iban).toBe("Bu IBAN'ın kontrol hanesi tutmuyor; bankanızdaki yazılışıyla karşılaştırın.");
    const foreign = await treasurer<{ fields: Record<string, string> }>("PUT", "/dues/settings", settings({ iban: "GB82 WEST 1234 5698 7654 32" }));
    expect(foreign.body.fields.iban).toMatch(/^Türkiye IBAN'ı TR ile başlar/);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM settings WHERE key = 'dues'").first<{ n: number }>())!.n).toBe(0);
  });

  it("lets the board read the settings but not change them", async () => {
    const board = await callerWith("member", ["board"]);
    expect((await board("GET", "/dues/settings")).status).toBe(200);
    expect((await board("PUT", "/dues/settings", settings())).status).toBe(403);
  });
});
