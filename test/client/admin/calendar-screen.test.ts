import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminApp } from "../../../client/admin/App";
import { ApiProvider } from "../../../client/admin/api";
import { RouterProvider } from "../../../client/admin/router";
import { calendarCards, CalendarItems, daysLeftText } from "../../../client/admin/sections/calendar/items";
import type { CalendarItem } from "../../../src/shared/calendar";
import { matchRoute, routeTitle } from "../../../client/admin/routes";
import type { MeDto } from "../../../src/shared/admin-contract";
import { CALENDAR_PATH } from "../../../src/shared/paths";

const boardMember: MeDto = { id: 3, name: "Zeynep Kaya", email: "zeynep@example.com", role: "member", grants: ["board"] };
const editor: MeDto = { id: 2, name: "Mehmet Öz", email: "mehmet@example.com", role: "editor", grants: [] };
const render = (path: string, me: MeDto) => renderToString(createElement(AdminApp, { path, me, apiBase: "/api", buildId: "test-build" }));

describe("the Yasal takvim screen", () => {
  it("has its own address and title, in the board's menu and not in an editor's", () => {
    expect(CALENDAR_PATH).toBe("/admin/yasal-takvim");
    expect(matchRoute(CALENDAR_PATH)).toEqual({ name: "legal-calendar" });
    expect(routeTitle({ name: "legal-calendar" })).toBe("Yasal takvim");
    expect(render(CALENDAR_PATH, boardMember)).toContain(`href="${CALENDAR_PATH}"`);
    const forEditor = render(CALENDAR_PATH, editor);
    expect(forEditor).not.toContain(`href="${CALENDAR_PATH}"`);
    expect(forEditor).toContain("Bu bölüm yalnızca yöneticilere açık");
  });

  it("says how many days are left in plain Turkish", () => {
    expect(daysLeftText("2027-04-30", "2027-04-18")).toBe("12 gün kaldı");
    expect(daysLeftText("2027-04-30", "2027-04-30")).toBe("Bugün son gün");
    expect(daysLeftText("2027-04-30", "2027-05-03")).toBe("3 gün geçti");
  });

  it("groups the DERBİS notifications due on the same day into one card with the list inside, where the first stood", () => {
    const report = (no: number, dueOn: string, kind: "member-entry" | "member-exit" = "member-entry"): CalendarItem => ({
      key: `${kind}:${no}`,
      kind,
      title: `${no} sıra numaralı üyenin ${kind === "member-entry" ? "girişi" : "çıkışı"} DERBİS'e bildirilmeli`,
      dueOn,
      stage: "due-soon",
      href: "/admin/uye-defteri/derbis",
      action: { kind: "member-report", registerNo: no, which: kind === "member-entry" ? "entry" : "exit" },
    });
    const declaration: CalendarItem = { key: "declaration:2026", kind: "declaration", title: "2026 dernek beyannamesi (DERBİS)", dueOn: "2027-04-30", stage: "upcoming", href: CALENDAR_PATH, action: { kind: "declaration", year: 2026 } };
    const items = [report(3, "2027-03-10"), report(4, "2027-03-10"), report(7, "2027-03-12"), report(9, "2027-03-10", "member-exit"), declaration];
    const cards = calendarCards(items);
    expect(cards.map((card) => ("reports" in card ? card.reports.map((item) => item.key) : card.item.key))).toEqual([["member-entry:3", "member-entry:4", "member-exit:9"], "member-entry:7", "declaration:2026"]);
    const api = { api: () => Promise.reject(new Error("no requests here")), apiBase: "/api" };
    const html = renderToString(createElement(ApiProvider, { value: api }, createElement(RouterProvider, { initialPath: CALENDAR_PATH, children: createElement(CalendarItems, { items, today: "2027-03-01", onSettled: () => {} }) })));
    expect([...html.matchAll(/class="card calendar-item /g)]).toHaveLength(3);
    expect(html).toContain("3 üyenin DERBİS bildirimi");
    // Each member of the card keeps its own button.
    expect([...html.matchAll(/DERBİS&#x27;e bildirildi|DERBİS'e bildirildi/g)]).toHaveLength(4);
  });
});
