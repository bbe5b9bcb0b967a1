import { env } from "cloudflare:workers";
import { build } from "../../src/platform/build-manifest";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { apiCaller } from "../support/admin-api";
import { visit } from "../support/fetch";
import { newsInput } from "../support/content";
import { bookDecisions, createGrantee, resetRegisters, tcFrom } from "../support/registers";

/** The admin page as `cookie`'s visitor gets it: status, the app's server HTML and the answers sent beside it. */
async function adminPage(path: string, cookie: string) {
  const response = await visit(path, { headers: { cookie } });
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="admin-root">'), html.indexOf('<script type="application/json" id="admin-props"'));
  const answersJson = /<script type="application\/json" id="admin-answers"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return { status: response.status, html, root, answers: answersJson === undefined ? undefined : (JSON.parse(answersJson) as Record<string, unknown>) };
}

let editorCookie = "";
let boardCookie = "";
let memberCookie = "";

beforeAll(async () => {
  await resetAccounts();
  editorCookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
  boardCookie = (await createGrantee("board")).cookie;
  memberCookie = (await sessionCookie((await createAccount("member")).id)).cookie;
});

beforeEach(async () => {
  await resetRegisters();
  await bookDecisions("2026/4");
  await env.DB.prepare("DELETE FROM audit_log").run();
});

describe("the admin area rendered on the server", () => {
  it("sends a list section's frame and first rows in the HTML, with the answers it was rendered from, and no loading line", async () => {
    const title = "Mahalle kütüphanesine yeni raflar geldi";
    const created = await apiCaller(() => editorCookie)("POST", "/news", newsInput(title));
    expect(created.status).toBe(201);

    const page = await adminPage("/admin/gundem", editorCookie);
    expect(page.status).toBe(200);
    expect(page.root).toContain("<h1>Gündem</h1>");
    expect(page.root).toContain(title);
    expect(page.html).not.toContain("Yönetim paneli yükleniyor");
    expect(page.root).not.toContain("Yükleniyor…");
    const keys = Object.keys(page.answers ?? {});
    expect(keys.some((key) => key.startsWith("/news"))).toBe(true);
    expect(JSON.stringify(page.answers)).toContain(title);
    // The app's script is fetched once the stylesheet is in (not announced in the document), and the
    // news list is in it: the sections' chunk is not fetched for it.
    expect(page.html).not.toContain(`src="${build.assets.adminScript}"`);
    expect(page.html).toContain(`import("${build.assets.adminScript}")`);
    for (const file of build.assets.adminSections) expect(page.html).not.toContain(file);
  });

  it("reads a register entry once, as the visitor, so its full view is audited once and shown before any script runs", async () => {
    const identityNumber = tcFrom(345678912);
    const board = apiCaller(() => boardCookie);
    const added = await board<{ id: number; registerNo: number }>("POST", "/registers/members", {
      fullName: "Zeynep Kılıç",
      identityNumber,
      motherName: "Hatice",
      gender: "female",
      acceptedOn: "2026-03-12",
      acceptanceDecisionNo: "2026/4",
    });
    expect(added.status).toBe(201);
    await env.DB.prepare("DELETE FROM audit_log").run();

    const page = await adminPage(`/admin/uye-defteri/${added.body.registerNo}`, boardCookie);
    expect(page.status).toBe(200);
    expect(page.root).toContain("Zeynep Kılıç");
    expect(page.root).toContain(identityNumber);
    // The register is in the lazily loaded sections' chunk: the page fetches it beside the app's script.
    for (const file of build.assets.adminSections) expect(page.html).toContain(`"${file}"`);
    const audit = await env.DB.prepare("SELECT action FROM audit_log").all();
    expect(audit.results).toEqual([{ action: "register.member.view" }]);
  });

  it("leaves out what the API refuses the visitor: an editor at the register gets the app's refusal and no register data", async () => {
    const page = await adminPage("/admin/uye-defteri", editorCookie);
    expect(page.status).toBe(200);
    expect(Object.keys(page.answers ?? {}).filter((key) => key.startsWith("/registers"))).toEqual([]);
    expect(page.root).not.toContain("Üye kayıt defteri</h1>");
  });

  it("sends a signed-out visitor to sign in and refuses a member, as before", async () => {
    const signedOut = await visit("/admin/gundem", { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login\?next=/);
    expect((await visit("/admin", { headers: { cookie: memberCookie } })).status).toBe(403);
  });
});
