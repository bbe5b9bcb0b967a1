import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./chromium";
import { keptMails } from "./mails";
import { phonePhoto } from "../../bench/phone-photo.mjs";

/**
 * Accounts and the admin area in Chromium, in one file because the order matters: the first account
 * registered becomes the administrator who then works in the admin area.
 */
const baseURL = inject("baseURL");
const password = "Kısıklı'dan Çamlıca'ya yürüyoruz";
const artifacts = "test-results/screenshots";
const demoPng = "src/db/seed/images/atolye-dokuma-ve-orgu.png";
const demoJpg = "src/db/seed/images/atolye-resim.jpg";

let browser: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fill(page: Page, fields: Record<string, string>) {
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
}

describe("accounts in Chromium", () => {
  it("the first account sets the site up: register, sign out, sign in, reach /admin", async () => {
    const page = await browser.newPage();
    await page.goto(baseURL + "/register");
    expect(await page.getByText("ilk hesap sitenin yöneticisi olacak", { exact: false }).isVisible()).toBe(true);
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
    const context = await launchBrowser();
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
      await Promise.all([page.waitForURL(/basvuru=alindi/), page.getByRole("button", { name: "Başvur" }).click()]);
      expect(await page.getByText("onay bekliyor", { exact: false }).isVisible()).toBe(true);

      await page.goto(baseURL + "/login");
      await fill(page, { "giris-email": "kemal@example.com", "giris-password": password });
      await page.getByRole("button", { name: "Giriş yap" }).click();
      await page.waitForLoadState("load");
      expect(await page.getByText("Hesabınız henüz onaylanmadı", { exact: false }).isVisible()).toBe(true);
      const admin = await page.goto(baseURL + "/admin");
      expect(admin!.url()).toBe(baseURL + "/login?next=%2Fadmin");
    } finally {
      await context.close();
    }
  });
});

/** Signs the first account in, in a fresh browser; returns the page on /admin. */
async function signedInAdmin(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.goto(baseURL + "/login?next=%2Fadmin");
  // Signed in already (the context keeps the session of an earlier test): /login goes straight on.
  if (page.url() === baseURL + "/admin") return { page, problems };
  await fill(page, { "giris-email": "nermin@example.com", "giris-password": password });
  await Promise.all([page.waitForURL(baseURL + "/admin"), page.getByRole("button", { name: "Giriş yap" }).click()]);
  return { page, problems };
}

