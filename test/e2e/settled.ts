import type { Page } from "playwright-core";

/**
 * The admin section at the page's address is on screen: the app has started, the section's heading
 * is there and nothing shows a loading placeholder any more (a lazily loaded section, the editor,
 * a list's rows). This is what a person waits for; waiting instead for the network to fall silent
 * cost half a second at every load even when the page was long ready.
 */
export async function adminSettled(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => document.querySelector(".admin-starting, .skeleton, .skeleton-line") === null);
}
