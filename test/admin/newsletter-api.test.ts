import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { IssueDto, NewsletterDto } from "../../src/admin/contract";
import { createAccount, sessionCookie } from "../support/accounts";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/index";
import type { NewsletterJob } from "../../src/newsletter/sending";
import type { Mail } from "../../src/email/messages";
import { BROWSER_UA, ORIGIN, withDeclaredLength } from "../support/fetch";

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

    const bad = await call<{ fields: Record<string, string> }>("POST", "/issues", { subject: "", text: "", links: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.subject).toBe("Konu en az 3 karakter olmalı.");

    const created = await call<IssueDto>("POST", "/issues", { subject: "Aralık bülteni", text: "Merhaba,\n\nYılın son etkinlikleri.", links: [] });
    expect(created.status).toBe(201);
    const test = await call<{ to: string }>("POST", `/issues/${created.body.id}/test`);
    expect(test.body.to).toBe(editorEmail);
    expect(mails[0]).toMatchObject({ to: editorEmail, subject: "[Deneme] Aralık bülteni" });
    expect(jobs).toHaveLength(0);

    const sent = await call<IssueDto>("POST", `/issues/${created.body.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: "sending", recipientCount: 2 });
    expect(jobs).toEqual([{ issueId: created.body.id, sender: { origin: ORIGIN, address: expect.any(String) } }]);
    // Nothing was mailed on the request: only the job was queued.
    expect(mails).toHaveLength(1);
    expect((await call("POST", `/issues/${created.body.id}/send`)).status).toBe(409);
    expect((await call("PUT", `/issues/${created.body.id}`, { subject: "Değişti", text: "Yeni metin burada.", links: [], version: sent.body.version })).status).toBe(409);
  });
});
