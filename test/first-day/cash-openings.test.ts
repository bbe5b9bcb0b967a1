import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionCookie } from "../support/accounts";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { resetDues } from "../support/dues";
import { visit } from "../support/fetch";

// An association that adopts the site in September with money in its cash box and its bank.
let treasurer: ApiCall;
let cookie = "";
beforeAll(async () => {
  await resetDues();
  const account = await createAccount("admin");
  cookie = (await sessionCookie(account.id)).cookie;
  treasurer = apiCaller(() => cookie);
});

const visibleText = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const openingOf = async (year: number) => (await treasurer<{ summary: { opening: number } }>("GET", `/cash-book/years/${year}`)).body.summary.opening;

describe("opening balances (devir) of the cash box and the bank accounts", () => {
  it("refuses bad input under its field, in Turkish, and stores nothing", async () => {
    const refused = await treasurer<{ fields: Record<string, string> }>("PUT", "/cash-book/openings", { on: "2026-02-30", accounts: [{ name: " ", amount: -5 }], version: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.on).toBe("Takvimde böyle bir gün yok; tarihi yeniden seçin.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM settings WHERE key = 'cash-openings'").first("n")).toBe(0);
    const none = await treasurer<{ statusMessage: string }>("PUT", "/cash-book/openings", { on: "2026-09-01", accounts: [], version: 0 });
    expect(none.body.statusMessage).toContain("En az bir hesabın (kasa ya da banka) devir tutarını yazın.");
  });

  it("opens the book of their year and every later one, and the printed book starts with them", async () => {
    const accounts = [
      { name: "Kasa", amount: 250000 },
      { name: "Ziraat Bankası vadesiz hesap", amount: 1500000 },
    ];
    const saved = await treasurer<{ version: number }>("PUT", "/cash-book/openings", { on: "2026-09-01", accounts, version: 0 });
    expect(saved.status).toBe(200);
    expect(await openingOf(2025)).toBe(0);
    expect(await openingOf(2026)).toBe(1750000);
    expect(await openingOf(2027)).toBe(1750000);

    const printed = visibleText(await (await visit("/admin/defter-yazdir?yil=2026", { headers: { cookie } })).text());
    expect(printed).toContain("01.09.2026 Devir: Kasa Devir ₺2.500,00");
    expect(printed).toContain("Devir: Ziraat Bankası vadesiz hesap Devir ₺15.000,00");
    const later = visibleText(await (await visit("/admin/defter-yazdir?yil=2027", { headers: { cookie } })).text());
    expect(later).not.toContain("Devir: Kasa");
  });
});
