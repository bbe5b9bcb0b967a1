import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newVisitor } from "./chromium";
import { keepScreenshot } from "./screenshots";
import { newTab, tabFinished } from "./tabs";

const baseURL = inject("baseURL");
const NOTICE_HEADING = "Kişisel Verilerin Korunması Aydınlatma Metni";

/** Every form that collects personal data, by the page it is on and its submit button. */
const personalDataForms = [
  { path: "/iletisim", button: "Gönder" },
  { path: "/register", button: /Başvur|Yönetici hesabını oluştur/ },
];

let browser: BrowserContext;

beforeAll(async () => {
  browser = await newVisitor();
});
afterAll(() => browser?.close());

async function open(path: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await newTab(browser);
  await page.setViewportSize({ width, height: 900 });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  const response = await page.goto(baseURL + path, { waitUntil: "load" });
  expect(response!.status()).toBe(200);
  return { page, problems };
}

describe("the KVKK notice in Chromium", () => {
  it.each([390, 1280])("/kvkk reads as one page with the notice, the periods and the cookies (%i px)", async (width) => {
    const { page, problems } = await open("/kvkk", width);
    expect(problems).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(NOTICE_HEADING);
    for (const name of ["Saklama süreleri", "Çerezler", "Veri sorumlusu ve başvuru adresi"]) {
      expect(await page.getByRole("heading", { level: 2, name, exact: true }).isVisible()).toBe(true);
    }
    // Nothing wider than the screen: a long cookie name must not push the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `kvkk-${width}`);
    await tabFinished(page);
  });

  it.each(personalDataForms)("$path links the notice right beside its form, and the link opens it", async ({ path, button }) => {
    for (const width of [390, 1280]) {
      const { page } = await open(path, width);
      const form = page.locator("form.form", { has: page.getByRole("button", { name: button }) });
      const link = form.getByRole("link", { name: "KVKK Aydınlatma Metni" });
      expect(await link.isVisible()).toBe(true);
      // "Right beside": the notice sits just under the button, within the form's own box.
      const [linkBox, buttonBox] = [await link.boundingBox(), await form.getByRole("button", { name: button }).boundingBox()];
      expect(linkBox!.y - buttonBox!.y).toBeGreaterThan(0);
      expect(linkBox!.y - buttonBox!.y).toBeLessThan(200);
      await keepScreenshot(form, `kvkk-form${path.replace("/", "-")}-${width}`);
      if (width === 1280) {
        await link.click();
        await page.waitForURL(`${baseURL}/kvkk`);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(NOTICE_HEADING);
      }
      await tabFinished(page);
    }
  });

  it.each(["/", "/gundem", "/hakkimizda", "/iletisim", "/login"])("the footer of %s links the notice", async (path) => {
    const { page } = await open(path, 390);
    // The footer's menu and its newsletter form both link the notice.
    const links = page.locator("footer").getByRole("link", { name: "KVKK Aydınlatma Metni" });
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    expect(new Set(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href"))))).toEqual(new Set(["/kvkk"]));
    await tabFinished(page);
  });
});
