import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { IssueDto } from "../../src/shared/admin-contract";
import type { Mail } from "../../src/services/email/messages";
import worker from "../../src/app/index";
import { sendChunk, type NewsletterJob } from "../../src/services/newsletter/sending";
import { STALL_MS } from "../../src/services/newsletter/sweep";
import { doc, p, text } from "../../src/shared/richtext/build";
import { createAccount, sessionCookie } from "../support/accounts";
import { apiCaller } from "../support/admin-api";
import { BROWSER_UA, ORIGIN, withDeclaredLength } from "../support/fetch";

/**
 * A bulletin never stays "sending" for good: the cron's sweep queues the job of a sending that
 * stalled (its job refused at "Gönder", or dropped by the newsletter queue) and marks one with
 * nobody left as sent.
 */

let cookie = "";
const jobs: NewsletterJob[] = [];
const mails: Mail[] = [];
let queueDown = false;

const newsletterQueue = {
  send: async (job: NewsletterJob) => {
    if (queueDown) throw new Error("Kuyruk şu anda yanıt vermiyor");
    jobs.push(job);
  },
} as unknown as Queue<NewsletterJob>;
const mailQueue = {
  send: async (mail: Mail) => void mails.push(mail),
  sendBatch: async (messages: { body: Mail }[]) => void mails.push(...messages.map((message) => message.body)),
} as unknown as Queue<Mail>;
const queues = { NEWSLETTER_QUEUE: newsletterQueue, MAIL_QUEUE: mailQueue };

beforeAll(async () => {
  const editor = await createAccount("editor");
  cookie = (await sessionCookie(editor.id)).cookie;
});

beforeEach(async () => {
  jobs.splice(0);
  mails.splice(0);
  queueDown = false;
  await env.DB.batch([
    env.DB.prepare("DELETE FROM newsletter_deliveries"),
    env.DB.prepare("DELETE FROM newsletter_issues"),
    env.DB.prepare("DELETE FROM newsletter_subscribers"),
    env.DB.prepare("DELETE FROM audit_log WHERE action = 'newsletter.send'"),
    env.DB.prepare("INSERT INTO newsletter_subscribers (email, status, consented_at) VALUES ('a@example.com', 'active', 0), ('b@example.com', 'active', 0), ('c@example.com', 'pending', 0)"),
  ]);
});

/** The site with both queues observed. */
async function site(path: string, init: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const request = await withDeclaredLength(new Request(ORIGIN + path, { ...init, headers: { "user-agent": BROWSER_UA, ...init.headers } }));
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...queues }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
const api = apiCaller(() => cookie, site);

/** The Worker's quarter-hourly trigger, as Cloudflare calls it, at a moment of the test's choosing. */
async function sweepAt(at: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled({ cron: "*/15 * * * *", scheduledTime: at, noRetry() {} } as ScheduledController, { ...env, ...queues }, ctx);
  await waitOnExecutionContext(ctx);
}

const body = doc(p(text("Merhaba komşular.")));
const statusOf = (id: number) => env.DB.prepare("SELECT status FROM newsletter_issues WHERE id = ?").bind(id).first<string>("status");
const auditOf = () => env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'newsletter.send'").all<{ summary: string }>();

describe("the cron's mail sweep", () => {
  it("queues again the job of a bulletin whose job the queue refused at “Gönder”, and the sending completes", async () => {
    const created = await api<IssueDto>("POST", "/newsletter/issues", { subject: "Aralık bülteni", doc: body });
    expect(created.status).toBe(201);
    queueDown = true;
    const sent = await api<IssueDto>("POST", `/newsletter/issues/${created.body.id}/send`);
    // The sending is recorded, with its audit entry, though its job could not be queued.
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: "sending", recipientCount: 2, queued: 0 });
    expect((await auditOf()).results).toEqual([{ summary: "“Aralık bülteni” bülteni 2 aboneye gönderilmeye başlandı" }]);
    queueDown = false;

    // Soon after, the job may still be on its way: the sweep leaves it alone.
    await sweepAt(Date.now() + STALL_MS / 2);
    expect(jobs).toHaveLength(0);
    // Once nothing has moved for a while, the sweep queues the job again.
    await sweepAt(Date.now() + STALL_MS + 60_000);
    expect(jobs).toEqual([{ issueId: created.body.id, sender: expect.objectContaining({ origin: expect.any(String) }) }]);
    expect(await sendChunk({ DB: env.DB, MAIL_QUEUE: mailQueue }, jobs[0]!)).toBe(false);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["a@example.com", "b@example.com"]);
    expect(await statusOf(created.body.id)).toBe("sent");

    // A sent bulletin is left alone, and a second press neither sends nor audits again.
    await sweepAt(Date.now() + 2 * STALL_MS);
    expect(jobs).toHaveLength(1);
    expect((await api("POST", `/newsletter/issues/${created.body.id}/send`)).status).toBe(409);
    expect((await auditOf()).results).toHaveLength(1);
  });

  it("marks sent a bulletin whose every copy was handed on when its last job was dropped", async () => {
    const created = await api<IssueDto>("POST", "/newsletter/issues", { subject: "Ocak bülteni", doc: body });
    await api<IssueDto>("POST", `/newsletter/issues/${created.body.id}/send`);
    // The job handed every copy to the mail queue, then was lost before it could mark the bulletin sent.
    await env.DB.prepare("UPDATE newsletter_deliveries SET queued_at = ? WHERE issue_id = ?").bind(Date.now(), created.body.id).run();
    jobs.splice(0);
    await sweepAt(Date.now() + STALL_MS + 60_000);
    expect(jobs).toHaveLength(0);
    expect(await statusOf(created.body.id)).toBe("sent");
  });

  it("runs with the daily housekeeping too", async () => {
    const created = await api<IssueDto>("POST", "/newsletter/issues", { subject: "Şubat bülteni", doc: body });
    queueDown = true;
    await api<IssueDto>("POST", `/newsletter/issues/${created.body.id}/send`);
    queueDown = false;
    const ctx = createExecutionContext();
    await worker.scheduled({ cron: "17 3 * * *", scheduledTime: Date.now() + STALL_MS + 60_000, noRetry() {} } as ScheduledController, { ...env, ...queues }, ctx);
    await waitOnExecutionContext(ctx);
    expect(jobs.map((job) => job.issueId)).toEqual([created.body.id]);
  });
});
