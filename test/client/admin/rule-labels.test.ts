import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Other numbers than the law's: a label typed by hand would not follow them.
vi.mock("../../../src/shared/assembly/rules", async (original) => ({ ...(await original<object>()), SECOND_MEETING_MIN_DAYS: 8, SECOND_MEETING_MAX_DAYS: 59, NOTICE_DAYS_BEFORE: 16, ORDINARY_EVERY_YEARS: 2 }));
vi.mock("../../../src/shared/legal-deadlines", async (original) => ({ ...(await original<object>()), MEMBER_REPORT_DAYS: 44, APPLICATION_DECISION_DAYS: 29, ASSEMBLY_MAX_YEARS: 4, ASSEMBLY_RESULT_DAYS: 31 }));

// The client project's files share one module cache (vitest.config.ts): the labels' modules may
// already be loaded with the law's numbers, so they are loaded afresh here, with the numbers above,
// and forgotten after, so no later file sees these numbers.
beforeAll(() => {
  vi.resetModules();
});
afterAll(() => {
  vi.resetModules();
});

/** The screens' labels carry the law's numbers from the rules' modules, never typed a second time. */
describe("the labels with the law's numbers", () => {
  it("follow src/shared/assembly/rules.ts in the plan form and the settings", async () => {
    const { RULE_LABELS } = await import("../../../client/admin/sections/assembly/labels");
    expect(RULE_LABELS).toEqual({
      secondOn: "Gün (ilk toplantıdan 8–59 gün sonra)",
      noticeOn: "Çağrı günü (ilk toplantıdan en az 16 gün önce)",
      everyYears: "Olağan genel kurul kaç yılda bir (en çok 2)",
    });
  });

  it("follow src/shared/legal-deadlines.ts in the legal calendar's note", async () => {
    const { DEADLINES_NOTE } = await import("../../../client/admin/sections/calendar/items");
    expect(DEADLINES_NOTE).toContain("beyanname her yıl 1 Ocak – 30 Nisan");
    for (const part of ["44 gün içinde DERBİS'e", "29 gün içinde karara", "en geç 4 yılda bir", "sonra 31 gün içinde"]) expect(DEADLINES_NOTE).toContain(part);
  });
});
