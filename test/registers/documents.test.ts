import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentDto, DocumentsPageDto } from "../../src/shared/admin-contract";
import { ORIGIN, visit } from "../support/fetch";
import { tinyImageFor } from "../support/seed";
import { createGrantee } from "../support/registers";

/** A minimal PDF: the header, one empty page, the end-of-file marker. */
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

let cookie = "";
beforeAll(async () => {
  cookie = (await createGrantee()).cookie;
});

const fields = (overrides: Record<string, string> = {}) => ({
  direction: "incoming",
  recordedOn: "2026-03-02",
  documentDate: "2026-02-27",
  documentRef: "E-12345",
  counterparty: "Üsküdar Kaymakamlığı",
  subject: "Yıllık faaliyet bildirimi hatırlatması",
  note: "",
  ...overrides,
});

function post(path: string, values: Record<string, string>, file?: File): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (file) form.set("file", file);
  return visit(`/api/registers/documents${path}`, { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
}

describe("Evrak Kayıt Defteri", () => {
  it("numbers entries per year, in one sequence for documents in and out", async () => {
    const first = await post("", fields());
    expect(first.status).toBe(201);
    const second = await post("", fields({ direction: "outgoing", counterparty: "İl Sivil Toplumla İlişkiler Müdürlüğü" }));
    const nextYear = await post("", fields({ recordedOn: "2025-12-30", documentDate: "" }));
    const [a, b, c] = await Promise.all([first, second, nextYear].map((r) => r.json<DocumentDto>()));
    expect(b!.number).toBe(a!.number + 1);
    expect(c).toMatchObject({ year: 2025, number: 1 });
  });

  it("never gives two documents recorded at once the same number", async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => post("", fields({ recordedOn: "2024-05-06", documentDate: "", subject: `Paralel ${i}` }))));
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
    const numbers = (await Promise.all(responses.map((r) => r.json<DocumentDto>()))).map((entry) => entry.number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("keeps a scanned PDF private: checked by its bytes, never under /media, served to the board only", async () => {
    const created = await post("", fields(), new File([PDF], "kaymakamlik.pdf", { type: "application/pdf" }));
    expect(created.status).toBe(201);
    const entry = await created.json<DocumentDto>();
    expect(entry.file).toMatchObject({ type: "application/pdf", name: "kaymakamlik.pdf" });
    const listed = await env.MEDIA.list({ prefix: "registers/documents/" });
    const key = listed.objects.map((object) => object.key).find((k) => k.endsWith(".pdf"))!;
    expect((await visit(`/media/${key}`)).status).toBe(404);
    const served = await visit(`/api/registers/documents/${entry.id}/dosya`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("cache-control")).toContain("no-store");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    expect((await visit(`/api/registers/documents/${entry.id}/dosya`)).status).toBe(401);
  });

  it("refuses HTML named .pdf, and a 30 MB scan, with a Turkish message under the file field, storing nothing", async () => {
    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM document_register").first<{ n: number }>())!.n;
    const html = await post("", fields(), new File(["<html><script>alert(1)</script></html>"], "evrak.pdf", { type: "application/pdf" }));
    expect(html.status).toBe(415);
    expect((await html.json<{ fields: Record<string, string> }>()).fields.file).toMatch(/PDF, JPEG veya PNG/);
    const huge = await post("", fields(), new File([new Uint8Array(30 * 1024 * 1024)], "tarama.pdf", { type: "application/pdf" }));
    expect(huge.status).toBe(413);
    expect((await huge.json<{ statusMessage: string }>()).statusMessage).toMatch(/MB/);
    const after = (await env.DB.prepare("SELECT COUNT(*) AS n FROM document_register").first<{ n: number }>())!.n;
    expect(after).toBe(before);
  });

  it("accepts a photo of the page (PNG)", async () => {
    const created = await post("", fields(), new File([tinyImageFor("image/png")], "sayfa.png", { type: "image/png" }));
    expect(created.status).toBe(201);
    expect((await created.json<DocumentDto>()).file?.type).toBe("image/png");
  });

  it("stores a scan whose name disagrees with its bytes under a name that matches them", async () => {
    const created = await post("", fields(), new File([tinyImageFor("image/png")], "tarama.pdf", { type: "application/pdf" }));
    expect(created.status).toBe(201);
    const entry = await created.json<DocumentDto>();
    expect(entry.file).toMatchObject({ type: "image/png", name: "tarama.png" });
    const served = await visit(`/api/registers/documents/${entry.id}/dosya`, { headers: { cookie } });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''tarama.png");
    await served.arrayBuffer();
    const named = (name: string) => post("", fields(), new File([tinyImageFor("image/jpeg")], name, { type: "image/jpeg" })).then((r) => r.json<DocumentDto>());
    expect((await named("Sayfa 1.JPEG")).file?.name).toBe("Sayfa 1.JPEG");
    expect((await named("tarama")).file?.name).toBe("tarama.jpg");
    expect((await post("", fields(), new File([PDF], "kaymakamlik.png", { type: "image/png" })).then((r) => r.json<DocumentDto>())).file?.name).toBe("kaymakamlik.pdf");
  });

  it("says in Turkish under the field what is wrong with an entry", async () => {
    const response = await post("", fields({ counterparty: "", recordedOn: "2026-02-01", documentDate: "2026-02-10" }));
    expect(response.status).toBe(400);
    const body = await response.json<{ fields: Record<string, string> }>();
    expect(body.fields.counterparty).toMatch(/kimden geldiğini/);
    expect(body.fields.documentDate).toMatch(/kayıt tarihinden sonra olamaz/);
  });

  it("corrects an entry with a new one that keeps its number; the old one stays, struck through, and is corrected only once", async () => {
    const original = await (await post("", fields({ subject: "Yanlış konu" }))).json<DocumentDto>();
    const corrected = await post(`/${original.id}/duzelt`, fields({ subject: "Doğru konu", reason: "Konu yanlış yazılmış" }));
    expect(corrected.status).toBe(201);
    const correction = await corrected.json<DocumentDto>();
    expect(correction).toMatchObject({ year: original.year, number: original.number, correctsId: original.id, correctionReason: "Konu yanlış yazılmış" });
    expect((await post(`/${original.id}/duzelt`, fields({ subject: "Üçüncü", reason: "Bir daha" }))).status).toBe(409);
    const otherYear = await post(`/${correction.id}/duzelt`, fields({ recordedOn: "2025-01-05", documentDate: "", reason: "Yıl" }));
    expect(otherYear.status).toBe(400);
    const printed = await (await visit(`/api/registers/documents/yazdir?baslangic=${original.year}&bitis=${original.year}`, { headers: { cookie } })).json<{ items: DocumentDto[] }>();
    const rows = printed.items.filter((row) => row.number === original.number);
    expect(rows.map((row) => [row.subject, row.correctedById])).toEqual([
      ["Yanlış konu", correction.id],
      ["Doğru konu", null],
    ]);
    // The list shows the same: the struck row knows its correction, newest first.
    const listed = await (await visit(`/api/registers/documents?yil=${original.year}`, { headers: { cookie } })).json<DocumentsPageDto>();
    const onPage = listed.page.items.filter((row) => row.number === original.number);
    expect(onPage.map((row) => [row.subject, row.correctedById])).toEqual([
      ["Doğru konu", null],
      ["Yanlış konu", correction.id],
    ]);
  });
});
