import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminApp } from "../../../client/admin/App";
import { daysLeftText } from "../../../client/admin/sections/calendar/items";
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
});
