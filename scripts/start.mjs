// `npm start`: the site with its demo content on this machine (README.md). In order: the port is
// checked first (a taken one is named before anything else runs), the member register's local key
// (scripts/dev-vars.mjs), the browser build, the migrations (each one reported as it is applied: on a
// busy machine a fresh clone's take minutes), the demo content, and `wrangler dev` on PORT (8787 by
// default), told its own address (DEV_ORIGIN) so the cron's mails link to it, with /__scheduled open
// so the cron can be run by hand (README.md, "The cron, locally").
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { applyLocalMigrations, keepLastTable } from "./migrate-local.mjs";

const QUIET = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/**
 * Whether something already listens on the port at 127.0.0.1 (another `npm start`, a test server).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portTaken(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => (/** @type {NodeJS.ErrnoException} */ (error).code === "EADDRINUSE" ? resolve(true) : reject(error)));
    probe.once("listening", () => probe.close(() => resolve(false)));
    probe.listen(port, "127.0.0.1");
  });
}

/**
 * The message for a taken port: which one, and how to choose another.
 * @param {number} port
 */
export const portTakenMessage = (port) =>
  `Port ${port} is already in use (another \`npm start\` or wrangler dev?). Stop it, or choose another port: PORT=${port + 1} npm start`;

/**
 * The local address wrangler dev serves on PORT, handed to the Worker as DEV_ORIGIN (src/shared/env.ts).
 * @param {number} port
 */
export const devOrigin = (port) => `http://localhost:${port}`;

/**
 * Runs a command with the terminal's output; rejects when it fails.
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...QUIET } });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

async function main() {
  const port = Number(process.env.PORT ?? 8787);
  if (await portTaken(port)) {
    console.error(portTakenMessage(port));
    process.exit(1);
  }
  await run("node", ["scripts/dev-vars.mjs"]);
  await run("npm", ["run", "build", "--silent"]);
  console.log("Applying the database migrations to the local D1 (migrations/):");
  const { code, output } = await applyLocalMigrations([], (line) => console.log(`  ${line}`));
  process.stdout.write(code === 0 ? keepLastTable(output) : output);
  if (code !== 0) process.exit(code);
  await run("npm", ["run", "db:seed:local", "--silent"]);
  const server = spawn("wrangler", ["dev", "--ip", "127.0.0.1", "--port", String(port), "--test-scheduled", "--var", `DEV_ORIGIN:${devOrigin(port)}`], {
    stdio: "inherit",
    env: { ...process.env, ...QUIET },
  });
  server.on("close", (exitCode) => process.exit(exitCode ?? 0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
