import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SETUP_STEPS, type SetupDto } from "../../src/shared/setup-steps";
import { DEFAULT_IDENTITY } from "../../src/shared/identity";
import { signedInApi } from "../support/admin-api";

// A new site: nothing entered yet but the administrator's account.
const { call } = signedInApi("admin");

describe("the setup checklist (Kurulum) on a new site", () => {
  it("starts with every step to do, and marks a step done when its data is there", async () => {
    const fresh = await call<SetupDto>("GET", "/setup");
    expect(fresh.status).toBe(200);
    expect(Object.values(fresh.body.done).every((done) => !done)).toBe(true);
    expect(Object.keys(fresh.body.done)).toEqual(SETUP_STEPS.map((step) => step.key));

    expect((await call("PUT", "/settings/identity", { ...DEFAULT_IDENTITY, name: "Kuzey Ege Doğa Derneği", shortName: "Kuzey Ege", version: 0 })).status).toBe(200);
    const after = (await call<SetupDto>("GET", "/setup")).body;
    expect(after.done).toMatchObject({ identity: true, logo: false, pages: false, register: false });
  });

  it("marks the assembly step done by the assembly settings and the last assembly held, entered once as held before the site", async () => {
    expect((await call("PUT", "/assembly/settings", { boardSeats: 7, auditSeats: 3, everyYears: 2, leaveOutBehind: false, version: 0 })).status).toBe(200);
    expect((await call<SetupDto>("GET", "/setup")).body.done.assembly).toBe(false);
    expect((await call("POST", "/assembly/past", { kind: "ordinary", heldOn: "2025-03-16", resultFiledOn: "2025-04-02" })).status).toBe(201);
    expect((await call<SetupDto>("GET", "/setup")).body.done.assembly).toBe(true);
  });

  it("can be put away and brought back", async () => {
    expect((await call<SetupDto>("PUT", "/setup/dismissed", { dismissed: true })).body.dismissed).toBe(true);
    expect((await call<SetupDto>("GET", "/setup")).body.dismissed).toBe(true);
    expect((await call<SetupDto>("PUT", "/setup/dismissed", { dismissed: false })).body.dismissed).toBe(false);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM settings WHERE key = 'setup-dismissed'").first("n")).toBe(0);
  });
});
