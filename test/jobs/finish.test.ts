import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../src/app/index";
import { database } from "../../src/db/client";
import { claimJobs, jobCounts } from "../../src/db/jobs";
import { countingD1 } from "../../src/db/round-trips";
import { startSending } from "../../src/db/newsletter";
import { MAIL_CLAIM_STALE_MS, MAIL_LOST_MS, MAIL_MAX_QUEUEINGS, NEVER_QUEUED_MS } from "../../src/services/email/mail-jobs";
import type { Mail } from "../../src/services/email/messages";
import { deliverMail } from "../../src/services/email/outbox";
import { queueBulletin } from "../../src/services/newsletter/bulletin-job";
import { deliverNewsletter, type NewsletterJob } from "../../src/services/newsletter/sending";
import type { DashboardDto } from "../../src/shared/admin-contract";
import { signedInApi } from "../support/admin-api";
import { ORIGIN } from "../support/fetch";

/**
 * Work that always finishes (docs/operations.md, "İşler"): a sending killed half-way (the mail
 * queue throws, the consumer dies holding some mails, the queue loses messages) is finished by the
 * cron, and every address gets its copy exactly once, counted at the Email Service.
 */

const sender = { name: "Çamlıca Kültür ve Dayanışma Derneği", origin: ORIGIN, address: "Kısıklı Mah. No: 27, Üsküdar" };
const db = database(env.DB);
const admin = signedInApi("admin");

/** The mail queue: holds what it took until the test's consumer takes it; `refuse` decides per sendBatch call. */
function mailQueue(refuse: (call: number) => boolean) {
  const waiting: Mail[] = [];
  let calls = 0;
  const queue = {
    send: async (mail: Mail) => void waiting.push(mail),
    sendBatch: async (messages: { body: Mail }[]) => {
      calls += 1;
      if (refuse(calls)) throw new Error("Kuyruk şu anda yanıt vermiyor");
      waiting.push(...messages.map((message) => message.body));
    },
  } as unknown as Queue<Mail>;
  return { queue, waiting };
}

/** The Email Service, counting what it took per address. */
function emailService() {
  const sent = new Map<string, number>();
  const binding = { send: async (message: { to: string }) => (sent.set(message.to, (sent.get(message.to) ?? 0) + 1), { messageId: "x" }) } as unknown as SendEmail;
  return { binding, sent };
}

/** Runs the mail queue's consumer over everything waiting, ten at a time as wrangler.toml sets. */
async function drain(waiting: Mail[], email: SendEmail): Promise<void> {
  while (waiting.length) {
    const bodies = waiting.splice(0, 10);
    const messages = bodies.map((body) => ({ body, attempts: 1, ack: () => undefined, retry: () => void waiting.push(body) }));
    await deliverMail({ queue: "camlica-eposta", messages } as unknown as MessageBatch<Mail>, { EMAIL: email, MAIL_FROM: env.MAIL_FROM, DB: env.DB });
  }
}

/** The quarter-hourly cron at `at`, with the given mail queue. */
async function cronAt(at: number, queue: Queue<Mail>): Promise<void> {
  const newsletterQueue = { send: async () => undefined } as unknown as Queue<NewsletterJob>;
  const ctx = createExecutionContext();
  await worker.scheduled({ cron: "*/15 * * * *", scheduledTime: at, noRetry() {} } as ScheduledController, { ...env, MAIL_QUEUE: queue, NEWSLETTER_QUEUE: newsletterQueue }, ctx);
  await waitOnExecutionContext(ctx);
}

/** Hands the whole bulletin to the mail queue, chunk after chunk, as the newsletter queue's consumer does. */
async function handOn(issueId: number, queue: Queue<Mail>): Promise<void> {
  const followUps: NewsletterJob[] = [{ issueId, sender }];
  const newsletterQueue = { send: async (job: NewsletterJob) => void followUps.push(job) } as unknown as Queue<NewsletterJob>;
  while (followUps.length) {
    const body = followUps.shift()!;
    const message = { body, attempts: 1, ack: () => undefined, retry: () => void followUps.push(body) };
    await deliverNewsletter({ queue: "camlica-bulten", messages: [message] } as unknown as MessageBatch<NewsletterJob>, { DB: env.DB, MAIL_QUEUE: queue, NEWSLETTER_QUEUE: newsletterQueue });
  }
}

