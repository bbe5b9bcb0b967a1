import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { useTestClock } from "../support/fixed-clock";

/** The moved clock of `npm run test:clocks` (test/support/fixed-clock.ts) is the clock the tests and the Worker read. */
describe("the test clock", () => {
  it("starts every test at TEST_CLOCK when it is set, and runs on from there", () => {
    if (!env.TEST_CLOCK) return;
    const elapsed = Date.now() - Date.parse(env.TEST_CLOCK);
    expect(elapsed).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(60_000);
  });

  it("refuses a TEST_CLOCK that is no instant", () => {
    expect(() => useTestClock("yarın")).toThrow(/TEST_CLOCK is no instant: yarın/);
  });
});
