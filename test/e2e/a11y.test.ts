import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminScreens, memberScreens, visitorScreens, type Screen } from "./a11y-screens";
import { signInAdministrator } from "./admin-account";
import { AUDIT_WIDTHS, axeViolations } from "./axe";
import { newVisitor } from "./chromium";
import { adminSettled } from "./settled";
import { newTab, tabFinished } from "./tabs";

/**
 * Accessibility in the project's own tests: axe-core (WCAG 2.2 A and AA) on every screen listed in
 * a11y-screens.ts, at a phone's and a laptop's width, signed out and signed in as the
 * administrator. Any violation fails, with one line per element saying the screen, the rule, the
 * element's selector and why. This file runs after the other browser files
 * (LastFilesSequencer in vitest.config.ts) of its server: it signs in as the administrator (made by
 * the first file that needed one) and audits the screens with the data the others left in place.
 */
const baseURL = inject("baseURL");

/** Nobody signed in. */
let visitor: BrowserContext;
/** The administrator, signed in once for every member and admin screen. */
let administrator: BrowserContext;

/**
 * Resolves when the screen has drawn what it shows: its heading, no loading placeholder left, and on
 * an admin screen the app hydrated (a step that prepares the screen acts on working buttons).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("h1") !== null && document.querySelector(".skeleton, .admin-progress, .editor-placeholder") === null);
  if ((await page.locator("#admin-root").count()) > 0) await adminSettled(page);
}

/** Every violation axe finds on the screen, at each width, one readable line each. */
async function audit(context: BrowserContext, screen: Screen): Promise<string[]> {
  // A tab that finished a screen opens the next one (test/e2e/tabs.ts): it keeps the admin app and
  // axe-core's 550 KB compiled, where a new tab compiles both again.
  const page = await newTab(context);
  await page.setViewportSize({ width: AUDIT_WIDTHS[0], height: 900 });
  await page.goto(baseURL + screen.path);
  await settled(page);
  if (screen.prepare) {
    await screen.prepare(page);
    await settled(page);
  }
  const found: string[] = [];
  for (const width of AUDIT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await axeViolations(page, `${screen.name} (${new URL(page.url()).pathname}, ${width} px)`, screen.within)));
  }
  // A screen that failed half-way (a dialog left open, a navigation pending) never gets here: its
  // tab is not reused.
  await tabFinished(page);
  return found;
}

beforeAll(async () => {
  visitor = await newVisitor();
  administrator = await newVisitor();
  await signInAdministrator(administrator, baseURL);
});
afterAll(async () => {
  await visitor?.close();
  await administrator?.close();
});

// Screens are independent: a few at a time keep Chromium busy while the server renders the next.
describe.concurrent("accessibility: axe-core, WCAG 2.2 A and AA, at 390 and 1280 px", () => {
  it.each(visitorScreens)("$name ($path), signed out", async (screen) => {
    expect(await audit(visitor, screen)).toEqual([]);
  });

  it.each(memberScreens)("$name ($path), signed in", async (screen) => {
    expect(await audit(administrator, screen)).toEqual([]);
  });

  it.each(adminScreens)("$name ($path)", async (screen) => {
    expect(await audit(administrator, screen)).toEqual([]);
  });
});
