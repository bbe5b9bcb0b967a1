// How soon a board member or an editor sees and can use an admin section on a slow connection
// (GUIDE.md section 4; docs/performance.md, "The admin area on a slow connection"): Chromium opens
// a list section (/admin/gundem and /admin/uye-defteri) three times with an empty cache and three
// times with the app's files cached, at 1.6 Mbit/s and 150 ms round trips, and reports when the
// section's heading showed ("frame"), when its first row did ("rows"), and when its first button
// works ("usable": React has hydrated it and attached its handler). Then the Worker's median time
// for the page itself. Budgets: frame and rows within 0.6 s of a first visit, usable within 2.5 s
// (each the median of the three first visits).
// Usage: node bench/admin-shell.mjs [http://127.0.0.1:8787] [label]. Without an address it starts
// the production build with the demo content on its own port (bench/site.mjs) and stops it after;
// BENCH_CHECKOUT=<folder> starts that checkout instead (an earlier commit, to compare).
// It signs in as the first account, creating it on a fresh site. Exits 1 over a budget.
/* global window, document -- watchFrames and the poll below run in the page. */
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [given, label = "admin"] = process.argv.slice(2);
const email = "nermin@example.com";
const password = "Kısıklı'dan Çamlıca'ya yürüyoruz";
const BUDGET = { frameMs: 600, rowsMs: 600, usableMs: 2500 };
/** Each section with the selector of a row of its first page. */
const SECTIONS = [
  { path: "/admin/gundem", heading: "Gündem", row: 'main a[href^="/admin/gundem/"]:not([href$="/yeni"])' },
  { path: "/admin/uye-defteri", heading: "Üye kayıt defteri", row: "main table tbody tr" },
];

const checkout = process.env.BENCH_CHECKOUT;
// The checkout's own way of starting itself (an earlier commit may configure its Workers differently).
const { startSite } = await import(pathToFileURL(resolve(checkout ?? ".", "bench/site.mjs")).href);
const site = given ? { base: given, stop: async () => {} } : await startSite({ port: Number(process.env.BENCH_PORT ?? 8796), persist: ".wrangler/bench-admin-state", cwd: checkout });
const base = site.base;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
});
const context = await browser.newContext();

async function signIn() {
  const page = await context.newPage();
  await page.goto(base + "/register");
  const create = page.getByRole("button", { name: "Yönetici hesabını oluştur" });
  if (await create.count()) {
    for (const [id, value] of Object.entries({ "kayit-name": "Nermin Aksoy", "kayit-email": email, "kayit-password": password, "kayit-passwordConfirm": password })) {
      await page.locator(`#${id}`).fill(value);
    }
    await Promise.all([page.waitForURL(base + "/admin"), create.click()]);
  } else {
    await page.goto(base + "/login");
    await page.locator("#giris-email").fill(email);
    await page.locator("#giris-password").fill(password);
    await Promise.all([page.waitForURL(base + "/admin"), page.getByRole("button", { name: "Giriş yap" }).click()]);
  }
  await page.close();
}

/**
 * Runs in the page from its first byte: before each frame the browser paints, notes when the
 * section's heading and first row are in it, and when the first button has its React handler
 * (React attaches props to an element it has hydrated). Times are from the navigation's start.
 */
function watchFrames({ heading, row }) {
  const seen = {};
  window.__adminShell = seen;
  const check = () => {
    const now = performance.now();
    if (seen.frame === undefined && document.querySelector("main h1")?.textContent === heading) seen.frame = now;
    if (seen.rows === undefined && document.querySelector(row)) seen.rows = now;
    const button = document.querySelector("main button");
    if (seen.usable === undefined && button && Object.keys(button).some((key) => key.startsWith("__reactProps"))) seen.usable = now;
    if (seen.usable === undefined || seen.rows === undefined || seen.frame === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function visit(section, { cold }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (cold) await cdp.send("Network.clearBrowserCache");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 });
  await page.addInitScript(watchFrames, { heading: section.heading, row: section.row });
  await page.goto(base + section.path, { waitUntil: "commit" });
  const times = await (await page.waitForFunction(() => {
    const seen = window.__adminShell;
    return seen && seen.usable !== undefined && seen.rows !== undefined && seen.frame !== undefined && seen;
  })).jsonValue();
  await page.close();
  return Object.fromEntries(Object.entries(times).map(([name, ms]) => [name, Math.round(ms)]));
}

await signIn();
const results = {};
const over = [];
for (const section of SECTIONS) {
  const cold = [];
  const warm = [];
  for (let turn = 0; turn < 3; turn++) {
    cold.push(await visit(section, { cold: true }));
    warm.push(await visit(section, { cold: false }));
  }
  results[section.path] = { cold, warm };
  for (const [name, budget] of [["frame", BUDGET.frameMs], ["rows", BUDGET.rowsMs], ["usable", BUDGET.usableMs]]) {
    // The median of the three first visits: one visit on a shared machine can be late for reasons of its own.
    const median = cold.map((visit) => visit[name]).sort((a, b) => a - b)[1];
    if (median > budget) over.push(`${section.path}: ${name} ${median} ms on a first visit, the median of three (budget ${budget} ms)`);
  }
}

const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
const times = [];
for (let turn = 0; turn < 40; turn++) {
  const started = performance.now();
  await (await fetch(base + "/admin/gundem", { headers: { cookie } })).text();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(label, JSON.stringify({ ...results, workerMedianMs: Number(times[20].toFixed(1)) }));
await browser.close();
await site.stop();
if (over.length) {
  console.error(`Over the admin's budget:\n${over.join("\n")}`);
  process.exit(1);
}
