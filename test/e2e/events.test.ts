import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newVisitor } from "./chromium";
import { keptMails } from "./mails";
import { submitted } from "./submit";
import { keepScreenshot } from "./screenshots";

/**
 * Staying in touch, as a visitor does it in Chromium: registering for an event from its page,
 * cancelling with the link from the confirmation mail, and subscribing to the newsletter from the
 * footer, confirming from the mail and leaving in one click. Pages ship no JavaScript, so these
 * run with it turned off.
 */
const baseURL = inject("baseURL");
/** A demo event with registration open (20 places): the children's story hour. */
const EVENT = "/etkinlikler/cocuklar-icin-masal-saati-nasreddin-hocanin-kazani";

let browser: BrowserContext;

beforeAll(async () => {
  browser = await newVisitor({ javaScriptEnabled: false });
});
afterAll(() => browser?.close());

/** Waits for the queue to hand a mail to the Email Service, and returns the link it carries. */
async function linkFromMail(since: number, recipientText: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = keptMails(since).find((text) => text.includes(recipientText) && pattern.test(text));
        link = pattern.exec(mail ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 30000 },
    )
    .not.toBe("");
  return link;
}

const placesLeft = async (path: string) => {
  const page = await browser.newPage();
  await page.goto(baseURL + path);
  const text = (await page.locator(".places-left strong").textContent()) ?? "";
  await page.close();
  return Number(/^(\d+) yer kaldı/.exec(text)?.[1] ?? NaN);
};

describe("event registration in Chromium", () => {
  it.each([390, 1280])("registers from the event page, then cancels with the mailed link (%i px)", async (width) => {
    const since = Date.now() - 1000;
    const before = await placesLeft(EVENT);
    expect(before).toBeGreaterThan(0);
    const page = await browser.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(baseURL + EVENT);
    const name = `Elif Yılmaz ${width}`;
    await page.getByLabel("Adınız soyadınız").fill(name);
    await page.getByLabel("E-posta adresiniz", { exact: true }).first().fill(`elif-${width}-${since}@example.com`);
    await Promise.all([page.waitForURL(/kayit=tamam/), page.getByRole("button", { name: "Kaydol" }).click()]);
    expect(await page.getByText("Kaydınız alındı", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `etkinlik-kayit-${width}`);
    expect(await placesLeft(EVENT)).toBe(before - 1);

    const link = await linkFromMail(since, `Merhaba ${name}`, /https?:\/\/\S+\/etkinlik-kaydi\/iptal\?anahtar=[\w-]+/);
    await page.goto(link);
    await submitted(page, () => page.getByRole("button", { name: "Evet, kaydımı iptal et" }).click());
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Kaydınız iptal edildi");
    expect(await placesLeft(EVENT)).toBe(before);
    await page.close();
  });

  it("answers a form with mistakes with the summary first and messages beside the fields", async () => {
    const page = await browser.newPage();
    await page.goto(baseURL + EVENT);
    await page.getByLabel("E-posta adresiniz", { exact: true }).first().fill("yanlis-adres");
    await page.getByRole("button", { name: "Kaydol" }).click();
    await page.waitForLoadState("load");
    expect(await page.getByText("Formda 2 alan düzeltilmeli").isVisible()).toBe(true);
    expect(await page.getByText("Adınızı ve soyadınızı yazın.").first().isVisible()).toBe(true);
    await page.close();
  });
});

describe("the newsletter in Chromium", () => {
  it("subscribes from the footer (the consent box first unticked) and confirms from the mail", async () => {
    const since = Date.now() - 1000;
    const email = `bulten-${since}@example.com`;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(baseURL + "/etkinlikler");
    const footer = page.locator(".footer-newsletter");
    await footer.getByLabel("E-posta adresiniz").fill(email);
    // The consent box starts unticked; without it the form is refused with the reason.
    expect(await footer.getByRole("checkbox").isChecked()).toBe(false);
    await footer.getByRole("button", { name: "Bültene abone ol" }).click();
    await page.waitForLoadState("load");
    expect(await page.getByText("Bülten gönderebilmemiz için onay kutusunu işaretleyin.").first().isVisible()).toBe(true);
    // Back on /bulten with the address kept: tick the box and send again.
    const form = page.locator("form", { has: page.locator("#bulten-consent") });
    expect(await form.getByLabel("E-posta adresiniz").inputValue()).toBe(email);
    await page.locator("#bulten-consent").check();
    await Promise.all([page.waitForURL(/durum=gonderildi/), form.getByRole("button", { name: "Bültene abone ol" }).click()]);
    expect(await page.getByText("Onay e-postası gönderildi").isVisible()).toBe(true);

    const link = await linkFromMail(since, "bültenine abonelik başvurusu yapıldı", /https?:\/\/\S+\/bulten\/onay\?anahtar=[\w-]+/);
    await page.goto(link);
    await submitted(page, () => page.getByRole("button", { name: "Aboneliğimi onayla" }).click());
    expect(await page.getByText("Aboneliğiniz başladı").isVisible()).toBe(true);
    await keepScreenshot(page, `bulten-onay-390`);
    await page.close();
  });
});
