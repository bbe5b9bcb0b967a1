import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newVisitor } from "./chromium";
import { keepScreenshot } from "./screenshots";

const baseURL = inject("baseURL");
const albumPath = "/galeri/yaz-senligi";

let browser: BrowserContext;

beforeAll(async () => {
  browser = await newVisitor();
});
afterAll(() => browser?.close());

const dialog = (page: Page) => page.locator("dialog.lightbox");
const shownPosition = (page: Page) => page.locator(".lightbox-position").textContent();
const isOpen = (page: Page) => dialog(page).evaluate((el: HTMLDialogElement) => el.open);
/** The photo in the view has loaded (a real picture, not a broken one). */
const photoLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>(".lightbox-stage img");
    return !!img && img.complete && img.naturalWidth > 0;
  });

async function openAlbum(width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  const response = await page.goto(baseURL + albumPath, { waitUntil: "load" });
  expect(response!.status()).toBe(200);
  return { page, problems };
}

describe("the album page's photo view", () => {
  it("loads only its own script, allowed by the page's CSP; other public pages allow none", async () => {
    const page = await browser.newPage();
    const album = await page.goto(baseURL + albumPath);
    expect(album!.headers()["content-security-policy"]).toContain("script-src 'self';");
    const scripts = await page.locator("script[src]").evaluateAll((els) => els.map((el) => el.getAttribute("src")));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/lightbox-[A-Z0-9]+\.js$/);
    const photo = await page.goto(baseURL + (await page.locator(".photo-grid a").first().getAttribute("href"))!);
    expect(photo!.headers()["content-security-policy"]).toContain("script-src 'none'");
    expect(await page.locator("script[src]").count()).toBe(0);
    await page.close();
  });

  it("opens on a click, moves with the arrow keys, closes with Escape and gives the focus back", async () => {
    const { page, problems } = await openAlbum(1280);
    const thumbnails = page.locator(".photo-grid a");
    const total = await thumbnails.count();
    expect(total).toBeGreaterThan(2);
    await thumbnails.nth(1).click();
    await photoLoaded(page);
    expect(await isOpen(page)).toBe(true);
    // Still the album's address: the view did not navigate.
    expect(new URL(page.url()).pathname).toBe(albumPath);
    expect(await shownPosition(page)).toBe(`2 / ${total}`);
    const caption = await thumbnails.nth(1).getAttribute("data-photo-caption");
    expect(await page.locator(".lightbox-caption").textContent()).toBe(caption);
    // The full-size copy is offered for download, and the photo's own page is one link away.
    const download = page.locator('.lightbox-controls a[download]');
    expect(await download.getAttribute("href")).toBe(await thumbnails.nth(1).getAttribute("data-photo-full"));
    expect(await download.textContent()).toMatch(/Tam boyutunu indir \(\d+ × \d+\)/);

    await page.keyboard.press("ArrowRight");
    expect(await shownPosition(page)).toBe(`3 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await shownPosition(page)).toBe(`1 / ${total}`);
    // The first photo has nothing before it.
    expect(await page.getByRole("button", { name: /Önceki fotoğraf/ }).isDisabled()).toBe(true);

    // The focus stays inside the dialog however far one tabs.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog.lightbox"))).toBe(true);
    }
    await keepScreenshot(page, `galeri-foto-gorunumu-1280`, { fullPage: false });

    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>("dialog.lightbox")!.open);
    // Back on the thumbnail of the photo last shown (the first), not the one first clicked. The
    // dialog's close event (which moves the focus) is a task of its own, after `open` turns false.
    await expect
      .poll(() => page.evaluate(() => document.activeElement === document.querySelector(".photo-grid a")), { timeout: 5000 })
      .toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("moves with a swipe on a phone; the caption stays in its own row below the photo", async () => {
    const { page, problems } = await openAlbum(390);
    const thumbnails = page.locator(".photo-grid a");
    const total = await thumbnails.count();
    await thumbnails.first().click();
    await photoLoaded(page);
    expect(await shownPosition(page)).toBe(`1 / ${total}`);

    const swipe = (from: number, to: number) =>
      page.locator(".lightbox-stage").evaluate(
        (stage, [x0, x1]) => {
          const at = (type: string, x: number) =>
            stage.dispatchEvent(new PointerEvent(type, { pointerId: 7, pointerType: "touch", clientX: x, clientY: 400, bubbles: true, isPrimary: true }));
          at("pointerdown", x0!);
          at("pointermove", (x0! + x1!) / 2);
          at("pointerup", x1!);
        },
        [from, to],
      );
    await swipe(320, 60);
    expect(await shownPosition(page)).toBe(`2 / ${total}`);
    await swipe(60, 320);
    expect(await shownPosition(page)).toBe(`1 / ${total}`);
    // A short or mostly vertical movement is not a swipe.
    await swipe(200, 190);
    expect(await shownPosition(page)).toBe(`1 / ${total}`);

    await photoLoaded(page);
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const photo = await box(".lightbox-stage img");
    const caption = await box(".lightbox-caption");
    const controls = await box(".lightbox-controls");
    // Caption under the photo, controls under the caption, all inside the 390 px screen.
    expect(caption.y).toBeGreaterThanOrEqual(photo.y + photo.height - 1);
    expect(controls.y).toBeGreaterThanOrEqual(caption.y + caption.height - 1);
    expect(controls.y + controls.height).toBeLessThanOrEqual(844 + 1);
    for (const part of [photo, caption, controls]) expect(part.x + part.width).toBeLessThanOrEqual(390 + 1);
    // Every control is a 44 px touch target.
    for (const control of await page.locator(".lightbox button, .lightbox-controls a").all()) {
      const size = (await control.boundingBox())!;
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    }
    await keepScreenshot(page, `galeri-foto-gorunumu-390`, { fullPage: false });

    await page.getByRole("button", { name: /Kapat/ }).click();
    expect(await isOpen(page)).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });
});
