import type { BrowserContext, Page } from "playwright-core";

/**
 * A visitor's tabs, kept for their next screen. A test done with a tab hands it back
 * (`tabFinished`), and the same visitor's next `newTab` is that tab: going to another address of
 * the site in the same tab keeps its renderer process and the scripts it has compiled, where a new
 * tab starts two processes (one for its blank page, one for the site) and compiles everything
 * again. Measured on this project's pages: a new tab costs Chromium about 0.3 CPU s more per public
 * page and 0.5 more per admin screen than the same address opened in a kept tab.
 *
 * A kept tab is a blank slate for the next test in everything a test here sets on a tab: its
 * listeners, its routes, print media, its session storage (the admin's reload guards live there)
 * and its size go back to what a new tab has. Cookies, local storage and the HTTP cache are the
 * visitor's, shared by all its tabs as in a real browser. A test that fails never hands its tab
 * back, so a tab in an unknown state is never reused.
 */
const keptTabs = new WeakMap<BrowserContext, Page[]>();

/** The size each tab was opened at, to give a kept tab back at that size. */
const openedAt = new WeakMap<Page, { width: number; height: number } | null>();

/** A tab of `context`: one it finished earlier if there is one, otherwise a new one. */
export async function newTab(context: BrowserContext): Promise<Page> {
  const kept = keptTabs.get(context) ?? [];
  for (let tab = kept.pop(); tab; tab = kept.pop()) if (!tab.isClosed()) return tab;
  const tab = await context.newPage();
  openedAt.set(tab, tab.viewportSize());
  return tab;
}

/**
 * The test is done with `tab`: it is cleared and kept for its visitor's next `newTab`, or closed
 * when it cannot be cleared (its page gone or still loading).
 */
export async function tabFinished(tab: Page): Promise<void> {
  if (tab.isClosed()) return;
  tab.removeAllListeners();
  try {
    await tab.unrouteAll({ behavior: "ignoreErrors" });
    await tab.emulateMedia({ media: null });
    await tab.evaluate(() => sessionStorage.clear());
    const size = openedAt.get(tab);
    if (size) await tab.setViewportSize(size);
  } catch {
    await tab.close();
    return;
  }
  const context = tab.context();
  keptTabs.set(context, [...(keptTabs.get(context) ?? []), tab]);
}
