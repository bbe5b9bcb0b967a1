import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN } from "./admin-account";
import { newVisitor } from "./chromium";
import { lexicalTypist } from "./lexical-typist";
import { adminSettled, moveInAdminApp } from "./settled";
import { keptMails } from "./mails";
import { phonePhoto } from "../../bench/phone-photo.mjs";
import { MAP_LINK_ERROR } from "../../src/shared/richtext/url-policy";
import { keepScreenshot } from "./screenshots";

/**
 * Accounts and the admin area in Chromium, in one file because the order matters: the first account
 * registered becomes the administrator who then works in the admin area.
 */
const baseURL = inject("baseURL");
const password = ADMIN.password;
const demoPng = "src/db/seed/images/atolye-dokuma-ve-orgu.png";
const demoJpg = "src/db/seed/images/atolye-resim.jpg";

let browser: BrowserContext;
beforeAll(async () => {
  browser = await newVisitor();
});
afterAll(() => browser?.close());

async function fill(page: Page, fields: Record<string, string>) {
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
}

describe("accounts in Chromium", () => {
  it("the first account sets the site up: register, sign out, sign in, reach /admin", async () => {
    const page = await browser.newPage();
    await page.goto(baseURL + "/register");
    expect(await page.getByText("Oluşturacağınız hesap sitenin yöneticisi olacak", { exact: false }).isVisible()).toBe(true);
    await fill(page, {
      "kayit-name": "Nermin Aksoy",
      "kayit-email": "nermin@example.com",
      "kayit-password": password,
      "kayit-passwordConfirm": password,
    });
    await Promise.all([page.waitForURL(baseURL + "/admin"), page.getByRole("button", { name: "Yönetici hesabını oluştur" }).click()]);
    expect(await page.locator("h1").textContent()).toBe("Pano");
    expect(await page.getByText("Nermin Aksoy", { exact: false }).first().isVisible()).toBe(true);

    await Promise.all([page.waitForURL(baseURL + "/logout?tamam=1"), page.getByRole("button", { name: "Çıkış yap" }).click()]);
    expect(await page.getByText("Oturumunuz kapatıldı").isVisible()).toBe(true);
    expect(await page.locator('.desktop-nav a[href="/login"]').isVisible()).toBe(true);
    await page.goto(baseURL + "/admin");
    expect(page.url()).toBe(baseURL + "/login?next=%2Fadmin");

    await fill(page, { "giris-email": "NERMIN@example.com", "giris-password": password });
    await Promise.all([page.waitForURL(baseURL + "/admin"), page.getByRole("button", { name: "Giriş yap" }).click()]);
    expect(await page.locator("h1").textContent()).toBe("Pano");
    await page.close();
  });

  it("a later registration is pending and kept out", async () => {
    const context = await newVisitor();
    try {
      const page = await context.newPage();
      await page.goto(baseURL + "/register");
      await fill(page, {
        "kayit-name": "Kemal Demir",
        "kayit-email": "kemal@example.com",
        "kayit-phone": "0532 123 45 67",
        "kayit-neighbourhood": "Bulgurlu",
        "kayit-password": password,
        "kayit-passwordConfirm": password,
      });
      const started = Date.now() - 1000;
      await Promise.all([page.waitForURL(/basvuru=alindi/), page.getByRole("button", { name: "Başvur" }).click()]);
      expect(await page.getByText("Yazdığınız adrese bir onay bağlantısı gönderdik", { exact: false }).isVisible()).toBe(true);

      // The address is confirmed with the link from the locally kept mail.
      // The mail and the page name the applicant; confirming takes the password chosen when applying.
      const link = await linkFromKeptMail(started, "Kemal Demir adına üyelik başvurusu yapıldı", "eposta-onayla");
      await page.goto(link);
      expect(await page.getByText("Bu başvuru sizin değilse onaylamayın").isVisible()).toBe(true);
      await fill(page, { "onay-password": "yanlış bir şifre" });
      await Promise.all([page.waitForURL(link.replace(/\?.*/, "")), page.getByRole("button", { name: "Adresimi onayla" }).click()]);
      expect(await page.locator("#onay-password-hata").textContent()).toContain("Şifre hatalı.");
      await fill(page, { "onay-password": password });
      await Promise.all([page.waitForURL(/tamam=basvuru/), page.getByRole("button", { name: "Adresimi onayla" }).click()]);
      expect(await page.getByText("Başvurunuz yönetim kurulunun kararına sunuldu", { exact: false }).isVisible()).toBe(true);

      await page.goto(baseURL + "/login");
      await fill(page, { "giris-email": "kemal@example.com", "giris-password": password });
      await page.getByRole("button", { name: "Giriş yap" }).click();
      await page.waitForLoadState("load");
      expect(await page.getByText("Başvurunuz henüz yönetim kurulunun kararını bekliyor", { exact: false }).isVisible()).toBe(true);
      const admin = await page.goto(baseURL + "/admin");
      expect(admin!.url()).toBe(baseURL + "/login?next=%2Fadmin");
    } finally {
      await context.close();
    }
  });
});

/**
 * Signs the first account in, in `context` (a visitor of its own); returns the page at `path` (the
 * dashboard unless given): the sign-in goes there itself, so the admin app loads once, not at /admin first.
 */
/**
 * Opens an album from the gallery's list and waits until its photos are the ones on screen (they
 * replace the list shown before without a placeholder): the count its request answered, shown.
 */
async function openAlbum(page: Page, name: RegExp): Promise<number> {
  const photos = page.waitForResponse((response) => /\/api\/images\?album=\d+/.test(response.url()));
  await page.getByRole("link", { name }).first().click();
  await page.waitForURL(/album=\d+/);
  const count = ((await (await photos).json()) as { images: unknown[] }).images.length;
  await expect.poll(() => page.locator(".image-card").count()).toBe(count);
  return count;
}

