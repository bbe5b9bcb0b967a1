// The closing line every vitest run prints last (test/support/summary-reporter.ts), read back: by
// `npm test` (test/support/run-suite.mjs), which adds up its layers' lines, and by CI (.ci/run),
// which adds `npm test`'s line to that of the long simulations it runs as a step of its own.
// Run as a script with files holding runs' output, it prints their sum as one closing line and
// fails when any run failed or printed no closing line.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CLOSING_LINE = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/m;

/**
 * The counts of a run's last closing line, and whether it printed one: a run that printed none
 * failed (it crashed before its end), and counts as one failure.
 * @param {string} output
 */
export function countsOf(output) {
  const last = [...output.matchAll(new RegExp(CLOSING_LINE, "gm"))].at(-1);
  if (!last) return { passed: 0, failed: 1, skipped: 0, closed: false };
  return { passed: Number(last[1]), failed: Number(last[2]), skipped: Number(last[3] ?? 0), closed: true };
}

/**
 * One closing line for several runs. A run that exited non-zero without a failed test (a crash,
 * coverage below its floor) counts as one failure.
 * @param {{ passed: number; failed: number; skipped: number; code?: number }[]} runs
 */
export function sumOf(runs) {
  const passed = runs.reduce((sum, run) => sum + run.passed, 0);
  const failed = runs.reduce((sum, run) => sum + (run.failed || (run.code ? 1 : 0)), 0);
  const skipped = runs.reduce((sum, run) => sum + run.skipped, 0);
  return { passed, failed, line: `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const total = sumOf(process.argv.slice(2).map((file) => countsOf(readFileSync(file, "utf8"))));
  process.stdout.write(`${total.line}\n`);
  process.exitCode = total.failed > 0 ? 1 : 0;
}
