import { describe, expect, it } from "vitest";
import { assemblyItems } from "../../src/services/calendar/providers/assembly";
import { isWeeklyMailDay } from "../../src/services/calendar/weekly-mail";
import {
  addYears,
  applicationDecisionDue,
  declarationDue,
  declarationYear,
  memberReportDue,
  nextAssemblyDue,
  stageOf,
  todayIn,
} from "../../src/shared/legal-deadlines";

describe("the legal deadlines, at their edges", () => {
  it("gives an entry 45 days: due on day 45, overdue on day 46", () => {
    const due = memberReportDue("2026-01-01");
    expect(due).toBe("2026-02-15");
    expect(stageOf(due, "2026-02-14")).toBe("due-soon"); // day 44
    expect(stageOf(due, "2026-02-15")).toBe("due-soon"); // day 45: still in time
    expect(stageOf(due, "2026-02-16")).toBe("overdue"); // day 46
    expect(stageOf(due, "2026-01-20")).toBe("upcoming");
  });

  it("keeps the declaration open through 30 April and overdue from 1 May", () => {
    expect(declarationYear("2027-01-01")).toBe(2026);
    expect(declarationDue(2026)).toBe("2027-04-30");
    expect(stageOf(declarationDue(2026), "2027-04-30")).toBe("due-soon");
    expect(stageOf(declarationDue(2026), "2027-05-01")).toBe("overdue");
    expect(stageOf(declarationDue(2026), "2027-01-01")).toBe("upcoming");
  });

  it("counts days in Istanbul, not in UTC", () => {
    // 22:30 UTC on 1 March is 01:30 on 2 March in Istanbul: the 30 days run from 2 March.
    expect(applicationDecisionDue(new Date("2026-03-01T22:30:00Z"))).toBe("2026-04-01");
    expect(applicationDecisionDue(new Date("2026-03-01T20:30:00Z"))).toBe("2026-03-31");
    // 21:30 UTC on 15 February is already 16 February in Istanbul: the entry above is overdue then.
    expect(todayIn(new Date("2026-02-15T21:30:00Z"))).toBe("2026-02-16");
    expect(stageOf(memberReportDue("2026-01-01"), todayIn(new Date("2026-02-15T20:59:00Z")))).toBe("due-soon");
    expect(stageOf(memberReportDue("2026-01-01"), todayIn(new Date("2026-02-15T21:00:00Z")))).toBe("overdue");
  });

  it("holds the assembly to at most three years, and a leap day to the month's end", () => {
    expect(nextAssemblyDue("2024-05-10")).toBe("2027-05-10");
    expect(nextAssemblyDue("2024-05-10", 2)).toBe("2026-05-10");
    expect(nextAssemblyDue("2024-05-10", 5)).toBe("2027-05-10");
    expect(addYears("2024-02-29", 3)).toBe("2027-02-28");
  });

  it("asks for the result notice within 30 days until it is recorded, and nothing before an assembly is recorded", () => {
    expect(assemblyItems({ nextOrdinary: null, resultNotices: [] }, "2026-06-01")).toEqual([]);
    const open = assemblyItems(
      {
        nextOrdinary: { lastHeldOn: "2026-05-10", dueOn: "2029-05-10", daysLeft: 1065, plannedFor: null },
        resultNotices: [{ assemblyId: 4, heldOn: "2026-05-10", dueOn: "2026-06-09", daysLeft: -1, missing: [], past: true }],
      },
      "2026-06-10",
    );
    expect(open.map((item) => [item.key, item.dueOn, item.stage, item.href])).toEqual([
      ["assembly:2026-05-10", "2029-05-10", "upcoming", "/admin/genel-kurul"],
      ["assembly-result:2026-05-10", "2026-06-09", "overdue", "/admin/genel-kurul#gecmis-genel-kurullar"],
    ]);
  });

  it("sends the weekly mail on Mondays in Istanbul", () => {
    expect(isWeeklyMailDay(new Date("2026-11-30T06:00:00Z"))).toBe(true); // Monday
    expect(isWeeklyMailDay(new Date("2026-11-29T21:30:00Z"))).toBe(true); // Sunday in UTC, Monday in Istanbul
    expect(isWeeklyMailDay(new Date("2026-12-01T06:00:00Z"))).toBe(false);
  });
});
