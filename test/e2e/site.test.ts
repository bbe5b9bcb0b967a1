import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { demoAlbums, demoEvents, demoNews, demoPages } from "../../src/db/seed/demo-content";
import { slugify } from "../../src/shared/i18n/text";
import { newVisitor } from "./chromium";
import { submitted } from "./submit";
import { keepScreenshot } from "./screenshots";
import { newTab, tabFinished } from "./tabs";

const baseURL = inject("baseURL");
const newsItem = demoNews.find((item) => item.title === "Çiğdem Işık Ödülü Sahibini Buldu")!;
const event = demoEvents.filter((e) => e.status === "published" && e.publishInDays <= 0 && e.startsInDays > 0)[0]!;
const newsPath = `/gundem/${slugify(newsItem.title)}`;
const eventPath = `/etkinlikler/${slugify(event.title)}`;
const publicRoutes = [
  "/",
  "/gundem",
  newsPath,
  "/etkinlikler",
  eventPath,
  "/galeri",
  "/galeri/yaz-senligi",
  "/hakkimizda",
  "/iletisim",
  "/login",
  "/register",
];

let browser: BrowserContext;

beforeAll(async () => {
  browser = await newVisitor();
});
afterAll(() => browser?.close());

/** Opens a page and records everything that went wrong while it loaded. */
async function open(path: string, context = browser): Promise<{ page: Page; problems: string[]; status: number }> {
  const page = await newTab(context);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url() !== baseURL + path) problems.push(`${response.status()}: ${response.url()}`);
  });
  const response = await page.goto(baseURL + path, { waitUntil: "load" });
  return { page, problems, status: response!.status() };
}

