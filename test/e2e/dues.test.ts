import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { keepScreenshot } from "./screenshots";
import { administratorScreens } from "./settled";

/**
 * The treasurer's screens in Chromium at a phone's and a desktop's width, as the administrator (who
 * has everything the treasurer has), on the demo year of dues and the cash book.
 */
const baseURL = inject("baseURL");
const { open } = administratorScreens(baseURL);

/** Each table row's cells as a phone shows them: the column's name (data-label) and what is under it. */
const cardCells = (page: Page, table: string) =>
  page.locator(`${table} tbody td[data-label]`).evaluateAll((cells) =>
    cells.filter((cell) => (cell as HTMLElement).offsetParent !== null).map((cell) => ({ label: cell.getAttribute("data-label"), text: cell.textContent?.trim() ?? "" })),
  );

describe("dues and the cash book in Chromium", () => {
  it.each([390, 1280])("the dashboard sorts the members behind by name in the Turkish alphabet's order (%i px)", async (width) => {
    const page = await open("/admin/aidat", width);
    await page.getByRole("heading", { name: "Aidatı geciken üyeler" }).waitFor();
    await page.getByRole("link", { name: "Ad", exact: true }).click();
    await page.waitForURL(/sira=name/);
    // The rows sorted by amount stay on screen until the sorted ones arrive: wait for those.
    const rows = page.locator(".admin-table tbody tr td:first-child");
    const inTurkishOrder = (names: string[]) => names.length > 1 && names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, "tr") <= 0);
    await expect.poll(async () => inTurkishOrder(await rows.allTextContents())).toBe(true);
    const names = await rows.allTextContents();
    // Byte order would put every name with a Turkish capital (Ç, İ, Ö, Ş, Ü) after Z, at the end.
    expect(names.some((name) => /^[ÇĞİÖŞÜ]/.test(name))).toBe(true);
    expect(names.at(-1)).not.toMatch(/^[ÇĞİÖŞÜ]/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `aidat-pano-${width}`);
    await page.close();
  });

  it.each([390, 1280])("the cash book writes its days the Turkish way, and a phone's cards show no name above an empty cell (%i px)", async (width) => {
    const page = await open("/admin/aidat/defter", width);
    const days = await page.locator(".admin-table tbody td[data-label=Tarih] time").allTextContents();
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    if (width === 390) {
      const cells = await cardCells(page, ".admin-table");
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.filter((cell) => cell.text === "")).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `aidat-defter-${width}`);
    await page.close();
  });
});
