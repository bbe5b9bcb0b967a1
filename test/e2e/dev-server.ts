import { spawn, type ChildProcess } from "node:child_process";

/**
 * A `wrangler dev` of the browser tests: the shared one (global-setup.ts) and the empty one the first
 * day's file starts for itself (first-day.test.ts), each on its own port and local state.
 */

// NODE_ENV=production: the server renders with React's production build, as a deploy ships it
// (wrangler dev would otherwise bundle the development build, several times slower per page).
const env = { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

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

/** A running server: its address, and how to stop it (with the processes it started). */
export interface DevServer {
  baseURL: string;
  stop(): void;
}

/** Starts `wrangler dev` on `port` with the state in `persistTo` (and `vars`, as `--var NAME:value`), once it answers. */
export async function startDevServer(port: number, persistTo: string, vars: Record<string, string> = {}): Promise<DevServer> {
  // The devtools port is given too: left to wrangler, two servers started at the same moment can
  // both pick the same free one, and the second exits with "Address already in use".
  const args = ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--inspector-port", String(port + 1000), "--show-interactive-dev-session=false"];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const server = spawn("npx", args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(baseURL + "/_app/builds/latest.json", server, 180_000);
  } catch (error) {
    stop();
    throw new Error(`${(error as Error).message}\n${output.slice(-2000)}`);
  }
  return { baseURL, stop };
}
