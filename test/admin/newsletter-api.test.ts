import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { IssueDto, NewsletterDto } from "../../src/shared/admin-contract";
import { createAccount, sessionCookie } from "../support/accounts";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/app/index";
import type { NewsletterJob } from "../../src/services/newsletter/sending";
import type { Mail } from "../../src/services/email/messages";
import { BROWSER_UA, ORIGIN, withDeclaredLength } from "../support/fetch";
import { doc, h, image, li, link, p, text, ul } from "../../src/shared/richtext/build";
import type { BulletinPreviewDto } from "../../src/shared/admin-contract";

let cookie = "";
let editorEmail = "";
const jobs: NewsletterJob[] = [];
const mails: Mail[] = [];

beforeAll(async () => {
  const editor = await createAccount("editor");
  editorEmail = editor.email;
  cookie = (await sessionCookie(editor.id)).cookie;
});

beforeEach(async () => {
  jobs.splice(0);
  mails.splice(0);
  await env.DB.batch([env.DB.prepare("DELETE FROM newsletter_deliveries"), env.DB.prepare("DELETE FROM newsletter_issues"), env.DB.prepare("DELETE FROM newsletter_subscribers")]);
});

/** A plain GET of the newsletter API as the editor, for answers that are not JSON. */
async function raw(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/newsletter${path}`, { headers: { cookie, "user-agent": BROWSER_UA } });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The Worker with both queues observed. */
async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const ctx = createExecutionContext();
  const request = await withDeclaredLength(
    new Request(`${ORIGIN}/api/newsletter${path}`, {
      method,
      headers: { cookie, origin: ORIGIN, "user-agent": BROWSER_UA, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const queues = {
    MAIL_QUEUE: { send: async (mail: Mail) => void mails.push(mail), sendBatch: async () => undefined } as unknown as Queue<Mail>,
    NEWSLETTER_QUEUE: { send: async (job: NewsletterJob) => void jobs.push(job) } as unknown as Queue<NewsletterJob>,
  };
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...queues }, ctx);
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  if (!text) throw new Error(`${method} ${path}: ${response.status} with no body`);
  return { status: response.status, body: JSON.parse(text) as T };
}

describe("bulletins in the admin area", () => {
  it("are drafted, test-sent to the editor, then sent through the newsletter queue only once", async () => {
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status, consented_at) VALUES ('a@example.com', 'active', 0), ('b@example.com', 'active', 0), ('c@example.com', 'pending', 0)").run();
    const overview = await call<NewsletterDto>("GET", "");
    expect(overview.body.subscribers).toEqual({ active: 2, pending: 1 });

    const bad = await call<{ fields: Record<string, string> }>("POST", "/issues", { subject: "", doc: doc(p()) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.subject).toBe("Konu en az 3 karakter olmalı.");
    expect(bad.body.fields.doc).toBe("Bültenin metnini yazın.");

    const created = await call<IssueDto>("POST", "/issues", { subject: "Aralık bülteni", doc: doc(p("Merhaba,"), p("Yılın son etkinlikleri.")) });
    expect(created.status).toBe(201);
    const test = await call<{ to: string }>("POST", `/issues/${created.body.id}/test`);
    expect(test.body.to).toBe(editorEmail);
    expect(mails[0]).toMatchObject({ to: editorEmail, subject: "[Deneme] Aralık bülteni" });
    expect(jobs).toHaveLength(0);

    const sent = await call<IssueDto>("POST", `/issues/${created.body.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: "sending", recipientCount: 2 });
    expect(jobs).toEqual([{ issueId: created.body.id, sender: { name: expect.any(String), logo: null, origin: ORIGIN, address: expect.any(String) } }]);
    // Nothing was mailed on the request: only the job was queued.
    expect(mails).toHaveLength(1);
    expect((await call("POST", `/issues/${created.body.id}/send`)).status).toBe(409);
    expect((await call("PUT", `/issues/${created.body.id}`, { subject: "Değişti", doc: doc(p("Yeni metin burada.")), version: sent.body.version })).status).toBe(409);
  });

  it("are composed as rich text and previewed exactly as the mail that leaves", async () => {
    const photo = "/media/images/0b6f5c1e-3d2a-4c4e-9a7b-1f2e3d4c5b6a-2000x1500/full.jpg";
    const body = doc(
      h(2, "Kış buluşmaları"),
      p("Bu ay ", text("iki", { bold: true }), " etkinliğimiz var: ", link("/etkinlikler/kermes", "kermes"), " ve ", link("https://example.org/konser", "konser"), "."),
      p(image(photo, "Kermesten bir kare", 2000, 1500)),
      ul(li("Çay"), li("Simit")),
    );
    const created = await call<IssueDto>("POST", "/issues", { subject: "Ocak bülteni", doc: body });
    expect(created.status).toBe(201);
    expect(created.body.format).toBe("lexical");

    const preview = await call<BulletinPreviewDto>("GET", `/issues/${created.body.id}/preview`);
    expect(preview.status).toBe(200);
    const { html, text: plain } = preview.body;
    // Inline styles, absolute addresses on the site's origin, one plain image of a WebP copy for a 560 px column.
    expect(html).toMatch(/<h2 style="[^"]*font-size:22px[^"]*">Kış buluşmaları<\/h2>/);
    expect(html).toContain(`<a href="${ORIGIN}/etkinlikler/kermes" target="_blank" rel="noopener noreferrer" style="color:#1b5e20;text-decoration:underline">kermes</a>`);
    expect(html).toContain(`src="${ORIGIN}/media/images/0b6f5c1e-3d2a-4c4e-9a7b-1f2e3d4c5b6a-2000x1500/w1280.webp"`);
    expect(html).toMatch(/<img alt="Kermesten bir kare" src="[^"]+" width="560" height="420"/);
    expect(html).not.toContain("srcset");
    expect(html).not.toContain('class="rich-text"');
    expect(plain).toContain("Kış buluşmaları\n\nBu ay");
    expect(plain).toContain(`Bu ay iki etkinliğimiz var: kermes (${ORIGIN}/etkinlikler/kermes) ve konser (https://example.org/konser).`);
    expect(plain).toContain("[Görsel: Kermesten bir kare]");
    expect(plain).toContain("• Çay\n• Simit");

    // The test copy is the same mail (its subject marked), and so is the preview frame's document,
    // which alone may apply inline styles, and only inside the admin's own pages.
    await call("POST", `/issues/${created.body.id}/test`);
    expect(mails[0]!.html).toBe(html.replace("<title>Ocak bülteni</title>", "<title>[Deneme] Ocak bülteni</title>"));
    expect(mails[0]!.text).toBe(plain);
    const frame = await raw(`/issues/${created.body.id}/preview.html`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get("content-type")).toContain("text/html");
    expect(await frame.text()).toBe(html);
    const csp = frame.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("sandbox");
    expect(csp).not.toContain("script-src");
    expect(frame.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // Elsewhere the admin area keeps its own policy.
    expect((await raw("")).headers.get("content-security-policy")).toContain("style-src 'self'");

    // What the whitelist refuses is refused here too, in Turkish.
    const quote = { root: { ...body.root, children: [{ type: "quote", version: 1, children: [] }] } };
    const refused = await call<{ fields: Record<string, string> }>("POST", "/issues", { subject: "Ocak bülteni", doc: quote });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.doc).toContain("Desteklenmeyen içerik türü");
  });

  it("refuses a bulletin too long to travel as one queue message, in Turkish", async () => {
    // Within the editor's own limits (200,000 characters of JSON), too long as a mail.
    const line = "Çamlıca'nın korularında yürüyüş, fidan dikimi, bostan çalışmaları ve komşuluk üzerine, okuması biraz zaman alan uzunca bir not.";
    const long = doc(...Array.from({ length: 500 }, (_, i) => p(`${i}. ${line}`)));
    const refused = await call<{ statusMessage: string; fields: Record<string, string> }>("POST", "/issues", { subject: "Uzun bülten", doc: long });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.doc).toContain("Bülten e-postayla gönderilemeyecek kadar uzun.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_issues").first("n")).toBe(0);
  });

  it("offers recent news and upcoming events with their date and summary for the picker", async () => {
    const overview = await call<NewsletterDto>("GET", "");
    for (const pick of overview.body.picks) {
      expect(pick.url.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(pick.when).toMatch(/\d{4}/);
      expect(typeof pick.summary).toBe("string");
    }
  });

  it("still previews and sends a bulletin stored as plain text before the editor", async () => {
    const row = await env.DB.prepare("INSERT INTO newsletter_issues (subject, body) VALUES ('Eski bülten', ?) RETURNING id")
      .bind(JSON.stringify({ text: "Merhaba komşular,\n\nKasım ayında neler oldu?", links: [{ title: "Kermes", url: `${ORIGIN}/etkinlikler/kermes` }] }))
      .first<{ id: number }>();
    const preview = await call<BulletinPreviewDto>("GET", `/issues/${row!.id}/preview`);
    expect(preview.body.text).toContain(`Merhaba komşular,\n\nKasım ayında neler oldu?\n\n• Kermes\n  ${ORIGIN}/etkinlikler/kermes`);
    expect(preview.body.html).toContain("<p>Kasım ayında neler oldu?</p>");
    // Opened in the editor, it becomes a document with the same paragraphs and its links as a list.
    const opened = await call<IssueDto>("GET", `/issues/${row!.id}`);
    expect(opened.body.format).toBe("text");
    expect(JSON.stringify(opened.body.doc)).toContain('"url":"https://dernek.example/etkinlikler/kermes"');
    expect(JSON.stringify(opened.body.doc)).toContain("Kasım ayında neler oldu?");
  });
});
