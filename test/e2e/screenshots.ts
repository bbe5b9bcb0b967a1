import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";

/** Where `npm run screenshots` keeps the pictures and printed pages. */
export const SCREENSHOTS_DIR = "test-results/screenshots";

/** `npm run screenshots` sets SCREENSHOTS=1; a plain test run writes nothing. */
const wanted = Boolean(process.env.SCREENSHOTS);

/**
 * A picture of what the test has just checked, for a person to look at (`npm run screenshots`). A
 * picture asserts nothing, and a full page costs the browser a third of a second or more, so a
 * plain test run takes none. `target`: a page (the full page, unless `fullPage: false`) or one part of it.
 */
export async function keepScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!wanted) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = `${SCREENSHOTS_DIR}/${name}.png`;
  if ("goto" in target) await target.screenshot({ path, fullPage: options.fullPage ?? true });
  else await target.screenshot({ path });
}

/** The page printed to PDF as Chromium prints it (A4 from the page's `@page` rule), for a person to look at; likewise only when asked. */
export async function keepPdf(page: Page, name: string): Promise<void> {
  if (!wanted) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.pdf({ path: `${SCREENSHOTS_DIR}/${name}.pdf`, preferCSSPageSize: true });
}
