// What the server itself logs of a request's D1 use. The server runs with `LOG_D1_ROUND_TRIPS` on
// (src/db/round-trip-log.ts) and logs one `d1_round_trips` line per request once its body is sent:
// the round trips and the milliseconds it waited on them. The bench marks its own requests with a
// query parameter holding a fresh id (which also keeps the HTML cache from answering) and looks for
// the line that carries that id in the server's log file.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

const PROBE_PARAM = "d1olcum";

/** The `d1_round_trips` entry logged for the request marked with `id`, if any yet. */
function loggedEntry(logFile, base, id) {
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    if (!line.includes("d1_round_trips") || !line.includes(id)) continue;
    // eslint-disable-next-line no-control-regex -- removes the terminal's colour codes
    const plain = line.replace(/\x1b\[[0-9;]*m/g, "");
    try {
      const entry = JSON.parse(plain.slice(plain.indexOf("{")));
      if (entry.event === "d1_round_trips" && new URL(entry.path, base).searchParams.get(PROBE_PARAM) === id) return entry;
    } catch {
      // Not a complete JSON line (yet): look again.
    }
  }
  return undefined;
}

/**
 * A function that requests `path` once with `headers`, reads the answer to the end, and returns what
 * the server logged for it: `{ status, trips, d1WaitMs }`.
 */
export function d1Probe({ base, logFile, headers = {} }) {
  return async (path) => {
    const id = randomUUID();
    const response = await fetch(`${base}${path}${path.includes("?") ? "&" : "?"}${PROBE_PARAM}=${id}`, { headers });
    await response.arrayBuffer();
    for (let i = 0; i < 100; i++) {
      const entry = loggedEntry(logFile, base, id);
      if (entry) return { status: entry.status, trips: entry.trips, d1WaitMs: entry.d1WaitMs };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server logged no d1_round_trips line for ${path} (HTTP ${response.status}): is LOG_D1_ROUND_TRIPS on?`);
  };
}
