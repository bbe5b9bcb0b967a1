import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Simulations that play through a long stretch of work or time (a 5,000-address bulletin paced to
 * the Email Service): a project of their own (`npm run test:slow`), so `npm run test:workers` and
 * `npm test` stay quick while CI still runs them, as a step of its own (.ci/run).
 */
const SLOW = "test/**/*.slow.test.{ts,tsx}";

/**
 * `npm test` runs the browser files in two parts at once, each in its own vitest process against
 * its own wrangler dev (port and state; test/support/run-suite.mjs); E2E_PART ("1" or "2") picks
 * one, and without it every browser file runs against one server. The parts take about as long
 * as each other. The files that read the mail wrangler dev keeps on disk are in the same part, so
 * no mail from the other server is read for theirs (first-day.test.ts, in the second part, starts
 * a server of its own from an empty database and reads only the mail that names its association).
 */
const E2E_FIRST_PART = ["test/e2e/admin.test.ts", "test/e2e/events.test.ts"];
const e2ePart = process.env.E2E_PART;

/** Browser files that must run after all the others (each says why). */
const LAST = ["test/e2e/a11y.test.ts"];

/**
 * vitest's own order (failed and slow files first), except that the files in LAST go at the end:
 * the accessibility check audits the screens with the data the other browser files of its server
 * left (registrations, messages, register entries), signed in as the administrator they made.
 */
class LastFilesSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLast = (file: TestSpecification) => LAST.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter((file) => !isLast(file)), ...sorted.filter(isLast)];
  }
}

/**
 * A project that runs inside workerd, with the real bindings of wrangler.toml and the real
 * migrations applied to a fresh D1 before every file.
 */
function workersProject(name: string, include: string[], exclude: string[], timeoutMs: number): TestProjectInlineConfiguration {
  return {
    plugins: [
      cloudflareTest(async () => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // The member register's key (docs/registers.md): a fixed development key, never a real one.
          // TEST_CLOCK moves every test's clock to an instant (test/support/fixed-clock.ts, `npm run test:clocks`).
          bindings: { TEST_MIGRATIONS: await readD1Migrations("migrations"), REGISTER_KEY: "v1:ZGV2LWtleS1mb3ItdGVzdHMtb25seS0wMTIzNDU2Nzg5YWI=", TEST_CLOCK: process.env.TEST_CLOCK ?? "" },
          // An empty second database for the restore drill (test/backup/drill.test.ts) to restore into.
          d1Databases: ["RESTORE_DB"],
        },
      })),
    ],
    test: {
      name,
      include,
      // A time limit catches a hang, not slowness: on a loaded 2-core machine a file can wait long
      // for its turn. Nothing here measures speed; bench/ does.
      testTimeout: timeoutMs,
      hookTimeout: timeoutMs,
      exclude: ["test/e2e/**", "test/client/**", ...exclude],
      // One runner for all the files of the project, in turn: starting a runner and re-importing the
      // Worker for every file took about a third of the layer's time. Each file still starts from
      // the real schema and empty storage (test/support/apply-migrations.ts), and spies and stubbed
      // globals are restored after every test.
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
      // Passwords are hashed at a cheap scrypt cost here (the file says why); production's cost is
      // proven by test/auth/password.test.ts.
      setupFiles: ["./test/support/apply-migrations.ts", "./test/support/cheap-password-cost.ts", "./test/support/clock-workers.ts"],
    },
  };
}

/**
 * Three layers, one run, one closing line (test/support/summary-reporter.ts); docs/testing.md
 * says how long each takes and how to run it alone:
 * - workers: unit and integration tests inside workerd, with the real bindings of wrangler.toml and
 *   the real migrations applied to a fresh D1 (and workers-slow: the long simulations, likewise);
 * - client: browser-side code and assets (stylesheets), tested in Node;
 * - e2e: real Chromium against `wrangler dev` (started by test/e2e/global-setup.ts). These run in
 *   Node, never in workerd.
 */
export default defineConfig({
  test: {
    reporters: ["default", "./test/support/summary-reporter.ts"],
    // The accessibility check runs after the other browser files (LastFilesSequencer says why).
    sequence: { sequencer: LastFilesSequencer },
    // Most of a test file's time is spent waiting on another process (workerd and its D1, wrangler
    // dev, Chromium), so two files at once keep a 2-core machine busy, where vitest's default
    // (cores − 1) would run one file at a time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Line and branch coverage of the Worker (src/), measured by istanbul (the one provider the
    // workerd pool supports) when run with --coverage (`npm test` and `npm run coverage`). Every file
    // under src/ counts, tested or not. The browser code (client/) is left out: most of it runs only
    // in Chromium, where istanbul does not see it, so its share mostly diluted the Worker's number,
    // and instrumenting its unloaded files after the last test cost about 13 s on one core.
    // The floors sit just under the coverage measured when they were set: a drop fails the run.
    coverage: {
      provider: "istanbul",
      include: ["src/**/*.{ts,tsx}"],
      exclude: ["src/db/seed/**", "**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "coverage",
      // Measured 2026-11-27: lines 96.6 %, branches 86.4 %, functions 94.5 %, statements 95.0 %.
      thresholds: { lines: 96, branches: 86, functions: 94, statements: 94.5 },
    },
    projects: [
      workersProject("workers", ["test/**/*.test.{ts,tsx}"], [SLOW], 60_000),
      // A 5,000-address simulation takes half a minute on an idle machine and well over a minute on
      // a loaded one: its limit still only catches a hang.
      workersProject("workers-slow", [SLOW], [], 300_000),
      {
        test: {
          name: "client",
          include: ["test/client/**/*.test.ts"],
          environment: "node",
          setupFiles: ["./test/support/clock-node.ts"],
          // One module cache for the files in turn, as in the workers projects: a fresh one per file
          // cost the layer about 11 CPU s (23 against 12). Spies and stubbed globals are restored
          // after every test; the one file that mocks modules loads its modules afresh and forgets
          // them after (test/client/admin/rule-labels.test.ts).
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: "e2e",
          include: e2ePart === "1" ? E2E_FIRST_PART : ["test/e2e/**/*.test.ts"],
          exclude: e2ePart === "2" ? E2E_FIRST_PART : [],
          environment: "node",
          globalSetup: ["./test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // `expect.poll` waits for what the page must come to show. vitest's default of one second
          // is shorter than a save takes while the workerd layer runs beside this one on two cores
          // (a settings save was read as failed that way); a real failure still fails, later.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
          // One module cache for the files in turn: each file imported Playwright and its helpers
          // afresh, about 0.85 CPU s a file. No helper carries anything from one file to the next:
          // Chromium is shared, but every file makes its own visitors (contexts), and the tabs
          // kept for reuse belong to a visitor (test/e2e/tabs.ts).
          isolate: false,
        },
      },
    ],
  },
});
