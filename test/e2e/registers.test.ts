import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { keepScreenshot, keepPdf } from "./screenshots";
import { fictitiousTcNumber } from "../support/register-rows";
import { adminSettled, administratorScreens } from "./settled";

/**
 * The registers' list, printed pages and DERBİS list in Chromium at a phone's and a desktop's width,
 * as the administrator (who has everything the board has), on the demo register.
 */
const baseURL = inject("baseURL");
const { open } = administratorScreens(baseURL);

/** Nothing wider than the screen: a wide table scrolls in its own box. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("the registers in Chromium", () => {
  it.each([390, 1280])("searches the member register with Turkish letters typed or not (%i px)", async (width) => {
    const page = await open("/admin/uye-defteri", width);
    await page.getByLabel("Ad ya da sıra no ile ara").fill("sule cetin");
    await page.getByRole("button", { name: "Ara", exact: true }).click();
    await page.waitForURL(/q=sule\+cetin/);
    await page.getByText("Toplam 1 kayıt", { exact: false }).waitFor();
    expect(await page.getByRole("link", { name: "Şule Çetin" }).isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `register-search-${width}`);
    await page.close();
  });

  it.each([390, 1280])("prints a range of the member register: the book's table alone on paper, full numbers, the legal note on screen (%i px)", async (width) => {
    const page = await open("/admin/uye-defteri/yazdir?ilk=1&son=5", width);
    const rows = page.locator("table.print-register tbody tr");
    expect(await rows.count()).toBe(5);
    expect(await page.locator("table.print-register thead").textContent()).toContain("Çamlıca Kültür ve Dayanışma Derneği · Üye Kayıt Defteri · 1–5 sıra numaraları");
    expect(await rows.first().locator("td").nth(2).textContent()).toMatch(/^[1-9]\d{10}$/);
    expect(await page.getByText("Yasal kayıt, onaylı (tasdikli) basılı defterdir", { exact: false }).isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `register-print-${width}`);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".print-controls").first().isVisible()).toBe(false);
    expect(await page.locator(".admin-menu, .admin-sidebar, .admin-topbar").evaluateAll((found) => found.filter((element) => (element as HTMLElement).offsetParent !== null).length)).toBe(0);
    expect(await rows.first().isVisible()).toBe(true);
    if (width === 1280) await keepPdf(page, `register-print`);
    await page.close();
  });

  it.each([390, 1280])("says what is wrong with a range under its field (%i px)", async (width) => {
    const page = await open("/admin/uye-defteri/yazdir?ilk=5&son=2", width);
    const field = page.getByLabel("Son sıra no");
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Son numara ilk numaradan küçük olamaz.").first().isVisible()).toBe(true);
    await page.close();
  });

  it.each([390, 1280])("prints a range of the decision book (%i px)", async (width) => {
    const page = await open("/admin/karar-defteri/yazdir?yil=2026&ilk=1&son=3", width);
    const numbers = await page.locator("table.print-register tbody tr td:first-child").allTextContents();
    expect(numbers).toEqual(["2026/1", "2026/2", "2026/3"]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `decision-print-${width}`);
    if (width === 1280) await keepPdf(page, `decision-print`);
    await page.close();
  });

  it.each([390, 1280])("lists what DERBİS still needs with its deadline, and takes the 'Bildirildi' mark (%i px)", async (width) => {
    const page = await open("/admin/uye-defteri/derbis", width);
    const count = async () => Number((await page.getByText(/^Bildirilmeyi bekleyen \d+/).textContent())!.match(/\d+/)![0]);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await page.locator("table tbody tr").first().textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}.*(gün kaldı|gün geçti|Son gün bugün)/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `derbis-${width}`);
    await page.getByRole("button", { name: /bildirildi$/ }).first().click();
    await page.getByText("bildirildi olarak işaretlendi", { exact: false }).waitFor();
    await expect.poll(count).toBe(before - 1);
    await page.close();
  });

  it("imports a register kept in Turkish Excel: checks every row first, then adds them with the old entries counted as reported to DERBİS (1280 px)", async () => {
    const page = await open("/admin/uye-kayit/ice-aktar", 1280);
    const header = "Sıra No;Adı Soyadı;T.C. Kimlik No;Tabiiyeti;Anne Adı;Cinsiyeti;Mesleği;Yerleşim Yeri;Üyeliğe Giriş Tarihi;Giriş Karar No";
    const people = [
      `;Nesrin Kocabaş;${fictitiousTcNumber(90_001)};T.C.;Saadet;Kadın;Eczacı;Kısıklı, Üsküdar;12.04.2011;2011/6`,
      `;Tarık Ilgaz;${fictitiousTcNumber(90_002)};T.C.;Remziye;Erkek;Marangoz;Bulgurlu, Üsküdar;03.09.2015;2015/14`,
    ];
    await page.locator("#aktar-dosya").setInputFiles({ name: "uye-defteri.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...people].join("\r\n"), "utf8") });
    await page.getByText("2 satır sorunsuz. Henüz hiçbir şey kaydedilmedi.").waitFor();
    const reported = page.getByRole("checkbox", { name: /45 günü geçmiş girişler ve çıkışlar DERBİS'e bildirilmiş sayılsın/ });
    expect(await reported.isChecked()).toBe(true);
    await page.getByRole("button", { name: "2 kaydı deftere ekle" }).click();
    await page.getByText(/^2 kayıt deftere eklendi \(sıra no \d+–\d+\); 2 giriş ve çıkış DERBİS'e bildirilmiş sayıldı\.$/).waitFor();
    await keepScreenshot(page, "register-import-1280");
    // Reported in their time: the DERBİS list does not ask for them.
    await page.goto(baseURL + "/admin/uye-defteri/derbis");
    await adminSettled(page);
    expect(await page.getByText("Nesrin Kocabaş").count()).toBe(0);
    await page.close();
  });
});
