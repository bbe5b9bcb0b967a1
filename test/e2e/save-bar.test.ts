import { describe, expect, inject, it } from "vitest";
import { administratorScreens } from "./settled";
import { tabFinished } from "./tabs";

/**
 * A field a person moves to (Tab, or the link of an error) is scrolled into view above the sticky
 * save bar at the foot of a form, never under it: the admin document keeps the bar's height as its
 * scroll padding (client/admin/ui.css).
 */
const baseURL = inject("baseURL");
const { open } = administratorScreens(baseURL);

describe("the sticky save bar", () => {
  for (const width of [390, 1280]) {
    it(`never covers the field that takes the focus (${width} px)`, async () => {
      const page = await open("/admin/sayfalar/contact", width);
      await page.setViewportSize({ width, height: 640 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const fields = page.locator(".admin-fieldset input:visible, .admin-fieldset textarea:visible");
      const count = await fields.count();
      expect(count).toBeGreaterThan(3);
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        await field.focus();
        const [box, bar] = await Promise.all([field.boundingBox(), page.locator(".form-actions").first().boundingBox()]);
        expect(box, `field ${i}`).not.toBeNull();
        expect(box!.y + box!.height, `field ${i} ends above the save bar`).toBeLessThanOrEqual(bar!.y + 1);
      }
      await tabFinished(page);
    });
  }
});
