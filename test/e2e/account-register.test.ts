import { execFileSync } from "node:child_process";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "../../src/services/auth/password";
import { axeViolations } from "./axe";
import { newVisitor } from "./chromium";
import { submitted } from "./submit";
import { keepScreenshot } from "./screenshots";

const baseURL = inject("baseURL");
const PASSWORD = "Kısıklı'da akşam çayı içiyoruz";
const WIDTHS = [390, 1280] as const;

/**
 * One demo member per width, signed up straight in the browser tests' database and linked to a
 * current entry of the demo register (as an acceptance through the decision book links it).
 */
beforeAll(async () => {
  const hash = await hashPassword(PASSWORD);
  const now = Date.now();
  const statements = WIDTHS.map(
    (width, i) => `INSERT INTO users (email, name, password_hash, role, status, email_confirmed_at, created_at, updated_at) VALUES ('uye-${width}@example.com', 'Üye ${width}', '${hash}', 'member', 'active', ${now}, ${now}, ${now});
UPDATE member_register SET user_id = (SELECT id FROM users WHERE email = 'uye-${width}@example.com') WHERE id = (SELECT id FROM member_register WHERE exited_on IS NULL AND user_id IS NULL ORDER BY register_no LIMIT 1 OFFSET ${i});`,
  );
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("persistTo"), "--command", statements.join("\n")], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    stdio: "ignore",
  });
});

let browser: BrowserContext | undefined;
afterAll(() => browser?.close());

describe("“Üyelik kaydım”, “Aidatlarım” and the resignation on /hesabim, in Chromium", () => {
  it.each(WIDTHS)("shows the entry masked, the dues with how to pay them, the number on request, and records a resignation (%i px)", async (width) => {
    browser = await newVisitor({ viewport: { width, height: 900 } });
    const page = await browser.newPage();
    await page.goto(`${baseURL}/login`);
    await page.locator("#giris-email").fill(`uye-${width}@example.com`);
    await page.locator("#giris-password").fill(PASSWORD);
    await Promise.all([page.waitForURL(/\/hesabim|\/$/), page.getByRole("button", { name: "Giriş yap" }).click()]);
    await page.goto(`${baseURL}/hesabim#uyeligim`);

    const section = page.locator("section[aria-labelledby=uyeligim]");
    await expect(section.getByRole("heading", { name: "Üyelik kaydım" }).isVisible()).resolves.toBe(true);
    await expect(section.locator(".identity-number").textContent()).resolves.toMatch(/^\d{3}\*{6}\d{2}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(section, `hesabim-uyelik-${width}`);
    // The section is checked here: the accessibility run's signed-in visitor has no register entry.
    expect(await axeViolations(page, `Üyelik kaydım ${width}`, "section[aria-labelledby=uyeligim]")).toEqual([]);

    // Beside it, the member's dues: what is owed and paid, the association's IBAN and the transfer's exact text.
    const dues = page.locator("section[aria-labelledby=aidatlarim]");
    await expect(dues.getByRole("heading", { name: "Aidatlarım" }).isVisible()).resolves.toBe(true);
    await expect(dues.locator("dd.iban").textContent()).resolves.toMatch(/^TR\d{2}(?: \d{1,4})+$/);
    await expect(dues.locator("strong.iban").textContent()).resolves.toMatch(/^Üye \d+ Aidat \d{4}$/);
    await keepScreenshot(dues, `hesabim-aidatlarim-${width}`);
    expect(await axeViolations(page, `Aidatlarım ${width}`, "section[aria-labelledby=aidatlarim]")).toEqual([]);

    await submitted(page, () => section.getByRole("button", { name: "Kimlik numaramın tamamını göster" }).click());
    await expect(page.locator("section[aria-labelledby=uyeligim] .identity-number").textContent()).resolves.toMatch(/^\d{11}$/);

    // A wrong password is told under its field and changes nothing.
    await page.locator("#istifa-password").fill("yanlış şifre");
    await page.getByLabel("Dernek üyeliğimden istifa ediyorum.").check();
    await submitted(page, () => page.getByRole("button", { name: "Üyelikten istifa et" }).click());
    await expect(page.locator("#istifa-password-hata").textContent()).resolves.toBe("Şu anki şifreniz hatalı.");
    await keepScreenshot(page.locator("section[aria-labelledby=uyeligim]"), `hesabim-istifa-hata-${width}`);
    expect(await axeViolations(page, `Üyelik kaydım, istifa hatası ${width}`, "section[aria-labelledby=uyeligim]")).toEqual([]);

    await page.locator("#istifa-password").fill(PASSWORD);
    await page.getByLabel("Dernek üyeliğimden istifa ediyorum.").check();
    await Promise.all([page.waitForURL(/tamam=istifa/), page.getByRole("button", { name: "Üyelikten istifa et" }).click()]);
    const after = page.locator("section[aria-labelledby=uyeligim]");
    await expect(after.getByText("İstifanız kaydedildi").isVisible()).resolves.toBe(true);
    await expect(after.locator("dd", { hasText: /^İstifa$/ }).count()).resolves.toBe(1);
    await expect(after.getByRole("button", { name: "Üyelikten istifa et" }).count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(after, `hesabim-istifa-${width}`);
    await browser.close();
    browser = undefined;
  });
});
