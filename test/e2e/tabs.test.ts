import { describe, expect, inject, it } from "vitest";
import { newVisitor } from "./chromium";
import { newTab, tabFinished } from "./tabs";

/** The kept tabs of test/e2e/tabs.ts: nothing a test set on a tab reaches the next test. */
const baseURL = inject("baseURL");

describe("a visitor's kept tab", () => {
  it("opens the next screen cleared of the last test's listeners, routes, print media, session storage and size", async () => {
    const visitor = await newVisitor();
    try {
      const tab = await newTab(visitor);
      const openedAt = tab.viewportSize();
      await tab.goto(baseURL + "/kvkk");
      const heard: string[] = [];
      tab.on("console", (message) => heard.push(message.text()));
      await tab.route("**/gundem", (route) => route.fulfill({ contentType: "text/html", body: "<h1>Başka bir sayfa</h1>" }));
      await tab.emulateMedia({ media: "print" });
      await tab.setViewportSize({ width: 390, height: 900 });
      await tab.evaluate(() => sessionStorage.setItem("yeniden-yuklendi", "1"));
      await tabFinished(tab);

      const next = await newTab(visitor);
      expect(next).toBe(tab);
      expect(next.viewportSize()).toEqual(openedAt);
      await next.goto(baseURL + "/gundem");
      expect(await next.locator("h1").textContent()).toBe("Gündem");
      expect(await next.evaluate(() => matchMedia("print").matches)).toBe(false);
      expect(await next.evaluate(() => sessionStorage.getItem("yeniden-yuklendi"))).toBeNull();
      await next.evaluate(() => console.log("önceki testin dinleyicisi bunu duymamalı"));
      expect(heard).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("never hands out a tab its test closed", async () => {
    const visitor = await newVisitor();
    try {
      const tab = await newTab(visitor);
      await tab.goto(baseURL + "/kvkk");
      await tabFinished(tab);
      await tab.close();
      const next = await newTab(visitor);
      expect(next).not.toBe(tab);
      expect(next.isClosed()).toBe(false);
    } finally {
      await visitor.close();
    }
  });
});
