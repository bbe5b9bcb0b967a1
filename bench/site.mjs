// Starts the site for a measurement: a fresh local state, the migrations, the demo content, then
// `wrangler dev` on its own port. Shared by bench/run.mjs and bench/soak.mjs.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

export const benchEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

export async function startSite({ port, persist }) {
  const base = `http://127.0.0.1:${port}`;
  rmSync(persist, { recursive: true, force: true });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], { env: { ...benchEnv, CI: "true" }, stdio: "ignore" });
  execFileSync("npx", ["tsx", "src/db/seed/run.ts", "--persist-to", persist], { env: benchEnv, stdio: "ignore" });
  const server = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--show-interactive-dev-session=false"], {
    env: benchEnv,
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(base + "/_app/builds/latest.json")).ok) return { base, stop: () => process.kill(-server.pid, "SIGTERM") };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  process.kill(-server.pid, "SIGTERM");
  throw new Error("wrangler dev did not start");
}
