// `npm run bench:compare -- <other checkout>`: this checkout against another (say the main branch's
// worktree, built and with its node_modules), both on the real runtime at once (ports 8797 and
// 8798), measured in turns, address by address, so both sides see the same load on a shared
// machine. Prints each side's requests per second and Worker CPU time per request (see run.mjs), and
// this checkout's figures as a share of the other's. Never part of `npm test`.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { benchEnv, startSite } from "./site.mjs";

const other = process.argv[2];
if (!other) {
  console.error("Usage: npm run bench:compare -- <path of the other checkout>");
  process.exit(1);
}
const DURATION = process.env.BENCH_SECONDS ?? "5";
const UNCACHED_SCRIPT = ".wrangler/bench-uncached.lua";
mkdirSync(".wrangler", { recursive: true });
writeFileSync(
  UNCACHED_SCRIPT,
  `request = function()\n  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"\n  return wrk.format(nil, wrk.path .. sep .. "olcum=" .. math.random(1, 1000000000))\nend\n`,
);

function measure(site, path, uncached) {
  const args = ["-t2", "-c16", `-d${DURATION}s`, "-H", "User-Agent: Mozilla/5.0 Chrome/156.0 bench"];
  if (uncached) args.push("-s", resolve(UNCACHED_SCRIPT));
  const before = site.cpuSeconds();
  const out = execFileSync("wrk", [...args, site.base + path], { encoding: "utf8" });
  const cpu = site.cpuSeconds() - before;
  const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
  return { rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)[1]), cpuMs: requests ? (cpu * 1000) / requests : null };
}

execFileSync("npm", ["run", "build", "--silent"], { env: benchEnv, stdio: "inherit" });
execFileSync("npm", ["run", "build", "--silent"], { env: benchEnv, stdio: "inherit", cwd: other });
const ours = await startSite({ port: 8797, persist: ".wrangler/bench-state" });
// The other checkout starts the way it starts itself (an earlier commit may configure its Workers differently).
const { startSite: startTheirs } = await import(pathToFileURL(resolve(other, "bench/site.mjs")).href);
const theirs = await startTheirs({ port: 8798, persist: ".wrangler/bench-state", cwd: other });
try {
  const firstNews = (await (await fetch(`${ours.base}/gundem/_payload.json`)).json()).items[0].slug;
  const firstEvent = (await (await fetch(`${ours.base}/etkinlikler/_payload.json`)).json()).events[0].slug;
  const rows = [
    ["/favicon.svg", false],
    ["/_app/builds/latest.json", false],
    ...["/", "/gundem", `/gundem/${firstNews}`, "/etkinlikler", `/etkinlikler/${firstEvent}`, "/galeri", "/hakkimizda", "/iletisim"].flatMap((path) => [
      [path, true],
      [path, false],
    ]),
  ];
  console.log(`\n${"address".padEnd(60)} ${"other req/s".padStart(11)} ${"this req/s".padStart(10)} ${"this/other".padStart(10)}   ${"other CPU ms".padStart(12)} ${"this CPU ms".padStart(11)}`);
  const results = [];
  for (const [index, [path, uncached]] of rows.entries()) {
    // Alternate who goes first, so neither side always meets the machine a few seconds later.
    let mine, their;
    if (index % 2) {
      their = measure(theirs, path, uncached);
      mine = measure(ours, path, uncached);
    } else {
      mine = measure(ours, path, uncached);
      their = measure(theirs, path, uncached);
    }
    results.push({ path, uncached, other: their, this: mine });
    console.log(
      `${`${path} (${uncached ? "uncached" : path.endsWith(".svg") ? "static" : path.startsWith("/_app") ? "floor" : "cached"})`.padEnd(60)} ${their.rps.toFixed(0).padStart(11)} ${mine.rps.toFixed(0).padStart(10)} ${`${((mine.rps / their.rps) * 100).toFixed(0)}%`.padStart(10)}   ${their.cpuMs.toFixed(2).padStart(12)} ${mine.cpuMs.toFixed(2).padStart(11)}`,
    );
  }
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/compare-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify({ other: resolve(other), durationSeconds: Number(DURATION), results }, null, 2) + "\n");
  console.log(`\nWritten to ${file}`);
} finally {
  await ours.stop();
  await theirs.stop();
}
