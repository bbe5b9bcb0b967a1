// The checks of `npm test` after the build, run at once: the typecheck and lint, and the test layers
// as two vitest processes, the workerd and Node layers (workers, workers-slow, client, with coverage)
// and the Chromium layer (e2e). The static checks run beside the tests rather than before them: the
// browser layer is the longest, and starting it a minute earlier shortens the whole run by that much. vitest runs a project
// whose files must go one at a time after all the others, so in one process the browser tests only
// start once the rest has finished; most of their time is spent waiting on wrangler dev and
// Chromium, which overlaps well with the workerd files. The browser layer's output is kept and
// printed after the first layer's, so neither interleaves with the other. The last line adds up the
// two closing lines (test/support/summary-reporter.ts) for CI: `N passed, N failed`.
import { spawn } from "node:child_process";

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const CLOSING_LINE = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/m;

/** Runs one process; its output goes on as it comes, or is kept until asked for. */
function run(command, args, { keep }) {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const take = (stream, target) =>
    stream.on("data", (chunk) => {
      output += chunk;
      if (!keep) target.write(chunk);
    });
  take(child.stdout, process.stdout);
  take(child.stderr, process.stderr);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code: code ?? 1, output })));
}

/** The counts of a layer's closing line; a layer that printed none failed (it crashed before its end). */
function countsOf(output) {
  const lines = [...output.matchAll(new RegExp(CLOSING_LINE, "gm"))];
  const last = lines.at(-1);
  if (!last) return { passed: 0, failed: 1, skipped: 0 };
  return { passed: Number(last[1]), failed: Number(last[2]), skipped: Number(last[3] ?? 0) };
}

const [staticChecks, workers, browser] = await Promise.all([
  run("sh", ["-c", "npm run typecheck --silent && npm run lint --silent"], { keep: true }),
  run("npx", ["vitest", "run", "--coverage", "--project", "workers", "--project", "workers-slow", "--project", "client"], { keep: false }),
  run("npx", ["vitest", "run", "--project", "e2e"], { keep: true }),
]);
process.stdout.write(`\n──── browser tests (e2e) ────\n${browser.output}`);
process.stdout.write(`\n──── typecheck and lint ────\n${staticChecks.code === 0 ? "clean\n" : staticChecks.output}`);

// The static checks print no closing line: they count as one failure when they fail.
const layers = [
  { passed: 0, failed: staticChecks.code === 0 ? 0 : 1, skipped: 0, code: staticChecks.code },
  ...[workers, browser].map((layer) => ({ ...countsOf(layer.output), code: layer.code })),
];
// A layer that ended without its closing line (its start failed, it crashed) says why in one line
// just above the total, where a CI log cut to its last lines still shows it.
for (const [name, layer] of [["workerd and Node layers", workers], ["browser layer (e2e)", browser]]) {
  if (CLOSING_LINE.test(layer.output)) continue;
  const reason = layer.output.split("\n").filter((line) => /error|failed|timed? ?out/i.test(line)).at(-1)?.trim() ?? `exit code ${layer.code}`;
  process.stdout.write(`\n${name} ended without its closing line: ${reason.slice(0, 300)}`);
}
const passed = layers.reduce((sum, layer) => sum + layer.passed, 0);
// A layer that exited non-zero without a failed test (a crash, coverage below its floor) counts once.
const failed = layers.reduce((sum, layer) => sum + (layer.failed || (layer.code !== 0 ? 1 : 0)), 0);
const skipped = layers.reduce((sum, layer) => sum + layer.skipped, 0);
process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
process.exitCode = failed > 0 ? 1 : 0;
