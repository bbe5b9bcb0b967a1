import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createApp } from "../../src/app/create-app";
import { guards } from "../../src/app/guard-registry";
import { routeRules } from "../../src/routes/route-rules";
import { pageRoutes } from "../../src/routes/pages/routes";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { BROWSER_UA, ORIGIN } from "../support/fetch";
import { createGrantee } from "../support/registers";

/**
 * Every /admin, /api and /hesabim endpoint the router knows (the admin API's among them), crossed
 * with every kind of visitor, each asked of the Worker as a browser would. The list comes from the
 * app itself, so a route added later is checked without anyone remembering to add it here.
 */
const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
const endpoints = app.routes
  .filter((route) => route.method !== "ALL" && /^\/(admin|api|hesabim)(\/|$)/.test(route.path))
  .map((route) => ({ method: route.method, path: route.path }))
  .filter((route, i, all) => all.findIndex((other) => other.method === route.method && other.path === route.path) === i);

/** Endpoints only administrators may use; everything else under /admin and /api is for editors too. */
const adminOnly = (path: string) =>
    path.startsWith("/api/users") ||
  path.startsWith("/api/audit") ||
  path.startsWith("/api/media") ||
  path.startsWith("/api/kvkk") ||
  path.startsWith("/api/settings") ||
  path.startsWith("/api/system") ||
  path.startsWith("/api/setup");

/** The association's registers and the general assembly: the board and administrators, never editors (docs/registers.md, docs/assembly.md). */
const registers = (path: string) => /^\/api\/(registers|assembly)(\/|$)/.test(path);

/** Dues, the cash book and bank statements: the board reads, treasurers and administrators write (docs/dues.md). */
const dues = (path: string) => /^\/api\/(dues|cash-book|bank)(\/|$)/.test(path) || path.startsWith("/admin/defter-yazdir");

/** The /admin shell itself (and its screens' data, at their payload addresses): board members reach it too, for the registers. */
const adminShell = (path: string) => ["/admin", "/admin/*", "/admin/_payload.json", "/admin/*/_payload.json"].includes(path);

/** One's own account pages: for anyone signed in, members included. */
const ownAccount = (path: string) => path === "/hesabim" || path.startsWith("/hesabim/");

type Visitor = "anonymous" | "pending" | "member" | "board" | "treasurer" | "editor" | "admin" | "disabled" | "expired" | "forged" | "cross-origin";
const visitors: Visitor[] = ["anonymous", "pending", "member", "board", "treasurer", "editor", "admin", "disabled", "expired", "forged", "cross-origin"];
const cookies = {} as Record<Visitor, string | undefined>;
let targetId = 0;

beforeAll(async () => {
  await resetAccounts();
  const cookieFor = async (role: "admin" | "editor" | "member", status: "active" | "pending" | "disabled" = "active", expired = false) =>
    (await sessionCookie((await createAccount(role, status)).id, { expired })).cookie;
  cookies.anonymous = undefined;
  cookies.pending = await cookieFor("member", "pending");
  cookies.member = await cookieFor("member");
  cookies.board = (await createGrantee("board")).cookie;
  cookies.treasurer = (await createGrantee("treasurer")).cookie;
  cookies.editor = await cookieFor("editor");
  cookies.admin = await cookieFor("admin");
  cookies.disabled = await cookieFor("editor", "disabled");
  cookies.expired = await cookieFor("admin", "active", true);
  cookies.forged = "__Host-oturum=bu-jeton-hic-verilmedi";
  cookies["cross-origin"] = cookies.admin;
  targetId = (await createAccount("member", "pending")).id;
});

