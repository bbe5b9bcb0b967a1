import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatEventWhen, formatTime, istanbulDay } from "../../src/shared/i18n/dates";

// 12 March 2026, 19:00 in Istanbul (UTC+3) is 16:00 UTC.
const evening = new Date("2026-03-12T16:00:00Z");

describe("Turkish dates in Europe/Istanbul", () => {
  it("writes the day and time as a Turkish reader expects", () => {
    expect(formatDay(evening)).toBe("12 Mart 2026 Perşembe");
    expect(formatTime(evening)).toBe("19:00");
    expect(formatDateTime(evening)).toBe("12 Mart 2026 Perşembe, 19:00");
  });

  it("uses the Istanbul calendar day, not the UTC one", () => {
    const lateNight = new Date("2026-03-12T22:30:00Z"); // 01:30 on the 13th in Istanbul
    expect(istanbulDay(lateNight)).toBe("2026-03-13");
    expect(formatDateTime(lateNight)).toBe("13 Mart 2026 Cuma, 01:30");
  });

  it("describes an event's time in one line", () => {
    const end = new Date("2026-03-12T18:30:00Z");
    expect(formatEventWhen(evening, end, false)).toBe("12 Mart 2026 Perşembe, 19:00–21:30");
    expect(formatEventWhen(evening, null, false)).toBe("12 Mart 2026 Perşembe, 19:00");
    expect(formatEventWhen(new Date("2026-03-11T21:00:00Z"), new Date("2026-03-12T20:59:00Z"), true)).toBe(
      "12 Mart 2026 Perşembe (tüm gün)",
    );
    expect(formatEventWhen(new Date("2026-03-11T21:00:00Z"), new Date("2026-03-14T20:59:00Z"), true)).toBe(
      "12 Mart 2026 Perşembe – 14 Mart 2026 Cumartesi",
    );
    expect(formatEventWhen(evening, new Date("2026-03-14T15:00:00Z"), false)).toBe(
      "12 Mart 2026 Perşembe, 19:00 – 14 Mart 2026 Cumartesi, 18:00",
    );
  });
});
