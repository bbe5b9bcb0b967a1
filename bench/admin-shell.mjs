import { chromium } from "playwright-core";
const [base, label] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic"] });
const password = "Kısıklı'dan Çamlıca'ya yürüyoruz";
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(base + "/register");
for (const [id, v] of Object.entries({ "kayit-name": "Nermin Aksoy", "kayit-email": "nermin@example.com", "kayit-password": password, "kayit-passwordConfirm": password })) await page.locator("#" + id).fill(v).catch(() => {});
const btn = page.getByRole("button", { name: "Yönetici hesabını oluştur" });
if (await btn.count()) await Promise.all([page.waitForURL(base + "/admin"), btn.click()]);
else { await page.goto(base + "/login"); await page.locator("#giris-email").fill("nermin@example.com"); await page.locator("#giris-password").fill(password); await Promise.all([page.waitForURL(base + "/admin"), page.getByRole("button", { name: "Giriş yap" }).click()]); }
const cookies = await context.cookies();
async function visit(cold) {
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send("Network.enable");
  if (cold) await cdp.send("Network.clearBrowserCache");
  // A slow phone connection: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips.
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 94000 });
  const t0 = Date.now();
  await p.goto(base + "/admin/gundem", { waitUntil: "commit" });
  await p.getByRole("heading", { name: "Gündem", level: 1 }).waitFor();
  const frame = Date.now() - t0;
  await p.locator('a[href^="/admin/gundem/"]:not([href$="/yeni"])').first().waitFor();
  const usable = Date.now() - t0;
  const fcp = await p.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1);
  await p.close();
  return { frame, usable };
}
const cold = [], warm = [];
for (let i = 0; i < 3; i++) { cold.push(await visit(true)); warm.push(await visit(false)); }
// Server time for the admin page alone (no throttling), 40 requests in a row.
const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
const times = [];
for (let i = 0; i < 40; i++) { const t = performance.now(); const r = await fetch(base.replace("localhost","127.0.0.1") + "/admin/gundem", { headers: { cookie } }); await r.text(); times.push(performance.now() - t); }
times.sort((a, b) => a - b);
console.log(label, JSON.stringify({ cold, warm, serverMedianMs: times[20].toFixed(1) }));
await browser.close();
