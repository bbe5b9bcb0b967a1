import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { MeDto } from "../../../src/shared/admin-contract";
import { AdminApp } from "../../../client/admin/App";
import { assemblyHref, matchRoute } from "../../../client/admin/routes";

const board: MeDto = { id: 4, name: "Kurul Üyesi", email: "kurul@example.com", role: "member", grants: ["board"] };
const editor: MeDto = { id: 2, name: "Mehmet Öz", email: "mehmet@example.com", role: "editor", grants: [] };
const render = (path: string, me: MeDto) => renderToString(createElement(AdminApp, { path, me, apiBase: "/api", buildId: "test-build" }));

describe("the general assembly's addresses", () => {
  it("maps /admin/genel-kurul, an assembly's tabs with search and page, and its print", () => {
    expect(matchRoute("/admin/genel-kurul")).toEqual({ name: "assembly", id: null, tab: "plan", page: 1, q: "" });
    expect(matchRoute("/admin/genel-kurul/3/yoklama?q=ay%C5%9Fe")).toEqual({ name: "assembly", id: 3, tab: "yoklama", page: 1, q: "ayşe" });
    expect(matchRoute("/admin/genel-kurul/3/yazdir")).toEqual({ name: "assembly-print", id: 3 });
    expect(matchRoute("/admin/genel-kurul/3/baska")).toEqual({ name: "not-found" });
    expect(assemblyHref(3, "hazirun", { sayfa: 2 })).toBe("/admin/genel-kurul/3/hazirun?sayfa=2");
  });

  it("shows the board the section in the menu and keeps it from editors", () => {
    expect(render("/admin/genel-kurul", board)).toContain(">Genel kurul<");
    const html = render("/admin/genel-kurul", editor);
    expect(html).not.toContain(">Genel kurul<");
    expect(html).toContain("yetki");
  });
});
