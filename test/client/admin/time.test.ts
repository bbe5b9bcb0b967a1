import { describe, expect, it } from "vitest";
import { isoToIstanbulDate, isoToIstanbulLocal, istanbulDateToIso, istanbulLocalToIso } from "../../../client/admin/time";

describe("Istanbul wall time ↔ UTC instants", () => {
  it("reads a datetime-local value as Istanbul time", () => {
    expect(istanbulLocalToIso("2026-03-12T19:00")).toBe("2026-03-12T16:00:00.000Z");
    expect(istanbulLocalToIso("2026-03-12T19:00:30")).toBe("2026-03-12T16:00:30.000Z");
    expect(istanbulLocalToIso("2026-01-01T01:30")).toBe("2025-12-31T22:30:00.000Z");
  });

  it("shows an instant as Istanbul time", () => {
    expect(isoToIstanbulLocal("2026-03-12T16:00:00.000Z")).toBe("2026-03-12T19:00");
    expect(isoToIstanbulLocal("2025-12-31T22:30:00Z")).toBe("2026-01-01T01:30");
    expect(isoToIstanbulLocal("2026-07-01T21:00:00.000Z")).toBe("2026-07-02T00:00");
    expect(isoToIstanbulLocal(null)).toBe("");
    expect(isoToIstanbulLocal("not a date")).toBe("");
  });

  it("round-trips", () => {
    for (const local of ["2026-03-12T19:00", "2026-10-25T03:30", "2027-02-28T23:59", "2024-02-29T00:00"]) {
      expect(isoToIstanbulLocal(istanbulLocalToIso(local))).toBe(local);
    }
    for (const iso of ["2026-03-12T16:00:00.000Z", "2026-06-30T21:00:00.000Z", "2030-12-31T20:59:00.000Z"]) {
      expect(istanbulLocalToIso(isoToIstanbulLocal(iso))).toBe(iso);
    }
  });

  it("follows the tz database for years with summer time (no hard-coded offset)", () => {
    // Before 2016 Türkiye used EET/EEST: UTC+2 in winter, UTC+3 in summer.
    expect(istanbulLocalToIso("2015-01-15T12:00")).toBe("2015-01-15T10:00:00.000Z");
    expect(istanbulLocalToIso("2015-07-15T12:00")).toBe("2015-07-15T09:00:00.000Z");
    expect(isoToIstanbulLocal("2015-01-15T10:00:00.000Z")).toBe("2015-01-15T12:00");
  });

  it("refuses malformed and impossible values", () => {
    expect(istanbulLocalToIso("")).toBeNull();
    expect(istanbulLocalToIso("2026-03-12")).toBeNull();
    expect(istanbulLocalToIso("2026-02-30T10:00")).toBeNull();
    expect(istanbulLocalToIso("2026-13-01T10:00")).toBeNull();
    expect(istanbulLocalToIso("2026-03-12T24:00")).toBeNull();
  });

  it("handles calendar days for all-day events", () => {
    expect(istanbulDateToIso("2026-03-12")).toBe("2026-03-11T21:00:00.000Z");
    expect(istanbulDateToIso("2026-03-12", "23:59")).toBe("2026-03-12T20:59:00.000Z");
    expect(isoToIstanbulDate("2026-03-11T21:00:00.000Z")).toBe("2026-03-12");
    expect(istanbulDateToIso("12.03.2026")).toBeNull();
  });
});