async function signedInAdmin(context: BrowserContext, path = "/admin"): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${baseURL}/login?next=${encodeURIComponent(path)}`);
  // Signed in already (the context keeps the session of an earlier test): /login goes straight on.
  if (page.url() !== baseURL + path) {
    await fill(page, { "giris-email": "nermin@example.com", "giris-password": password });
    await Promise.all([page.waitForURL(baseURL + path), page.getByRole("button", { name: "Giriş yap" }).click()]);
  }
  // The server's HTML is there at once; a test acts once the app has hydrated it, as a person can.
  await adminSettled(page);
  return { page, problems };
}

describe("the admin area in Chromium", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newVisitor();
  });
  afterAll(() => context?.close());

  it("an editor writes a news item with every toolbar button, a link and an uploaded image, publishes it, and finds it on /gundem", async () => {
    const { page, problems } = await signedInAdmin(context, "/admin/gundem/yeni");
    await page.getByLabel("Başlık").first().fill("Koro Provaları Yeniden Başlıyor");
    await page.getByLabel("Özet").fill("Çamlıca Korosu yeni sezon provalarına başlıyor.");

    const editor = page.locator(".rte-content[contenteditable=true]");
    await editor.waitFor();
    await keepScreenshot(page, `admin-editor-empty`);
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    const typist = await lexicalTypist(page, editor);
    const { type, press } = typist;
    const click = (name: string) => typist.click(button(name));

    await editor.click();
    await click("Başlık H2");
    await type("Prova takvimi");
    await press("Enter");
    await click("Kalın");
    await type("kalın");
    await click("Kalın");
    await type(" ");
    await click("İtalik");
    await type("eğik");
    await click("İtalik");
    await type(" ");
    await click("Altı çizili");
    await type("çizili");
    await click("Altı çizili");
    await type(" metin ve ");

    // A link through the dialog.
    await type("belediye");
    await page.keyboard.down("Shift");
    for (let i = 0; i < "belediye".length; i++) await press("ArrowLeft");
    await page.keyboard.up("Shift");
    await click("Bağlantı");
    const dialog = page.getByRole("dialog", { name: "Bağlantı ekle" });
    await dialog.getByRole("textbox", { name: "Bağlantı adresi" }).fill("https://www.uskudar.bel.tr");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await editor.click();
    await press("End");
    await press("Enter");

    // Lists, clean, undo and redo.
    await click("Numaralı liste");
    await type("Salı 19:00");
    await press("Enter");
    await press("Enter");
    await click("Madde işaretli liste");
    await type("Nota getirin");
    await press("Enter");
    await press("Enter");
    await click("Kalın");
    await type("silinecek biçim");
    await page.keyboard.down("Shift");
    await press("Home");
    await page.keyboard.up("Shift");
    await click("Biçimi temizle");
    await press("End");
    await type(" x");
    await click("Geri al");
    await click("Yinele");
    await press("End");
    await press("Enter");

    // An image, uploaded to R2 with progress, then its alt text.
    await button("Görsel ekle").click();
    const library = page.getByRole("dialog", { name: "Görsel ekle" });
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), library.getByRole("button", { name: "Dosya yükle" }).click()]);
    await chooser.setFiles(demoPng);
    const altInput = page.locator(".rte-alt-input");
    await altInput.waitFor({ timeout: 15000 });
    await altInput.fill("Koro provası illüstrasyonu");
    await page.locator(".rte-alt-form").getByRole("button", { name: "Kaydet" }).click();
    await expect.poll(() => page.locator(".rte-content img").count()).toBe(1);
    await keepScreenshot(page, `admin-editor-written`);

    await page.getByLabel("Hemen yayımla").check();
    await page.getByRole("button", { name: "Yayımla", exact: true }).click();
    await page.waitForURL(/\/admin\/gundem\/\d+$/);
    await expect.poll(() => page.getByText("Yayında", { exact: false }).count()).toBeGreaterThan(0);

    await page.goto(baseURL + "/gundem");
    await page.getByRole("link", { name: "Koro Provaları Yeniden Başlıyor" }).first().click();
    await page.waitForURL(baseURL + "/gundem/koro-provalari-yeniden-basliyor");
    const article = await page.locator(".rich-text").innerHTML();
    expect(article).toContain("<h2>Prova takvimi</h2>");
    expect(article).toContain("<strong>kalın</strong>");
    expect(article).toContain("<em>eğik</em>");
    expect(article).toContain("<u>çizili</u>");
    expect(article).toMatch(/<a href="https:\/\/www\.uskudar\.bel\.tr"[^>]*>belediye<\/a>/);
    expect(article).toMatch(/<ol[^>]*><li>Salı 19:00<\/li><\/ol>/);
    expect(article).toMatch(/<ul><li>Nota getirin<\/li><\/ul>/);
    expect(article).toContain("silinecek biçim x");
    expect(article).not.toContain("<strong>silinecek");
    expect(article).toMatch(/<img src="\/media\/images\/[^"]+\/full\.png" srcSet="[^"]+\/w320\.webp 320w[^"]*" sizes="[^"]+" alt="Koro provası illüstrasyonu"/i);
    // The picture loads (lazily: once it is in view).
    await page.locator(".rich-text img").scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(".rich-text img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("inserts an image from the media library into a text; the alt text typed becomes the image's, and the library says where it is used", async () => {
    const { page, problems } = await signedInAdmin(context, "/admin/gundem/yeni");
    await page.getByLabel("Başlık").first().fill("Dokuma Kursu Kayıtları Açıldı");
    const editor = page.locator(".rte-content[contenteditable=true]");
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type("Kursumuza kayıtlar başladı.", { delay: 20 });
    await page.keyboard.press("Enter");

    await page.getByRole("button", { name: "Görsel ekle", exact: true }).click();
    const library = page.getByRole("dialog", { name: "Görsel ekle" });
    await library.waitFor();
    // The rest of the page is inert while the library is open; the focus is inside it.
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    await library.getByLabel("Kitaplıkta ara").fill("TEZGAH");
    await library.getByRole("button", { name: "Ara", exact: true }).click();
    const choice = library.getByRole("button", { name: /^Metne ekle: .*kilim/ });
    await expect.poll(() => choice.count()).toBe(1);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, `admin-kitaplik-secici-${width}`, { fullPage: false });
    }
    await choice.click();
    await expect.poll(() => page.locator(".rte-content img").count()).toBe(1);
    expect(await page.locator(".rte-content img").getAttribute("src")).toMatch(/^\/media\//);
    const altInput = page.locator(".rte-alt-input");
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("rte-alt-input"))).toBe(true);
    await altInput.fill("Dokuma kursunda kilim tezgâhı başında kursiyerler");
    await page.locator(".rte-alt-form").getByRole("button", { name: "Kaydet" }).click();
    // The same picture as the cover, chosen from the library too.
    const coverButton = page.getByRole("button", { name: "Kapak görseli seç" });
    await coverButton.click();
    const covers = page.getByRole("dialog", { name: "Kapak görseli seç" });
    await covers.getByLabel("Kitaplıkta ara").fill("tezgah");
    await covers.getByRole("button", { name: "Ara", exact: true }).click();
    const coverChoice = covers.getByRole("button", { name: /^Kapak yap: .*tezgâh/ });
    await expect.poll(() => coverChoice.count()).toBe(1);
    await coverChoice.click();
    await expect.poll(() => page.getByText("Seçili kapak:").count()).toBe(1);
    await page.getByRole("button", { name: "Taslağı kaydet" }).click();
    await page.waitForURL(/\/admin\/gundem\/\d+$/);

    // The library: the image carries the alt text typed in the editor, and names the draft that uses it.
    await page.goto(baseURL + "/admin/ortam?q=kursiyerler");
    const card = page.locator(".image-card").filter({ hasText: "Dokuma Kursu Kayıtları Açıldı" });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByLabel("Alternatif metin").inputValue()).toBe("Dokuma kursunda kilim tezgâhı başında kursiyerler");
    expect(await card.getByRole("link", { name: "Dokuma Kursu Kayıtları Açıldı" }).getAttribute("href")).toMatch(/^\/admin\/gundem\/\d+$/);
    expect(await card.getByRole("link", { name: "Atölyeler ve Kurslar" }).count()).toBe(1);
    expect(await card.getByRole("listitem").filter({ hasText: "Dokuma Kursu Kayıtları Açıldı" }).textContent()).toContain("(kapak)");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, `admin-ortam-kitapligi-${width}`);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it("schedules an event: it stays hidden from the public until its time", async () => {
    const { page } = await signedInAdmin(context, "/admin/etkinlikler/yeni");
    await page.getByLabel("Başlık").first().fill("Bahar Konseri Bilet Satışı");
    await page.getByLabel("Başlangıç (İstanbul saati, zorunlu)").fill("2031-04-12T19:00");
    await page.getByLabel("Yer adı").fill("Üsküdar Kültür Merkezi");
    await page.getByLabel("İleri bir tarihte yayımla").check();
    await page.getByLabel("Yayın zamanı (İstanbul saati)").fill("2031-03-01T09:00");
    await page.getByRole("button", { name: "Yayına planla" }).click();
    await page.waitForURL(/\/admin\/etkinlikler\/\d+$/);
    await expect.poll(() => page.getByText("Planlandı", { exact: false }).count()).toBeGreaterThan(0);
    const publicPage = await fetch(baseURL + "/etkinlikler/bahar-konseri-bilet-satisi");
    expect(publicPage.status).toBe(404);
    expect(await (await fetch(baseURL + "/etkinlikler")).text()).not.toContain("Bahar Konseri Bilet Satışı");
    await keepScreenshot(page, `admin-etkinlik`);
    await page.close();
  });

  it("shows the server's refusals under the editor's fields: an autosave says why in one line and stores nothing", async () => {
    const { page } = await signedInAdmin(context, "/admin/gundem/yeni");
    const created = await page.evaluate(async () => {
      const body = { root: { type: "root", version: 1, format: "", indent: 0, direction: null, children: [] } };
      const response = await fetch("/api/news", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title: "Otomatik kayıt denemesi", summary: "", body, coverImageId: null, status: "draft", publishAt: null }),
      });
      return (await response.json()) as { id: number };
    });
    await page.goto(`${baseURL}/admin/gundem/${created.id}`);
    const title = page.getByLabel("Başlık").first();
    await expect.poll(() => title.inputValue()).toBe("Otomatik kayıt denemesi");
    // The rule is the server's alone: the autosave is refused there, and the line says why.
    await title.fill("ab");
    await page.getByText("Taslak otomatik kaydedilemedi: Başlık en az 3 karakter olmalı.").waitFor();
    const stored = await page.evaluate(async (id) => ((await (await fetch(`/api/news/${id}`)).json()) as { title: string; version: number }), created.id);
    expect(stored).toMatchObject({ title: "Otomatik kayıt denemesi", version: 1 });

    // A planned time already past is refused under the time, with the form's summary.
    await title.fill("Otomatik kayıt denemesi, planlı");
    await page.getByLabel("İleri bir tarihte yayımla").check();
    await page.getByLabel("Yayın zamanı (İstanbul saati)").fill("2020-01-01T10:00");
    await page.getByRole("button", { name: "Yayına planla" }).click();
    await page.getByText("Kaydedilemedi. Lütfen işaretli alanları düzeltin.").waitFor();
    const publishAt = page.getByLabel("Yayın zamanı (İstanbul saati)");
    expect(await publishAt.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(".field-error", { hasText: "İleri bir tarih seçin ya da “Hemen yayımla”yı işaretleyin." }).count()).toBe(1);
    await page.close();
  });

  it("composes a bulletin in the editor, inserts a news item from the picker, previews the mail and sends a test copy to oneself", async () => {
    const { page, problems } = await signedInAdmin(context, "/admin/bulten");
    await page.getByLabel("Konu").fill("Kasım bülteni");
    const editor = page.locator(".rte-content[contenteditable=true]");
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type("Merhaba komşular, bu ay neler oldu?");
    // The picker inserts the news item written above: its title as a link, its date, its summary.
    await page.getByRole("button", { name: "Ekle: Koro Provaları Yeniden Başlıyor" }).click();
    await expect.poll(() => editor.locator("a", { hasText: "Koro Provaları Yeniden Başlıyor" }).count()).toBe(1);
    expect(await editor.textContent()).toContain("Çamlıca Korosu yeni sezon provalarına başlıyor.");
    expect(await editor.textContent()).toContain("Merhaba komşular, bu ay neler oldu?");

    await page.getByRole("button", { name: "Kaydet ve önizle" }).click();
    const frame = page.frameLocator("iframe[title='Bültenin e-posta görünümü']");
    const link = frame.getByRole("link", { name: "Koro Provaları Yeniden Başlıyor" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/gundem\/koro-provalari-yeniden-basliyor$/);
    expect(await frame.locator("body").textContent()).toContain("Merhaba komşular, bu ay neler oldu?");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, `admin-bulten-${width}`);
      // The preview on its own, in view: what the editor reads before sending.
      const preview = page.locator("iframe[title='Bültenin e-posta görünümü']");
      await preview.scrollIntoViewIfNeeded();
      await link.waitFor();
      await keepScreenshot(preview, `admin-bulten-onizleme-${width}`);
    }

    const since = Date.now() - 1000;
    await page.getByRole("button", { name: "Kendime deneme gönder" }).click();
    await page.getByText("Deneme kopyası nermin@example.com adresine", { exact: false }).waitFor();
    await expect
      .poll(() => keptMails(since).find((text) => text.includes("Merhaba komşular, bu ay neler oldu?")) ?? "", { timeout: 30000 })
      .toMatch(/Koro Provaları Yeniden Başlıyor \(https?:\/\/\S+\/gundem\/koro-provalari-yeniden-basliyor\)/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("two editors save the same item: the second sees the notice where they are looking, loses nothing, and keeps both versions", async () => {
    const { page: first } = await signedInAdmin(context);
    const otherContext = await newVisitor();
    try {
      const { page: second } = await signedInAdmin(otherContext);
      // A draft both open (made through the API the app uses).
      const created = await first.evaluate(async () => {
        const body = { root: { type: "root", version: 1, format: "", indent: 0, direction: null, children: [{ type: "paragraph", version: 1, format: "", indent: 0, direction: null, textFormat: 0, textStyle: "", children: [{ type: "text", version: 1, text: "Ortak metin.", format: 0, detail: 0, mode: "normal", style: "" }] }] } };
        const response = await fetch("/api/news", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ title: "Çakışma denemesi", summary: "", body, coverImageId: null, status: "draft", publishAt: null }),
        });
        return (await response.json()) as { id: number };
      });
      const address = `${baseURL}/admin/gundem/${created.id}`;
      await Promise.all([first.goto(address), second.goto(address)]);
      await Promise.all([first.locator(".rte-content[contenteditable=true]").waitFor(), second.locator(".rte-content[contenteditable=true]").waitFor()]);

      // The other editor saves first.
      await second.getByLabel("Başlık").first().fill("Çakışma denemesi: onların başlığı");
      await second.getByRole("button", { name: "Taslağı kaydet" }).click();
      await second.getByText("Taslak kaydedildi", { exact: false }).waitFor();

      // This editor has typed meanwhile, and saves from the bottom of a long page.
      await first.getByLabel("Başlık").first().fill("Çakışma denemesi: benim başlığım");
      await first.locator(".rte-content[contenteditable=true]").click();
      await first.keyboard.press("End");
      await first.keyboard.type(" Benim eklediğim cümle.", { delay: 30 });
      await first.getByRole("button", { name: "Taslağı kaydet" }).click();
      const notice = first.getByRole("alert").filter({ hasText: "Kaydedilmedi" });
      await notice.waitFor();
      const inView = await notice.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(inView).toBe(true);
      await keepScreenshot(first, `admin-cakisma`, { fullPage: false });
      expect(await first.locator(".rte-content").textContent()).toContain("Benim eklediğim cümle.");
      expect(await first.getByLabel("Başlık").first().inputValue()).toBe("Çakışma denemesi: benim başlığım");

      // A reload (or a crash) loses nothing: the text comes back from this browser, still in conflict.
      await first.reload();
      await first.locator(".rte-content[contenteditable=true]").waitFor();
      await first.getByRole("alert").filter({ hasText: "Kaydedilmedi" }).waitFor();
      expect(await first.locator(".rte-content").textContent()).toContain("Benim eklediğim cümle.");
      expect(await first.getByLabel("Başlık").first().inputValue()).toBe("Çakışma denemesi: benim başlığım");

      // Side by side, then "Benimkini kaydet".
      await first.getByRole("button", { name: "İki sürümü karşılaştır" }).click();
      await first.getByRole("region", { name: "Değişen alanlar" }).waitFor();
      expect(await first.locator(".conflict-compare").textContent()).toContain("Çakışma denemesi: onların başlığı");
      await keepScreenshot(first, `admin-cakisma-karsilastirma`);
      await first.getByRole("button", { name: "Benimkini kaydet" }).click();
      await first.getByText("Taslak kaydedildi", { exact: false }).waitFor();

      // Both versions are in the history.
      await first.getByRole("button", { name: "Geçmişi göster" }).click();
      await first.locator(".revision-list > li").nth(2).waitFor();
      const titles = await first.evaluate(async (id) => {
        const list = (await (await fetch(`/api/news/${id}/revisions`)).json()) as { revisions: Array<{ id: number }> };
        return Promise.all(list.revisions.map(async (revision) => ((await (await fetch(`/api/news/${id}/revisions/${revision.id}`)).json()) as { data: { title: string } }).data.title));
      }, created.id);
      expect(titles).toEqual(["Çakışma denemesi: benim başlığım", "Çakışma denemesi: onların başlığı", "Çakışma denemesi"]);
      // Each save says what it changed, so the right one is found without opening each.
      const newest = (await first.locator(".revision-list > li").first().locator(".revision-changes").textContent()) ?? "";
      expect(newest).toMatch(/^Değişen: Başlık.* · Metin: \d+ kelime eklendi/);

      // Opening an older revision shows it beside the current one.
      await first.getByRole("button", { name: /Göster ve karşılaştır/ }).first().click();
      await first.locator(".revision-view .text-diff").waitFor();
      expect(await first.locator(".revision-view").textContent()).toContain("Benim eklediğim cümle.");
      await keepScreenshot(first, `admin-gecmis`);
      await second.close();
    } finally {
      await otherContext.close();
      await first.close();
    }
  });

  it("text typed while a save is on its way is kept in this browser over the saved version: a reload brings it back without a conflict", async () => {
    const { page } = await signedInAdmin(context);
    const created = await page.evaluate(async () => {
      const body = { root: { type: "root", version: 1, format: "", indent: 0, direction: null, children: [{ type: "paragraph", version: 1, format: "", indent: 0, direction: null, textFormat: 0, textStyle: "", children: [{ type: "text", version: 1, text: "İlk metin.", format: 0, detail: 0, mode: "normal", style: "" }] }] } };
      const response = await fetch("/api/news", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title: "Yerel kopya denemesi", summary: "", body, coverImageId: null, status: "draft", publishAt: null }),
      });
      return (await response.json()) as { id: number };
    });
    // The first save waits until the editor has typed more; later saves (the autosave) never reach
    // the server, so what the reload finds is the save and the copy kept in this browser.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let saves = 0;
    await page.route(`**/api/news/${created.id}`, async (route) => {
      if (route.request().method() !== "PUT") return route.continue();
      saves += 1;
      if (saves > 1) return route.abort();
      await released;
      return route.continue();
    });
    await page.goto(`${baseURL}/admin/gundem/${created.id}`);
    const editor = page.locator(".rte-content[contenteditable=true]");
    await editor.waitFor();
    await page.getByLabel("Başlık").first().fill("Yerel kopya denemesi: kaydedilen başlık");
    await page.getByRole("button", { name: "Taslağı kaydet" }).click();
    await expect.poll(() => saves).toBe(1);
    await editor.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Kaydederken yazılan cümle.", { delay: 30 });
    const copyKey = `admin:yerel-kopya:news:${created.id}`;
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", copyKey)).toContain("Kaydederken yazılan cümle.");
    release();
    await page.getByText("Taslak kaydedildi", { exact: false }).waitFor();

    await page.reload();
    const recovered = page.getByText("kaydedilmemiş değişiklikler geri getirildi", { exact: false });
    const conflict = page.getByRole("alert").filter({ hasText: "Kaydedilmedi" });
    await recovered.or(conflict).waitFor();
    expect(await conflict.count()).toBe(0);
    expect(await page.locator(".rte-content").textContent()).toContain("Kaydederken yazılan cümle.");
    expect(await page.getByLabel("Başlık").first().inputValue()).toBe("Yerel kopya denemesi: kaydedilen başlık");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();
  });

  it("two editors save the same page text (Hakkımızda): the second sees the notice at the save bar, loses nothing, and keeps both versions", async () => {
    const { page: first } = await signedInAdmin(context);
    const otherContext = await newVisitor();
    try {
      const { page: second } = await signedInAdmin(otherContext);
      const address = `${baseURL}/admin/sayfalar/about`;
      await Promise.all([first.goto(address), second.goto(address)]);
      await Promise.all([first.locator(".rte-content[contenteditable=true]").waitFor(), second.locator(".rte-content[contenteditable=true]").waitFor()]);
      const title = (page: Page) => page.getByLabel("Başlık").first();

      // The other editor saves first.
      await title(second).fill("Hakkımızda: onların başlığı");
      await second.getByRole("button", { name: "Kaydet", exact: true }).click();
      await second.getByText("Kaydedildi", { exact: false }).waitFor();

      // This editor has typed meanwhile, and saves.
      await title(first).fill("Hakkımızda: benim başlığım");
      await first.locator(".rte-content[contenteditable=true]").click();
      await first.keyboard.press("Control+End");
      await first.keyboard.type(" Sayfaya eklediğim cümle.", { delay: 30 });
      await first.getByRole("button", { name: "Kaydet", exact: true }).click();
      const notice = first.getByRole("alert").filter({ hasText: "Kaydedilmedi" });
      await notice.waitFor();
      const inView = await notice.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(inView).toBe(true);
      await keepScreenshot(first, `admin-sayfa-cakisma`, { fullPage: false });
      expect(await first.locator(".rte-content").textContent()).toContain("Sayfaya eklediğim cümle.");
      expect(await title(first).inputValue()).toBe("Hakkımızda: benim başlığım");

      // A reload loses nothing: the text comes back from this browser, still in conflict.
      await first.reload();
      await first.locator(".rte-content[contenteditable=true]").waitFor();
      await first.getByRole("alert").filter({ hasText: "Kaydedilmedi" }).waitFor();
      expect(await first.locator(".rte-content").textContent()).toContain("Sayfaya eklediğim cümle.");
      expect(await title(first).inputValue()).toBe("Hakkımızda: benim başlığım");

      // Side by side, then "Benimkini kaydet".
      await first.getByRole("button", { name: "İki sürümü karşılaştır" }).click();
      await first.getByRole("region", { name: "Değişen alanlar" }).waitFor();
      expect(await first.locator(".conflict-compare").textContent()).toContain("Hakkımızda: onların başlığı");
      await keepScreenshot(first, `admin-sayfa-cakisma-karsilastirma`);
      await first.getByRole("button", { name: "Benimkini kaydet" }).click();
      await first.getByText("Kaydedildi", { exact: false }).waitFor();
      expect(await first.getByRole("alert").filter({ hasText: "Kaydedilmedi" }).count()).toBe(0);

      // Both versions are in the history, mine the newest; the public page shows mine.
      const titles = await first.evaluate(async () => {
        const list = (await (await fetch("/api/pages/about/revisions")).json()) as { revisions: Array<{ id: number }> };
        return Promise.all(list.revisions.slice(0, 2).map(async (revision) => ((await (await fetch(`/api/pages/about/revisions/${revision.id}`)).json()) as { data: { title: string } }).data.title));
      });
      expect(titles).toEqual(["Hakkımızda: benim başlığım", "Hakkımızda: onların başlığı"]);
      expect(await (await fetch(baseURL + "/hakkimizda")).text()).toContain("Sayfaya eklediğim cümle.");
      // Nothing is left in this browser once saved.
      expect(await first.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("page:about")))).toEqual([]);
      await second.close();
    } finally {
      await otherContext.close();
      await first.close();
    }
  });

  it("the İletişim form sends a map link the server refuses and shows the server's message under that field; the fixed link saves", async () => {
    const { page } = await signedInAdmin(context, "/admin/sayfalar/contact");
    await page.locator(".rte-content[contenteditable=true]").waitFor();
    const mapLink = page.getByLabel("Harita bağlantısı");
    const stored = await mapLink.inputValue();
    const save = async () => {
      const answer = page.waitForResponse((response) => response.url().endsWith("/api/pages/contact") && response.request().method() === "PUT");
      await page.getByRole("button", { name: "Kaydet", exact: true }).click();
      return (await answer).status();
    };

    // The form has no rule of its own: the bad link goes to the server, whose schema refuses it.
    await mapLink.fill("http://harita.example/konum");
    expect(await save()).toBe(400);
    const message = page.locator("#sayfa-contact-mapUrl-error");
    await expect.poll(() => message.textContent()).toBe(MAP_LINK_ERROR);
    expect(await mapLink.getAttribute("aria-invalid")).toBe("true");
    expect(await mapLink.getAttribute("aria-describedby")).toContain("sayfa-contact-mapUrl-error");
    expect(await page.locator("form [role=alert]").first().textContent()).toBe("Kaydedilemedi. Lütfen işaretli alanları düzeltin.");
    expect(await page.locator(".field-error").count()).toBe(1);
    await keepScreenshot(page, `admin-iletisim-harita-hatasi`);

    await mapLink.fill(stored);
    expect(await save()).toBe(200);
    await page.getByText("Kaydedildi", { exact: false }).waitFor();
    expect(await message.count()).toBe(0);
    expect(await mapLink.getAttribute("aria-invalid")).toBeNull();
    await page.close();
  });

  it("writes a news item's search description with a counter, and the public page uses it beside its author's name", async () => {
    const { page, problems } = await signedInAdmin(context, "/admin/gundem/yeni");
    await page.locator(".rte-content[contenteditable=true]").waitFor();
    await page.getByLabel("Başlık").first().fill("Arama açıklaması denemesi");
    await page.getByLabel("Özet", { exact: true }).fill("Listelerde görünen özet.");
    const description = page.getByLabel("Arama motoru açıklaması");
    const written = "Çamlıca’da gönüllülerle bahar temizliği.";
    await description.fill(written);
    await page.getByText(`${written.length} / 160 karakter`).waitFor();
    expect(await description.getAttribute("maxlength")).toBe("160");
    await page.getByRole("button", { name: "Paylaşım görseli seç" }).waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await description.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth), `${width} px`).toBe(0);
      await keepScreenshot(page, `admin-gundem-arama-${width}`, { fullPage: false });
    }
    await page.getByLabel("Hemen yayımla").check();
    await page.getByRole("button", { name: "Yayımla", exact: true }).click();
    await page.waitForURL(/\/admin\/gundem\/\d+$/);
    await expect.poll(() => page.getByText("Yayında", { exact: false }).count()).toBeGreaterThan(0);
    const html = await (await fetch(baseURL + "/gundem/arama-aciklamasi-denemesi")).text();
    expect(html).toContain('<meta name="description" content="Çamlıca’da gönüllülerle bahar temizliği."');
    expect(html).toContain("Yazan: Nermin");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(baseURL + "/gundem/arama-aciklamasi-denemesi");
      await keepScreenshot(page, `gundem-yazar-${width}`, { fullPage: false });
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it("edits of a published item wait in a pending draft until “Güncelle”", async () => {
    const { page } = await signedInAdmin(context);
    const created = await page.evaluate(async () => {
      const body = { root: { type: "root", version: 1, format: "", indent: 0, direction: null, children: [{ type: "paragraph", version: 1, format: "", indent: 0, direction: null, textFormat: 0, textStyle: "", children: [{ type: "text", version: 1, text: "Yayındaki metin.", format: 0, detail: 0, mode: "normal", style: "" }] }] } };
      const response = await fetch("/api/news", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title: "Yayındaki duyuru", summary: "", body, coverImageId: null, status: "published", publishAt: null }),
      });
      return (await response.json()) as { id: number; slug: string };
    });
    await page.goto(`${baseURL}/admin/gundem/${created.id}`);
    await page.locator(".rte-content[contenteditable=true]").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Henüz yayımlanmayan ek.", { delay: 30 });
    expect(await page.getByRole("button", { name: "Güncelle" }).isVisible()).toBe(true);
    // Autosaved, but not public.
    await page.getByText("henüz yayımlanmadı", { exact: false }).waitFor({ timeout: 20_000 });
    expect(await (await fetch(`${baseURL}/gundem/${created.slug}`)).text()).not.toContain("Henüz yayımlanmayan ek.");
    await page.reload();
    // The notice above the form (the save bar says it too, in a longer sentence).
    await page.getByText("Yayımlanmamış değişiklikler var", { exact: true }).waitFor();
    expect(await page.locator(".rte-content").textContent()).toContain("Henüz yayımlanmayan ek.");
    await page.getByRole("button", { name: "Güncelle" }).click();
    await page.getByText("Yayında ·", { exact: false }).waitFor();
    expect(await (await fetch(`${baseURL}/gundem/${created.slug}`)).text()).toContain("Henüz yayımlanmayan ek.");
    await page.close();
  });

  it("a deleted item waits in the trash, off the public site, and comes back with its address", async () => {
    const { page } = await signedInAdmin(context);
    await page.goto(`${baseURL}/admin/gundem?q=${encodeURIComponent("Yayındaki duyuru")}`);
    await page.getByRole("link", { name: "Yayındaki duyuru" }).first().click();
    await page.getByRole("heading", { name: "Çöp kutusuna taşı" }).waitFor();
    await page.getByRole("button", { name: "Kaydı sil" }).click();
    await Promise.all([page.waitForURL(baseURL + "/admin/gundem"), page.getByRole("button", { name: "Evet, taşı" }).click()]);
    expect((await fetch(`${baseURL}/gundem/yayindaki-duyuru`)).status).toBe(404);

    await page.getByRole("link", { name: "Çöp kutusu" }).click();
    await page.getByRole("heading", { name: "Çöp kutusu", level: 1 }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "Yayındaki duyuru" });
    await keepScreenshot(page, `admin-cop-kutusu`);
    await row.getByRole("button", { name: /Geri al/ }).click();
    await page.getByText("“Yayındaki duyuru” geri alındı.").waitFor();
    expect((await fetch(`${baseURL}/gundem/yayindaki-duyuru`)).status).toBe(200);
    await page.close();
  });

  it("publishes several chosen drafts at once from the list", async () => {
    const { page } = await signedInAdmin(context);
    const slugs = await page.evaluate(async () => {
      const body = { root: { type: "root", version: 1, format: "", indent: 0, direction: null, children: [{ type: "paragraph", version: 1, format: "", indent: 0, direction: null, textFormat: 0, textStyle: "", children: [{ type: "text", version: 1, text: "Metin.", format: 0, detail: 0, mode: "normal", style: "" }] }] } };
      const made: string[] = [];
      for (const title of ["Toplu yayın bir", "Toplu yayın iki"]) {
        const response = await fetch("/api/news", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title, summary: "", body, coverImageId: null, status: "draft", publishAt: null }) });
        made.push(((await response.json()) as { slug: string }).slug);
      }
      return made;
    });
    await page.goto(`${baseURL}/admin/gundem?q=${encodeURIComponent("Toplu yayın")}`);
    await page.getByLabel("Bu sayfadaki tüm kayıtları seç").check();
    await page.getByRole("region", { name: "Toplu işlemler" }).getByRole("button", { name: "Yayımla" }).click();
    await page.getByText("2 kayıt yayımlandı.").waitFor();
    for (const slug of slugs) expect((await fetch(`${baseURL}/gundem/${slug}`)).status).toBe(200);
    await page.close();
  });

  it("uploads several images to an album, each with its own progress", async () => {
    const { page } = await signedInAdmin(context, "/admin/galeri");
    const before = await openAlbum(page, /Atölyeler ve Kurslar/);
    expect(before).toBe(5);
    await page.locator("#gorsel-yukle").setInputFiles([demoPng, demoJpg]);
    await expect.poll(() => page.locator(".upload-item.upload-done").count(), { timeout: 20000 }).toBe(2);
    expect(await page.locator(".upload-item progress").count()).toBe(2);
    await expect.poll(() => page.locator(".image-card").count()).toBe(before + 2);
    await keepScreenshot(page, `admin-galeri`, { fullPage: false });
    await page.close();
  });

  it("takes files dropped onto the album's upload area", async () => {
    const { page } = await signedInAdmin(context, "/admin/galeri");
    const before = await openAlbum(page, /Çamlıca Şenliği.nden Kareler/);
    const png = readFileSync(demoPng).toString("base64");
    const dataTransfer = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "birakilan.png", { type: "image/png" }));
      return transfer;
    }, png);
    await page.dispatchEvent(".uploader", "dragover", { dataTransfer });
    await expect.poll(() => page.locator(".uploader.is-dragging").count()).toBe(1);
    await page.dispatchEvent(".uploader", "drop", { dataTransfer });
    await expect.poll(() => page.locator(".upload-item.upload-done").count(), { timeout: 30000 }).toBe(1);
    expect(await page.locator(".upload-item .upload-name").textContent()).toBe("birakilan.png");
    await expect.poll(() => page.locator(".image-card").count()).toBe(before + 1);
    expect(await page.locator(".uploader.is-dragging").count()).toBe(0);
    await page.close();
  });

  it("a real-size phone photo uploaded to an album is served upright, without metadata, as small WebP copies", async () => {
    const { page } = await signedInAdmin(context);
    const file = join(mkdtempSync(join(tmpdir(), "telefon-")), "IMG_4032.jpg");
    const photo = await phonePhoto(7);
    writeFileSync(file, photo);
    expect(photo.includes("CamlicaFon")).toBe(true);
    await page.goto(baseURL + "/admin/galeri");
    const before = await openAlbum(page, /Doğa Yürüyüşleri/);
    await page.locator("#gorsel-yukle").setInputFiles([file]);
    await expect.poll(() => page.locator(".upload-item.upload-done").count(), { timeout: 45000 }).toBe(1);
    await expect.poll(() => page.locator(".image-card").count()).toBe(before + 1);
    // No description yet (never the file name): the album does not show it until one is written.
    const undescribed = page.locator(".image-card").filter({ hasText: "Alternatif metin eksik: albümde gösterilmiyor" });
    expect(await undescribed.count()).toBe(1);
    expect(await (await fetch(baseURL + "/galeri/doga-yuruyusleri")).text()).not.toContain("IMG 4032");
    await undescribed.getByLabel("Alternatif metin").fill("Çam ormanında patikada yürüyen iki kişi");
    await undescribed.getByRole("button", { name: "Kaydet" }).click();
    await expect.poll(() => undescribed.count()).toBe(0);
    await page.close();

    // A phone: 390 px wide at 3 device pixels per CSS pixel.
    const phone = await newVisitor({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    try {
      const visitor = await phone.newPage();
      const images = new Map<string, { type: string; bytes: number }>();
      visitor.on("response", async (response) => {
        if (!new URL(response.url()).pathname.startsWith("/media/")) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        images.set(new URL(response.url()).pathname, { type: response.headers()["content-type"] ?? "", bytes: body.byteLength });
      });
      await visitor.goto(baseURL + "/galeri/doga-yuruyusleri");
      const grid = visitor.locator(".photo-grid img");
      const count = await grid.count();
      for (let i = 0; i < count; i++) await grid.nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => grid.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
      await expect.poll(() => images.size).toBe(count);

      const uploaded = grid.last();
      // Upright: the sideways 4032×3024 file is a 3024×4032 portrait now.
      expect(await uploaded.getAttribute("width")).toBe("3024");
      expect(await uploaded.getAttribute("height")).toBe("4032");
      // Two columns of about 173 px at 3× need about 520 px: the 640 px WebP, not the full size.
      const chosen = new URL(await uploaded.evaluate((img) => (img as HTMLImageElement).currentSrc)).pathname;
      expect(chosen).toMatch(/\/w640\.webp$/);
      for (const [path, served] of images) {
        expect(served.type, path).toBe("image/webp");
        expect(served.bytes, path).toBeLessThanOrEqual(250 * 1024);
      }

      // The full-size download is re-encoded: no EXIF, no GPS, no camera model.
      await visitor.goto(baseURL + new URL(await uploaded.locator("xpath=..").getAttribute("href") ?? "", baseURL).pathname);
      const download = await visitor.getByRole("link", { name: /Tam boyutunu indir \(3024 × 4032\)/ }).getAttribute("href");
      const full = Buffer.from(await (await fetch(baseURL + download)).arrayBuffer());
      expect(full.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(full.includes("Exif\0\0")).toBe(false);
      expect(full.includes("CamlicaFon")).toBe(false);
      await keepScreenshot(visitor, `galeri-foto-telefon`, { fullPage: false });
    } finally {
      await phone.close();
    }
  });

  it("after a new build, the next in-app navigation is a full page load, once", async () => {
    const { page } = await signedInAdmin(context);
    await page.route("**/_app/builds/latest.json*", (route) => route.fulfill({ json: { id: "yeni-bir-surum", timestamp: Date.now() } }));
    await page.goto(baseURL + "/admin");
    await page.waitForSelector('html[data-yeni-surum="yeni-bir-surum"]', { state: "attached", timeout: 15000 });
    await page.evaluate(() => ((window as unknown as { kalanSayfa: boolean }).kalanSayfa = true));
    await Promise.all([page.waitForEvent("load"), page.locator(".admin-nav-list:visible").getByRole("link", { name: "Gündem", exact: true }).click()]);
    expect(page.url()).toBe(baseURL + "/admin/gundem");
    expect(await page.evaluate(() => (window as unknown as { kalanSayfa?: boolean }).kalanSayfa)).toBeUndefined();
    await page.close();
  });

  it("a chunk that fails to load reloads the page once, and not again", async () => {
    const { page } = await signedInAdmin(context);
    let editorRequests = 0;
    await page.route("**/assets/chunks/RichTextEditor-*.js", (route) => {
      editorRequests++;
      return route.abort();
    });
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto(baseURL + "/admin/gundem/yeni");
    await expect.poll(() => page.getByText("Uygulamanın bir parçası yüklenemedi", { exact: false }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    // Settled: no request in flight (a third load would be one), and the message still on the page.
    await page.waitForLoadState("networkidle");
    expect(await page.getByText("Uygulamanın bir parçası yüklenemedi", { exact: false }).count()).toBeGreaterThan(0);
    expect(loads).toBe(2);
    expect(editorRequests).toBe(2);
    await page.close();
  });

  it("no admin section scrolls sideways on a phone (320 and 390 px), and touch targets are 44 px", async () => {
    const { page } = await signedInAdmin(context);
    const sections = [
      "/admin",
      "/admin/gundem",
      "/admin/gundem/yeni",
      "/admin/etkinlikler",
      "/admin/etkinlikler/yeni",
      "/admin/galeri",
      "/admin/sayfalar",
      "/admin/sayfalar/home",
      "/admin/sayfalar/contact",
      "/admin/mesajlar",
      "/admin/kullanicilar",
      "/admin/denetim",
      "/admin/kvkk",
      "/admin/cop-kutusu",
      "/admin/ayarlar",
      "/admin/ortam",
      "/admin/bulten",
    ];
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of sections) {
        await moveInAdminApp(page, path);
        const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
        expect(sideways, `${path} at ${width} px`).toBe(0);
        // Buttons and the editor's toolbar: at least 44 × 44 px.
        const small = await page.evaluate(() =>
          Array.from(document.querySelectorAll("main button, main a.button, .rte-toolbar button"))
            .map((element) => ({ text: element.textContent?.trim() || element.getAttribute("aria-label"), box: element.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
            .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
        );
        expect(small, `${path} at ${width} px`).toEqual([]);
      }
      await keepScreenshot(page, `admin-cop-kutusu-${width}`);
    }
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(baseURL + "/admin/gundem");
    await adminSettled(page);
    await keepScreenshot(page, `admin-gundem-390`);
    // Opening a page text and touching nothing is no unsaved change (the editor only normalises it).
    for (const key of ["about", "contact", "kvkk"]) {
      await page.goto(`${baseURL}/admin/sayfalar/${key}`);
      await page.locator(".rte-content[contenteditable=true]").waitFor();
      await adminSettled(page);
      await page.locator(".rte-content").click();
      expect(await page.locator(".form-actions").textContent(), key).not.toContain("Kaydedilmemiş");
    }
    await page.close();
  });

  it("an administrator sends notifications to another address and makes a reset link for a member", async () => {
    const { page } = await signedInAdmin(context, "/admin/ayarlar");
    const address = page.getByLabel("Bildirim adresi");
    await address.fill("yonetim@");
    // Three forms on the page: the association's identity, notifications, then the news byline.
    await page.getByRole("button", { name: "Kaydet" }).nth(1).click();
    await expect.poll(() => page.locator(".field-error").first().textContent()).toContain("Geçerli bir e-posta adresi yazın");
    await address.fill("yonetim@camlicadernegi.org.tr");
    await page.getByLabel("Günde bir özet").check();
    await page.getByRole("button", { name: "Kaydet" }).nth(1).click();
    await expect.poll(() => page.getByText("Kaydedildi", { exact: false }).count()).toBe(1);
    const byline = page.getByLabel("Haberlerde yazarın adını göster");
    expect(await byline.isChecked()).toBe(true);
    await byline.uncheck();
    await page.getByRole("button", { name: "Kaydet" }).nth(2).click();
    await expect.poll(() => page.getByText("Kaydedildi", { exact: false }).count()).toBe(2);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, `admin-ayarlar-${width}`);
    }
    await page.reload();
    await expect.poll(() => page.getByLabel("Bildirim adresi").inputValue()).toBe("yonetim@camlicadernegi.org.tr");
    expect(await page.getByLabel("Günde bir özet").isChecked()).toBe(true);
    expect(await page.getByLabel("Haberlerde yazarın adını göster").isChecked()).toBe(false);
    // Back on, as the other tests expect.
    await page.getByLabel("Haberlerde yazarın adını göster").check();
    await page.getByRole("button", { name: "Kaydet" }).nth(2).click();
    await expect.poll(() => page.getByText("Kaydedildi", { exact: false }).count()).toBe(1);

    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(baseURL + "/admin/kullanicilar");
    const row = page.getByRole("row", { name: /Kemal Demir/ });
    await row.getByRole("button", { name: "Onayla" }).click();
    await expect.poll(() => page.getByText("Kemal Demir onaylandı.").count()).toBe(1);
    await page.getByRole("row", { name: /Kemal Demir/ }).getByRole("button", { name: /Şifre yenileme bağlantısı/ }).click();
    const panel = page.getByRole("region", { name: "Kemal Demir için şifre yenileme bağlantısı" });
    await panel.waitFor();
    expect(await panel.locator("code").textContent()).toMatch(/\/sifre-yenile\?anahtar=[\w-]{43}$/);
    await keepScreenshot(page, `admin-kullanicilar-baglanti-390`);
    await panel.getByRole("button", { name: "Kapat" }).click();
    expect(await panel.count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.close();
  });

  it("an album takes a photo from the media library; an administrator makes missing variants from the library", async () => {
    const { page, problems } = await signedInAdmin(context, "/admin/galeri");
    const before = await openAlbum(page, /Doğa Yürüyüşleri/);
    const opener = page.getByRole("button", { name: "Kitaplıktan ekle" });
    await opener.click();
    const library = page.getByRole("dialog", { name: /kitaplıktan fotoğraf ekle/ });
    await library.getByLabel("Kitaplıkta ara").fill("koro provası");
    await library.getByRole("button", { name: "Ara", exact: true }).click();
    const choice = library.getByRole("button", { name: /^Albüme ekle: Koro provası/ });
    await expect.poll(() => choice.count()).toBe(1);
    await choice.click();
    await expect.poll(() => page.locator(".image-card").count()).toBe(before + 1);
    expect(await page.getByText("“Doğa Yürüyüşleri” albümüne eklendi").count()).toBe(1);
    // Back on the button that opened the dialog.
    expect(await opener.evaluate((button) => document.activeElement === button)).toBe(true);

    await page.goto(baseURL + "/admin/ortam");
    await page.getByRole("button", { name: "Küçük kopyaları oluştur" }).click();
    await expect.poll(() => page.getByText(/Bitti: \d+ görselin|Bütün görsellerin boyutları zaten hazır/).count(), { timeout: 30000 }).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("every section opens with its title, its data and no error, fits the screen, and is kept as a screenshot", async () => {
    const { page, problems } = await signedInAdmin(context);
    for (const [name, path, title] of [
      ["pano", "/admin", "Pano"],
      ["gundem", "/admin/gundem", "Gündem"],
      ["etkinlikler", "/admin/etkinlikler", "Etkinlikler"],
      ["sayfalar", "/admin/sayfalar/home", "Ana sayfa sayfasını düzenle"],
      ["galeri", "/admin/galeri", "Galeri"],
      ["ortam", "/admin/ortam", "Ortam kitaplığı"],
      ["mesajlar", "/admin/mesajlar", "Mesajlar"],
      ["kullanicilar", "/admin/kullanicilar", "Kullanıcılar"],
      ["denetim", "/admin/denetim", "Denetim kaydı"],
      ["ayarlar", "/admin/ayarlar", "Ayarlar"],
      ["cop-kutusu", "/admin/cop-kutusu", "Çöp kutusu"],
    ] as const) {
      await moveInAdminApp(page, path);
      expect(await page.title()).toBe(`${title} | Yönetim Paneli | Çamlıca Derneği`);
      // Loaded: no placeholder and no error notice left.
      expect(await page.locator(".skeleton, .notice-error").count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await keepScreenshot(page, `admin-${name}`);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

/**
 * The admin on a phone and on a desktop, where editors stumbled: lists, the link dialog, the
 * toolbar, what becomes public, the trash, uploads and a conflict (`npm run screenshots` keeps a
 * picture of each).
 */
describe("the admin's small frictions at 390 and 1280 px", () => {
  let context: BrowserContext;
  const shoot = (page: Page, name: string) => keepScreenshot(page, name);
  beforeAll(async () => {
    context = await newVisitor();
  });
  afterAll(() => context?.close());

  /** A news item made through the API the app uses; `text` is its one paragraph. */
  const createNews = (page: Page, title: string, status: "draft" | "published", text = "Yayındaki metin.") =>
    page.evaluate(
      async ({ title, status, text }) => {
        const body = { root: { type: "root", version: 1, format: "", indent: 0, direction: null, children: [{ type: "paragraph", version: 1, format: "", indent: 0, direction: null, textFormat: 0, textStyle: "", children: [{ type: "text", version: 1, text, format: 0, detail: 0, mode: "normal", style: "" }] }] } };
        const response = await fetch("/api/news", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title, summary: "", body, coverImageId: null, status, publishAt: null }) });
        return (await response.json()) as { id: number; slug: string };
      },
      { title, status, text },
    );

  it("a list's “Sil” says the item went to the trash, and “Geri al” there brings it back", async () => {
    const { page } = await signedInAdmin(context);
    await page.setViewportSize({ width: 390, height: 800 });
    await createNews(page, "Çöpe giden duyuru", "published");
    await page.goto(`${baseURL}/admin/gundem?q=${encodeURIComponent("Çöpe giden duyuru")}`);
    await page.getByRole("button", { name: "Sil “Çöpe giden duyuru”" }).click();
    await page.getByRole("button", { name: "Evet, taşı" }).click();
    await page.getByText("“Çöpe giden duyuru” çöp kutusuna taşındı", { exact: false }).waitFor();
    expect(await page.getByText("silindi", { exact: false }).count()).toBe(0);
    await shoot(page, "liste-cope-tasindi-390");
    expect((await fetch(`${baseURL}/gundem/cope-giden-duyuru`)).status).toBe(404);
    await page.getByRole("button", { name: "Geri al “Çöpe giden duyuru”" }).click();
    await page.getByText("“Çöpe giden duyuru” geri alındı.").waitFor();
    const link = page.getByRole("link", { name: "Çöpe giden duyuru", exact: true });
    await link.waitFor();
    expect((await fetch(`${baseURL}/gundem/cope-giden-duyuru`)).status).toBe(200);

    // From the editor: the list it leads back to says the same, with the same way back.
    await link.click();
    await page.getByRole("button", { name: "Kaydı sil" }).click();
    await Promise.all([page.waitForURL(baseURL + "/admin/gundem"), page.getByRole("button", { name: "Evet, taşı" }).click()]);
    await page.getByText("“Çöpe giden duyuru” çöp kutusuna taşındı", { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: "Geri al “Çöpe giden duyuru”" }).isVisible()).toBe(true);
    await page.close();
  });

  it("every list fits a 390 px phone as cards, each action button within the screen", async () => {
    const { page, problems } = await signedInAdmin(context);
    await page.setViewportSize({ width: 390, height: 800 });
    const eventId = await page.evaluate(async () => ((await (await fetch("/api/events")).json()) as { items: Array<{ id: number }> }).items[0]!.id);
    const lists = ["/admin/gundem", "/admin/etkinlikler", `/admin/etkinlikler/${eventId}/kayitlar`, "/admin/galeri", "/admin/ortam", "/admin/mesajlar", "/admin/bulten", "/admin/kullanicilar", "/admin/denetim", "/admin/cop-kutusu"];
    for (const path of lists) {
      await moveInAdminApp(page, path);
      await page.locator(".skeleton").first().waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      const outside = await page.evaluate(() =>
        // The editor's toolbar (the bulletin's) is one row that scrolls sideways by design.
        Array.from(document.querySelectorAll("main button:not(.rte-button), main a.button, main input[type=checkbox]"))
          .map((element) => ({ text: element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > 390))
          .map(({ text, box }) => `${text} ${Math.round(box.left)}–${Math.round(box.right)}`),
      );
      expect(outside, path).toEqual([]);
    }
    // The rows that have the most to show, as cards.
    await moveInAdminApp(page, "/admin/kullanicilar");
    await shoot(page, "kullanicilar-390");
    await moveInAdminApp(page, "/admin/gundem");
    await shoot(page, "gundem-390");
    await moveInAdminApp(page, "/admin/cop-kutusu");
    await shoot(page, "cop-kutusu-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await moveInAdminApp(page, "/admin/gundem");
    // A desktop keeps the table.
    expect(await page.locator(".admin-table thead th").first().isVisible()).toBe(true);
    await shoot(page, "gundem-1280");
    expect(problems).toEqual([]);
    await page.close();
  });

  for (const width of [390, 1280]) {
    it(`the link dialog's buttons are never under the save bar, and the toolbar is one row (${width} px)`, async () => {
      const { page, problems } = await signedInAdmin(context);
      await page.setViewportSize({ width, height: 700 });
      await page.goto(baseURL + "/admin/gundem/yeni");
      const editor = page.locator(".rte-content[contenteditable=true]");
      const typist = await lexicalTypist(page, editor);
      const toolbar = page.locator(".rte-toolbar");
      const height = await toolbar.evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeLessThan(60);
      if (width === 390) {
        // One row that scrolls sideways, the phone's formats first and in view.
        expect(await toolbar.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        for (const name of ["Kalın", "İtalik", "Bağlantı", "Numaralı liste"]) {
          const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
          expect(box.x + box.width, name).toBeLessThanOrEqual(width);
        }
      }
      // A long text, the caret at its end near the bottom of the screen.
      await editor.click();
      for (let line = 1; line <= 14; line++) {
        await page.keyboard.type(`Satır ${line} bağlantı`);
        await page.keyboard.press("Enter");
      }
      await typist.type("belediye");
      await page.keyboard.down("Shift");
      for (let i = 0; i < "belediye".length; i++) await typist.press("ArrowLeft");
      await page.keyboard.up("Shift");
      await typist.click(page.getByRole("button", { name: "Bağlantı", exact: true }));
      const dialog = page.getByRole("dialog", { name: "Bağlantı ekle" });
      await dialog.waitFor();
      // Wait for the dialog's own scroll into view (it focuses its field first).
      await expect.poll(() => dialog.getByRole("textbox").evaluate((input) => document.activeElement === input)).toBe(true);
      for (const name of ["Kaydet", "İptal"]) {
        const uncovered = await dialog.getByRole("button", { name, exact: true }).evaluate((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && button.contains(hit);
        });
        expect(uncovered, name).toBe(true);
      }
      await shoot(page, `baglanti-penceresi-${width}`);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it("a published item's unpublished changes are named beside “Güncelle”; restoring an old version says it goes public at once", async () => {
    const { page } = await signedInAdmin(context);
    const created = await createNews(page, "Yayında düzeltme", "published");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${baseURL}/admin/gundem/${created.id}`);
      const bar = page.locator(".form-actions");
      await page.locator(".rte-content[contenteditable=true]").click();
      // Nothing to say before the first edit (the second width finds the first one's edit waiting).
      if (width === 390) expect(await bar.textContent()).not.toContain("Yayımlanmamış değişiklikler var");
      await page.keyboard.press("End");
      await page.keyboard.type(` Ek ${width}.`, { delay: 20 });
      await bar.getByText("Yayımlanmamış değişiklikler var: herkese açık sayfa “Güncelle”ye basılana kadar önceki hâliyle kalır.").waitFor();
      await page.getByText("henüz yayımlanmadı", { exact: false }).waitFor({ timeout: 20_000 });
      await page.reload();
      await bar.getByText("Yayımlanmamış değişiklikler var:", { exact: false }).waitFor();
      expect(await bar.getByRole("button", { name: "Güncelle" }).isVisible()).toBe(true);
      await shoot(page, `yayimlanmamis-degisiklik-${width}`);
    }
    await page.getByRole("button", { name: "Güncelle" }).click();
    await page.getByText("Yayında ·", { exact: false }).waitFor();
    expect(await page.locator(".form-actions").textContent()).not.toContain("Yayımlanmamış değişiklikler var");

    await page.getByRole("button", { name: "Geçmişi göster" }).click();
    await page.getByRole("button", { name: /Göster ve karşılaştır/ }).last().click();
    await page.getByRole("button", { name: "Bu sürüme geri dön" }).click();
    const question = page.getByRole("group", { name: /hemen yayımlanır/ });
    await question.waitFor();
    expect(await question.textContent()).toContain("herkese açık sayfa bu sürümün başlığını ve metnini gösterir");
    await shoot(page, "geri-yukleme-sorusu-1280");
    await question.getByRole("button", { name: "Evet, geri dön ve yayımla" }).click();
    await page.getByText("Eski sürüm geri yüklendi", { exact: false }).first().waitFor();
    expect(await (await fetch(`${baseURL}/gundem/${created.slug}`)).text()).not.toContain("Ek 1280.");
    await page.close();
  });

  it("a gallery upload asks for the album first; an album photo goes to the trash after one question that names the album", async () => {
    const { page, problems } = await signedInAdmin(context);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(baseURL + "/admin/galeri");
      await adminSettled(page);
      expect(await page.locator("#gorsel-yukle").isDisabled()).toBe(true);
      expect(await page.getByText("Önce fotoğrafların ekleneceği albümü seçin.").isVisible()).toBe(true);
      await shoot(page, `galeri-yukleme-${width}`);
    }
    await page.getByLabel("Hangi albüme yüklensin?").selectOption({ label: "Doğa Yürüyüşleri" });
    expect(await page.getByText("Fotoğraflar “Doğa Yürüyüşleri” albümüne eklenir", { exact: false }).isVisible()).toBe(true);
    const cardIds = () => page.locator(".image-card").evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-labelledby")));
    const before = await cardIds();
    await page.locator("#gorsel-yukle").setInputFiles(demoJpg);
    await expect.poll(() => page.locator(".image-card").count(), { timeout: 30_000 }).toBe(before.length + 1);
    // Still there after a reload: the photo is in the album, not only in the media library.
    await page.reload();
    await adminSettled(page);
    await expect.poll(() => page.locator(".image-card").count()).toBe(before.length + 1);

    // The new photo (the demo ones stay for the other tests).
    const added = (await cardIds()).find((id) => !before.includes(id));
    const card = page.locator(`.image-card[aria-labelledby="${added}"]`);
    await card.getByRole("button", { name: /^Çöp kutusuna taşı/ }).click();
    const question = card.getByRole("group", { name: /Bu görsel kullanılıyor/ });
    await question.waitFor();
    expect(await question.textContent()).toContain("“Doğa Yürüyüşleri” albümü");
    await shoot(page, "gorsel-cop-sorusu-1280");
    await question.getByRole("button", { name: "Evet, taşı" }).click();
    await expect.poll(() => page.locator(".image-card").count()).toBe(before.length);
    expect(await card.count()).toBe(0);
    expect(await page.getByText("Yine de çöp kutusuna taşı").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("after “Onlarınkini al” the page stays where the editor was, the notice in the save bar", async () => {
    const { page: first } = await signedInAdmin(context);
    const otherContext = await newVisitor();
    try {
      const { page: second } = await signedInAdmin(otherContext);
      const long = Array.from({ length: 30 }, (_, index) => `Uzun metnin ${index + 1}. cümlesi, sayfayı uzatır.`).join(" ");
      const created = await createNews(first, "Yerinde kalan çakışma", "draft", long);
      const address = `${baseURL}/admin/gundem/${created.id}`;
      await first.setViewportSize({ width: 390, height: 700 });
      await Promise.all([first.goto(address), second.goto(address)]);
      await Promise.all([first.locator(".rte-content[contenteditable=true]").waitFor(), second.locator(".rte-content[contenteditable=true]").waitFor()]);
      await second.getByLabel("Başlık").first().fill("Yerinde kalan çakışma: onların başlığı");
      await second.getByRole("button", { name: "Taslağı kaydet" }).click();
      await second.getByText("Taslak kaydedildi", { exact: false }).waitFor();

      await first.locator(".rte-content[contenteditable=true]").click();
      await first.keyboard.press("Control+End");
      await first.keyboard.type(" Benim eklediğim.", { delay: 20 });
      await first.getByRole("button", { name: "Taslağı kaydet" }).click();
      await first.getByRole("alert").filter({ hasText: "Kaydedilmedi" }).waitFor();
      const take = first.getByRole("button", { name: "Onlarınkini al" });
      await expect.poll(() => take.isEnabled()).toBe(true);
      const before = await first.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(200);
      await take.click();
      await first.getByText("Diğer sürüm yüklendi", { exact: false }).waitFor();
      expect(await first.getByLabel("Başlık").first().inputValue()).toBe("Yerinde kalan çakışma: onların başlığı");
      const after = await first.evaluate(() => window.scrollY);
      expect(Math.abs(after - before)).toBeLessThan(40);
      const status = await first.locator(".form-actions").getByText("Diğer sürüm yüklendi", { exact: false }).boundingBox();
      expect(status!.y + status!.height).toBeLessThanOrEqual(700);
      await shoot(first, "onlarinkini-al-390");
      await second.close();
    } finally {
      await otherContext.close();
      await first.close();
    }
  });
});

/**
 * The one-time link (to /{path}?anahtar=…) in a kept mail that contains `words`: the queue hands
 * the mail to the Email Service moments after the request, so this waits for it to appear.
 */
async function linkFromKeptMail(since: number, words: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${path}\\?anahtar=[\\w-]+`);
  let link = "";
  await expect
    .poll(
      () => {
        const mail = keptMails(since).find((text) => text.includes(words) && pattern.test(text));
        link = pattern.exec(mail ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 30000 },
    )
    .not.toBe("");
  return link;
}

describe("a forgotten password in Chromium", () => {
  it("asks for a link, reads it from the locally kept mail, sets a new password and is signed in", async () => {
    const context = await newVisitor();
    const page = await context.newPage();
    const started = Date.now() - 1000;
    await page.goto(baseURL + "/login");
    await Promise.all([page.waitForURL(baseURL + "/sifremi-unuttum"), page.getByRole("link", { name: "Şifremi unuttum" }).click()]);
    await page.locator("#sifre-unuttum-email").fill("nermin@example.com");
    await Promise.all([page.waitForURL(/gonderildi=1/), page.getByRole("button", { name: "Bağlantı gönder" }).click()]);
    expect(await page.getByText("Bu adrese kayıtlı, etkin bir hesap varsa", { exact: false }).isVisible()).toBe(true);

    const link = await linkFromKeptMail(started, "Merhaba Nermin Aksoy", "sifre-yenile");
    await page.goto(link);
    const newPassword = ADMIN.passwordAfterReset;
    await page.locator("#sifre-yenile-password").fill(newPassword);
    await page.locator("#sifre-yenile-passwordConfirm").fill(newPassword);
    await Promise.all([page.waitForURL(baseURL + "/admin"), page.getByRole("button", { name: "Şifremi kaydet" }).click()]);
    expect(await page.locator("h1").textContent()).toBe("Pano");
    // The link was for one use.
    const again = await page.goto(link);
    expect(again!.status()).toBe(410);
    await context.close();
  });
});

