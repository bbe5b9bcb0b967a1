// `npm run bench`: builds the site, starts it on the real runtime (wrangler dev) with the demo
// content, and measures it from loopback in one run, so the figures compare with each other
// (the D1 round trips on a first server with the round-trip log on, the rest on a second without):
// - throughput and latency (wrk) of a static file — the baseline — and of every public page, with
//   each page's throughput as a ratio of the static file's;
// - the Worker's startup CPU and bundle (bench/startup.mjs), the JavaScript each public page ships, the admin app's JS;
// - the D1 round trips each public page takes when rendered, as the server itself logs them;
// - the Worker floor (/_app/builds/latest.json: a constant answer through every middleware);
// - the Worker's CPU time per request of every row (workerd's process CPU time over a wrk run,
//   divided by the requests it answered; see the README's section on performance), against the
//   Free plan's 10 ms.
// Prints a table and writes the same figures to bench/results/<time>.json. Never part of `npm test`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { d1Probe } from "./d1-probe.mjs";
import { benchEnv, startSite } from "./site.mjs";
import { underRealTime } from "./real-time.mjs";
import { describeStartup, measureStartup } from "./startup.mjs";
import { findChromium } from "../test/support/chromium-path.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8797);
/** Budgets (gzip bytes, GUIDE.md section 4) the admin app must stay under: the shell paints first, the editor follows. */
const ADMIN_BUDGET = { shell: 100 * 1024, editorChunk: 110 * 1024 };
/** A public page reads its data in at most one D1 round trip (one batch): GUIDE.md section 4. */
const D1_BUDGET = 1;
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const BASE = `http://127.0.0.1:${PORT}`;
const PERSIST = ".wrangler/bench-state";
const DURATION = process.env.BENCH_SECONDS ?? "8";
/** Site search: a query that finds several demo items by a suffixed form (issue 27). */
const SEARCH_PAGE = `/ara?q=${encodeURIComponent("derneğimizin")}`;
/** The search page's CPU per request may be at most this many times /gundem's, measured in the same run (GUIDE.md section 4). */
const SEARCH_CPU_BUDGET = 1.5;
/** The Workers Free plan's CPU time per request. */
const FREE_PLAN_CPU_MS = 10;
/** The Worker floor: answered by the Worker through every middleware, doing almost nothing itself. */
const FLOOR_PATH = "/_app/builds/latest.json";
const env = benchEnv;

function requireWrk() {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (error) {
    if (error.code !== "ENOENT" && error.status !== undefined) return; // wrk --version exits 1 but exists
    if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
      execFileSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit", env: { ...env, DEBIAN_FRONTEND: "noninteractive" } });
    } else {
      console.error("wrk is needed for the benchmark: install it (Debian/Ubuntu: `sudo apt-get install wrk`).");
      process.exit(1);
    }
  }
}

/**
 * A wrk script that adds a random query parameter to every request. The pages do not read it, so
 * the HTML cache neither answers nor stores such a request: each one is rendered from D1, which is
 * the Worker's whole share of a cache miss in production (there Cloudflare stores the copy).
 */
const UNCACHED_SCRIPT = ".wrangler/bench-uncached.lua";
mkdirSync(".wrangler", { recursive: true });
writeFileSync(
  UNCACHED_SCRIPT,
  `request = function()\n  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"\n  return wrk.format(nil, wrk.path .. sep .. "olcum=" .. math.random(1, 1000000000))\nend\n`,
);

/**
 * wrk's summary: requests per second and the 50th and 99th latency percentiles in milliseconds, and
 * the CPU time the runtime's process spent per request meanwhile (`cpu()` reads it in seconds).
 */
