import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { resetDues } from "../support/dues";
import { ORIGIN, visit } from "../support/fetch";

/**
 * The cash book's documents (src/routes/admin/cash-book-api.ts): a scan attached to an entry,
 * checked by its bytes (PDF, JPEG, PNG), kept in R2 under the private prefix, given only to those
 * who see the book, never replaced once attached.
 */
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

async function cookieWith(grant: "treasurer" | "board" | null) {
  const account = await createAccount("member");
  if (grant) await env.DB.prepare("INSERT INTO user_grants (user_id, kind) VALUES (?, ?)").bind(account.id, grant).run();
  return (await sessionCookie(account.id)).cookie;
}

const attach = (id: number, cookie: string, file: File) => {
  const form = new FormData();
  form.set("file", file);
  return visit(`/api/cash-book/entries/${id}/document`, { method: "PUT", headers: { cookie, origin: ORIGIN }, body: form });
};
const open = (id: number, cookie = "") => visit(`/api/cash-book/entries/${id}/document`, { headers: cookie ? { cookie } : {} });

describe("the cash book's scanned documents", () => {
  let treasurer = "";
  let entryId = 0;
  beforeEach(async () => {
    await resetDues();
    await resetAccounts();
    treasurer = await cookieWith("treasurer");
    const category = await env.DB.prepare("SELECT id FROM cash_categories WHERE name = 'Kira'").first<{ id: number }>();
    const created = await visit("/api/cash-book/entries", {
      method: "POST",
      headers: { cookie: treasurer, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ token: crypto.randomUUID(), entryDate: "2026-02-01", direction: "expense", categoryId: category!.id, description: "Şubat kirası", amount: 450000 }),
    });
    entryId = ((await created.json()) as { id: number }).id;
  });

  it("attaches a PDF once, keeps it private, and gives it to the treasurer and the board", async () => {
    expect((await attach(entryId, treasurer, new File([PDF], "kira-faturasi.pdf", { type: "application/pdf" }))).status).toBe(200);
    const row = await env.DB.prepare("SELECT document_key AS key FROM cash_entries WHERE id = ?").bind(entryId).first<{ key: string }>();
    expect(row!.key).toMatch(/^originals\/cash-book\/2026\/[0-9a-f-]{36}\.pdf$/);
    expect(await env.MEDIA.head(row!.key)).not.toBeNull();
    // Not served by /media, whatever its key.
    expect((await visit(`/media/${row!.key}`)).status).toBe(404);

    for (const cookie of [treasurer, await cookieWith("board")]) {
      const served = await open(entryId, cookie);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("application/pdf");
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    }
    expect((await open(entryId)).status).toBe(401);
    expect((await open(entryId, await cookieWith(null))).status).toBe(403);

    const again = await attach(entryId, treasurer, new File([PDF], "baska.pdf", { type: "application/pdf" }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { fields: Record<string, string> }).fields.file).toBe("Bu kayda belge zaten eklenmiş; defterdeki bir belge değiştirilmez.");
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'cashbook.document'").first<{ n: number }>();
    expect(audit!.n).toBe(1);
  });

  it("refuses a file that is not a PDF, JPEG or PNG by its bytes, under its field, and stores nothing", async () => {
    const stored = async () => (await env.MEDIA.list({ prefix: "originals/cash-book/" })).objects.length;
    const before = await stored();
    const html = new File([new TextEncoder().encode("<html><script>alert(1)</script></html>")], "fatura.pdf", { type: "application/pdf" });
    const refused = await attach(entryId, treasurer, html);
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.file).toMatch(/PDF/);
    const row = await env.DB.prepare("SELECT document_key AS key FROM cash_entries WHERE id = ?").bind(entryId).first<{ key: string | null }>();
    expect(row!.key).toBeNull();
    expect(await stored()).toBe(before);
  });

  it("lets the board read but not attach", async () => {
    const refused = await attach(entryId, await cookieWith("board"), new File([PDF], "a.pdf"));
    expect(refused.status).toBe(403);
  });
});