describe("the admin area in Chromium", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    context = await launchBrowser();
  });
  afterAll(() => context?.close());

  it("an editor writes a news item with every toolbar button, a link and an uploaded image, publishes it, and finds it on /gundem", async () => {
    const { page, problems } = await signedInAdmin(context);
    await page.goto(baseURL + "/admin/gundem/yeni");
    await page.getByLabel("Başlık").first().fill("Koro Provaları Yeniden Başlıyor");
    await page.getByLabel("Özet").fill("Çamlıca Korosu yeni sezon provalarına başlıyor.");

    const editor = page.locator(".rte-content[contenteditable=true]");
    await editor.waitFor();
    await page.screenshot({ path: `${artifacts}/admin-editor-empty.png`, fullPage: true });
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    // Lexical reads the selection from the browser's asynchronous selectionchange event, so an
    // automated typist pauses a little between keys, as a person does.
    const type = (text: string) => page.keyboard.type(text, { delay: 40 });
    const press = async (key: string) => {
      await page.keyboard.press(key);
      await page.waitForTimeout(40);
    };
    const click = async (name: string) => {
      await button(name).click();
      await page.waitForTimeout(60);
    };

    await editor.click();
    await click("Başlık 2");
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
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), button("Görsel ekle").click()]);
    await chooser.setFiles(demoPng);
    const altInput = page.locator(".rte-alt-input");
    await altInput.waitFor({ timeout: 15000 });
    await altInput.fill("Koro provası illüstrasyonu");
    await page.locator(".rte-alt-form").getByRole("button", { name: "Kaydet" }).click();
    await expect.poll(() => page.locator(".rte-content img").count()).toBe(1);
    await page.screenshot({ path: `${artifacts}/admin-editor-written.png`, fullPage: true });

    await page.getByLabel("Hemen yayımla").check();
    await page.getByRole("button", { name: "Kaydet ve yayımla" }).click();
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
    expect(await page.locator(".rich-text img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("schedules an event: it stays hidden from the public until its time", async () => {
    const { page } = await signedInAdmin(context);
    await page.goto(baseURL + "/admin/etkinlikler/yeni");
    await page.getByLabel("Başlık").first().fill("Bahar Konseri Bilet Satışı");
    await page.getByLabel("Başlangıç (İstanbul saati)").fill("2031-04-12T19:00");
    await page.getByLabel("Yer adı").fill("Üsküdar Kültür Merkezi");
    await page.getByLabel("İleri bir tarihte yayımla").check();
    await page.getByLabel("Yayın zamanı (İstanbul saati)").fill("2031-03-01T09:00");
    await page.getByRole("button", { name: "Kaydet ve planla" }).click();
    await page.waitForURL(/\/admin\/etkinlikler\/\d+$/);
    await expect.poll(() => page.getByText("Planlandı", { exact: false }).count()).toBeGreaterThan(0);
    const publicPage = await fetch(baseURL + "/etkinlikler/bahar-konseri-bilet-satisi");
    expect(publicPage.status).toBe(404);
    expect(await (await fetch(baseURL + "/etkinlikler")).text()).not.toContain("Bahar Konseri Bilet Satışı");
    await page.screenshot({ path: `${artifacts}/admin-etkinlik.png`, fullPage: true });
    await page.close();
  });

  it("uploads several images to an album, each with its own progress", async () => {
    const { page } = await signedInAdmin(context);
    await page.goto(baseURL + "/admin/galeri");
    await page.getByRole("link", { name: /Atölyeler ve Kurslar/ }).first().click();
    await page.waitForURL(/album=\d+/);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.locator(".image-card").count()).toBe(5);
    const before = await page.locator(".image-card").count();
    await page.locator("#gorsel-yukle").setInputFiles([demoPng, demoJpg]);
    await expect.poll(() => page.locator(".upload-item.upload-done").count(), { timeout: 20000 }).toBe(2);
    expect(await page.locator(".upload-item progress").count()).toBe(2);
    await expect.poll(() => page.locator(".image-card").count()).toBe(before + 2);
    await page.screenshot({ path: `${artifacts}/admin-galeri.png`, fullPage: false });
    await page.close();
  });

  it("takes files dropped onto the album's upload area", async () => {
    const { page } = await signedInAdmin(context);
    await page.goto(baseURL + "/admin/galeri");
    await page.getByRole("link", { name: /Geçen Yılın Şenliği/ }).first().click();
    await page.waitForURL(/album=\d+/);
    await page.waitForLoadState("networkidle");
    const before = await page.locator(".image-card").count();
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
    await page.getByRole("link", { name: /Doğa Yürüyüşleri/ }).first().click();
    await page.waitForURL(/album=\d+/);
    await page.waitForLoadState("networkidle");
    const before = await page.locator(".image-card").count();
    await page.locator("#gorsel-yukle").setInputFiles([file]);
    await expect.poll(() => page.locator(".upload-item.upload-done").count(), { timeout: 45000 }).toBe(1);
    await expect.poll(() => page.locator(".image-card").count()).toBe(before + 1);
    await page.close();

    // A phone: 390 px wide at 3 device pixels per CSS pixel.
    const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
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
      await visitor.screenshot({ path: `${artifacts}/galeri-foto-telefon.png` });
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

  it("screenshots of every section", async () => {
    const { page } = await signedInAdmin(context);
    for (const [name, path] of [
      ["pano", "/admin"],
      ["gundem", "/admin/gundem"],
      ["etkinlikler", "/admin/etkinlikler"],
      ["sayfalar", "/admin/sayfalar/home"],
      ["mesajlar", "/admin/mesajlar"],
      ["kullanicilar", "/admin/kullanicilar"],
      ["denetim", "/admin/denetim"],
    ]) {
      await page.goto(baseURL + path);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${artifacts}/admin-${name}.png`, fullPage: true });
    }
    await page.close();
  });
});

describe("a forgotten password in Chromium", () => {
  it("asks for a link, reads it from the locally kept mail, sets a new password and is signed in", async () => {
    const context = await launchBrowser();
    const page = await context.newPage();
    const started = Date.now() - 1000;
    await page.goto(baseURL + "/login");
    await Promise.all([page.waitForURL(baseURL + "/sifremi-unuttum"), page.getByRole("link", { name: "Şifremi unuttum" }).click()]);
    await page.locator("#sifre-unuttum-email").fill("nermin@example.com");
    await Promise.all([page.waitForURL(/gonderildi=1/), page.getByRole("button", { name: "Bağlantı gönder" }).click()]);
    expect(await page.getByText("Bu adrese kayıtlı, etkin bir hesap varsa", { exact: false }).isVisible()).toBe(true);

    // The queue hands the mail to the Email Service moments later.
    let link = "";
    await expect
      .poll(
        () => {
          const mail = keptMails(started).find((text) => text.includes("Merhaba Nermin Aksoy") && text.includes("/sifre-yenile?anahtar="));
          link = /https?:\/\/\S+\/sifre-yenile\?anahtar=[\w-]+/.exec(mail ?? "")?.[0] ?? "";
          return link;
        },
        { timeout: 30000 },
      )
      .not.toBe("");
    await page.goto(link);
    const newPassword = "Nakkaştepe'de gün batımı izliyoruz";
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

