// `npm start`'s migration step: applies the migrations to the local D1 through wrangler, and shows
// wrangler's output with its migration table once. Wrangler redraws the whole table, with the same
// notes about the database, after every migration it applies (some 500 lines for a fresh clone's
// fourteen migrations); only the last drawing, where every row has its final status,
// and each note once are kept. A failure shows everything.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A line that belongs to one of wrangler's box-drawn tables. */
const TABLE_LINE = /^[┌├│└]/;

/** Wrangler's count after each migration: the final table's ✅ says the same. */
const STEP_COUNT = /^🚣 \d+ commands? executed successfully\.$/;

/**
 * Wrangler's output with every migration table but the last removed, each repeated note shown once
 * and the per-migration counts left out; the rest (the target database, "No migrations to apply!") stays.
 * @param {string} output
 * @returns {string}
 */
export function keepLastTable(output) {
  const lines = output.split("\n");
  /** @type {Array<[number, number]>} each table's first and last line */
  const tables = [];
  lines.forEach((line, index) => {
    if (!TABLE_LINE.test(line)) return;
    const last = tables.at(-1);
    if (last && last[1] === index - 1) last[1] = index;
    else tables.push([index, index]);
  });
  const dropped = new Set(tables.slice(0, -1).flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
  const seen = new Set();
  return lines
    .filter((line, index) => {
      // "Migrations to be applied:" heads the first table, which is gone.
      if (dropped.has(index) || STEP_COUNT.test(line) || line === "Migrations to be applied:") return false;
      if (TABLE_LINE.test(line) || line.trim() === "") return true;
      if (seen.has(line)) return false;
      seen.add(line);
      return true;
    })
    .join("\n");
}

/** A row of wrangler's table whose migration has been applied: "│ 0003_events.sql │ ✅ │". */
const APPLIED_ROW = /^│\s*(\S+\.sql)\s*│\s*✅/u;

/**
 * A watcher of wrangler's output as it arrives: calls `report` once for each migration the first
 * time a table shows it applied ("0003_events.sql applied"), so a long run is not silent.
 * @param {(line: string) => void} report
 * @returns {(chunk: string) => void}
 */
export function progressOf(report) {
  const reported = new Set();
  let partial = "";
  return (chunk) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const name = APPLIED_ROW.exec(line)?.[1];
      if (!name || reported.has(name)) continue;
      reported.add(name);
      report(`${name} applied`);
    }
  };
}

/**
 * Runs `wrangler d1 migrations apply DB --local` with the given extra arguments (`--persist-to DIR`),
 * reporting each migration as it is applied when `report` is given.
 * @param {string[]} extra
 * @param {(line: string) => void} [report]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function applyLocalMigrations(extra = [], report = undefined) {
  return new Promise((resolve, reject) => {
    const child = spawn("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...extra], {
      env: { ...process.env, CI: "true", WRANGLER_HIDE_BANNER: "true", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const watch = report ? progressOf(report) : () => {};
    child.stdout.on("data", (chunk) => {
      output += chunk;
      watch(String(chunk));
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { code, output } = await applyLocalMigrations(process.argv.slice(2), (line) => console.log(`  ${line}`));
  process.stdout.write(code === 0 ? keepLastTable(output) : output);
  process.exitCode = code;
}
