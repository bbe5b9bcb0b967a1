import { execFileSync } from "node:child_process";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keepScreenshot, keepPdf } from "./screenshots";
import { fictitiousTcNumber } from "../support/register-rows";
import { genitive } from "../../src/shared/i18n/text";
import { ADMIN } from "./admin-account";
import { adminSettled, administratorScreens } from "./settled";
import { tabFinished } from "./tabs";

/**
 * The registers' list, printed pages and DERBİS list in Chromium at a phone's and a desktop's width,
 * as the administrator (who has everything the board has), on the demo register.
 */
const baseURL = inject("baseURL");
const { open } = administratorScreens(baseURL);

/** Today in Turkey, `YYYY-MM-DD`: the books take no day ahead of it, nor one before their last. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());

/**
 * The acceptance decision the entry added by hand names (this year's 90th), written into the browser
 * tests' decision book first: the register refuses a decision number the book does not hold.
 */
beforeAll(() => {
  const year = today().slice(0, 4);
  const statements = [
    `INSERT INTO board_meetings (held_on) VALUES ('${year}-01-02');`,
    `INSERT OR IGNORE INTO board_decisions (meeting_id, year, number, decided_on, kind, subject, body, created_by_name) VALUES ((SELECT max(id) FROM board_meetings), ${year}, 90, '${year}-01-02', 'acceptance', 'Üyelik başvurusu', 'Kabul', 'Tarayıcı testi');`,
  ];
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("persistTo"), "--command", statements.join("\n")], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    stdio: "ignore",
  });
});