async function bulletinTo(count: number): Promise<number> {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO newsletter_subscribers (email, status, consented_at, confirmed_at) SELECT 'abone' || i || '@example.com', 'active', 0, 0 FROM n`,
  )
    .bind(count)
    .run();
  const body = JSON.stringify({ root: { type: "root", version: 1, children: [] } });
  const issue = await env.DB.prepare("INSERT INTO newsletter_issues (subject, body) VALUES ('Mart bülteni', ?) RETURNING id").bind(body).first<{ id: number }>();
  await startSending(db, issue!.id, new Date(), { id: 0, name: "Deneme" });
  // "Gönder" records the bulletin's job before its first message (handOn plays that message).
  await queueBulletin(db, { NEWSLETTER_QUEUE: { send: async () => undefined } as unknown as Queue<NewsletterJob> }, { issueId: issue!.id, sender }, new Date());
  return issue!.id;
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM newsletter_deliveries"),
    env.DB.prepare("DELETE FROM newsletter_issues"),
    env.DB.prepare("DELETE FROM newsletter_subscribers"),
    env.DB.prepare("DELETE FROM jobs"),
  ]);
});

describe("a sending killed half-way", () => {
  it("is finished by the cron when the mail queue throws part-way and the consumer dies holding mails: everyone mailed once", async () => {
    const issueId = await bulletinTo(150);
    // The mail queue takes the first sendBatch of the sending and refuses the next two.
    const { queue, waiting } = mailQueue((call) => call === 2 || call === 3);
    await handOn(issueId, queue);
    expect(await env.DB.prepare("SELECT status FROM newsletter_issues WHERE id = ?").bind(issueId).first("status")).toBe("sent");
    const refused = 150 - waiting.length;
    expect(refused).toBeGreaterThan(0);
    // The consumer takes five mails and dies before sending them (their messages are lost with it).
    const held = waiting.splice(0, 5);
    expect(await claimJobs(db, held.map((mail) => mail.job!), new Date(), new Date(0))).toHaveLength(5);
    const email = emailService();
    await drain(waiting, email.binding);
    expect(email.sent.size).toBe(150 - refused - 5);

    // The next cron runs queue again what never reached the queue…
    const start = Date.now();
    await cronAt(start + NEVER_QUEUED_MS + 60_000, queue);
    expect(waiting).toHaveLength(refused);
    await drain(waiting, email.binding);
    // …and, once it has waited long enough to count as lost, what the dead consumer held.
    await cronAt(start + MAIL_LOST_MS / 2, queue);
    expect(waiting).toHaveLength(0);
    await cronAt(start + MAIL_LOST_MS + 60_000, queue);
    expect(waiting).toHaveLength(5);
    // Delivered twice by the queue (its at-least-once promise): still sent once.
    waiting.push(...waiting.slice());
    await drain(waiting, email.binding);

    expect(email.sent.size).toBe(150);
    expect([...email.sent.values()].every((times) => times === 1)).toBe(true);
    expect((await jobCounts(db)).mail).toEqual({ queued: 0, sent: 150, failed: 0 });
    expect((await jobCounts(db)).bulletin).toEqual({ queued: 0, sent: 1, failed: 0 });
    // Nothing left to do: later runs queue nothing.
    await cronAt(start + 3 * MAIL_LOST_MS, queue);
    expect(waiting).toHaveLength(0);
  });

  it("sends a mail once when its message comes twice in one batch; the second waits for the claim to go stale", async () => {
    const issueId = await bulletinTo(3);
    const { queue, waiting } = mailQueue(() => false);
    await handOn(issueId, queue);
    expect(waiting).toHaveLength(3);
    // The cron queued the first copy again while its first message was only slow.
    const bodies = [waiting[0]!, ...waiting, waiting[0]!];
    const retried: { job: number | undefined; delaySeconds: number | undefined }[] = [];
    const acked: (number | undefined)[] = [];
    const messages = bodies.map((body) => ({
      body,
      attempts: 1,
      ack: () => void acked.push(body.job),
      retry: (options?: QueueRetryOptions) => void retried.push({ job: body.job, delaySeconds: options?.delaySeconds }),
    }));
    const email = emailService();
    await deliverMail({ queue: "camlica-eposta", messages } as unknown as MessageBatch<Mail>, { EMAIL: email.binding, MAIL_FROM: env.MAIL_FROM, DB: env.DB });
    expect([...email.sent.values()]).toEqual([1, 1, 1]);
    expect(acked.sort()).toEqual(waiting.map((mail) => mail.job).sort());
    expect(retried).toEqual([
      { job: waiting[0]!.job, delaySeconds: MAIL_CLAIM_STALE_MS / 1000 + 60 },
      { job: waiting[0]!.job, delaySeconds: MAIL_CLAIM_STALE_MS / 1000 + 60 },
    ]);
    // Delivered once more after that, it finds the mail sent and sends nothing.
    const again = [{ body: waiting[0]!, attempts: 2, ack: () => void acked.push(waiting[0]!.job), retry: () => undefined }];
    await deliverMail({ queue: "camlica-eposta", messages: again } as unknown as MessageBatch<Mail>, { EMAIL: email.binding, MAIL_FROM: env.MAIL_FROM, DB: env.DB });
    expect([...email.sent.values()]).toEqual([1, 1, 1]);
    expect((await jobCounts(db)).mail).toEqual({ queued: 0, sent: 3, failed: 0 });
  });

  it("claims a batch's mails in one statement: a batch of ten bulletin copies takes 13 D1 round trips", async () => {
    const issueId = await bulletinTo(10);
    const { queue, waiting } = mailQueue(() => false);
    await handOn(issueId, queue);
    expect(waiting).toHaveLength(10);
    const { db: counted, counter } = countingD1(env.DB);
    const email = emailService();
    const messages = waiting.map((body) => ({ body, attempts: 1, ack: () => undefined, retry: () => undefined }));
    await deliverMail({ queue: "camlica-eposta", messages } as unknown as MessageBatch<Mail>, { EMAIL: email.binding, MAIL_FROM: env.MAIL_FROM, DB: counted });
    expect(email.sent.size).toBe(10);
    // What is already finished (the copies, the jobs), one claim, and each copy's outcome as it goes.
    expect(counter.trips).toBe(13);
  });

  it("gives a mail up after its limit, marked failed for the admin", async () => {
    const issueId = await bulletinTo(1);
    // A queue that takes every message and loses it.
    const lost = mailQueue(() => false);
    await handOn(issueId, lost.queue);
    let at = Date.now();
    for (let run = 1; run < MAIL_MAX_QUEUEINGS; run++) {
      lost.waiting.splice(0);
      at += MAIL_LOST_MS + 60_000;
      await cronAt(at, lost.queue);
      expect(lost.waiting).toHaveLength(1);
    }
    lost.waiting.splice(0);
    await cronAt(at + MAIL_LOST_MS + 60_000, lost.queue);
    expect(lost.waiting).toHaveLength(0);
    expect((await jobCounts(db)).mail).toEqual({ queued: 0, sent: 0, failed: 1 });
    const failed = await env.DB.prepare("SELECT error, payload FROM jobs WHERE kind = 'mail'").first<{ error: string; payload: string | null }>();
    expect(failed).toEqual({ error: `Kuyruğa ${MAIL_MAX_QUEUEINGS} kez alındı, gönderilemedi.`, payload: null });
    // The administrator's dashboard says so.
    expect((await admin.call<DashboardDto>("GET", "/dashboard")).body.counts.failedJobs).toBe(1);
  });
});
