import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istanbulDay } from "../../src/shared/i18n/dates";
import { genitive } from "../../src/shared/i18n/text";
import { fictitiousTcNumber } from "../support/register-rows";
import { prepareEmptyState } from "../support/e2e-state.mjs";
import { newVisitor } from "./chromium";
import { startDevServer, type DevServer } from "./dev-server";
import { keptMails } from "./mails";
import { keepPdf, keepScreenshot } from "./screenshots";
import { adminSettled, moveInAdminApp, openAdminScreen, whenMovedInAdminApp } from "./settled";
import { submitted } from "./submit";
import { newTab, tabFinished } from "./tabs";

/**
 * The first day of a new association (docs/deployment.md, "The first day"), in Chromium, from an
 * empty database: this file starts a server of its own, as `npm run start:empty` and a deploy leave
 * the site (every migration, no content, no account, a setup code), beside the shared demo server
 * of the other browser files. The first administrator follows the dashboard's checklist, one step
 * at 390 px, the next at 1280 px; then the public pages, a mail and a printed book must carry the new
 * association's identity and never the demo's name.
 */
const PORT = Number(process.env.E2E_PORT ?? 8790) + 5;
const STATE = `.wrangler/e2e-empty-${PORT}`;
const SETUP_CODE = randomBytes(9).toString("base64url");
const DEMO_NAME = /Çamlıca/i;
const IDENTITY = {
  name: "Kuzey Ege Doğa ve Kültür Derneği",
  shortName: "Kuzey Ege Derneği",
  foundedYear: "2009",
  purpose: "Ayvalık ve çevresinin doğasını ve kültürünü birlikte korumak.",
  city: "Balıkesir",
  district: "Ayvalık",
  email: "bilgi@kuzeyege.example",
};
const FIRST = { name: "Zeynep Kaya", email: "zeynep@kuzeyege.example", password: "Cunda'da zeytin hasadına gidiyoruz" };
const today = () => istanbulDay(new Date());

let server: DevServer;
let baseURL = "";
let context: BrowserContext;

beforeAll(async () => {
  await prepareEmptyState(STATE);
  server = await startDevServer(PORT, STATE, { SETUP_CODE });
  baseURL = server.baseURL;
  context = await newVisitor();
}, 240_000);

