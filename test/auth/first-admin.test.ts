import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../src/app/create-app";
import { guards } from "../../src/app/guard-registry";
import { routeRules } from "../../src/routes/route-rules";
import { pageRoutes } from "../../src/routes/pages/routes";
import { PASSWORD, resetAccounts } from "../support/accounts";
import { BROWSER_UA, withDeclaredLength } from "../support/fetch";

/** The site as deployed at its own address, with its secrets (and a setup code, unless left out). */
const DEPLOYED = "https://www.dernek.org.tr";
const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
const secrets = { SITE_ORIGIN: DEPLOYED, IP_HASH_SECRET: "gizli-anahtar" };

async function deployed(path: string, init: RequestInit = {}, bindings: Record<string, string> = { SETUP_CODE: "kurulum-7f3a9c" }) {
  const request = await withDeclaredLength(new Request(DEPLOYED + path, { redirect: "manual", ...init, headers: { "user-agent": BROWSER_UA, "cf-connecting-ip": "203.0.113.80", ...init.headers } }));
  return app.request(request, undefined, { ...env, ...secrets, ...bindings });
}
const apply = (fields: Record<string, string>, bindings?: Record<string, string>) =>
  deployed("/register", { method: "POST", headers: { origin: DEPLOYED, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() }, bindings);

const first = { name: "Selin Kaya", email: "selin@example.com", password: PASSWORD, passwordConfirm: PASSWORD, phone: "0532 000 00 01", neighbourhood: "Kısıklı" };
const accounts = async () => (await env.DB.prepare("SELECT email, role, status FROM users ORDER BY id").all()).results;

beforeEach(resetAccounts);

describe("the first administrator of a deployed site", () => {
  it("needs the setup code: the form asks for it", async () => {
    const page = await (await deployed("/register")).text();
    expect(page).toContain("Sitenin <strong>yöneticisi</strong> olmak için kurulum kodunu da yazın");
    expect(page).toContain('name="setupCode"');
  });

  it("refuses a wrong code and stores nothing", async () => {
    const response = await apply({ ...first, setupCode: "tahmin" });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Kurulum kodu hatalı.");
    expect(await accounts()).toEqual([]);
  });

  it("becomes the administrator with the right code, and is signed in", async () => {
    const response = await apply({ ...first, setupCode: " kurulum-7f3a9c " });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin");
    expect(await accounts()).toEqual([{ email: "selin@example.com", role: "admin", status: "active" }]);
  });

  it("without the code, is an ordinary application waiting for approval", async () => {
    expect((await apply(first)).headers.get("location")).toBe("/register?basvuru=alindi");
    expect(await accounts()).toEqual([{ email: "selin@example.com", role: "member", status: "pending" }]);
  });

  it("without a SETUP_CODE secret, nobody becomes administrator through the form", async () => {
    const page = await (await deployed("/register", {}, {})).text();
    expect(page).toContain("Bu sitenin yöneticisi henüz belirlenmedi.");
    expect(page).not.toContain('name="setupCode"');
    await apply({ ...first, setupCode: "kurulum-7f3a9c" }, {});
    expect(await accounts()).toEqual([{ email: "selin@example.com", role: "member", status: "pending" }]);
  });

  it("keeps offering the code after applications without it, and its holder still becomes the administrator", async () => {
    await apply({ ...first, email: "erken@example.com" });
    const page = await (await deployed("/register")).text();
    expect(page).toContain('name="setupCode"');
    expect(page).toContain("Bu sitenin henüz yöneticisi yok.");
    const response = await apply({ ...first, setupCode: "kurulum-7f3a9c" });
    expect(response.headers.get("location")).toBe("/admin");
    expect(await accounts()).toEqual([
      { email: "erken@example.com", role: "member", status: "pending" },
      { email: "selin@example.com", role: "admin", status: "active" },
    ]);
    // From now on the form is the ordinary application.
    expect(await (await deployed("/register")).text()).not.toContain('name="setupCode"');
  });

  it("makes exactly one administrator of two registrations with the code sent at once", async () => {
    const responses = await Promise.all([
      apply({ ...first, setupCode: "kurulum-7f3a9c" }),
      apply({ ...first, name: "Deniz Ak", email: "deniz@example.com", setupCode: "kurulum-7f3a9c" }),
    ]);
    expect(responses.map((response) => response.headers.get("location")).sort()).toEqual(["/admin", "/register?basvuru=alindi"]);
    const rows = await accounts();
    expect(rows.filter((row) => row.role === "admin")).toHaveLength(1);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(1);
  });

  it("ignores the code once the site has an administrator", async () => {
    await apply({ ...first, setupCode: "kurulum-7f3a9c" });
    await apply({ ...first, email: "ikinci@example.com", setupCode: "kurulum-7f3a9c" });
    expect(await accounts()).toEqual([
      { email: "selin@example.com", role: "admin", status: "active" },
      { email: "ikinci@example.com", role: "member", status: "pending" },
    ]);
  });
});
