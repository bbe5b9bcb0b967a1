// `npm run deploy` runs this first: a deploy that would start without its database or its secrets is
// refused here, with what to do, instead of being found out by visitors. (The deployed Worker also
// answers 503 without its secrets: src/platform/deployment-check.ts.)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const REQUIRED_SECRETS = ["SITE_ORIGIN", "IP_HASH_SECRET", "REGISTER_KEY"];
const problems = [];

const config = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
if (/database_id\s*=\s*"0{8}-0{4}-0{4}-0{4}-0{12}"/.test(config)) {
  problems.push("wrangler.toml still has the placeholder database_id: run `npx wrangler d1 create camlica-dernek` and copy the id in.");
}

let secrets = null;
try {
  const output = execFileSync("npx", ["wrangler", "secret", "list", "--format", "json"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0" },
  });
  secrets = JSON.parse(output.slice(output.indexOf("["))).map((secret) => secret.name);
} catch (error) {
  const lines = String(error.stderr || error.message).split("\n").map((line) => line.trim()).filter(Boolean);
  const reason = lines.find((line) => /ERROR|✘/.test(line)) ?? lines[0] ?? "unknown error";
  problems.push(`Could not list the Worker's secrets (${reason}). Sign in with \`npx wrangler login\`; on a first deploy, set the secrets first.`);
}
for (const name of REQUIRED_SECRETS) {
  if (secrets && !secrets.includes(name)) problems.push(`The secret ${name} is not set: see README, "Deploy to Cloudflare" (\`npx wrangler secret put ${name}\`).`);
}

if (problems.length) {
  console.error("Deploy refused:\n" + problems.map((problem) => `  - ${problem}`).join("\n"));
  process.exit(1);
}
console.log(`Deploy checks passed: database configured, ${REQUIRED_SECRETS.join(", ")} set.`);
