import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";

// The browser tests get their own wrangler dev on their own port and state folder, so they never
// touch the data of a running `npm start`.
const PORT = Number(process.env.E2E_PORT ?? 8790);
const PERSIST = ".wrangler/e2e-state";
// NODE_ENV=production: the server renders with React's production build, as a deploy ships it
// (wrangler dev would otherwise bundle the development build, several times slower per page).
const env = { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Resolves when wrangler dev says it is ready and the site then answers `url`; rejects when the
 * server exits or the time is up. Waits for wrangler's own "Ready on" line instead of polling.
 */
function waitForServer(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not answer at ${url} within ${timeoutMs} ms`)), timeoutMs);
    const done = (error?: Error) => {
      clearTimeout(timer);
      server.stdout?.off("data", onOutput);
      server.off("exit", onExit);
      if (error) reject(error);
      else resolve();
    };
    const onExit = (code: number | null) => done(new Error(`wrangler dev exited with code ${code}`));
    const onOutput = (chunk: Buffer) => {
      if (!chunk.toString().includes("Ready on")) return;
      fetch(url).then(
        (response) => done(response.status < 500 ? undefined : new Error(`wrangler dev answered ${response.status} at ${url}`)),
        (error: Error) => done(error),
      );
    };
    server.stdout?.on("data", onOutput);
    server.on("exit", onExit);
  });
}

export default async function setup(project: TestProject) {
  rmSync(PERSIST, { recursive: true, force: true });
  // The same steps as `npm start`: the register's local key (without it the demo register stays
  // empty and its screens are tested bare), migrations, then the demo content.
  execFileSync("node", ["scripts/dev-vars.mjs"], { env, stdio: "ignore" });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST], {
    env: { ...env, CI: "true" },
    stdio: "ignore",
  });
  execFileSync("npx", ["tsx", "src/db/seed/run.ts", "--persist-to", PERSIST], { env, stdio: "ignore" });
  const server = spawn(
    "npx",
    ["wrangler", "dev", "-c", "wrangler.toml", "-c", "wrangler.admin.toml", "--ip", "127.0.0.1", "--port", String(PORT), "--persist-to", PERSIST, "--show-interactive-dev-session=false"],
    { env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${PORT}`;
  try {
    await waitForServer(baseURL + "/_app/builds/latest.json", server, 180_000);
  } catch (error) {
    process.kill(-server.pid!, "SIGTERM");
    throw new Error(`${(error as Error).message}\n${output.slice(-2000)}`);
  }
  project.provide("baseURL", baseURL);

  return () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
}
