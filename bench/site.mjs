// Starts the site for a measurement: a fresh local state, the migrations, the demo content, then
// `wrangler dev` on its own port. Shared by bench/run.mjs and bench/soak.mjs.
import { execFileSync, spawn } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";

// NODE_ENV=production: wrangler dev would otherwise bundle React's development build, several times
// slower than what `wrangler deploy` ships.
export const benchEnv = { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Ends the server's process group; the promise settles once its port no longer answers. */
async function stop(server, base) {
  process.kill(-server.pid, "SIGTERM");
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(base + "/_app/builds/latest.json");
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/**
 * CPU time (user + system, all threads) in seconds of the runtime processes (workerd) in the
 * server's process group: the Worker's own CPU time as closely as the local runtime can show it
 * (workerd does not report a request's CPU time the way the platform bills it). Linux only.
 */
export function cpuSecondsOf(groupId) {
  let ticks = 0;
  let found = false;
  for (const entry of readdirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    // After the name: state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt, majflt, cmajflt, utime, stime.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (name !== "workerd" || Number(fields[2]) !== groupId) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  if (!found) throw new Error(`No workerd process in the server's process group ${groupId}`);
  return ticks / TICKS_PER_SECOND;
}

/**
 * `vars` become `wrangler dev --var NAME:VALUE`. `cwd`: the checkout to run (default: this one).
 * `afterSeed(persist, env)`: runs once the demo content is in, before the server starts (more data).
 * `extraArgs`: more arguments for `wrangler dev` (the profiler opens the inspector).
 * With `logFile`, the server's stdout and stderr (the Worker's logs among them) are written to that file, else ignored. A file rather than a pipe: the
 * bench blocks its own event loop while wrk and Lighthouse run, and a pipe nobody reads would fill
 * and stall the server.
 */
export async function startSite({ port, persist, vars = {}, logFile, cwd, afterSeed, extraArgs = [] }) {
  const base = `http://127.0.0.1:${port}`;
  rmSync(cwd ? `${cwd}/${persist}` : persist, { recursive: true, force: true });
  // As `npm start` does: the register's local key in .dev.vars, so the demo register is seeded.
  execFileSync("node", ["scripts/dev-vars.mjs"], { stdio: "ignore", cwd });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], { env: { ...benchEnv, CI: "true" }, stdio: "ignore", cwd });
  execFileSync("npx", ["tsx", "src/db/seed/run.ts", "--persist-to", persist], { env: benchEnv, stdio: "ignore", cwd });
  afterSeed?.(persist, benchEnv);
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const output = logFile ? openSync(logFile, "w") : "ignore";
  const server = spawn(
    "npx",
    ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--show-interactive-dev-session=false", ...varArgs, ...extraArgs],
    { env: benchEnv, stdio: ["ignore", output, output], detached: true, cwd },
  );
  if (logFile) closeSync(output); // the server holds its own copy
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(base + "/_app/builds/latest.json")).ok) return { base, stop: () => stop(server, base), cpuSeconds: () => cpuSecondsOf(server.pid) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  process.kill(-server.pid, "SIGTERM");
  const lastLines = logFile ? `; its last lines:\n${readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n")}` : "";
  throw new Error(`wrangler dev did not start${lastLines}`);
}
