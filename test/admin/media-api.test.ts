import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

let adminCookie = "";
let editorCookie = "";

beforeAll(async () => {
  await resetAccounts();
  await seedDemo();
  adminCookie = (await sessionCookie((await createAccount("admin")).id)).cookie;
  editorCookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
});

const backfill = (cookie: string, body: unknown) =>
  visit("/api/media/variants", { method: "POST", headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });

describe("POST /api/media/variants (the one-time backfill)", () => {
  it("is for administrators only", async () => {
    const response = await backfill(editorCookie, {});
    expect(response.status).toBe(403);
    expect((await response.json<{ statusMessage: string }>()).statusMessage).toBe("Bu sayfaya erişim yetkiniz yok");
  });

  it("explains a bad request in Turkish", async () => {
    const response = await backfill(adminCookie, { limit: 500 });
    expect(response.status).toBe(400);
  });

  it("converts a few images per call until none remain; the gallery then offers srcset everywhere", async () => {
    const before = await (await visit("/galeri")).text();
    expect(before).not.toContain("srcset=");
    // Without variants, no `sizes` either (it is an HTML error without srcset).
    expect(before).not.toMatch(/<img[^>]* sizes=/);

    let afterId = 0;
    let calls = 0;
    for (let remaining = 1; remaining > 0; calls++) {
      const response = await backfill(adminCookie, { afterId, limit: 4 });
      expect(response.status).toBe(200);
      ({ lastId: afterId, remaining } = await response.json<{ lastId: number; remaining: number }>());
    }
    expect(calls).toBeGreaterThan(1);
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'image.variants'").first<{ n: number }>();
    expect(audit!.n).toBe(calls);

    const html = await (await visit("/galeri?yenile=1")).text();
    const tags = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes('src="/media/'));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(tag).toMatch(/srcSet="[^"]+ \d+w(, [^"]+ \d+w)*"/i);
    }
  });
});
