// The browser tests' data: a local D1 and R2 with every migration and the demo content, as
// `npm start` makes them (the register's local key first, or the demo register stays empty).
// Making it takes about 30 CPU seconds (a wrangler and a tsx process); `npm test` makes it once and
// each of its browser parts starts from a copy (test/support/run-suite.mjs).
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

const run = (command, args, options) => promisify(execFile)(command, args, { maxBuffer: 64 * 1024 * 1024, ...options });
const env = { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/**
 * What `wrangler d1 migrations apply DB --local` runs, in one script: its table of applied
 * migrations, then each migration in order followed by the row that records it, in wrangler's own
 * words. wrangler starts a local runtime for every migration it applies (24 CPU seconds for 31
 * here); `wrangler d1 execute` runs the same SQL in one, and the state it leaves is the same, so a
 * later `wrangler d1 migrations apply` on it finds nothing to do (prepareE2eState asks wrangler).
 * `npm start` keeps wrangler's command, which shows the newcomer each migration.
 * @param {string} folder
 */
function everyMigration(folder) {
  const names = readdirSync(folder).filter((name) => name.endsWith(".sql")).sort();
  const table = `CREATE TABLE IF NOT EXISTS "d1_migrations"(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;
  const applied = names.map((name) => `${readFileSync(`${folder}/${name}`, "utf8")}\nINSERT INTO "d1_migrations" (name)\nvalues ('${name.replace(/'/g, "''")}');`);
  return [table, ...applied].join("\n");
}

/**
 * Makes `dir` a fresh local state as a deploy leaves production: every migration, no content, no
 * account (the first day's browser test, test/e2e/first-day.test.ts).
 * @param {string} dir
 */
export async function prepareEmptyState(dir) {
  rmSync(dir, { recursive: true, force: true });
  await run("node", ["scripts/dev-vars.mjs"], { env });
  const script = join(mkdtempSync(join(tmpdir(), "e2e-migrations-")), "migrations.sql");
  writeFileSync(script, everyMigration("migrations"));
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", dir, "--file", script], { env: { ...env, CI: "true" } });
  rmSync(dirname(script), { recursive: true, force: true });
  // wrangler's own reading of the record: should its format ever change, the state fails here
  // rather than differ unnoticed from what `wrangler d1 migrations apply` leaves (4 CPU seconds).
  const { stdout } = await run("npx", ["wrangler", "d1", "migrations", "list", "DB", "--local", "--persist-to", dir], { env: { ...env, CI: "true" } });
  if (!stdout.includes("No migrations to apply")) throw new Error(`wrangler does not see every migration as applied:\n${stdout}`);
}

/**
 * Makes `dir` a fresh local state: a copy of `from` when given (a state this function made),
 * otherwise the migrations and the demo content installed from nothing.
 * @param {string} dir
 * @param {string} [from]
 */
export async function prepareE2eState(dir, from) {
  rmSync(dir, { recursive: true, force: true });
  if (from) {
    cpSync(from, dir, { recursive: true });
    return;
  }
  await prepareEmptyState(dir);
  await run("npx", ["tsx", "src/db/seed/run.ts", "--persist-to", dir], { env });
}
