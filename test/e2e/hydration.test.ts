import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInAdministrator } from "./admin-account";
import { newVisitor } from "./chromium";
import { adminSettled } from "./settled";
import { newTab, tabFinished } from "./tabs";

/**
 * The admin area is rendered by the Worker and hydrated by the browser: what the server sent is
 * readable before any script runs, the same screen hydrates without a mismatch, and its buttons
 * work once it has.
 */
const baseURL = inject("baseURL");

/** The screens people open most (the list sections with their first page of data), a record's own view and an editor. */
const SCREENS = [
  "/admin",
  "/admin/gundem",
  "/admin/etkinlikler",
  "/admin/galeri",
  "/admin/sayfalar",
  "/admin/kullanicilar",
  "/admin/uye-defteri",
  "/admin/uye-defteri/1",
  "/admin/karar-defteri",
  "/admin/evrak",
  "/admin/aidat",
  "/admin/aidat/defter",
  "/admin/genel-kurul",
  "/admin/yasal-takvim",
  "/admin/gundem/yeni",
  "/admin/sayfalar/about",
];

let administrator: BrowserContext;
let withoutScripts: BrowserContext;

beforeAll(async () => {
  administrator = await newVisitor();
  await signInAdministrator(administrator, baseURL);
  // The same visitor with JavaScript off: what the server's HTML alone shows.
  withoutScripts = await newVisitor({ javaScriptEnabled: false });
  await withoutScripts.addCookies(await administrator.cookies());
});

afterAll(async () => {
  await administrator?.close();
  await withoutScripts?.close();
});

/** Everything the page says is wrong while it loads and hydrates: console errors and warnings, and uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

describe("the admin area's server HTML", () => {
  it("shows a list section's heading and first rows with no script run, never the old loading line", async () => {
    const page = await newTab(withoutScripts);
    await page.goto(baseURL + "/admin/uye-defteri");
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Üye kayıt defteri");
    // The demo register's first entry, in the list's first page.
    expect(await page.locator("main table tbody tr").count()).toBeGreaterThan(0);
    expect(await page.locator("body").textContent()).not.toContain("Yönetim paneli yükleniyor");
    await page.goto(baseURL + "/admin/gundem");
    expect(await page.locator("main h1").textContent()).toBe("Gündem");
    expect(await page.locator("main table tbody tr").count()).toBeGreaterThan(0);
    await tabFinished(page);
  });
});

describe("hydration", () => {
  // One test per screen and width: each has its own time limit on a busy machine.
  describe.each([390, 1280])("at %i px", (width) => {
    it.each(SCREENS)("hydrates %s without an error or a hydration warning in the console", async (path) => {
      const page = await newTab(administrator);
      await page.setViewportSize({ width, height: 900 });
      const problems = problemsOf(page);
      await page.goto(baseURL + path);
      await adminSettled(page);
      expect(problems).toEqual([]);
      await tabFinished(page);
    });
  });

  it("a form sent before the app has run stays on the page and puts none of its fields in the address", async () => {
    const page = await newTab(administrator);
    // The app's scripts never arrive, as on a connection that drops them: only the server's HTML is there.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(baseURL + "/admin/genel-kurul");
    await page.locator("#assembly-firstPlace").fill("Dernek lokali");
    const defaultPrevented = await page.locator("main form").first().evaluate(
      (form) =>
        new Promise<boolean>((resolve) => {
          // Listened to last (on window, bubbling), after the page's own listeners have had their say.
          addEventListener("submit", (event) => resolve(event.defaultPrevented), { once: true });
          form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
        }),
    );
    expect(defaultPrevented).toBe(true);
    expect(page.url()).toBe(baseURL + "/admin/genel-kurul");
    await page.close();
  });

  it("a server-rendered button works once the app has hydrated: the menu opens a section without reloading the page", async () => {
    const page = await newTab(administrator);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(baseURL + "/admin/gundem");
    await adminSettled(page);
    // A mark on the document that a full load would lose.
    await page.evaluate(() => document.documentElement.setAttribute("data-ayni-sayfa", "1"));
    await page.getByRole("navigation", { name: "Yönetim menüsü", exact: true }).getByRole("link", { name: "Etkinlikler", exact: true }).click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Etkinlikler");
    expect(page.url()).toBe(baseURL + "/admin/etkinlikler");
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-ayni-sayfa"))).toBe("1");
    await tabFinished(page);
  });
});