describe("every public route in Chromium", () => {
  it.each(publicRoutes)("%s loads with no console errors and no failed requests", async (path) => {
    const { page, problems, status } = await open(path);
    expect(status).toBe(200);
    expect(problems).toEqual([]);
    expect(await page.locator("html").getAttribute("lang")).toBe("tr");
    expect(await page.locator("h1").count()).toBe(1);
    // The stylesheet applied: the header carries the theme's primary green.
    const headerColour = await page.locator(".site-header").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerColour).toBe("rgb(27, 94, 32)");
    await tabFinished(page);
  });

  it("the document is streamed (chunked) as UTF-8 HTML", async () => {
    const response = await fetch(baseURL + "/gundem", { headers: { "user-agent": "Mozilla/5.0 Chrome/156.0" } });
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("the stylesheet is a fingerprinted static file cached for a year", async () => {
    const html = await (await fetch(baseURL + "/")).text();
    const href = html.match(/<link rel="stylesheet" href="([^"]+)"/)![1]!;
    expect(href).toMatch(/^\/assets\/site-[A-Z0-9]+\.css$/);
    const css = await fetch(baseURL + href);
    expect(css.status).toBe(200);
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("keyboard", () => {
  it("reaches the skip link first and jumps to the main content", async () => {
    const { page } = await open("/gundem");
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    expect(await focused.textContent()).toBe("İçeriğe geç");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("icerik");
    await tabFinished(page);
  });

  it("follows a navigation link with Tab and Enter", async () => {
    const { page } = await open("/");
    await page.setViewportSize({ width: 1280, height: 800 });
    let label = "";
    for (let i = 0; i < 12 && label !== "Etkinlikler"; i++) {
      await page.keyboard.press("Tab");
      label = (await page.locator(":focus").textContent()) ?? "";
    }
    expect(label).toBe("Etkinlikler");
    await Promise.all([page.waitForURL(baseURL + "/etkinlikler"), page.keyboard.press("Enter")]);
    expect(await page.locator('.desktop-nav a[aria-current="page"]').textContent()).toBe("Etkinlikler");
    await tabFinished(page);
  });
});

describe("small screens without JavaScript", () => {
  it("open the menu by keyboard at 320 px and navigate", async () => {
    const noScript = await newVisitor({ javaScriptEnabled: false });
    try {
      const { page, problems } = await open("/", noScript);
      await page.setViewportSize({ width: 320, height: 640 });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await page.locator(".desktop-nav").isVisible()).toBe(false);
      const menuLink = page.locator('.menu a[href="/galeri"]');
      expect(await menuLink.isVisible()).toBe(false);

      await page.locator(".menu-button").focus();
      await page.keyboard.press("Enter");
      expect(await menuLink.isVisible()).toBe(true);
      // Escape closes it and gives the focus back to its button; Enter opens it again.
      await page.keyboard.press("Escape");
      expect(await menuLink.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe("menu-button");
      await page.keyboard.press("Enter");
      expect(await menuLink.isVisible()).toBe(true);
      await menuLink.focus();
      await Promise.all([page.waitForURL(baseURL + "/galeri"), page.keyboard.press("Enter")]);
      expect(await page.locator("h1").textContent()).toBe("Galeri");
      expect(problems).toEqual([]);
    } finally {
      await noScript.close();
    }
  });
});

describe("the demo content, as a visitor sees it", () => {
  it.each([
    ["/", demoPages.home.heroTitle],
    ["/gundem", newsItem.title],
    [newsPath, newsItem.title],
    ["/etkinlikler", event.title],
    [eventPath, event.title],
    ["/galeri", demoAlbums[0]!.title],
    ["/hakkimizda", demoPages.about.summary.slice(0, 40)],
    ["/iletisim", demoPages.contact.phone],
  ])("%s shows %s", async (path, text) => {
    const { page } = await open(path);
    expect(await page.getByText(text, { exact: false }).first().isVisible()).toBe(true);
    await tabFinished(page);
  });

  it.each([390, 1280])("keeps an event's facts in two columns at %i px, the place's note under the place", async (width) => {
    const noted = demoEvents.find((e) => e.status === "published" && e.publishInDays <= 0 && e.startsInDays > 0 && e.locationNote)!;
    const { page } = await open(`/etkinlikler/${slugify(noted.title)}`);
    await page.setViewportSize({ width, height: 900 });
    const facts = page.locator(".event-facts");
    const left = (selector: string) => facts.locator(selector).evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().left)));
    const note = facts.locator("dd", { hasText: noted.locationNote! });
    expect(await note.isVisible()).toBe(true);
    // Every term in the first column, every description (the note too) in the second.
    expect(new Set(await left("dt")).size).toBe(1);
    expect(new Set(await left("dd")).size).toBe(1);
    expect((await left("dd"))[0]).toBeGreaterThan((await left("dt"))[0]!);
    await tabFinished(page);
  });

  it("goes from the gallery to an album, through its photos and back, without JavaScript", async () => {
    const noScript = await newVisitor({ javaScriptEnabled: false });
    try {
      const { page } = await open("/galeri", noScript);
      await Promise.all([page.waitForURL(/\/galeri\/[a-z-]+$/), page.locator(".album-card h2 a").first().click()]);
      const album = page.url();
      await Promise.all([page.waitForURL(/\/galeri\/[a-z-]+\/\d+$/), page.locator(".photo-grid a").first().click()]);
      const photo = page.locator(".photo-view img");
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await page.locator(".photo-view figcaption").isVisible()).toBe(true);
      const first = page.url();
      await Promise.all([page.waitForURL((url) => url.href !== first), page.getByRole("link", { name: "Sonraki fotoğraf →" }).click()]);
      await Promise.all([page.waitForURL(first), page.getByRole("link", { name: "← Önceki fotoğraf" }).click()]);
      await Promise.all([page.waitForURL(album), page.getByRole("link", { name: "Albüme dön" }).click()]);
    } finally {
      await noScript.close();
    }
  });
});

describe("contact form", () => {
  it("round trip by keyboard: errors next to the fields, then the thank-you message", async () => {
    const { page, problems } = await open("/iletisim");
    await page.locator("#iletisim-name").focus();
    await page.keyboard.type("Zeynep Çelik");
    await page.keyboard.press("Tab");
    await page.keyboard.type("zeynep@");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Koro hakkında");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Koroya katılmak istiyorum, provalar hangi gün?");
    await page.keyboard.press("Tab");
    await submitted(page, () => page.keyboard.press("Enter"));

    expect(await page.locator("#iletisim-email-hata").textContent()).toContain("Geçerli bir e-posta adresi yazın");
    // The focus moved to the error summary, whose item leads to the field.
    expect(await page.evaluate(() => document.activeElement?.classList.contains("error-summary"))).toBe(true);
    expect(await page.locator(".error-summary h2").textContent()).toBe("Formda 1 alan düzeltilmeli");
    await page.locator('.error-summary a[href="#iletisim-email"]').click();
    expect(await page.evaluate(() => location.hash)).toBe("#iletisim-email");
    expect(await page.locator("#iletisim-name").inputValue()).toBe("Zeynep Çelik");
    expect(await page.locator("#iletisim-message").inputValue()).toBe("Koroya katılmak istiyorum, provalar hangi gün?");

    await page.locator("#iletisim-email").fill("zeynep.celik@example.com");
    await page.locator("#iletisim-email").focus();
    await Promise.all([page.waitForURL(/gonderildi=1/), page.keyboard.press("Enter")]);
    expect(await page.getByText("Teşekkür ederiz! Mesajınız bize ulaştı").isVisible()).toBe(true);
    // The refused post answers 422 on purpose; Chromium reports that status in the console.
    expect(problems.filter((problem) => !problem.includes("422"))).toEqual([]);
    await tabFinished(page);
  });
});

