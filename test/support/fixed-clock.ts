import { beforeEach, vi } from "vitest";

/**
 * The suite under a moved clock (docs/testing.md, "Any day, any hour"): with TEST_CLOCK set to an
 * instant ("2026-12-31T20:59:00Z"), each file's setup and every test start with `Date` at that
 * instant, running on from there (fake timers for `Date` only, advancing with real time, so waits and timeouts still work).
 * A test that sets its own clock (vi.useFakeTimers, vi.setSystemTime) still does; after one that
 * goes back to the real clock, the next test starts at TEST_CLOCK again. SQLite's own clock (`unixepoch()` in a column default) is not moved.
 */
export function useTestClock(value: string | undefined): void {
  if (!value) return;
  const now = Date.parse(value);
  if (Number.isNaN(now)) throw new Error(`TEST_CLOCK is no instant: ${value} (write it as 2026-12-31T20:59:00Z)`);
  const set = () => vi.useFakeTimers({ toFake: ["Date"], now, shouldAdvanceTime: true });
  // At once, for the file's beforeAll (the demo content is dated from its install); again before a
  // test only when one before it went back to the real clock, so time never runs backwards in a file.
  set();
  beforeEach(() => {
    if (!vi.isFakeTimers()) set();
  });
}
