import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { keepPdf, keepScreenshot } from "./screenshots";
import { genitive } from "../../src/shared/i18n/text";
import { ADMIN } from "./admin-account";
import { adminSettled, administratorScreens } from "./settled";
import { tabFinished } from "./tabs";

/**
 * The treasurer's screens in Chromium at a phone's and a desktop's width, as the administrator (who
 * has everything the treasurer has), on the demo year of dues and the cash book.
 */
const baseURL = inject("baseURL");
/** Today in Istanbul, as the forms send a day (the cash book shows this year). */
const istanbulDay = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
const { open } = administratorScreens(baseURL);

/** Each table row's cells as a phone shows them: the column's name (data-label) and what is under it. */
const cardCells = (page: Page, table: string) =>
  page.locator(`${table} tbody td[data-label]`).evaluateAll((cells) =>
    cells.filter((cell) => (cell as HTMLElement).offsetParent !== null).map((cell) => ({ label: cell.getAttribute("data-label"), text: cell.textContent?.trim() ?? "" })),
  );

describe("dues and the cash book in Chromium", () => {
  it.each([390, 1280])("the dashboard sorts the members behind by name in the Turkish alphabet's order (%i px)", async (width) => {
    const page = await open("/admin/aidat", width);
    await page.getByRole("heading", { name: "Aidatı geciken üyeler" }).waitFor();
    await page.getByRole("link", { name: "Ad", exact: true }).click();
    await page.waitForURL(/sira=name/);
    // The rows sorted by amount stay on screen until the sorted ones arrive: wait for those.
    const rows = page.locator(".admin-table tbody tr td:first-child");
    const inTurkishOrder = (names: string[]) => names.length > 1 && names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, "tr") <= 0);
    await expect.poll(async () => inTurkishOrder(await rows.allTextContents())).toBe(true);
    const names = await rows.allTextContents();
    // Byte order would put every name with a Turkish capital (Ç, İ, Ö, Ş, Ü) after Z, at the end:
    // the names shown are not in that order.
    expect(names.some((name) => /^[ÇĞİÖŞÜ]/.test(name))).toBe(true);
    expect(names).not.toEqual([...names].sort());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `aidat-pano-${width}`);
    // A member behind opens their dues and payments.
    const first = names[0]!;
    await page.locator(".admin-table tbody tr td:first-child a").first().click();
    await page.waitForURL(/\/admin\/aidat\/odeme\?uye=\d+/);
    await page.getByRole("heading", { name: new RegExp(`^${first} \\(üye no \\d+\\)$`) }).waitFor();
    await tabFinished(page);
  });

  it.each([390, 1280])("the cash book writes its days the Turkish way, and a phone's cards show no name above an empty cell (%i px)", async (width) => {
    const page = await open("/admin/aidat/defter", width);
    const days = await page.locator(".admin-table tbody td[data-label=Tarih] time").allTextContents();
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    if (width === 390) {
      const cells = await cardCells(page, ".admin-table");
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.filter((cell) => cell.text === "")).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `aidat-defter-${width}`);
    await tabFinished(page);
  });

  it.each([390, 1280])("reverses a cash book entry only with the reason the treasurer writes, kept in the book (%i px)", async (width) => {
    const page = await open("/admin/aidat/defter", width);
    // An entry of this test's own, recorded today: the book's last page shows it.
    const categories = (await (await page.request.get(`${baseURL}/api/cash-book/categories`)).json()) as { id: number; name: string }[];
    const description = `Yazıcı toneri (${width})`;
    const entry = { token: crypto.randomUUID(), entryDate: istanbulDay(), direction: "expense", categoryId: categories.find((category) => category.name === "Kırtasiye ve büro")!.id, description, amount: 12000 };
    expect((await page.request.post(`${baseURL}/api/cash-book/entries`, { headers: { origin: baseURL }, data: entry })).status()).toBe(201);
    const lastPage = async () => ((await (await page.request.get(`${baseURL}/api/cash-book/years/${istanbulDay().slice(0, 4)}`)).json()) as { pageCount: number }).pageCount;
    await page.goto(`${baseURL}/admin/aidat/defter?sayfa=${await lastPage()}`);
    await adminSettled(page);
    await page.locator("tr", { hasText: description }).getByRole("button", { name: "Ters kayıtla düzelt" }).click();
    const form = page.locator("form.dues-reversal");
    await form.getByRole("button", { name: "Ters kayıtla düzelt" }).click();
    await form.getByText("Düzeltmenin nedenini yazın.").waitFor();
    const reason = `Fatura iki kez yazılmış (${width})`;
    await form.getByLabel("Düzeltmenin nedeni").fill(reason);
    await keepScreenshot(page, `aidat-defter-duzeltme-${width}`);
    await form.getByRole("button", { name: "Ters kayıtla düzelt" }).click();
    await page.getByText("Kayıt ters kayıtla düzeltildi.").waitFor();
    // The reversal takes the book's next number, with the reason in its text.
    const last = (await (await page.request.get(`${baseURL}/api/cash-book/years/${istanbulDay().slice(0, 4)}?sayfa=${await lastPage()}`)).json()) as { items: { description: string }[] };
    expect(last.items.map((item) => item.description)).toContain(`Düzeltme (${reason}): ${description}`);
    await tabFinished(page);
  });

  it.each([[390, "Y-390"], [1280, "Y-1280"]] as const)("records a cash payment with its receipt serial and refuses a used serial under its field (%i px)", async (width, serial) => {
    const page = await open("/admin/aidat/odeme?uye=12", width);
    await page.getByRole("heading", { name: /\(üye no 12\)$/ }).waitFor();
    const pay = async (receipt: string) => {
      await page.locator("#odeme-tutar").fill("100,00");
      await page.locator("#odeme-belge").fill(receipt);
      await page.getByRole("button", { name: "Ödemeyi kaydet" }).click();
    };
    const receipt = `${serial}-${Date.now()}`;
    await pay(receipt);
    await page.getByText("Ödeme kaydedildi ve işletme hesabı defterine gelir olarak işlendi.").waitFor();
    // The same paper receipt a second time.
    await pay(receipt);
    const field = page.locator("#odeme-belge");
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Bu alındı belgesi numarası başka bir ödemede kullanılmış.").first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `aidat-odeme-${width}`);
    await tabFinished(page);
  });

  /** A demo statement (test/fixtures/bank/), its columns, and the bank: chosen when remembered, else typed once. */
  const statements = {
    390: { file: "bogazici-nisan-2026.csv", bank: "Boğaziçi Bankası", sender: "Mustafa Öztürk", columns: { "Tarih sütunu": "İşlem Tarihi", "Tutar sütunu (artı/eksi tek sütun)": "Tutar (TL)", "Açıklama sütunu": "Açıklama", "Gönderen sütunu": "Gönderen / Alıcı" }, incoming: 4 },
    1280: { file: "anadolu-nisan-2026.csv", bank: "Anadolu Katılım", sender: "AYŞE YILMAZ", columns: { "Tarih sütunu": "Tarih", "Alacak (gelen para) sütunu": "Alacak", "Açıklama sütunu": "Açıklama", "Gönderen sütunu": "Karşı Taraf" }, incoming: 4 },
  } as const;

  async function upload(page: Page, statement: (typeof statements)[keyof typeof statements]) {
    // The remembered banks load with the screen: the select, or the field of a first bank, is there then.
    await page.locator("#ekstre-banka-secim, #ekstre-banka").first().waitFor();
    const remembered = page.locator("#ekstre-banka-secim");
    if (await remembered.count()) {
      const known = await remembered.locator("option").allTextContents();
      await remembered.selectOption(known.includes(statement.bank) ? { label: statement.bank } : { value: "yeni" });
    }
    if (await page.locator("#ekstre-banka").count()) await page.locator("#ekstre-banka").fill(statement.bank);
    await page.locator("#ekstre-dosya").setInputFiles(fileURLToPath(new URL(`../fixtures/bank/${statement.file}`, import.meta.url)));
    await page.getByText(/satır okundu/).waitFor();
    for (const [label, column] of Object.entries(statement.columns)) await page.getByLabel(label, { exact: true }).selectOption(column);
    await page.getByRole("button", { name: "Gelen hareketleri yükle" }).click();
  }

  /**
   * Confirms a waiting line as a payment; when the member has paid all that is charged (the demo's
   * payments change with the day it was seeded), the screen first says it becomes credit: accepted.
   */
  async function confirmLine(page: Page, line: ReturnType<Page["locator"]>) {
    await line.getByRole("button", { name: "Onayla" }).click();
    const recorded = page.getByText(/ödeme \d+ numaralı üyeye kaydedildi\./);
    const asked = line.getByRole("button", { name: "Alacak olarak kaydet" });
    await recorded.or(asked).first().waitFor();
    if (await asked.isVisible()) await asked.click();
    await recorded.waitFor();
  }

  /** A demo member who has paid all that was charged to them (a line confirmed for them becomes credit). */
  async function memberPaidUp(page: Page): Promise<number> {
    for (let no = 1; no <= 60; no++) {
      const answer = await page.request.get(`${baseURL}/api/dues/members/${no}`);
      if (!answer.ok()) continue;
      const standing = (await answer.json()) as { charged: number; paid: number };
      if (standing.charged > 0 && standing.paid >= standing.charged) return no;
    }
    throw new Error("Demo verisinde aidatını tamamen ödemiş üye yok.");
  }

  it.each([390, 1280] as const)("uploads a demo statement, confirms a line, and counts nothing twice when it is uploaded again (%i px)", async (width) => {
    const statement = statements[width];
    const page = await open("/admin/aidat/banka", width);
    await upload(page, statement);
    await page.getByText(`${statement.incoming} yeni hareket eklendi.`).waitFor();
    const waiting = page.locator(".admin-table tbody tr");
    // The statement's lines are listed (matched by reference, the sender's own name is on its line).
    const line = waiting.filter({ hasText: statement.sender });
    await line.waitFor();
    const before = await waiting.count();
    await confirmLine(page, line);
    await expect.poll(() => waiting.count()).toBe(before - 1);
    await upload(page, statement);
    await page.getByText(`0 yeni hareket eklendi, ${statement.incoming} hareket daha önce yüklenmişti.`).waitFor();
    expect(await waiting.count()).toBe(before - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `aidat-banka-${width}`);
    await tabFinished(page);
  });

  it.each([390, 1280])("refuses a file that is no statement, and posts a line that is not dues to the cash book under the income category chosen (%i px)", async (width) => {
    const page = await open("/admin/aidat/banka", width);
    const remembered = page.locator("#ekstre-banka-secim");
    if (await remembered.count()) await remembered.selectOption({ value: "yeni" });
    await page.locator("#ekstre-banka").fill(`Deneme Bankası ${width}`);
    // A picture renamed .csv: refused by its bytes, in Turkish, before anything is read or sent.
    await page.locator("#ekstre-dosya").setInputFiles({ name: "ekstre.csv", mimeType: "text/csv", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]) });
    await page.getByText(/^Bu dosya bir CSV hesap özeti değil/).waitFor();
    expect(await page.getByRole("button", { name: "Gelen hareketleri yükle" }).count()).toBe(0);
    const line = page.locator(".admin-table tbody tr").first();
    const numberField = line.locator("input.dues-no");
    const fieldId = await numberField.getAttribute("id");
    await line.getByRole("button", { name: "Aidat değil" }).click();
    await line.getByLabel("Defterde gelir türü").selectOption({ label: "Bağış" });
    await keepScreenshot(page, `aidat-banka-aidat-degil-${width}`);
    await line.getByRole("button", { name: "Deftere gelir olarak işle" }).click();
    await page.getByText(/işletme hesabı defterine gelir olarak işlendi\.$/).waitFor();
    await expect.poll(() => page.locator(`#${fieldId}`).count()).toBe(0);
    await tabFinished(page);
  });

  it.each([390, 1280] as const)("says before a line confirmed for a member who has paid all becomes credit, and records it only when told to (%i px)", async (width) => {
    const page = await open("/admin/aidat/banka", width);
    const no = await memberPaidUp(page);
    const line = page.locator(".admin-table tbody tr").first();
    await line.locator("input.dues-no").fill(String(no));
    const before = await page.locator(".admin-table tbody tr").count();
    await line.getByRole("button", { name: "Onayla" }).click();
    const question = line.locator(".dues-line-credit");
    await question.getByText(/üyenin alacağı olur/).waitFor();
    expect(await question.textContent()).toMatch(/^(\d{4} aidatı zaten ödenmiş|\d{4} için bu üyeye tahakkuk etmiş aidat yok|Bu üyenin tahakkuk etmiş aidatının tamamı ödenmiş): bu ödemenin tamamı \(₺[\d.,]+\) üyenin alacağı olur/);
    // Nothing recorded yet: the line still waits.
    expect(await page.locator(".admin-table tbody tr").count()).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `aidat-banka-alacak-${width}`);
    await question.getByRole("button", { name: "Alacak olarak kaydet" }).click();
    await page.getByText(new RegExp(`ödeme ${no} numaralı üyeye kaydedildi\\.`)).waitFor();
    await expect.poll(() => page.locator(".admin-table tbody tr").count()).toBe(before - 1);
    await tabFinished(page);
  });

  /** The administrator takes the treasurer's duty (Kullanıcılar) for one test, and gives it back. */
  async function setTreasurerDuty(width: number, on: boolean) {
    const page = await open("/admin/kullanicilar", width);
    const box = page.getByRole("group", { name: `${ADMIN.name}: görevler` }).getByRole("checkbox", { name: "Sayman" });
    if ((await box.isChecked()) !== on) {
      await box.click();
      await page.getByText(`${genitive(ADMIN.name)} görevleri güncellendi.`).waitFor();
    }
    await tabFinished(page);
  }

  it.each([390, 1280])("shows the treasurer's duty, finds a member by name, lays the book out as printed, names each line's bank, links the tariff's years and sends today's reminders (%i px)", async (width) => {
    await setTreasurerDuty(width, true);
    try {
      const page = await open("/admin/aidat/odeme", width);
      await expect(page.locator(".admin-user-role").textContent()).resolves.toBe("(Yönetici, Sayman)");
      // A member found by a name typed without Turkish letters fills the number and opens their dues.
      await page.locator("#odeme-uye-ara").fill("mustafa ozturk");
      await page.getByRole("button", { name: "Bul", exact: true }).click();
      const found = page.getByRole("list", { name: "Bulunan üyeler" }).getByRole("button", { name: /^Mustafa Öztürk \(üye no \d+\)/ }).first();
      const no = /üye no (\d+)/.exec((await found.textContent()) ?? "")![1]!;
      await found.click();
      await expect.poll(() => page.locator("#odeme-uye").inputValue()).toBe(no);
      await page.getByRole("heading", { name: `Mustafa Öztürk (üye no ${no})` }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `aidat-odeme-ad-${width}`);
      // The cash book in the printed book's order, amounts to the right, the document's reference in "Belge".
      // Another tab of the same section keeps its heading: each is opened by its address.
      const go = async (path: string) => {
        await page.goto(baseURL + path);
        await adminSettled(page);
      };
      await go("/admin/aidat/defter");
      expect(await page.locator(".admin-table thead th").allTextContents()).toEqual(["Sıra no", "Tarih", "Belge", "Açıklama", "Tür", "Gelir", "Gider", "İşlem"]);
      expect(await page.locator(".admin-table td[data-label=Belge] .dues-document-ref").allTextContents()).toContainEqual(expect.stringMatching(/^(Alındı belgesi|Banka)/));
      if (width === 1280) expect(await page.locator(".admin-table td[data-label=Gelir]").first().evaluate((cell) => getComputedStyle(cell).textAlign)).toBe("right");
      await keepScreenshot(page, `aidat-defter-sutunlar-${width}`);
      // Each waiting bank line says which bank it came from.
      await go("/admin/aidat/banka");
      const banks = await page.locator(".admin-table td[data-label=Banka]").allTextContents();
      expect(banks.length).toBeGreaterThan(0);
      for (const bank of banks) expect(bank).toMatch(/Boğaziçi Bankası|Anadolu Katılım|Deneme Bankası/);
      // The next year's tariff is a link away.
      const year = Number(istanbulDay().slice(0, 4));
      await go("/admin/aidat/tarife");
      await page.getByRole("link", { name: `${year + 1} aidat tarifesi` }).click();
      await page.getByRole("heading", { name: `${year + 1} aidat tarifesi` }).waitFor();
      // Today's reminders: listed, then sent by hand (each once, whoever sends first).
      await go("/admin/aidat");
      await page.getByRole("button", { name: "Hatırlatmaları göster" }).click();
      const reminders = page.locator(".dues-reminders");
      await reminders.locator("table, .empty-state").first().waitFor();
      const send = reminders.getByRole("button", { name: /hatırlatmayı şimdi gönder$/ });
      if (await send.count()) {
        await send.click();
        await reminders.getByRole("button", { name: "Evet, gönder" }).click();
        await reminders.getByText(/hatırlatma e-postası gönderilmek üzere sıraya alındı\.$|^Gönderilecek hatırlatma kalmamıştı\.$/).waitFor();
        await expect.poll(() => send.count()).toBe(0);
      }
      expect(await reminders.locator("td[data-label=Durum]").allTextContents()).not.toContain("Gönderilecek");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `aidat-hatirlatmalar-${width}`);
      await tabFinished(page);
    } finally {
      await setTreasurerDuty(width, false);
    }
  });

  it.each([390, 1280])("prints the cash book with its documents and page totals carried forward (%i px)", async (width) => {
    const page = await open(`/admin/defter-yazdir?yil=${new Date().getFullYear()}`, width);
    await keepScreenshot(page, `defter-yazdir-${width}`);
    expect(await page.locator(".book-page thead th").allTextContents()).toContain("Belge");
    expect(await page.locator(".book-carry th").last().textContent()).toBe("Yıl toplamı");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.emulateMedia({ media: "print" });
    if (width === 1280) await keepPdf(page, "defter-yazdir");
    await tabFinished(page);
  });
});
