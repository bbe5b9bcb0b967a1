import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { EXTRAORDINARY_AGENDA, ORDINARY_AGENDA } from "../../src/shared/assembly/agenda";
import { formatCalendarDay } from "../../src/shared/i18n/dates";
import { signInAdministrator } from "./admin-account";
import { newVisitor } from "./chromium";
import { keepScreenshot } from "./screenshots";
import { adminSettled } from "./settled";
import { newTab, tabFinished } from "./tabs";

const baseURL = inject("baseURL");

let browser: BrowserContext;
/** A second Chromium with JavaScript off, for the public notice page (started when first needed). */
let noScript: BrowserContext | undefined;

/** A day `days` from today, as the date field takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);
const FIRST = dayFromNow(45);
/** The agenda item added on the phone, then looked for on the public page. */
const ADDED_ITEM = "Bütçenin görüşülmesi";
/** A line typed into the notice and sent without pressing "Metni kaydet". */
const TYPED_LINE = "Toplantıdan sonra çay ikram edilecektir.";

beforeAll(async () => {
  browser = await newVisitor();
  await signInAdministrator(browser, baseURL);
});
afterAll(async () => {
  await noScript?.close();
  await browser?.close();
});

/** A screen at `width`, loaded; what the console complained about is collected. */
async function open(path: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await newTab(browser);
  await page.setViewportSize({ width, height: 900 });
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.goto(baseURL + path);
  await adminSettled(page);
  return { page, problems };
}

/**
 * The meeting's day, come: attendance is taken only on it, and the server's clock cannot be moved,
 * so the plan's first day becomes today (Istanbul) in the browser tests' database, as if 45 days had
 * passed. The trigger that freezes a called plan is lifted for that one statement and put back as
 * its migration wrote it.
 */
function meetingDayHasCome(path: string) {
  const id = Number(path.split("/").pop());
  const trigger = /CREATE TRIGGER `assemblies_plan_frozen_after_notice`[\s\S]*?END;/.exec(readFileSync("migrations/0025_assembly.sql", "utf8"))![0];
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
  const statements = ["DROP TRIGGER `assemblies_plan_frozen_after_notice`;", `UPDATE assemblies SET first_on = '${today}' WHERE id = ${id};`, trigger];
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("persistTo"), "--command", statements.join("\n")], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    stdio: "ignore",
  });
}

