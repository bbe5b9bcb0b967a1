import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints one plain closing line that CI reads: `N passed, N failed, N skipped`. A test file that
 * failed to load and an unhandled error each count as a failure, so a crash can never look green.
 */
export default class SummaryReporter implements Reporter {
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
    const line = `${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : "");
    // After vitest's own summary, so it is the last line of `npm test`.
    process.stdout.write(`\n${line}\n`);
    if (failed > 0) process.exitCode = 1;
  }
}
