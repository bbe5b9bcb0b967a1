// `npm run bench:records`: the association's records at a large association's size (GUIDE.md §4:
// a register of 5,000 members and 20,000 dues entries; every screen under 100 ms of D1 time,
// measured locally). Starts the site with the demo content plus bench/records-volume.sql, signs in
// as the administrator, opens each records screen's API once and reports, from the server's own
// round-trip log (src/db/round-trip-log.ts), its D1 round trips and the milliseconds it waited on D1.
// Writes the figures to bench/results/records-<time>.json. Never part of `npm test`.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { d1Probe } from "./d1-probe.mjs";
import { startSite } from "./site.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const LOG_FILE = ".wrangler/bench-records.log";
/** Milliseconds of D1 time a records screen may take (GUIDE.md §4). */
const BUDGET_MS = 100;
/** Each screen is opened this many times; the median counts (the first opening warms the isolate). */
const TIMES = 5;

execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
const site = await startSite({
  port: PORT,
  persist: ".wrangler/bench-records",
  vars: { LOG_D1_ROUND_TRIPS: "on" },
  logFile: LOG_FILE,
  afterSeed: (persist, env) =>
    execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persist, "--file", "bench/records-volume.sql"], { env: { ...env, CI: "true" }, stdio: "ignore" }),
});

/** The first account registered becomes the administrator, who sees every register. */
async function administratorCookie() {
  const password = "Kayıt defterini ölçüyoruz";
  const form = new URLSearchParams({ name: "Ölçüm Yöneticisi", email: "olcum@example.com", password, passwordConfirm: password });
  const response = await fetch(site.base + "/register", { method: "POST", headers: { origin: site.base, "content-type": "application/x-www-form-urlencoded" }, body: form, redirect: "manual" });
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("__Host-oturum="));
  if (!cookie) throw new Error(`Registration gave no session (status ${response.status})`);
  return cookie;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const probe = d1Probe({ base: site.base, logFile: LOG_FILE, headers: { cookie: await administratorCookie() } });
  const screens = {
    "Üye kayıt defteri, ilk sayfa": "/api/registers/members?sayfa=1",
    "Üye kayıt defteri, son sayfalar": "/api/registers/members?sayfa=200",
    "Üye kayıt defteri, yalnız üyeler": "/api/registers/members?sayfa=1&cikanlar=0",
    "Karar defteri, bu yıl": "/api/registers/decisions?yil=2026",
    "Evrak kayıt defteri": "/api/registers/documents?sayfa=1",
    "Aidat panosu (borca göre)": "/api/dues/dashboard?sayfa=1&sira=behind",
    "Aidat panosu (ada göre, son sayfa)": "/api/dues/dashboard?sayfa=60&sira=name",
    "Bir üyenin aidatları": "/api/dues/members/3000",
    "İşletme defteri, 2026": "/api/cash-book/years/2026?sayfa=1",
    "İşletme defteri, 2025, ileri sayfa": "/api/cash-book/years/2025?sayfa=100",
    "Banka satırları": "/api/bank/lines?sayfa=1",
    "Yönetim panosu": "/api/dashboard",
  };
  const rows = [];
  for (const [name, path] of Object.entries(screens)) {
    const runs = [];
    for (let i = 0; i < TIMES; i++) runs.push(await probe(path));
    const row = { name, path, status: runs[0].status, trips: runs[0].trips, d1WaitMs: median(runs.map((run) => run.d1WaitMs)) };
    rows.push(row);
    const over = row.d1WaitMs > BUDGET_MS ? `  OVER the budget of ${BUDGET_MS} ms` : "";
    console.log(`${name.padEnd(40)} HTTP ${row.status}  ${String(row.trips).padStart(2)} round trips  ${String(row.d1WaitMs).padStart(4)} ms D1${over}`);
  }
  const failed = rows.filter((row) => row.status !== 200);
  if (failed.length) throw new Error(`Screens that did not answer 200: ${failed.map((row) => row.path).join(", ")}`);
  mkdirSync("bench/results", { recursive: true });
  const out = `bench/results/records-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(out, JSON.stringify({ budgetMs: BUDGET_MS, rows }, null, 2));
  console.log(`\nWritten to ${out}`);
  if (rows.some((row) => row.d1WaitMs > BUDGET_MS)) process.exitCode = 1;
} finally {
  await site.stop();
}
