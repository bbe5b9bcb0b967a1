// How soon an editor sees and can use an admin section on a slow connection: Chromium opens
// /admin/gundem three times with an empty cache and three times with the app's files cached, at
// 1.6 Mbit/s and 150 ms round trips, and reports when the section's heading showed ("frame") and
// when the list's first item did ("usable"); then the Worker's median time for the page itself.
// Usage: node bench/admin-shell.mjs http://127.0.0.1:8787 [label] (a site with the demo content;
// it signs in as the first account, creating it on a fresh site). The README's "The admin app is
// rendered in the browser" gives the figures that decided how the admin is rendered.
import { chromium } from "playwright-core";

const [base = "http://127.0.0.1:8787", label = "admin"] = process.argv.slice(2);
const email = "nermin@example.com";
const password = "Kısıklı'dan Çamlıca'ya yürüyoruz";

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic"] });
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

async function visit({ cold }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (cold) await cdp.send("Network.clearBrowserCache");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 });
  const started = Date.now();
  await page.goto(base + "/admin/gundem", { waitUntil: "commit" });
  await page.getByRole("heading", { name: "Gündem", level: 1 }).waitFor();
  const frame = Date.now() - started;
  await page.locator('a[href^="/admin/gundem/"]:not([href$="/yeni"])').first().waitFor();
  const usable = Date.now() - started;
  await page.close();
  return { frame, usable };
}

await signIn();
const cold = [];
const warm = [];
for (let turn = 0; turn < 3; turn++) {
  cold.push(await visit({ cold: true }));
  warm.push(await visit({ cold: false }));
}

const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
const times = [];
for (let turn = 0; turn < 40; turn++) {
  const started = performance.now();
  await (await fetch(base + "/admin/gundem", { headers: { cookie } })).text();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(label, JSON.stringify({ cold, warm, workerMedianMs: Number(times[20].toFixed(1)) }));
await browser.close();
