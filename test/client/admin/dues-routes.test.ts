import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { MeDto } from "../../../src/shared/admin-contract";
import { AdminApp } from "../../../client/admin/App";
import { duesHref, matchRoute } from "../../../client/admin/routes";

const treasurer: MeDto = { id: 3, name: "Sayman Üye", email: "sayman@example.com", role: "member", grants: ["treasurer"] };
const editor: MeDto = { id: 2, name: "Mehmet Öz", email: "mehmet@example.com", role: "editor", grants: [] };
const render = (path: string, me: MeDto) => renderToString(createElement(AdminApp, { path, me, apiBase: "/api", buildId: "test-build" }));

describe("the dues section's addresses", () => {
  it("maps /admin/aidat and its tabs, with page, order and year", () => {
    expect(matchRoute("/admin/aidat")).toEqual({ name: "dues", tab: "pano", page: 1, sort: "behind", year: null, member: null });
    expect(matchRoute("/admin/aidat/defter?yil=2025&sayfa=3")).toEqual({ name: "dues", tab: "defter", page: 3, sort: "behind", year: 2025, member: null });
    // A member behind on the dashboard links to their dues and payments.
    expect(matchRoute("/admin/aidat/odeme?uye=12")).toEqual({ name: "dues", tab: "odeme", page: 1, sort: "behind", year: null, member: 12 });
    expect(matchRoute("/admin/aidat/baska")).toEqual({ name: "not-found" });
    expect(duesHref("defter", { yil: 2026 })).toBe("/admin/aidat/defter?yil=2026");
    expect(duesHref("pano")).toBe("/admin/aidat");
  });

  it("shows a treasurer the dues in the menu and nothing of the editors' sections", () => {
    const html = render("/admin/aidat", treasurer);
    expect(html).toContain("Aidat ve defter");
    expect(html).not.toContain(">Gündem<");
  });

  it("keeps the section from an editor", () => {
    const html = render("/admin/aidat", editor);
    expect(html).not.toContain(">Aidat ve defter<");
    expect(html).toContain("yetki");
  });
});