function measure(path, { uncached = false, cpu } = {}) {
  const args = ["-t2", "-c16", `-d${DURATION}s`, "--latency", "-H", "User-Agent: Mozilla/5.0 Chrome/156.0 bench"];
  if (uncached) args.push("-s", UNCACHED_SCRIPT);
  const cpuBefore = cpu?.();
  const out = execFileSync("wrk", [...args, BASE + path], { encoding: "utf8" });
  const cpuAfter = cpu?.();
  const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
  const cpuMs = cpu && requests ? ((cpuAfter - cpuBefore) * 1000) / requests : null;
  const ms = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);
  const percentile = (p) => {
    const match = out.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`));
    return match ? ms(match[1], match[2]) : null;
  };
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return { rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)[1]), p50: percentile(50), p99: percentile(99), non2xx, cpuMs };
}

/** A GET that tries again briefly: wrangler dev may be restarting its runtime after a file changed. */
async function get(path) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(BASE + path);
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The server with the round-trip log on writes its output here (bench/d1-probe.mjs reads it). */
const SERVER_LOG = ".wrangler/bench-server.log";

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).byteLength;

function adminScripts() {
  const manifest = JSON.parse(readFileSync("dist/manifest.json", "utf8"));
  const root = "dist/client";
  const entry = readFileSync(join(root, manifest.assets.adminScript));
  const chunkDir = join(root, "assets", "chunks");
  const chunks = existsSync(chunkDir) ? readdirSync(chunkDir).filter((name) => name.endsWith(".js")) : [];
  const chunkSizes = chunks.map((name) => ({ name, gzip: gzipBytes(readFileSync(join(chunkDir, name))), bytes: statSync(join(chunkDir, name)).size }));
  return { shellGzip: gzipBytes(entry), chunks: chunkSizes, totalGzip: gzipBytes(entry) + chunkSizes.reduce((sum, c) => sum + c.gzip, 0) };
}

/**
 * JavaScript a public page makes the browser run: its script elements other than JSON data blocks
 * (inline bytes plus the gzip size of any script file it loads).
 */
async function pageScripts(path) {
  const html = await (await get(path)).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes));
  let bytes = 0;
  for (const [, attributes, body] of scripts) {
    const src = attributes.match(/src="([^"]+)"/)?.[1];
    bytes += src ? gzipBytes(Buffer.from(await (await get(src)).arrayBuffer())) : Buffer.byteLength(body);
  }
  return bytes;
}

const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

/**
 * Lighthouse (mobile) scores of one page, with Debian's Chromium (the browser tests' choice, test/support/chromium-path.mjs); never a downloaded browser.
 * Its blocking time is the page's long tasks as observed, so it runs under the real-time scheduler
 * where it may (bench/real-time.mjs): on a busy machine /gundem and /galeri scored 99 (TBT 94 and
 * 149 ms) and 100 under it. On a loaded machine Chromium now and then fails to start or times out: one retry, then the error is
 * reported for that page instead of ending the whole run.
 */
function lighthouse(path) {
  const out = ".wrangler/bench-lighthouse.json";
  let failure = "";
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      execFileSync(
        ...underRealTime("npx", ["lighthouse", BASE + path, "--quiet", `--chrome-flags=${CHROME_FLAGS}`, "--form-factor=mobile", "--only-categories=performance,accessibility,best-practices,seo", "--output=json", `--output-path=${out}`]),
        { env: { ...env, CHROME_PATH: findChromium() ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "pipe"], timeout: 120_000 },
      );
      const report = JSON.parse(readFileSync(out, "utf8"));
      return Object.fromEntries(Object.entries(report.categories).map(([name, category]) => [name, Math.round(category.score * 100)]));
    } catch (error) {
      failure = String(error.stderr ?? error.message).trim().split("\n").slice(-3).join(" ");
    }
  }
  return { error: failure || "Lighthouse failed" };
}

/** The public pages measured: every section, plus the first news item and the first event. */
async function publicPages() {
  const firstNews = (await (await get("/gundem/_payload.json")).json()).items[0].slug;
  const firstEvent = (await (await get("/etkinlikler/_payload.json")).json()).events[0].slug;
  return ["/", "/gundem", `/gundem/${firstNews}`, "/etkinlikler", `/etkinlikler/${firstEvent}`, "/galeri", "/hakkimizda", "/iletisim", SEARCH_PAGE];
}

requireWrk();
execFileSync("npm", ["run", "build", "--silent"], { env, stdio: "inherit" });

// First, D1 round trips, on a server with the round-trip log on. It gets a server of its own: the
// counting and one log line per request cost the Worker about a third of its throughput on cached
// pages (measured here), so the timed figures below come from a server that runs as deployed.
let pages;
const d1 = {};
const logging = await startSite({ port: PORT, persist: PERSIST, vars: { LOG_D1_ROUND_TRIPS: "on" }, logFile: SERVER_LOG });
try {
  const roundTrips = d1Probe({ base: BASE, logFile: SERVER_LOG, headers: { "user-agent": BROWSER_UA } });
  pages = await publicPages();
  for (const path of pages) {
    d1[path] = await roundTrips(path);
    console.log(`D1 round trips ${path}: ${d1[path].trips}${d1[path].trips > D1_BUDGET ? ` (OVER the budget of ${D1_BUDGET})` : ""}`);
  }
} finally {
  await logging.stop();
}
const d1Over = pages.filter((path) => d1[path].trips > D1_BUDGET);

// Then everything else on a fresh server with the same demo content and the log off.
const site = await startSite({ port: PORT, persist: PERSIST });
try {
  const samePages = await publicPages();
  if (samePages.join() !== pages.join()) throw new Error(`The second server shows other pages than the first: ${samePages.join(", ")}`);
  const cpu = site.cpuSeconds;
  const staticFile = measure("/favicon.svg", { cpu });
  const floor = measure(FLOOR_PATH, { cpu });
  const rows = [
    { path: "/favicon.svg (static)", ...staticFile, ratio: 1, vsFloor: staticFile.rps / floor.rps },
    { path: `${FLOOR_PATH} (Worker floor)`, ...floor, ratio: floor.rps / staticFile.rps, vsFloor: 1 },
  ];
  for (const path of pages) {
    const jsBytes = await pageScripts(path);
    const uncached = measure(path, { uncached: true, cpu });
    rows.push({ path: `${path} (uncached)`, ...uncached, ratio: uncached.rps / staticFile.rps, vsFloor: uncached.rps / floor.rps, jsBytes, d1RoundTrips: d1[path].trips });
    const cached = measure(path, { cpu });
    rows.push({ path: `${path} (cached)`, ...cached, ratio: cached.rps / staticFile.rps, vsFloor: cached.rps / floor.rps, jsBytes });
  }
  // The machine is shared: measure the baseline and the floor again at the end, so a drift in the
  // machine's load during the run shows (compare the two lines) instead of hiding in the ratios.
  const staticAfter = measure("/favicon.svg", { cpu });
  const floorAfter = measure(FLOOR_PATH, { cpu });
  rows.push(
    { path: "/favicon.svg (static, again at the end)", ...staticAfter, ratio: staticAfter.rps / staticFile.rps, vsFloor: staticAfter.rps / floor.rps },
    { path: `${FLOOR_PATH} (floor, again at the end)`, ...floorAfter, ratio: floorAfter.rps / staticFile.rps, vsFloor: floorAfter.rps / floor.rps },
  );
  const scores = {};
  if (process.env.BENCH_LIGHTHOUSE !== "0") for (const path of pages) scores[path] = lighthouse(path);
  const d1RoundTrips = {
    budget: D1_BUDGET,
    pages: pages.map((path) => ({ path, status: d1[path].status, d1RoundTrips: d1[path].trips, withinBudget: d1[path].trips <= D1_BUDGET })),
    overBudget: d1Over,
  };
  const results = { at: new Date().toISOString(), durationSeconds: Number(DURATION), connections: 16, cpuLimitMs: FREE_PLAN_CPU_MS, rows, d1RoundTrips, lighthouse: scores, worker: measureStartup(), admin: adminScripts() };

  const d1Cell = (row) => {
    if (row.d1RoundTrips === undefined) return "";
    return `${row.d1RoundTrips > D1_BUDGET ? "OVER " : ""}${row.d1RoundTrips}`.padStart(7);
  };
  const cpuCell = (row) => (row.cpuMs === null ? "" : `${row.cpuMs.toFixed(2)}${row.cpuMs > FREE_PLAN_CPU_MS ? " OVER" : ""}`).padStart(9);
  console.log("\npath                                                 req/s     p50 ms   p99 ms   vs static  vs floor   CPU ms/req   page JS      D1");
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(52)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50?.toFixed(2)).padStart(9)} ${String(row.p99?.toFixed(2)).padStart(8)} ${(row.ratio * 100).toFixed(0).padStart(9)}% ${(row.vsFloor * 100).toFixed(0).padStart(8)}% ${cpuCell(row)}    ${(row.jsBytes === undefined ? "" : `${row.jsBytes} B`).padStart(9)} ${d1Cell(row)}${row.non2xx ? `  (${row.non2xx} non-2xx)` : ""}`,
    );
  }
  console.log(
    `\nCPU ms/req: the runtime process's CPU time (user + system) during the wrk run over the requests answered, against the Free plan's ${FREE_PLAN_CPU_MS} ms. ` +
      "It includes what the platform does not bill (HTTP parsing, the static-asset router, the local D1 and Cache API): read a page against the floor and the static file.",
  );
  for (const mode of ["uncached", "cached"]) {
    const cpuOf = (path) => rows.find((row) => row.path === `${path} (${mode})`)?.cpuMs ?? null;
    const [search, news] = [cpuOf(SEARCH_PAGE), cpuOf("/gundem")];
    if (search === null || news === null) continue;
    const ratio = search / news;
    results[`searchCpuVsGundem_${mode}`] = ratio;
    console.log(`Search CPU ${mode}: ${search.toFixed(2)} ms/req, ${ratio.toFixed(2)}× /gundem's ${news.toFixed(2)} (${ratio <= SEARCH_CPU_BUDGET ? "within" : "OVER"} the ${SEARCH_CPU_BUDGET}× budget)`);
  }
  const notOk = pages.filter((path) => d1[path].status !== 200).map((path) => `${path} answered ${d1[path].status}`);
  console.log(
    d1Over.length
      ? `\nD1 round trips: OVER the budget of ${D1_BUDGET} per page: ${d1Over.map((path) => `${path} (${d1[path].trips})`).join(", ")}`
      : `\nD1 round trips: every page within the budget of ${D1_BUDGET} (D1 column: measured once per page, rendered, not from the HTML cache)`,
  );
  if (notOk.length) console.log(`D1 round trips measured on a page that did not answer 200: ${notOk.join(", ")}`);
  if (Object.keys(scores).length) {
    console.log("\nLighthouse (mobile)                                  perf  a11y  best   seo");
    for (const [path, score] of Object.entries(scores)) {
      if (score.error) console.log(`${path.padEnd(52)} failed twice: ${score.error}`);
      else console.log(`${path.padEnd(52)} ${[score.performance, score.accessibility, score["best-practices"], score.seo].map((n) => String(n).padStart(5)).join(" ")}`);
    }
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const verdict = (bytes, budget) => (bytes <= budget ? `within the ${kb(budget)} budget` : `OVER the ${kb(budget)} budget`);
  const editorChunk = results.admin.chunks.find((c) => c.name.startsWith("RichTextEditor"))?.gzip ?? 0;
  console.log(`\n${describeStartup(results.worker)}`);
  console.log(`Admin JS (gzip): shell ${kb(results.admin.shellGzip)} (${verdict(results.admin.shellGzip, ADMIN_BUDGET.shell)}), editor chunk ${kb(editorChunk)} (${verdict(editorChunk, ADMIN_BUDGET.editorChunk)})`);
  console.log(`Admin chunks: ${results.admin.chunks.map((c) => `${c.name} ${kb(c.gzip)}`).join(", ")}`);
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/${results.at.replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify(results, null, 2) + "\n");
  console.log(`\nWritten to ${file}`);
} finally {
  await site.stop();
}
