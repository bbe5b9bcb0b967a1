import type { Page } from "playwright-core";

/**
 * Runs `act` (a click or a key press that submits a form) and resolves once the page it leads to has
 * loaded. `waitForLoadState` alone is not enough: it resolves at once on the page that is already
 * loaded, so a check right after it could still read the page before the submission (a slow server
 * made a sign-in look failed and the next password be tried).
 */
export async function submitted(page: Page, act: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() }), act()]);
  await page.waitForLoadState("load");
}
