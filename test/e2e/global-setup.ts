import type { TestProject } from "vitest/node";
import { prepareE2eState } from "../support/e2e-state.mjs";
import { startDevServer } from "./dev-server";

// The browser tests get their own wrangler dev on their own port and state folder, so they never
// touch the data of a running `npm start`. `npm test` runs the browser files in two parts at once,
// each with its own port and state, both copied from one state made beforehand (E2E_STATE_FROM;
// test/support/run-suite.mjs).
const PORT = Number(process.env.E2E_PORT ?? 8790);
const PERSIST = process.env.E2E_STATE ?? ".wrangler/e2e-state";
declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's local state (`--persist-to`), for a test that writes to its D1 directly. */
    persistTo: string;
  }
}

export default async function setup(project: TestProject) {
  await prepareE2eState(PERSIST, process.env.E2E_STATE_FROM);
  const server = await startDevServer(PORT, PERSIST);
  project.provide("baseURL", server.baseURL);
  project.provide("persistTo", PERSIST);

  return () => server.stop();
}