/** Ticks or unticks the administrator's "Yönetim kurulu" duty under Kullanıcılar → Görevler. */
async function setBoardDuty(width: number, on: boolean) {
  const page = await open("/admin/kullanicilar", width);
  const box = page.getByRole("group", { name: `${ADMIN.name}: görevler` }).getByRole("checkbox", { name: "Yönetim kurulu" });
  if ((await box.isChecked()) !== on) {
    await box.click();
    await page.getByText(`${genitive(ADMIN.name)} görevleri güncellendi.`).waitFor();
  }
  await expect.poll(() => box.isChecked()).toBe(on);
  await tabFinished(page);
}

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
    await tabFinished(page);
  });

  it.each([390, 1280])("lists the newest entries first when asked, and keeps that order across its pages (%i px)", async (width) => {
    const page = await open("/admin/uye-defteri", width);
    const numbers = async () => (await page.locator(".admin-table tbody tr td:first-child").allTextContents()).map((text) => Number(text.replace(/\D/g, "")));
    const oldest = await numbers();
    await page.getByRole("link", { name: "En yeni kayıtlar üstte" }).click();
    await page.waitForURL(/sira=yeni/);
    await expect.poll(async () => (await numbers())[0]! > oldest[0]!).toBe(true);
    const newest = await numbers();
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    // The filter keeps the order (and the pager, when the register runs to more than a page).
    expect(await page.getByRole("link", { name: "Yalnız üyeliği sürenler" }).getAttribute("href")).toBe("/admin/uye-defteri?durum=uye&sira=yeni");
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `register-newest-${width}`);
    await tabFinished(page);
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
    await tabFinished(page);
  });

  it.each([390, 1280])("says what is wrong with a range under its field (%i px)", async (width) => {
    const page = await open("/admin/uye-defteri/yazdir?ilk=5&son=2", width);
    const field = page.getByLabel("Son sıra no");
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Son numara ilk numaradan küçük olamaz.").first().isVisible()).toBe(true);
    await tabFinished(page);
  });

  it.each([390, 1280])("prints a range of the decision book (%i px)", async (width) => {
    const page = await open("/admin/karar-defteri/yazdir?yil=2026&ilk=1&son=3", width);
    const numbers = await page.locator("table.print-register tbody tr td:first-child").allTextContents();
    expect(numbers).toEqual(["2026/1", "2026/2", "2026/3"]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `decision-print-${width}`);
    if (width === 1280) await keepPdf(page, `decision-print`);
    await tabFinished(page);
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
    await tabFinished(page);
  });

  it.each([390, 1280])("adds an entry by hand (a field error first), opens its full view and records an exit (%i px)", async (width) => {
    const page = await open("/admin/uye-defteri/yeni", width);
    const name = `Defne Akın ${width}`;
    await page.getByLabel("Adı soyadı").fill(name);
    await page.getByLabel("T.C. kimlik no").fill("12345678901");
    await page.getByLabel("Anne adı").fill("Saadet");
    await page.getByLabel("Cinsiyeti").selectOption("female");
    await page.getByLabel("Üyeliğe giriş tarihi").fill(today());
    await page.getByLabel("Giriş karar no").fill(`${today().slice(0, 4)}/90`);
    await page.getByRole("button", { name: "Deftere kaydet" }).click();
    const identity = page.getByLabel("T.C. kimlik no");
    await expect.poll(() => identity.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(/^T\.C\. kimlik numarası geçerli değil/).first().isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `register-new-error-${width}`);
    await identity.fill(fictitiousTcNumber(91_000 + width));
    await page.getByRole("button", { name: "Deftere kaydet" }).click();
    await page.waitForURL(/eklendi=\d+/);
    await page.goto(`${baseURL}/admin/uye-defteri?q=${encodeURIComponent(name)}`);
    await adminSettled(page);
    await page.getByRole("link", { name }).click();
    await page.getByRole("heading", { name: new RegExp(`\\d+\\. kayıt: ${name}`) }).waitFor();
    expect(await page.getByText(fictitiousTcNumber(91_000 + width), { exact: true }).isVisible()).toBe(true);
    await page.getByLabel("Çıkış şekli").selectOption("resignation");
    await page.getByLabel("Üyelikten çıkış tarihi").fill(today());
    await page.getByRole("button", { name: "Çıkışı işle" }).click();
    // The entry loads again with its exit, and the form is gone (the entry stays).
    await expect.poll(() => page.locator(".register-facts").getByText("İstifa", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Çıkışı işle" }).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `register-entry-${width}`);
    await tabFinished(page);
  });

  it.each([390, 1280])("records a meeting, a decision and its correction in the decision book (%i px)", async (width) => {
    // A meeting's attendees are board members: the administrator takes the duty for this test only.
    await setBoardDuty(width, true);
    try {
      const page = await open("/admin/karar-defteri", width);
      const meetings = page.locator("article.register-meeting");
      const before = await meetings.count();
      await page.getByText("Yeni toplantı kaydet").click();
      await page.getByLabel("Toplantı tarihi").fill(today());
      await page.getByRole("checkbox", { name: ADMIN.name }).check();
      // One member of a board of several is no meeting: the quorum is said under the attendees.
      await page.getByRole("button", { name: "Toplantıyı kaydet" }).click();
      await page.locator("#toplanti-katilanlar-error").getByText(/^Yönetim kurulu \d+ asıl üyeden oluşur; toplantı için üye tam sayısının salt çoğunluğu, en az \d+ üye gerekir \(tüzük\)\. 1 üye katıldı olarak yazıldı\.$/).waitFor();
      const seats = Number(/Yönetim kurulu (\d+) asıl üye;/.exec((await page.locator("#toplanti-yeter-sayi").textContent()) ?? "")![1]);
      // Members without a site account are typed, one a line, up to the quorum.
      const typed = ["Hasan Demir", "Leyla Erdem", "Cem Aksoy", "Derya Polat", "Murat Tekin"].slice(0, Math.floor(seats / 2));
      await page.getByLabel("Sitede hesabı olmayan katılan üyeler").fill(typed.join("\n"));
      await page.locator("#toplanti-yeter-sayi").getByText(`Şimdi ${typed.length + 1} üye yazılı.`).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await keepScreenshot(page.locator("details.register-form", { has: page.locator("#toplanti-diger-katilanlar") }), `decision-book-meeting-${width}`);
      await page.getByRole("button", { name: "Toplantıyı kaydet" }).click();
      await page.getByText("Toplantı kaydedildi; kararlarını aşağıdan ekleyin.").waitFor();
      // Today's meeting is the book's last once the book has loaded again.
      await expect.poll(() => meetings.count()).toBe(before + 1);
      await adminSettled(page);
      const meeting = meetings.last();
      // The names typed stand beside the account's among the attendees.
      await meeting.getByText(new RegExp(typed.join(", "))).waitFor();
      await meeting.getByText("Bu toplantıya karar ekle").click();
      await meeting.getByLabel("Kararın konusu").waitFor();
      await meeting.getByLabel("Kararın konusu").fill(`Kermes tarihi ${width}`);
      await meeting.getByLabel("Kararın metni").fill("Bahar kermesinin 12 Nisan'da yapılmasına karar verildi.");
      await meeting.getByRole("button", { name: "Kararı kaydet" }).click();
      await page.getByText(/^Karar \d{4}\/\d+ kaydedildi\.$/).waitFor();
      const decision = page.locator("li.register-decision", { hasText: `Kermes tarihi ${width}` });
      await decision.getByText("Kararı düzelt").click();
      await decision.getByLabel("Düzeltmenin nedeni").waitFor();
      await decision.getByLabel("Düzeltmenin alındığı toplantı").selectOption({ index: 1 });
      await decision.getByLabel("Düzeltilmiş metin").fill("Bahar kermesinin 19 Nisan'da yapılmasına karar verildi.");
      await decision.getByLabel("Düzeltmenin nedeni").fill("Gün yanlış yazılmıştı");
      await decision.getByRole("button", { name: "Düzeltmeyi kaydet" }).click();
      const struck = page.locator("li.register-decision.is-struck", { hasText: `Kermes tarihi ${width}` });
      await struck.getByText(/sayılı kararla düzeltildi .*Neden: Gün yanlış yazılmıştı/).waitFor();
      expect(await struck.locator("del").count()).toBe(1);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `decision-book-${width}`);
      await tabFinished(page);
    } finally {
      await setBoardDuty(width, false);
    }
  });

  it("prints the demo year of the member register on several A4 pages, each numbered", async () => {
    const page = await open("/admin/uye-defteri/yazdir?yil=2026", 1280);
    expect(await page.locator("table.print-register tbody tr").count()).toBeGreaterThanOrEqual(40);
    await page.emulateMedia({ media: "print" });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    await keepPdf(page, "register-print-year");
    await tabFinished(page);
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
    // Paid through this year, as the form suggests: the dry run says the import charges nothing.
    await page.getByText("Aktarım hiçbir aidat tahakkuk ettirmeyecek; kimse borçlu görünmeyecek.", { exact: false }).waitFor();
    const reported = page.getByRole("checkbox", { name: /45 günü geçmiş girişler ve çıkışlar DERBİS'e bildirilmiş sayılsın/ });
    expect(await reported.isChecked()).toBe(true);
    await page.getByRole("button", { name: "2 kaydı deftere ekle" }).click();
    await page.getByText(/^2 kayıt deftere eklendi \(sıra no \d+–\d+\); 2 giriş DERBİS'e bildirilmiş sayıldı\.$/).waitFor();
    await keepScreenshot(page, "register-import-1280");
    // Reported in their time: the DERBİS list does not ask for them.
    await page.goto(baseURL + "/admin/uye-defteri/derbis");
    await adminSettled(page);
    expect(await page.getByText("Nesrin Kocabaş").count()).toBe(0);
    await tabFinished(page);
  });
});
