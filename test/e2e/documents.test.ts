import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { keepPdf, keepScreenshot } from "./screenshots";
import { administratorScreens } from "./settled";
import { tabFinished } from "./tabs";

/**
 * The document register (Evrak Kayıt Defteri) in Chromium at a phone's and a desktop's width, as the
 * administrator: an incoming letter with its scan (a refusal of a file that is not one first), its
 * correction drawn struck through, and the year's printed pages.
 */
const baseURL = inject("baseURL");
const { open } = administratorScreens(baseURL);

/** A scan the server takes by its bytes: the smallest PDF with one empty page. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** Nothing wider than the screen: a wide table scrolls in its own box. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The list's rows numbered `number` (an entry and its correction share one). */
const rowsNumbered = (page: Page, number: string) =>
  page.locator("table tbody tr").filter({ has: page.getByRole("rowheader", { name: number, exact: true }) });

describe("the document register in Chromium", () => {
  it.each([390, 1280])("records a letter with its scan, corrects it, and prints the year's pages (%i px)", async (width) => {
    const page = await open("/admin/evrak", width);
    const subject = `Yardım kampanyası izni ${width}`;
    await page.getByRole("button", { name: "Yeni evrak" }).click();
    const form = page.locator("form.document-form");
    await form.getByLabel("Kimden geldiği").fill("Üsküdar Kaymakamlığı");
    await form.getByLabel(/^Konusu \(özeti/).fill(subject);
    // Named and typed as a PDF, but a web page by its bytes: the server refuses it under the file's field.
    const scan = form.getByLabel("Taranmış evrak");
    await scan.setInputFiles({ name: "tarama.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><body>tarama</body></html>") });
    await form.getByRole("button", { name: "Deftere kaydet" }).click();
    await expect.poll(() => scan.getAttribute("aria-invalid")).toBe("true");
    expect(await form.locator(".field-error").textContent()).toBe("Yalnızca PDF, JPEG veya PNG dosyası eklenebilir.");
    await keepScreenshot(page, `documents-refused-${width}`);

    await scan.setInputFiles({ name: "kaymakamlik-yazisi.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Deftere kaydet" }).click();
    const saved = page.getByText(/^Evrak \d{4}\/\d+ numarasıyla deftere kaydedildi\.$/);
    const number = (await saved.textContent())!.match(/\d{4}\/\d+/)![0];
    const year = number.slice(0, 4);
    const entry = rowsNumbered(page, number);
    await entry.getByText(subject).waitFor();
    // The scan opens for the board only, with the type its bytes showed.
    const opened = await page.request.get(baseURL + (await entry.getByRole("link", { name: /^Aç/ }).getAttribute("href"))!);
    expect(opened.headers()["content-type"]).toBe("application/pdf");

    await entry.getByRole("button", { name: `Düzelt (${number})` }).click();
    const correction = page.locator("form.document-form");
    await correction.getByLabel(/^Konusu \(özeti/).fill(`${subject}, Nisan kermesi için`);
    await correction.getByLabel("Düzeltmenin nedeni").fill("Konu eksik yazılmıştı");
    await correction.getByRole("button", { name: "Düzeltmeyi kaydet" }).click();
    await page.getByText(`${number} numaralı kayıt düzeltildi.`).waitFor();
    const struck = page.locator("tr.document-row-struck").filter({ has: page.getByRole("rowheader", { name: number, exact: true }) });
    await struck.getByText(/^Düzeltildi \(.+\): Konu eksik yazılmıştı$/).waitFor();
    expect(await struck.locator(".document-text").evaluate((text) => getComputedStyle(text).textDecorationLine)).toBe("line-through");
    expect(await rowsNumbered(page, number).count()).toBe(2);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `documents-${width}`);

    await page.getByRole("link", { name: "Yazdır" }).click();
    await page.waitForURL(new RegExp(`/admin/evrak/yazdir\\?baslangic=${year}&bitis=${year}$`));
    const printed = page.locator("table.print-register tbody tr").filter({ has: page.getByRole("cell", { name: number, exact: true }) });
    await expect.poll(() => printed.count()).toBe(2);
    expect(await page.locator("table.print-register thead").textContent()).toContain(`Çamlıca Kültür ve Dayanışma Derneği · Evrak Kayıt Defteri · ${year}`);
    expect(await printed.first().textContent()).toContain(subject);
    expect(await printed.first().getAttribute("class")).toBe("print-struck");
    expect(await printed.last().textContent()).toMatch(/Nisan kermesi için.*Düzeltme \(.+\): Konu eksik yazılmıştı/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".print-controls").isVisible()).toBe(false);
    if (width === 1280) await keepPdf(page, "documents-print");
    await tabFinished(page);
  });
});
