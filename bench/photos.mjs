// `npm run bench` (last part) or `node bench/photos.mjs`: the photo budget of GUIDE.md section 4.
// Starts the site on its own port and state, makes 24 phone photos by code (4032×3024 JPEG, EXIF
// orientation and GPS, about 1.5 MB each; nothing large in git), uploads them through the admin
// API into a new album exactly as an editor's browser would, then opens the album page in Chromium:
// - at 390 px wide and device pixel ratio 3, scrolled to the end: all image bytes together
//   (budget 1.5 MB), the largest single image response (budget 250 KB), the formats served;
// - at 1280 px and ratio 1: how much wider each chosen file is than the image as displayed (budget 2×);
// - Lighthouse (mobile) on the album page (BENCH_LIGHTHOUSE=0 skips it).
// Prints the figures and writes them to bench/results/photos-<time>.json.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { phonePhoto } from "./phone-photo.mjs";
import { benchEnv, startSite } from "./site.mjs";

const PORT = 8798;
const PHOTOS = 24;
const BUDGET = { total: 1.5 * 1024 * 1024, single: 250 * 1024, widthRatio: 2 };
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const site = await startSite({ port: PORT, persist: ".wrangler/bench-photos" });
const { base } = site;
const origin = { origin: base };

async function signUpAdministrator() {
  // The first account registered becomes the administrator (README: Run it).
  const password = "Çamlıca korusunda ölçüm yapıyoruz";
  const form = new URLSearchParams({ name: "Ölçüm Yöneticisi", email: "olcum@example.com", password, passwordConfirm: password });
  const response = await fetch(base + "/register", { method: "POST", headers: { ...origin, "content-type": "application/x-www-form-urlencoded" }, body: form, redirect: "manual" });
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("__Host-oturum="));
  if (!cookie) throw new Error(`Registration gave no session (status ${response.status})`);
  return cookie;
}

try {
  const cookie = await signUpAdministrator();
  const api = (path, init = {}) => fetch(base + "/api" + path, { ...init, headers: { cookie, ...origin, ...init.headers } });
  const album = await (await api("/albums", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title: "Ölçüm Albümü" }) })).json();

  let uploadedBytes = 0;
  const uploadMs = [];
  for (let i = 1; i <= PHOTOS; i++) {
    const photo = await phonePhoto(i);
    uploadedBytes += photo.byteLength;
    const form = new FormData();
    form.set("file", new File([photo], `IMG_${1000 + i}.jpg`, { type: "image/jpeg" }));
    form.set("albumId", String(album.id));
    form.set("alt", `Ölçüm fotoğrafı ${i}`);
    const started = performance.now();
    const response = await api("/images", { method: "POST", body: form });
    uploadMs.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`Upload ${i} answered ${response.status}: ${await response.text()}`);
    process.stdout.write(`\rUploaded ${i}/${PHOTOS}`);
  }
  console.log("");

  const path = `/galeri/${album.slug}`;
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS, headless: true });
  const phone = await (async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const responses = [];
    page.on("response", async (response) => {
      if (!new URL(response.url()).pathname.startsWith("/media/")) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      responses.push({ path: new URL(response.url()).pathname, type: response.headers()["content-type"], bytes: body.byteLength });
    });
    await page.goto(base + path, { waitUntil: "load" });
    const images = page.locator(".photo-grid img");
    const count = await images.count();
    for (let i = 0; i < count; i++) await images.nth(i).scrollIntoViewIfNeeded();
    for (let tries = 0; tries < 100; tries++) {
      const done = await images.evaluateAll((all) => all.every((img) => img.complete && img.naturalWidth > 0));
      if (done && responses.length >= count) break;
      await page.waitForTimeout(100);
    }
    await context.close();
    const total = responses.reduce((sum, r) => sum + r.bytes, 0);
    const largest = responses.reduce((max, r) => (r.bytes > max.bytes ? r : max), { bytes: 0 });
    return { images: count, responses: responses.length, totalBytes: total, largest, types: [...new Set(responses.map((r) => r.type))] };
  })();
  const desktop = await (async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: "load" });
    const images = page.locator(".photo-grid img");
    const count = await images.count();
    for (let i = 0; i < count; i++) await images.nth(i).scrollIntoViewIfNeeded();
    const ratios = [];
    for (let tries = 0; tries < 100; tries++) {
      const measured = await images.evaluateAll((all) => all.map((img) => (img.complete && img.naturalWidth ? img.naturalWidth / img.getBoundingClientRect().width : null)));
      if (measured.every((r) => r !== null)) {
        ratios.push(...measured);
        break;
      }
      await page.waitForTimeout(100);
    }
    await context.close();
    return { worstWidthRatio: Math.max(...ratios) };
  })();
  await browser.close();

  let lighthouse = null;
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    const out = ".wrangler/bench-photos-lighthouse.json";
    try {
      execFileSync(
        "npx",
        ["lighthouse", base + path, "--quiet", `--chrome-flags=${CHROME_FLAGS.join(" ")}`, "--form-factor=mobile", "--only-categories=performance,accessibility,best-practices,seo", "--output=json", `--output-path=${out}`],
        { env: { ...benchEnv, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "pipe"], timeout: 180_000 },
      );
      const report = JSON.parse(readFileSync(out, "utf8"));
      lighthouse = Object.fromEntries(Object.entries(report.categories).map(([name, category]) => [name, Math.round(category.score * 100)]));
    } catch (error) {
      lighthouse = { error: String(error.stderr ?? error.message).trim().split("\n").slice(-2).join(" ") };
    }
  }

  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const mark = (ok) => (ok ? "within budget" : "OVER budget");
  const median = [...uploadMs].sort((a, b) => a - b)[Math.floor(uploadMs.length / 2)];
  console.log(`\nPhotos: ${PHOTOS} phone photos, ${kb(uploadedBytes / PHOTOS)} each on average (${(uploadedBytes / 1024 / 1024).toFixed(1)} MB uploaded); upload with variants: median ${(median / 1000).toFixed(1)} s`);
  console.log(`390 px, DPR 3, scrolled to the end: ${phone.responses} image responses, ${kb(phone.totalBytes)} in all (${mark(phone.totalBytes <= BUDGET.total)}: 1.5 MB), largest ${kb(phone.largest.bytes)} (${mark(phone.largest.bytes <= BUDGET.single)}: 250 KB), types ${phone.types.join(", ")}`);
  console.log(`1280 px, DPR 1: the widest file is ${desktop.worstWidthRatio.toFixed(2)}× the displayed width (${mark(desktop.worstWidthRatio <= BUDGET.widthRatio)}: 2×)`);
  if (lighthouse) console.log(`Lighthouse (mobile) ${path}: ${lighthouse.error ?? [lighthouse.performance, lighthouse.accessibility, lighthouse["best-practices"], lighthouse.seo].join(" / ")}`);
  mkdirSync("bench/results", { recursive: true });
  const at = new Date().toISOString();
  const file = `bench/results/photos-${at.replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify({ at, photos: PHOTOS, uploadedBytes, uploadMs, budget: BUDGET, phone, desktop, lighthouse }, null, 2) + "\n");
  console.log(`Written to ${file}`);
} finally {
  await site.stop();
}
