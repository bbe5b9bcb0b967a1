import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { DocumentDto } from "../../../src/shared/admin-contract";
import { istanbulDayOfIso, istanbulToday, istanbulYear } from "../../../src/shared/i18n/dates";
import { DocumentTable } from "../../../client/admin/sections/documents/DocumentTable";
import { showInstantDay } from "../../../client/admin/sections/documents/show";

const entry = (over: Partial<DocumentDto>): DocumentDto => ({
  id: 1,
  year: 2026,
  number: 7,
  direction: "incoming",
  recordedOn: "2026-12-01",
  documentDate: "",
  documentRef: "",
  counterparty: "Kadıköy Kaymakamlığı",
  subject: "Bilgi yazısı",
  note: "",
  file: null,
  correctsId: null,
  correctionReason: null,
  correctedById: null,
  createdAt: "2026-12-01T09:00:00.000Z",
  createdByName: "Ayşe Yılmaz",
  ...over,
});

/** Between 21:00 and 24:00 UTC Istanbul is already on the next day: what a person reads follows Istanbul. */
describe("days a person reads are Istanbul's", () => {
  it("an instant's day is Istanbul's, not the ISO string's first ten characters", () => {
    expect(istanbulDayOfIso("2026-12-01T23:36:00.000Z")).toBe("2026-12-02");
    expect(istanbulDayOfIso("2026-12-01T20:59:59.000Z")).toBe("2026-12-01");
    expect(showInstantDay("2026-12-01T23:36:00.000Z")).toBe("02.12.2026");
  });

  it("a correction written at 02:36 on 2 December reads 02.12.2026 in the register", () => {
    const struck = entry({ id: 1, correctedById: 2 });
    const correction = entry({ id: 2, correctsId: 1, correctionReason: "Tarih yanlış", createdAt: "2026-12-01T23:36:00.000Z" });
    const html = renderToString(createElement(DocumentTable, { items: [struck, correction], fileHref: () => "#", onCorrect: () => {} }));
    expect(html.replaceAll("<!-- -->", "")).toContain("Düzeltildi (Ayşe Yılmaz, 02.12.2026)");
    expect(html).not.toContain("01.12.2026)");
  });

  it("today and the year turn at Istanbul's midnight", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-12-31T21:30:00.000Z")); // 00:30 on 1 January 2027 in Istanbul
      expect(istanbulToday()).toBe("2027-01-01");
      expect(istanbulYear()).toBe(2027);
      vi.setSystemTime(new Date("2026-12-31T20:59:00.000Z")); // 23:59 on 31 December in Istanbul
      expect(istanbulToday()).toBe("2026-12-31");
      expect(istanbulYear()).toBe(2026);
    } finally {
      vi.useRealTimers();
    }
  });
});