function expected(visitor: Visitor, method: string, path: string): "in" | "login" | "401" | "403" {
  const api = path.startsWith("/api");
  if (["anonymous", "pending", "disabled", "expired", "forged"].includes(visitor)) return api ? "401" : "login";
  if (visitor === "cross-origin") return method === "GET" ? "in" : "403";
  if (visitor === "member") return ownAccount(path) ? "in" : "403";
  if (visitor === "board") return ownAccount(path) || adminShell(path) || registers(path) || (dues(path) && method === "GET") ? "in" : "403";
  if (visitor === "treasurer") return ownAccount(path) || adminShell(path) || dues(path) ? "in" : "403";
  if (visitor === "editor" && (adminOnly(path) || registers(path) || dues(path))) return "403";
  return "in";
}

function request(visitor: Visitor, method: string, path: string) {
  const concrete = path.replace(/:id\b/g, String(targetId)).replace(/:no\b/g, "1").replace(/:year\b/g, "2026").replace(/\*$/, "gundem");
  const headers: Record<string, string> = { "user-agent": BROWSER_UA, "content-type": "application/json" };
  if (cookies[visitor]) headers.cookie = cookies[visitor]!;
  if (method !== "GET") headers.origin = visitor === "cross-origin" ? "https://kotu.example" : ORIGIN;
  const body = method === "GET" ? undefined : JSON.stringify({ role: "member" });
  return app.request(ORIGIN + concrete, { method, headers, body }, env);
}

describe("authorization matrix", () => {
  it("covers the admin pages and the account API", () => {
    const paths = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(paths).toContain("GET /admin");
    expect(paths).toContain("GET /api/users");
    expect(paths).toContain("POST /api/users/:id/disable");
    expect(paths).toContain("POST /api/kvkk/person/erase");
    expect(paths).toContain("POST /api/users/:id/reset-link");
    expect(paths).toContain("POST /api/users/:id/grant");
    expect(paths).toContain("GET /api/registers/applications/late");
    expect(paths).toContain("PUT /api/settings/notifications");
    expect(paths).toContain("GET /hesabim/verilerim");
    expect(paths).toContain("GET /api/system");
    expect(paths).toContain("POST /hesabim");
    expect(paths).toContain("POST /api/registers/members");
    expect(paths).toContain("GET /api/registers/members/:no");
    expect(paths).toContain("POST /api/registers/members/:no/account");
    expect(paths).toContain("GET /api/registers/members/derbis/disa-aktar");
    expect(paths).toContain("POST /api/registers/documents");
    expect(paths).toContain("POST /api/registers/documents/:id/duzelt");
    expect(paths).toContain("GET /api/registers/documents/:id/dosya");
    expect(paths).toContain("GET /api/registers/documents/yazdir");
    expect(paths).toContain("POST /api/registers/import/denetle");
    expect(paths).toContain("POST /api/registers/import");
    expect(paths).toContain("POST /api/dues/payments");
    expect(paths).toContain("POST /api/bank/import");
    expect(paths).toContain("GET /api/cash-book/years/:year/csv");
  });

  it("covers the general assembly's API, so a dropped mount cannot pass unseen", () => {
    const paths = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    for (const path of ["GET /api/assembly", "POST /api/assembly/:id/notice", "POST /api/assembly/:id/held", "PUT /api/assembly/:id/minutes", "POST /api/assembly/:id/attendance"]) expect(paths).toContain(path);
  });

  for (const endpoint of endpoints) {
    it.each(visitors)(`${endpoint.method} ${endpoint.path} as %s`, async (visitor) => {
      const response = await request(visitor, endpoint.method, endpoint.path);
      const outcome = expected(visitor, endpoint.method, endpoint.path);
      if (outcome === "login") {
        expect(response.status).toBe(302);
        // Back to the same section after signing in ("/admin…", "/hesabim…").
        const section = endpoint.path.split("/")[1];
        expect(response.headers.get("location")).toMatch(new RegExp(`^/login\\?next=%2F${section}`));
      } else if (outcome === "in") {
        expect(response.status).toBeLessThan(500);
        expect([401, 403]).not.toContain(response.status);
      } else {
        expect(response.status).toBe(Number(outcome));
      }
    });
  }
});
