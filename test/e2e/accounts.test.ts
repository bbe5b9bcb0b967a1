import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./chromium";

const baseURL = inject("baseURL");
const password = "Kısıklı'dan Çamlıca'ya yürüyoruz";

let browser: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fill(page: Page, fields: Record<string, string>) {
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
}

describe("accounts in Chromium", () => {
  it("the first account sets the site up: register, sign out, sign in, reach /admin", async () => {
    const page = await browser.newPage();
    await page.goto(baseURL + "/register");
    expect(await page.getByText("ilk hesap sitenin yöneticisi olacak", { exact: false }).isVisible()).toBe(true);
    await fill(page, {
      "kayit-name": "Nermin Aksoy",
      "kayit-email": "nermin@example.com",
      "kayit-password": password,
      "kayit-passwordConfirm": password,
    });
    await Promise.all([page.waitForURL(baseURL + "/admin"), page.getByRole("button", { name: "Yönetici hesabını oluştur" }).click()]);
    expect(await page.locator("h1").textContent()).toBe("Yönetim Paneli");
    expect(await page.locator('.desktop-nav a[href="/hesabim"]').textContent()).toBe("Nermin Aksoy");

    await Promise.all([page.waitForURL(baseURL + "/"), page.locator(".desktop-nav .nav-form button").click()]);
    expect(await page.locator('.desktop-nav a[href="/login"]').isVisible()).toBe(true);
    await page.goto(baseURL + "/admin");
    expect(page.url()).toBe(baseURL + "/login?next=%2Fadmin");

    await fill(page, { "giris-email": "NERMIN@example.com", "giris-password": password });
    await Promise.all([page.waitForURL(baseURL + "/admin"), page.getByRole("button", { name: "Giriş yap" }).click()]);
    expect(await page.locator("h1").textContent()).toBe("Yönetim Paneli");
    await page.close();
  });

  it("a later registration is pending and kept out", async () => {
    const context = await launchBrowser();
    try {
      const page = await context.newPage();
      await page.goto(baseURL + "/register");
      await fill(page, {
        "kayit-name": "Kemal Demir",
        "kayit-email": "kemal@example.com",
        "kayit-password": password,
        "kayit-passwordConfirm": password,
      });
      await Promise.all([page.waitForURL(/basvuru=alindi/), page.getByRole("button", { name: "Başvur" }).click()]);
      expect(await page.getByText("onay bekliyor", { exact: false }).isVisible()).toBe(true);

      await page.goto(baseURL + "/login");
      await fill(page, { "giris-email": "kemal@example.com", "giris-password": password });
      await page.getByRole("button", { name: "Giriş yap" }).click();
      await page.waitForLoadState("load");
      expect(await page.getByText("Hesabınız henüz onaylanmadı", { exact: false }).isVisible()).toBe(true);
      const admin = await page.goto(baseURL + "/admin");
      expect(admin!.url()).toBe(baseURL + "/login?next=%2Fadmin");
    } finally {
      await context.close();
    }
  });
});
