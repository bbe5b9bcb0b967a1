import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { submitted } from "./submit";
import { newTab, tabFinished } from "./tabs";

/**
 * The site's first account, its administrator. On the server that runs admin.test.ts, that file
 * creates it (the first registration of a fresh site) and later resets its password through the
 * mailed link; elsewhere the first file that signs in creates it (signInAdministrator). Other
 * browser files sign in with whichever password is current.
 */
export const ADMIN = {
  name: "Nermin Aksoy",
  email: "nermin@example.com",
  password: "Kısıklı'dan Çamlıca'ya yürüyoruz",
  /** The password after admin.test.ts's "forgotten password" test. */
  passwordAfterReset: "Nakkaştepe'de gün batımı izliyoruz",
} as const;

/**
 * Signs the administrator in (the accessibility, calendar, assembly and records files). On a site
 * without one yet it creates the first account itself; after admin.test.ts, the password may be the
 * one its reset test set.
 */
export async function signInAdministrator(context: BrowserContext, baseURL: string): Promise<void> {
  const page = await newTab(context);
  await page.goto(baseURL + "/register");
  const setUp = page.getByRole("button", { name: "Yönetici hesabını oluştur" });
  if (await setUp.count()) {
    await page.locator("#kayit-name").fill(ADMIN.name);
    await page.locator("#kayit-email").fill(ADMIN.email);
    await page.locator("#kayit-password").fill(ADMIN.password);
    await page.locator("#kayit-passwordConfirm").fill(ADMIN.password);
    await Promise.all([page.waitForURL(baseURL + "/admin"), setUp.click()]);
  }
  for (const password of [ADMIN.password, ADMIN.passwordAfterReset]) {
    if (page.url() === baseURL + "/admin") break;
    await page.goto(baseURL + "/login?next=%2Fadmin");
    await page.locator("#giris-email").fill(ADMIN.email);
    await page.locator("#giris-password").fill(password);
    await submitted(page, () => page.getByRole("button", { name: "Giriş yap" }).click());
  }
  expect(page.url(), "the administrator signed in").toBe(baseURL + "/admin");
  await tabFinished(page);
}
