import { spawn, type ChildProcess } from "node:child_process";
import type { TestProject } from "vitest/node";
import { prepareE2eState } from "../support/e2e-state.mjs";

// The browser tests get their own wrangler dev on their own port and state folder, so they never
// touch the data of a running `npm start`. `npm test` runs the browser files in two parts at once,
// each with its own port and state, both copied from one state made beforehand (E2E_STATE_FROM;
// test/support/run-suite.mjs).
const PORT = Number(process.env.E2E_PORT ?? 8790);
const PERSIST = process.env.E2E_STATE ?? ".wrangler/e2e-state";
// NODE_ENV=production: the server renders with React's production build, as a deploy ships it
// (wrangler dev would otherwise bundle the development build, several times slower per page).
const env = { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's local state (`--persist-to`), for a test that writes to its D1 directly. */
    persistTo: string;
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
  await prepareE2eState(PERSIST, process.env.E2E_STATE_FROM);
  // The devtools port is given too: left to wrangler, two servers started at the same moment can
  // both pick the same free one, and the second exits with "Address already in use".
  const server = spawn(
    "npx",
    ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(PORT), "--persist-to", PERSIST, "--inspector-port", String(PORT + 1000), "--show-interactive-dev-session=false"],
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
  project.provide("persistTo", PERSIST);

  return () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
}