/** Nothing wider than the screen. */
const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe("the general assembly in Chromium", () => {
  /** The admin address of the assembly the first test plans. */
  let plannedPath = "";

  it("plans an assembly, refusing a second meeting too soon with the rule's Turkish sentence (1280 px)", async () => {
    const { page, problems } = await open("/admin/genel-kurul", 1280);
    // A new ordinary plan starts with an ordinary assembly's items; an extraordinary one with the opening and the wishes only.
    const agenda = () => page.locator("input[id^=assembly-agenda-]").evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    expect(await agenda()).toEqual([...ORDINARY_AGENDA]);
    await page.locator("#assembly-kind").selectOption("extraordinary");
    await expect.poll(agenda).toEqual([...EXTRAORDINARY_AGENDA]);
    await page.locator("#assembly-kind").selectOption("ordinary");
    await expect.poll(agenda).toEqual([...ORDINARY_AGENDA]);
    await page.locator("#assembly-firstOn").fill(FIRST);
    await page.locator("#assembly-firstPlace").fill("Dernek lokali, Üsküdar");
    await page.locator("#assembly-secondOn").fill(dayFromNow(48));
    await page.locator("#assembly-secondPlace").fill("Dernek lokali, Üsküdar");
    await page.locator("#assembly-noticeOn").fill(dayFromNow(20));
    await page.getByRole("button", { name: "Genel kurulu planla" }).click();
    await expect(page.locator("#assembly-secondOn-error").textContent()).resolves.toContain("en az 7 gün sonra olmalı (Dernekler Yönetmeliği md. 14)");
    await page.locator("#assembly-secondOn").fill(dayFromNow(52));
    await Promise.all([page.waitForURL(/\/admin\/genel-kurul\/\d+$/), page.getByRole("button", { name: "Genel kurulu planla" }).click()]);
    await page.getByRole("heading", { level: 1, name: /Olağan Genel Kurul Toplantısı/ }).waitFor();
    plannedPath = new URL(page.url()).pathname;
    await keepScreenshot(page, `assembly-plan-1280`);
    expect(problems).toEqual([]);
    await tabFinished(page);
  });

  it("edits the plan's agenda on a phone: adds an item, moves it up, saves (390 px)", async () => {
    const { page, problems } = await open("/admin/genel-kurul", 390);
    // This file's plan: other browser files may have planned (and called) assemblies of that year too.
    // Named by its day as well as its year: two assemblies of one year are told apart.
    const link = page.locator(`a[href="${plannedPath}"]`, { hasText: `Olağan genel kurul ${FIRST.slice(0, 4)}` }).first();
    await expect(link.textContent()).resolves.toBe(`Olağan genel kurul ${FIRST.slice(0, 4)} · ${formatCalendarDay(FIRST)}`);
    await link.click();
    await page.locator("#assembly-firstOn").waitFor();
    const items = await page.locator("input[id^=assembly-agenda-]").count();
    await page.getByRole("button", { name: "Madde ekle" }).click();
    await page.locator(`#assembly-agenda-${items}`).fill(ADDED_ITEM);
    await page.getByRole("button", { name: `${items + 1}. maddeyi yukarı taşı` }).click();
    await expect(page.locator(`#assembly-agenda-${items - 1}`).inputValue()).resolves.toBe(ADDED_ITEM);
    await page.getByRole("button", { name: "Planı kaydet" }).click();
    await page.getByText("Plan kaydedildi.").waitFor();
    await fitsWidth(page, 390);
    await keepScreenshot(page, `assembly-plan-390`);
    expect(problems).toEqual([]);
    await tabFinished(page);
  });

  it.each([390, 1280])("sends the notice once and publishes it without JavaScript (%i px)", async (width) => {
    const { page } = await open(`/admin/genel-kurul`, width);
    // This file's plan: other browser files may have planned (and called) assemblies of that year too.
    await page.locator(`a[href="${plannedPath}"]`, { hasText: `Olağan genel kurul ${FIRST.slice(0, 4)}` }).first().click();
    await page.getByRole("link", { name: "Çağrı", exact: true }).click();
    await page.locator("#assembly-notice-text").waitFor();
    if (await page.getByRole("button", { name: "Çağrıyı gönder" }).count()) {
      // Typed, not saved: the send saves it first.
      const text = page.locator("#assembly-notice-text");
      await text.fill(`${await text.inputValue()}\n${TYPED_LINE}`);
      await page.getByRole("button", { name: "Çağrıyı gönder" }).click();
      await page.getByRole("button", { name: "Gönder", exact: true }).click();
      await page.getByText(/Çağrı yayımlandı; hazirun listesi \d+ üyeyle donduruldu/).waitFor();
    }
    await page.getByText("Çağrı gönderildi ve").waitFor();
    await expect(page.locator("#assembly-notice-text").inputValue()).resolves.toContain(TYPED_LINE);
    await fitsWidth(page, width);
    await keepScreenshot(page, `assembly-notice-${width}`);
    await tabFinished(page);
    // The public notice, in the site's design with JavaScript off.
    noScript ??= await newVisitor({ javaScriptEnabled: false });
    const visitor = await noScript.newPage();
    await visitor.setViewportSize({ width, height: 900 });
    const answer = await visitor.goto(`${baseURL}/genel-kurul/olagan-${FIRST}`);
    expect(answer?.status()).toBe(200);
    expect(await answer?.text()).not.toContain("<script");
    await visitor.getByRole("heading", { level: 1, name: `${FIRST.slice(0, 4)} Olağan Genel Kurul Toplantısı` }).waitFor();
    await visitor.getByText(ADDED_ITEM, { exact: true }).waitFor();
    await fitsWidth(visitor, width);
    await keepScreenshot(visitor, `assembly-public-${width}`);
    await visitor.close();
  });

  it.each([390, 1280])("takes attendance at the door: every member page by page, a mark seen on another phone, a mistaken mark taken back, the quorum said in words (%i px)", async (width) => {
    if (width === 390) meetingDayHasCome(plannedPath);
    const { page, problems } = await open(`/admin/genel-kurul`, width);
    // This file's plan (its first day is today now): other browser files may have planned assemblies too.
    await page.locator(`a[href="${plannedPath}"]`).first().click();
    await page.getByRole("link", { name: "Yoklama", exact: true }).click();
    await page.locator(".assembly-quorum").waitFor();
    await expect(page.locator(".assembly-quorum-count").textContent()).resolves.toMatch(/^\d+ kişi geldi; çoğunluk için \d+ gerekli/);
    // Every member of the list, a page at a time: the second page holds members the first does not.
    const rows = page.locator(".assembly-attendance li");
    const firstPage = await rows.locator("strong").allTextContents();
    await page.getByRole("link", { name: "Sayfa 2", exact: true }).click();
    await page.waitForURL(/sayfa=2/);
    await expect.poll(async () => (await rows.locator("strong").allTextContents()).some((name) => !firstPage.includes(name))).toBe(true);
    // A second phone at the door, on the same member, open before the mark is made.
    const [query, name] = width === 390 ? ["ibrahim demir", "İbrahim Demir"] : ["sule ozdemir", "Şule Özdemir"];
    const other = (await open(`${plannedPath}/yoklama?q=${encodeURIComponent(query)}`, width)).page;
    // Typed as a phone user types, without the Turkish letters. Members no other browser file
    // changes: account-register.test.ts records the resignation of the register's first current
    // entries (Ayşe Yılmaz was one), and a member who left before the notice is not on its list.
    await page.locator("#assembly-door-search").fill(query);
    await page.getByRole("button", { name: "Ara" }).click();
    // The unsearched list stays on screen until the search's answer replaces it: wait for that answer.
    await expect.poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(name));
    }).toBe(true);
    const row = rows.first();
    await row.getByRole("button", { name: /^Geldi/ }).click();
    await row.locator(".assembly-present").waitFor();
    // The other phone shows the mark, and who made it, without being reloaded.
    const there = other.locator(".assembly-attendance li").first();
    await there.locator(".assembly-door-mark").getByText(/ işaretledi, \d{2}:\d{2}$/).waitFor();
    await fitsWidth(other, width);
    await keepScreenshot(other, `assembly-attendance-other-phone-${width}`);
    // A mistaken "Geldi" taken back on the other phone: the first sees it gone, and marks again.
    await there.getByRole("button", { name: /^Geri al/ }).click();
    await other.getByText(`${name} için “Geldi” geri alındı.`).waitFor();
    await row.getByRole("button", { name: /^Geldi/ }).waitFor();
    await row.getByRole("button", { name: /^Geldi/ }).click();
    await row.locator(".assembly-present").waitFor();
    await expect(page.locator(".assembly-quorum-count").textContent()).resolves.toMatch(/^[12] kişi geldi; çoğunluk için \d+ gerekli, \d+ kişi eksik\.$/);
    await fitsWidth(page, width);
    await keepScreenshot(page, `assembly-attendance-${width}`);
    await tabFinished(other);
    // The frozen list: its totals, the member found by name with the state of their notice mail.
    await page.getByRole("link", { name: "Hazirun listesi", exact: true }).click();
    await page.getByText(/^Liste çağrıyla donduruldu: \d+ üye, \d+ e-posta teslim için kabul edildi/).waitFor();
    await page.getByRole("link", { name: "İmza sütunlu listeyi yazdır" }).waitFor();
    await page.locator("#assembly-list-search").fill(query);
    await page.getByRole("button", { name: "Ara" }).click();
    const listed = page.locator(".assembly-section tbody tr");
    await expect.poll(async () => {
      const texts = await listed.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(name) && /Sırada|Gönderiliyor|Teslim için kabul edildi|Gönderilemedi|Adresi yok/.test(text));
    }).toBe(true);
    await fitsWidth(page, width);
    await keepScreenshot(page, `assembly-list-${width}`);
    expect(problems).toEqual([]);
    await tabFinished(page);
  });

  it.each([390, 1280])("shows the held assembly's result notice, minutes and the list to print (%i px)", async (width) => {
    const { page } = await open("/admin/genel-kurul/1/sonuc", width);
    await page.getByText("Sonuç bildirimi 3 Temmuz 2026 günü verildi.").waitFor();
    await page.locator(".rte-content[contenteditable=true]").waitFor();
    await fitsWidth(page, width);
    await keepScreenshot(page, `assembly-after-${width}`);
    await page.goto(`${baseURL}/admin/genel-kurul/1/yazdir`);
    await page.getByRole("columnheader", { name: "İmza" }).waitFor();
    await keepScreenshot(page, `assembly-print-${width}`);
    await tabFinished(page);
  });
});
