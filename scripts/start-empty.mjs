// `npm run start:empty`: the site as `npm run deploy` leaves production, on this machine. Its own
// local state (.wrangler/empty, apart from `npm start`'s demo), the migrations applied, no demo
// content, no account; and a one-time setup code, printed here, that the first account must enter to
// become the administrator, as on a deployed site (docs/deployment.md, "The first day").
// `npm run start:empty -- --fresh` starts again from an empty database.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { applyLocalMigrations, keepLastTable } from "./migrate-local.mjs";
import { devOrigin, portTaken, portTakenMessage } from "./start.mjs";

const STATE = ".wrangler/empty";
const port = process.env.PORT ?? "8787";

if (process.argv.includes("--fresh")) rmSync(STATE, { recursive: true, force: true });
const taken = await portTaken(Number(port));
if (taken) {
  console.error(portTakenMessage(Number(port)));
  process.exit(1);
}
console.log("Applying the database migrations to the local D1 (migrations/):");
const { code, output } = await applyLocalMigrations(["--persist-to", STATE], (line) => console.log(`  ${line}`));
process.stdout.write(code === 0 ? keepLastTable(output) : output);
if (code !== 0) process.exit(code);

const setupCode = randomBytes(9).toString("base64url");
console.log(`\nKurulum kodu (ilk hesabı yönetici yapar): ${setupCode}\nSite: http://127.0.0.1:${port}/ — ilk hesabı http://127.0.0.1:${port}/register adresinden bu kodla açın.\n`);
const server = spawn("wrangler", ["dev", "--ip", "127.0.0.1", "--port", port, "--persist-to", STATE, "--test-scheduled", "--var", `SETUP_CODE:${setupCode}`, "--var", `DEV_ORIGIN:${devOrigin(Number(port))}`], {
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  stdio: "inherit",
});
server.on("close", (exitCode) => process.exit(exitCode ?? 0));