/**
 * Scrolls through the page so its lazy images start loading, then waits until every image has
 * finished (loaded or failed): a condition, not a fixed pause.
 */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** What a visitor at this width would notice is wrong: a sideways scroll, a missing heading, a broken image. */
async function expectSeenWhole(page: Page, width: number, heading: string | RegExp) {
  await page.setViewportSize({ width, height: 900 });
  await loadEveryImage(page);
  const seen = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    broken: Array.from(document.images)
      .filter((image) => image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
    images: document.images.length,
  }));
  expect(seen.overflow, `wider than ${width} px`).toBeLessThanOrEqual(0);
  expect(seen.broken, "images that did not load").toEqual([]);
  expect(await page.locator("h1").isVisible()).toBe(true);
  const shown = (await page.locator("h1").textContent())?.trim() ?? "";
  if (typeof heading === "string") expect(shown).toBe(heading);
  else expect(shown).toMatch(heading);
  return seen;
}


const pagesSeen = [
  ["home", "/", demoPages.home.heroTitle],
  ["gundem", "/gundem", "Gündem"],
  ["haber", newsPath, newsItem.title],
  ["etkinlikler", "/etkinlikler", "Etkinlikler"],
  ["etkinlik", eventPath, event.title],
  ["galeri", "/galeri", "Galeri"],
  ["hakkimizda", "/hakkimizda", "Hakkımızda"],
  ["iletisim", "/iletisim", demoPages.contact.title],
  ["login", "/login", "Giriş yap"],
  // Until the first account exists (admin.test.ts makes it, in whichever order the files run), the form sets the site up.
  ["register", "/register", /^(Üyelik başvurusu|Site kurulumu)$/],
] as const;

describe("what a visitor sees, on a phone and on a laptop", () => {
  it.each(pagesSeen)("%s at 390 px and 1280 px: its heading, every image loaded, nothing wider than the screen", async (name, path, heading) => {
    const { page } = await open(path);
    for (const width of [390, 1280]) {
      await expectSeenWhole(page, width, heading);
      await keepScreenshot(page, `${name}-${width}`);
    }
    await tabFinished(page);
  });

  it("home page at 320 px, its photos among the images", async () => {
    const { page } = await open("/");
    const seen = await expectSeenWhole(page, 320, demoPages.home.heroTitle);
    expect(seen.images).toBeGreaterThan(0);
    await keepScreenshot(page, "home-320");
    await tabFinished(page);
  });

  it("404 page", async () => {
    const page = await newTab(browser);
    const response = await page.goto(baseURL + "/bu-sayfa-yok");
    expect(response!.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Sayfa bulunamadı");
    expect(await page.locator(".error-detail").textContent()).toBe("Page not found: /bu-sayfa-yok");
    await page.setViewportSize({ width: 1280, height: 800 });
    await keepScreenshot(page, "404");
    await tabFinished(page);
  });
});

describe("against the real runtime", () => {
  it("an audit tool gets a log-only plain-text error, a browser the error page", async () => {
    const lighthouse = await fetch(baseURL + "/bu-sayfa-yok", {
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 11) Chrome/156.0 Mobile Safari/537.36 Chrome-Lighthouse" },
    });
    expect(lighthouse.status).toBe(404);
    expect(await lighthouse.text()).toBe("404 Page not found: /bu-sayfa-yok");
  });

  it("an anonymous visitor of /admin lands on the login page with next", async () => {
    const { page } = await open("/admin/gundem");
    expect(page.url()).toBe(baseURL + "/login?next=%2Fadmin%2Fgundem");
    expect(await page.locator("h1").textContent()).toBe("Giriş yap");
    await tabFinished(page);
  });
});
