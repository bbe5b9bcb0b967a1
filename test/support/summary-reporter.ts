import type { Reporter, TestModule, Vitest } from "vitest/node";

/** The coverage figures vitest's thresholds name, as istanbul's summary reports them. */
const MEASURES = ["lines", "branches", "functions", "statements"] as const;

interface CoverageSummary {
  getCoverageSummary(): Record<(typeof MEASURES)[number], { pct: number }>;
}

/**
 * Prints one plain closing line that CI reads: `N passed, N failed, N skipped`. A test file that
 * failed to load and an unhandled error each count as a failure, so a crash can never look green;
 * so does coverage below its floor (vitest.config.ts), named on the line before.
 *
 * With coverage on, vitest prints the coverage summary after the test run has ended, so the line
 * waits for it (`onFinishedReportCoverage`) to stay the last one; when tests failed, vitest reports
 * no coverage, and the line is printed at once.
 */
export default class SummaryReporter implements Reporter {
  private floors: Partial<Record<(typeof MEASURES)[number], number>> = {};
  private coverageProblem: string | null = null;
  private pending: string | null = null;

  onInit(vitest: Vitest): void {
    const thresholds = (vitest.config.coverage as { enabled?: boolean; thresholds?: Record<string, unknown> }).thresholds ?? {};
    for (const measure of MEASURES) if (typeof thresholds[measure] === "number") this.floors[measure] = thresholds[measure] as number;
  }

  onCoverage(coverage: unknown): void {
    const summary = (coverage as CoverageSummary).getCoverageSummary();
    const below = MEASURES.filter((measure) => this.floors[measure] !== undefined && summary[measure].pct < this.floors[measure]!).map(
      (measure) => `${measure} ${summary[measure].pct} % < ${this.floors[measure]} %`,
    );
    if (below.length) this.coverageProblem = `Coverage below its floor: ${below.join(", ")}`;
    // The line waits for vitest's coverage summary.
    this.pending = "";
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let testsInModule = 0;
      for (const test of module.children.allTests()) {
        testsInModule++;
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A module that errored outside its tests (import failure, hook crash) is a failure of its own.
      if (module.errors().length > 0 || (testsInModule === 0 && module.state() === "failed")) failed++;
    }
    failed += unhandledErrors.length;
    const testsFailed = failed > 0;
    if (this.coverageProblem) failed++;
    const line = `${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : "");
    if (failed > 0) process.exitCode = 1;
    if (this.pending !== null && !testsFailed) this.pending = line;
    else this.print(line);
  }

  onFinishedReportCoverage(): void {
    if (this.pending) this.print(this.pending);
    this.pending = null;
  }

  private print(line: string): void {
    // After vitest's own summaries, so it is the last line of `npm test`.
    process.stdout.write(`\n${this.coverageProblem ? this.coverageProblem + "\n" : ""}${line}\n`);
  }
}
