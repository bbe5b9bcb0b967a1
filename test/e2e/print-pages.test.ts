import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { keepScreenshot } from "./screenshots";
import { administratorScreens } from "./settled";
import { tabFinished } from "./tabs";

/**
 * Every printed page of the records as paper shows it (print media): the book's table and the
 * minutes in black on white, with nothing grey around or after them (a grey block at the end of a
 * page came from the screen's ground and its sticky save bar) and no button or form on paper.
 */
const baseURL = inject("baseURL");
const { open } = administratorScreens(baseURL);

const PRINTS = [
  ["the cash book", `/admin/defter-yazdir?yil=${new Date().getFullYear()}`],
  ["the member register", "/admin/uye-defteri/yazdir"],
  ["the decision book", "/admin/karar-defteri/yazdir"],
  ["the document register", "/admin/evrak/yazdir"],
  ["the assembly's list", "/admin/genel-kurul/1/yazdir"],
  ["the assembly's minutes", "/admin/genel-kurul/1/sonuc"],
] as const;

/**
 * What would print as a grey block around or after the book: the page's ground (html, body, the admin
 * shell and main area) when not white or transparent, and any save bar or button still shown.
 */
const greyOnPaper = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("html, body, .admin-shell, .admin-layout, .admin-main, main, .form-actions, .print-controls, main button")].flatMap((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const shown = style.display !== "none" && style.visibility !== "hidden" && (element === document.documentElement || box.height > 0);
      if (!shown) return [];
      const ground = style.backgroundColor;
      const grey = ground !== "rgba(0, 0, 0, 0)" && ground !== "rgb(255, 255, 255)";
      const control = element.matches("button, .form-actions, .print-controls");
      return grey || control ? [`${element.tagName.toLowerCase()}.${String(element.className)} ${grey ? ground : "(ekranda kalan düğme)"}`] : [];
    }),
  );

describe("printed pages in Chromium", () => {
  it.each(PRINTS.flatMap(([name, path]) => [390, 1280].map((width) => [name, path, width] as const)))("%s prints black on white, with no grey block or button (%s, %i px)", async (name, path, width) => {
    const page = await open(path, width);
    await page.emulateMedia({ media: "print" });
    expect(await greyOnPaper(page)).toEqual([]);
    await keepScreenshot(page, `print-${path.split("/")[2]}-${path.includes("sonuc") ? "tutanak" : "sayfa"}-${width}`);
    await tabFinished(page);
  });
});
