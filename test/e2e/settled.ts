import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { signInAdministrator } from "./admin-account";
import { newVisitor } from "./chromium";
import { newTab } from "./tabs";

/**
 * The admin section at the page's address is on screen and working: the section's heading is
 * there, hydrated, nothing shows a loading placeholder any more (a lazily loaded section, the editor, a
 * list's rows) and no request is in flight (the app's progress bar is gone). This is what a person
 * waits for; waiting instead for the network to fall silent cost half a second at every load even
 * when the page was long ready.
 */
export async function adminSettled(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => {
    // The server's HTML is on screen before the app runs: settled once React has hydrated the
    // section (it keeps its fiber on each element it hydrated), so its buttons and fields work. A
    // page the Worker prints without the app (the cash book's printed pages) has nothing to hydrate.
    const heading = document.querySelector("main h1");
    const inApp = document.getElementById("admin-root") !== null;
    const hydrated = !inApp || (heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber$")));
    return hydrated && document.querySelector(".skeleton, .skeleton-line, .admin-progress") === null;
  });
}

/** A tab of `context` (test/e2e/tabs.ts) at `width` px, opened at `url` and settled. */
export async function openAdminScreen(context: BrowserContext, url: string, width: number): Promise<Page> {
  const page = await newTab(context);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  await adminSettled(page);
  return page;
}

/**
 * A browser signed in as the administrator for the file's tests (started before them, closed after
 * them), and `open(path, width)`: a tab of it at an admin screen, settled (hand it back with
 * `tabFinished`).
 */
export function administratorScreens(baseURL: string): { open(path: string, width: number): Promise<Page> } {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await newVisitor();
    await signInAdministrator(browser, baseURL);
  });
  afterAll(() => browser?.close());
  return { open: (path, width) => openAdminScreen(browser, baseURL + path, width) };
}

/**
 * Runs `move` (a click on a link of the app, or a step back or forward) and waits until the section
 * it leads to has settled. A section counts as shown once its heading is a new element or says
 * something new.
 */
export async function whenMovedInAdminApp(page: Page, move: () => Promise<unknown>): Promise<void> {
  const before = await page.locator("main h1").first().evaluate((heading) => {
    heading.setAttribute("data-left-behind", "");
    return heading.textContent;
  });
  await move();
  await page.waitForFunction((text) => {
    const heading = document.querySelector("main h1");
    return heading !== null && (!heading.hasAttribute("data-left-behind") || heading.textContent !== text);
  }, before);
  await adminSettled(page);
}

/**
 * Moves the open admin app to `path` as its back and forward buttons do, without loading the page
 * again, and waits until that section has settled: the way a person goes from section to section,
 * and a fraction of a full load's work for the browser.
 */
export async function moveInAdminApp(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (here.pathname + here.search === path) return adminSettled(page);
  await whenMovedInAdminApp(page, () =>
    page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path),
  );
}
