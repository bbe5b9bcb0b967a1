// The browser tests' data: a local D1 and R2 with every migration and the demo content, as
// `npm start` makes them (the register's local key first, or the demo register stays empty).
// Making it takes about 45 CPU seconds (a wrangler and a tsx process); `npm test` makes it once and
// each of its browser parts starts from a copy (test/support/run-suite.mjs).
import { execFile } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { promisify } from "node:util";

const run = (command, args, options) => promisify(execFile)(command, args, { maxBuffer: 64 * 1024 * 1024, ...options });
const env = { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

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
  await run("node", ["scripts/dev-vars.mjs"], { env });
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], { env: { ...env, CI: "true" } });
  await run("npx", ["tsx", "src/db/seed/run.ts", "--persist-to", dir], { env });
}
