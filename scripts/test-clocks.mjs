// `npm run test:clocks`: the date-dependent tests under fixed clocks (docs/testing.md, "Any day, any
// hour"), one run per clock, each with TEST_CLOCK set (test/support/fixed-clock.ts). With `--all`,
// every workers and client test runs under each clock: the proof that `npm test` passes whatever the
// machine's date and hour. Other arguments are passed to vitest (a file, `-t name`).
import { spawnSync } from "node:child_process";
import { countsOf, sumOf } from "../test/support/closing-lines.mjs";

/** The clocks: either side of Istanbul's midnight, a Saturday, the year's last minute, a leap day. */
export const CLOCKS = {
  "23:30 in Istanbul (20:30 UTC)": "2026-12-01T20:30:00Z",
  "00:30 in Istanbul, still the day before in UTC": "2026-12-01T21:30:00Z",
  "a Saturday": "2026-12-05T09:00:00Z",
  "31 December 23:59 in Istanbul": "2026-12-31T20:59:00Z",
  "29 February": "2028-02-29T09:00:00Z",
};

/**
 * The tests whose answers depend on the day or the hour: the dates people read, "today" in the
 * rules (dues, deadlines, the legal calendar, reminders), the demo content dated from its install.
 */
export const DATE_DEPENDENT = [
  "test/client/admin/istanbul-dates.test.ts",
  "test/client/admin/time.test.ts",
  "test/i18n",
  "test/pages/content.test.ts",
  "test/pages/home-photos.test.ts",
  "test/dues/dates.test.ts",
  "test/dues/demo-dues.test.ts",
  "test/calendar",
  "test/registers/application-reminders.test.ts",
  "test/registers/derbis.test.ts",
  "test/registers/demo-registers.test.ts",
  "test/assembly/plan.test.ts",
  "test/db/demo-story.test.ts",
];

const args = process.argv.slice(2);
const all = args.includes("--all");
const rest = args.filter((arg) => arg !== "--all");
const files = rest.some((arg) => !arg.startsWith("-")) || all ? rest : [...DATE_DEPENDENT, ...rest];
let failed = 0;
const runs = [];
for (const [name, instant] of Object.entries(CLOCKS)) {
  console.log(`\n── Clock: ${name} (TEST_CLOCK=${instant})`);
  const run = spawnSync("npx", ["vitest", "run", "--project", "workers", "--project", "client", ...files], {
    stdio: ["inherit", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, TEST_CLOCK: instant, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  process.stdout.write(run.stdout ?? "");
  runs.push({ ...countsOf(run.stdout ?? ""), code: run.status ?? 1 });
  if (run.status !== 0) failed += 1;
}
console.log(failed ? `\n${failed} of ${Object.keys(CLOCKS).length} clocks failed.` : `\nEvery clock passed (${Object.keys(CLOCKS).length}).`);
// The clocks' runs as one closing line, the last line, as CI reads it (test/support/closing-lines.mjs).
console.log(`\n${sumOf(runs).line}`);
process.exitCode = failed ? 1 : 0;
