import { describe, expect, it } from "vitest";
import { countsOf, sumOf } from "../support/closing-lines.mjs";

/**
 * The closing line CI reads is the sum of several runs' lines (`npm test`'s layers, then `npm test`
 * and the long simulations in .ci/run): a run that crashed before its line, or exited non-zero
 * with every test passed (coverage under its floor), must never add up to a green line.
 */
describe("closing lines", () => {
  it("reads a run's last closing line, skipped tests included", () => {
    const output = "12 passed, 1 failed\n… retried …\n40 passed, 0 failed, 2 skipped\n";
    expect(countsOf(output)).toEqual({ passed: 40, failed: 0, skipped: 2, closed: true });
  });

  it("counts a run without a closing line as one failure", () => {
    expect(countsOf("Error: wrangler dev exited with code 1\n")).toEqual({ passed: 0, failed: 1, skipped: 0, closed: false });
  });

  it("adds runs up, and counts a non-zero exit without a failed test as one failure", () => {
    const runs = [
      { passed: 3885, failed: 0, skipped: 0, code: 1 },
      { passed: 36, failed: 2, skipped: 0, code: 1 },
      { passed: 4, failed: 0, skipped: 1, code: 0 },
    ];
    expect(sumOf(runs)).toEqual({ passed: 3925, failed: 3, line: "3925 passed, 3 failed, 1 skipped" });
    expect(sumOf([{ passed: 5, failed: 0, skipped: 0, code: 0 }]).line).toBe("5 passed, 0 failed");
  });
});
