import { describe, expect, it } from "vitest";
import { chargedNotice } from "../../../client/admin/sections/dues/ScheduleForm";
import { DONE } from "../../../client/admin/sections/users/user-status";
import { genitive } from "../../../src/shared/i18n/text";
import { markedReportedText } from "../../../src/shared/registers/derbis-report";

/** Sentences a native speaker read (issue 46, point 13): each says what happened, in natural Turkish. */
describe("the admin's wording", () => {
  it("puts the genitive on a name by vowel harmony instead of \"… kişisinin\"", () => {
    expect(genitive("Kerem Doğan")).toBe("Kerem Doğan’ın");
    expect(genitive("Ayşe")).toBe("Ayşe’nin");
    expect(genitive("Ali")).toBe("Ali’nin");
    expect(genitive("Gönül")).toBe("Gönül’ün");
    expect(genitive("Umut Koç")).toBe("Umut Koç’un");
    expect(genitive("Zeynep Öztürk")).toBe("Zeynep Öztürk’ün");
    expect(DONE.grant("Kerem Doğan")).toBe("Kerem Doğan’ın görevleri güncellendi.");
  });

  it("names what an import marked as reported: only entries when there were only entries", () => {
    expect(markedReportedText({ entries: 10, exits: 0 })).toBe("10 giriş");
    expect(markedReportedText({ entries: 0, exits: 2 })).toBe("2 çıkış");
    expect(markedReportedText({ entries: 3, exits: 1 })).toBe("3 giriş ve 1 çıkış");
    expect(markedReportedText({ entries: 0, exits: 0 })).toBe("");
  });

  it("names the charged year under its tariff, not \"this year\"", () => {
    expect(chargedNotice(2027)).toMatch(/^2027 yılının aidatı tahakkuk ettirildi;/);
  });
});
