import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInAdministrator } from "./admin-account";
import { newVisitor } from "./chromium";
import { keepScreenshot } from "./screenshots";
import { adminSettled } from "./settled";
import { newTab, tabFinished } from "./tabs";

/**
 * Yasal takvim in Chromium (docs/calendar.md), as the administrator (who has everything the board
 * has): the assembly dates add their items (a bad cycle refused under its field), the items come by
 * due date with the overdue marked, the declaration is settled in place, and the dashboard shows the
 * card. At a phone's and a laptop's width, with screenshots for a person to look at. The demo register
 * is not counted on: the browser tests' server has no register key, so its seed skips the register.
 */
const baseURL = inject("baseURL");
const PATH = "/admin/yasal-takvim";

let administrator: BrowserContext;

beforeAll(async () => {
  administrator = await newVisitor();
  await signInAdministrator(administrator, baseURL);
});
afterAll(() => administrator?.close());

async function open(path: string, width: number): Promise<Page> {
  const page = await newTab(administrator);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(baseURL + path);
  await adminSettled(page);
  return page;
}

const items = (page: Page) => page.locator(".calendar-item");

describe("Yasal takvim in Chromium", () => {
  it("counts the assembly items from the assemblies the site keeps (the demo's ordinary assembly), linking to them", async () => {
    const page = await open(PATH, 1280);
    const next = items(page).filter({ hasText: "Olağan genel kurul toplantısı yapılacak" });
    await next.first().waitFor();
    await expect(next.getByRole("link").first().getAttribute("href")).resolves.toBe("/admin/genel-kurul");
    // The dates are the assemblies' own records: the calendar screen asks for none of its own.
    await expect(page.getByRole("link", { name: "genel kurul kayıtlarından" }).isVisible()).resolves.toBe(true);
    await expect(page.locator("#takvim-son-genel-kurul").count()).resolves.toBe(0);
    await tabFinished(page);
  });

  it.each([390, 1280])("lists the open items by due date, the overdue marked, without sideways scrolling (%i px)", async (width) => {
    const page = await open(PATH, width);
    await page.getByRole("heading", { level: 1, name: "Yasal takvim" }).waitFor();
    await items(page).first().waitFor();
    const dueDays = await items(page).locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    expect(dueDays).toEqual([...dueDays].sort());
    // The assembly entered above is years behind: the first item is overdue, and says so in words.
    expect(await items(page).first().getAttribute("class")).toContain("calendar-overdue");
    expect(await items(page).first().locator(".calendar-stage").textContent()).toBe("Süresi geçti");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `yasal-takvim-${width}`);
    await tabFinished(page);
  });

  it("settles the declaration in place: marked as filed, it leaves the list", async () => {
    const page = await open(PATH, 390);
    const declaration = items(page).filter({ hasText: "dernek beyannamesi (DERBİS)" });
    await declaration.getByRole("button", { name: "Beyanname verildi" }).click();
    await declaration.waitFor({ state: "detached" });
    await tabFinished(page);
  });

  it.each([390, 1280])("shows a card on the dashboard linking to the screen (%i px)", async (width) => {
    const page = await open("/admin", width);
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Yasal takvim" }) });
    await card.getByText(/Süresi geçen \d+ iş var\./).waitFor();
    await keepScreenshot(page, `pano-yasal-takvim-${width}`, { fullPage: false });
    await Promise.all([page.waitForURL(baseURL + PATH), card.getByRole("link", { name: "Yasal takvim" }).click()]);
    await tabFinished(page);
  });
});