afterAll(async () => {
  await context?.close();
  server?.stop();
  rmSync(STATE, { recursive: true, force: true });
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** An admin screen at `width`, settled; checked for sideways scrolling when handed back with `done`. */
async function admin(path: string, width: number): Promise<Page> {
  return openAdminScreen(context, baseURL + path, width);
}

async function done(page: Page, width: number, picture: string): Promise<void> {
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  await keepScreenshot(page, picture);
  await tabFinished(page);
}

/** The dashboard at `width`, then the checklist's link to `step`, followed in the app: the way the first administrator goes. */
async function viaChecklist(step: string, width: number): Promise<Page> {
  const page = await admin("/admin", width);
  await whenMovedInAdminApp(page, () => page.locator(".setup-steps").getByRole("link", { name: step }).click());
  return page;
}

/** Waits until the dashboard's checklist marks `steps` done (each "· tamam"). */
async function stepsDone(labels: string[]): Promise<void> {
  const page = await admin("/admin", 390);
  const list = page.locator(".setup-steps");
  for (const label of labels) await expect.poll(() => list.locator("li.setup-done", { hasText: label }).count(), { message: label }).toBe(1);
  await tabFinished(page);
}

/** A square PNG logo, drawn here: a green field with a lighter circle. */
const logoPng = () =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#1f6f5c"/><circle cx="128" cy="128" r="80" fill="#e8f3ee"/></svg>`))
    .png()
    .toBuffer();

describe("the first day of a new association's site, from an empty database", () => {
  it.each([390, 1280])("an empty site's public pages read well and name no demo association (%i px)", async (width) => {
    const page = await newTab(context);
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/hakkimizda", "/iletisim", "/gundem", "/etkinlikler"]) {
      const answer = await page.goto(baseURL + path);
      expect(answer?.status(), path).toBe(200);
      expect(await page.content(), path).not.toMatch(DEMO_NAME);
      expect(await pageWidth(page), path).toBeLessThanOrEqual(width);
    }
    await keepScreenshot(page, `ilk-gun-bos-site-${width}`);
    await tabFinished(page);
  });

  it("the first account, with the setup code, becomes the administrator and sees the setup checklist (390 px)", async () => {
    const page = await newTab(context);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(baseURL + "/register");
    await page.locator("#kayit-name").fill(FIRST.name);
    await page.locator("#kayit-email").fill(FIRST.email);
    await page.locator("#kayit-password").fill(FIRST.password);
    await page.locator("#kayit-passwordConfirm").fill(FIRST.password);
    await page.getByLabel("Kurulum kodu").fill("yanlis-kod");
    await submitted(page, () => page.getByRole("button", { name: "Yönetici hesabını oluştur" }).click());
    await page.getByText("Kurulum kodu hatalı.").first().waitFor();
    await page.locator("#kayit-password").fill(FIRST.password);
    await page.locator("#kayit-passwordConfirm").fill(FIRST.password);
    await page.getByLabel("Kurulum kodu").fill(SETUP_CODE);
    await Promise.all([page.waitForURL(baseURL + "/admin"), page.getByRole("button", { name: "Yönetici hesabını oluştur" }).click()]);
    await adminSettled(page);
    const checklist = page.locator(".setup-checklist");
    await checklist.getByRole("heading", { name: "Kurulum" }).waitFor();
    expect(await checklist.locator(".setup-steps li").count()).toBe(10);
    await done(page, 390, "ilk-gun-kurulum-listesi-390");
  });

  it("Dernek bilgileri: the name, the facts and the logo (1280 px)", async () => {
    const page = await viaChecklist("Derneğin adını ve bilgilerini girin", 1280);
    const form = page.getByRole("form", { name: "Dernek bilgileri" });
    await form.getByLabel("Derneğin tam adı").fill(IDENTITY.name);
    await form.getByLabel("Kısa adı").fill(IDENTITY.shortName);
    await form.getByLabel("Kuruluş yılı").fill(IDENTITY.foundedYear);
    await form.getByLabel("Amacı (tek cümle)").fill(IDENTITY.purpose);
    await form.locator("#dernek-city").fill(IDENTITY.city);
    await form.locator("#dernek-district").fill(IDENTITY.district);
    await form.getByLabel("E-posta", { exact: true }).fill(IDENTITY.email);
    await form.locator("#dernek-logo").setInputFiles({ name: "kuzey-ege-logo.png", mimeType: "image/png", buffer: await logoPng() });
    await form.getByRole("img", { name: "Şu anki logo" }).waitFor();
    await form.getByRole("button", { name: "Kaydet" }).click();
    await expect.poll(() => form.getByText("Kaydedildi", { exact: false }).count()).toBe(1);
    await done(page, 1280, "ilk-gun-dernek-bilgileri-1280");
    await stepsDone(["Derneğin adını", "Logoyu yükleyin"]);
  });

  it("Sayfalar: Ana sayfa, Hakkımızda, İletişim and the KVKK notice, each rewritten and saved (390 px)", async () => {
    for (const key of ["home", "about", "contact", "kvkk"]) {
      const page = await viaChecklist("Ana sayfa, Hakkımızda, İletişim ve KVKK metinlerini yazıp kaydedin", 390);
      await moveInAdminApp(page, `/admin/sayfalar/${key}`);
      const editor = page.locator(".rte-content[contenteditable=true]");
      await editor.waitFor();
      await editor.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.press("Enter");
      await page.keyboard.type(`${IDENTITY.shortName} ${key} metni.`);
      if (key === "contact") await page.getByLabel("E-posta", { exact: true }).fill(IDENTITY.email);
      const saved = page.waitForResponse((response) => response.url().endsWith(`/api/pages/${key}`) && response.request().method() === "PUT");
      await page.getByRole("button", { name: "Kaydet", exact: true }).click();
      expect((await saved).status(), key).toBe(200);
      await done(page, 390, `ilk-gun-sayfa-${key}-390`);
    }
    await stepsDone(["Ana sayfa, Hakkımızda"]);
  });

  it("Gündem: a first news item, published (1280 px)", async () => {
    const page = await admin("/admin/gundem/yeni", 1280);
    await page.getByLabel("Başlık").first().fill("Derneğimizin sitesi açıldı");
    await page.getByLabel("Özet").fill("Kuzey Ege Derneği artık internette.");
    const editor = page.locator(".rte-content[contenteditable=true]");
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type("Haberlerimizi ve etkinliklerimizi bundan sonra burada paylaşacağız.");
    await page.getByLabel("Hemen yayımla").check();
    await page.getByRole("button", { name: "Yayımla" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Güncelle" }).count()).toBe(1);
    await done(page, 1280, "ilk-gun-haber-1280");
  });

  it("Kullanıcılar: the board's and the treasurer's duties (1280 px)", async () => {
    const page = await viaChecklist("Yönetim kurulu ve sayman görevlerini verin", 1280);
    const duties = page.getByRole("group", { name: `${FIRST.name}: görevler` });
    for (const duty of ["Yönetim kurulu", "Sayman"]) {
      await duties.getByRole("checkbox", { name: duty }).click();
      await page.getByText(`${genitive(FIRST.name)} görevleri güncellendi.`).waitFor();
      await expect.poll(() => duties.getByRole("checkbox", { name: duty }).isChecked()).toBe(true);
    }
    await done(page, 1280, "ilk-gun-gorevler-1280");
    await stepsDone(["Yönetim kurulu ve sayman"]);
  });

  it("Üye kayıt defteri: the board's decision in the decision book, then the first entry by hand (390 px)", async () => {
    const page = await viaChecklist("Üye kayıt defterini aktarın ya da ilk kaydı girin", 390);
    await moveInAdminApp(page, "/admin/karar-defteri");
    await page.getByText("Yeni toplantı kaydet").click();
    await page.getByLabel("Toplantı tarihi").fill(today());
    await page.getByRole("checkbox", { name: FIRST.name }).check();
    // The board's quorum is more than half of its 5 seats: the two other members present have no account yet.
    await page.getByLabel("Sitede hesabı olmayan katılan üyeler").fill("Ahmet Demir\nSelin Aydın");
    await page.getByRole("button", { name: "Toplantıyı kaydet" }).click();
    await page.getByText("Toplantı kaydedildi; kararlarını aşağıdan ekleyin.").waitFor();
    const meeting = page.locator("article.register-meeting").last();
    await meeting.getByText("Bu toplantıya karar ekle").click();
    await meeting.getByLabel("Kararın konusu").fill("Üyeliğe kabul");
    await meeting.getByLabel("Kararın metni").fill("Zeynep Kaya'nın üyeliğe kabulüne karar verildi.");
    await meeting.getByRole("button", { name: "Kararı kaydet" }).click();
    const saved = (await page.getByText(/^Karar \d{4}\/\d+ kaydedildi\.$/).textContent()) ?? "";
    const decisionNo = /\d{4}\/\d+/.exec(saved)![0];

    await moveInAdminApp(page, "/admin/uye-defteri/yeni");
    await page.getByLabel("Adı soyadı").fill(FIRST.name);
    await page.getByLabel("T.C. kimlik no").fill(fictitiousTcNumber(44_001));
    await page.getByLabel("Anne adı").fill("Hatice");
    await page.getByLabel("Cinsiyeti").selectOption("female");
    await page.getByLabel("Üyeliğe giriş tarihi").fill(today());
    await page.getByLabel("Giriş karar no").fill(decisionNo);
    await page.getByRole("button", { name: "Deftere kaydet" }).click();
    await page.waitForURL(/eklendi=\d+/);
    await adminSettled(page);
    await done(page, 390, "ilk-gun-uye-kaydi-390");
    await stepsDone(["Üye kayıt defterini"]);
  });

  it("Aidat: this year's tariff (1280 px)", async () => {
    const page = await viaChecklist("Aidat tarifesini girin", 1280);
    await page.getByLabel("Ödeme günü").fill(`${today().slice(0, 4)}-12-31`);
    await page.locator("#dues-rate-asil").fill("600");
    await page.getByRole("button", { name: "Tarifeyi kaydet" }).click();
    await expect.poll(() => page.getByRole("button", { name: /aidatını tahakkuk ettir$/ }).count()).toBe(1);
    await done(page, 1280, "ilk-gun-tarife-1280");
    await stepsDone(["Aidat tarifesini"]);
  });

  it("İşletme hesabı defteri: the opening balances of the cash box and the bank account (390 px)", async () => {
    const page = await viaChecklist("Kasa ve banka devrini girin", 390);
    const form = page.getByRole("form", { name: "Devir (açılış bakiyeleri)" });
    await form.getByLabel("Devir tarihi").fill(`${today().slice(0, 4)}-01-01`);
    await form.locator("#devir-hesap-0").fill("Kasa");
    await form.locator("#devir-tutar-0").fill("1250");
    await form.getByRole("button", { name: "Hesap ekle" }).click();
    await form.locator("#devir-hesap-1").fill("Ziraat Bankası vadesiz");
    await form.locator("#devir-tutar-1").fill("18400");
    await form.getByRole("button", { name: "Kaydet" }).click();
    await expect.poll(() => form.getByText("Kaydedildi", { exact: false }).count()).toBe(1);
    await done(page, 390, "ilk-gun-devir-390");
    await stepsDone(["Kasa ve banka devrini"]);
  });

  it("Genel kurul: the bylaws' settings and the last assembly held before the site, entered once (1280 px)", async () => {
    const page = await viaChecklist("Genel kurul ayarlarını ve son genel kurulu girin", 1280);
    await page.getByLabel("Yönetim kurulu asıl üye sayısı").fill("5");
    await page.getByRole("button", { name: "Ayarları kaydet" }).click();
    await page.getByText("Ayarlar kaydedildi.").waitFor();
    const past = page.locator("#gecmis-genel-kurullar");
    await past.getByRole("button", { name: "Genel kurulu kaydet" }).click();
    await expect.poll(() => past.locator(".field-error").allTextContents()).toEqual(["Genel kurulun türünü seçin.", "Genel kurulun yapıldığı günü seçin."]);
    await past.getByLabel("Türü").selectOption("ordinary");
    await past.getByLabel("Yapıldığı gün").fill("2025-03-16");
    await past.getByRole("button", { name: "Genel kurulu kaydet" }).click();
    await past.getByRole("cell", { name: "Olağan genel kurul", exact: true }).waitFor();
    await keepScreenshot(page, "ilk-gun-genel-kurul-1280");
    // The list of assemblies held before the site reads as cards on a phone.
    await page.setViewportSize({ width: 390, height: 900 });
    await done(page, 390, "ilk-gun-genel-kurul-390");
    await stepsDone(["Genel kurul ayarlarını"]);
  });
});

describe("after the first day: the new identity everywhere, the demo's name nowhere", () => {
  it.each([390, 1280])("the public pages carry the association's name, purpose and logo (%i px)", async (width) => {
    const page = await newTab(context);
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/hakkimizda", "/iletisim", "/gundem", "/kvkk"]) {
      const answer = await page.goto(baseURL + path);
      expect(answer?.status(), path).toBe(200);
      const html = await page.content();
      expect(html, path).toContain(IDENTITY.name);
      expect(html, path).not.toMatch(DEMO_NAME);
      expect(await pageWidth(page), path).toBeLessThanOrEqual(width);
    }
    await page.goto(baseURL + "/");
    expect(await page.locator(".brand").textContent()).toContain(IDENTITY.name);
    expect(await page.locator("footer").textContent()).toContain(IDENTITY.purpose);
    expect(await page.getByText("Derneğimizin sitesi açıldı").count()).toBeGreaterThan(0);
    await keepScreenshot(page, `ilk-gun-ana-sayfa-${width}`);
    await tabFinished(page);
  });

  it("a mail (a password reset to oneself, the checklist's test mail) is signed with the new name", async () => {
    const since = Date.now();
    const page = await newTab(await newVisitor());
    await page.goto(baseURL + "/sifremi-unuttum");
    await page.locator("#sifre-unuttum-email").fill(FIRST.email);
    await submitted(page, () => page.getByRole("button", { name: /gönder/i }).click());
    // Other servers keep their mail in the same folder: this site's is the one that names this association.
    await expect.poll(() => keptMails(since).filter((text) => text.includes(IDENTITY.name)).length).toBe(1);
    const mail = keptMails(since).find((text) => text.includes(IDENTITY.name))!;
    expect(mail).toContain("/sifre-yenile");
    expect(mail).not.toMatch(DEMO_NAME);
    await page.context().close();
    await stepsDone(["Kendinize bir deneme e-postası"]);
  });

  it("the printed cash book opens with the balances brought forward, under the new name", async () => {
    const page = await admin(`/admin/defter-yazdir?yil=${today().slice(0, 4)}`, 1280);
    const text = (await page.locator("body").textContent()) ?? "";
    expect(text).toContain(IDENTITY.name);
    expect(text).not.toMatch(DEMO_NAME);
    expect(await page.locator(".book-page tbody tr").first().textContent()).toMatch(/Devir/);
    await page.emulateMedia({ media: "print" });
    await keepPdf(page, "ilk-gun-defter");
    await tabFinished(page);
  });
});
