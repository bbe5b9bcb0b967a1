import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { IssueDto, NewsletterDto } from "../../src/shared/admin-contract";
import { database } from "../../src/db/client";
import { startSending } from "../../src/db/newsletter";
import type { Mail } from "../../src/services/email/messages";
import { deliverMail, MAIL_MAX_ATTEMPTS } from "../../src/services/email/outbox";
import { sendChunk } from "../../src/services/newsletter/sending";
import { createAccount, sessionCookie } from "../support/accounts";
import { ORIGIN } from "../support/fetch";
import { mailObserver } from "../support/mail";

/**
 * The mail queue's consumer paced to the Email Service: a refusal for now (rate limit, daily
 * quota) retries that one message later, a refusal for good marks that recipient failed for the
 * admin, and nobody gets a bulletin twice, even when the queue delivers a message again.
 */
const sender = { name: "Çamlıca Kültür ve Dayanışma Derneği", origin: ORIGIN, address: "Kısıklı Mah. No: 27, Üsküdar" };
/** Who presses “Gönder” where a test starts the sending itself (no account: no audit entry). */
const tester = { id: 0, name: "Deneme" };
const { api } = mailObserver();
let cookie = "";

beforeAll(async () => {
  cookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM newsletter_deliveries"), env.DB.prepare("DELETE FROM newsletter_issues"), env.DB.prepare("DELETE FROM newsletter_subscribers")]);
});

/** The Email Service's errors carry a code (Workers API, "Error codes"). */
const serviceError = (code: string) => Object.assign(new Error(`Email Service: ${code}`), { code });

/** A sending of a bulletin to `count` subscribers, its copies as the mail queue would hold them. */
async function bulletinCopies(count: number): Promise<{ issueId: number; mails: Mail[] }> {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO newsletter_subscribers (email, status, consented_at, confirmed_at) SELECT 'abone' || i || '@example.com', 'active', 0, 0 FROM n`,
  )
    .bind(count)
    .run();
  const row = await env.DB.prepare("INSERT INTO newsletter_issues (subject, body) VALUES ('Kasım bülteni', ?) RETURNING id")
    .bind(JSON.stringify({ text: "Merhaba komşular.", links: [] }))
    .first<{ id: number }>();
  const issueId = row!.id;
  await startSending(database(env.DB), issueId, new Date(), tester);
  const mails: Mail[] = [];
  const queue = { sendBatch: async (messages: { body: Mail }[]) => void mails.push(...messages.map((message) => message.body)) } as unknown as Queue<Mail>;
  while (await sendChunk({ DB: env.DB, MAIL_QUEUE: queue }, { issueId, sender }));
  return { issueId, mails };
}

interface Pending {
  id: string;
  body: Mail;
  attempts: number;
}

/** What the consumer did with each message of a batch: acknowledged, or retried after a delay. */
interface Settled {
  acks: string[];
  retries: { id: string; delaySeconds: number | undefined }[];
  batchRetried: boolean;
}

/** A batch as Queues hands it to the consumer, recording how each message was settled. */
function batchOf(messages: readonly Pending[]): { batch: MessageBatch<Mail>; settled: Settled } {
  const settled: Settled = { acks: [], retries: [], batchRetried: false };
  const batch = {
    queue: "camlica-eposta",
    messages: messages.map((message) => ({
      id: message.id,
      timestamp: new Date(),
      body: message.body,
      attempts: message.attempts,
      ack: () => void settled.acks.push(message.id),
      retry: (options?: QueueRetryOptions) => void settled.retries.push({ id: message.id, delaySeconds: options?.delaySeconds }),
    })),
    ackAll: () => undefined,
    retryAll: () => void (settled.batchRetried = true),
  } as unknown as MessageBatch<Mail>;
  return { batch, settled };
}

/**
 * Runs the mail queue the way Queues does: batches of 10 (wrangler.toml) to the consumer; a
 * message it retries comes back with one more attempt, one it acknowledges is gone. `redeliver`
 * also hands some acknowledged messages back once, as at-least-once delivery may.
 */
async function drain(pending: Pending[], email: SendEmail, redeliver: (id: string) => boolean = () => false) {
  const delays: number[] = [];
  const again = new Set<string>();
  while (pending.length) {
    const messages = pending.splice(0, 10);
    const { batch, settled } = batchOf(messages);
    await deliverMail(batch, { EMAIL: email, MAIL_FROM: env.MAIL_FROM, DB: env.DB });
    // Every message of a batch is settled on its own, once: acknowledged or retried, never the whole batch.
    expect([...settled.acks, ...settled.retries.map((retry) => retry.id)].sort()).toEqual(messages.map((message) => message.id).sort());
    expect(settled.batchRetried).toBe(false);
    for (const retried of settled.retries) {
      const message = messages.find((item) => item.id === retried.id)!;
      delays.push(retried.delaySeconds ?? 0);
      pending.push({ ...message, attempts: message.attempts + 1 });
    }
    for (const id of settled.acks) {
      if (!redeliver(id) || again.has(id)) continue;
      again.add(id);
      pending.push({ ...messages.find((item) => item.id === id)!, attempts: 2 });
    }
  }
  return { delays };
}

describe("the mail queue's consumer, paced to the Email Service", () => {
  it("completes a 5,000-address bulletin through rate limits and a quota, mailing each address once; a refused address is marked failed for the admin", async () => {
    const { issueId, mails } = await bulletinCopies(5000);
    expect(mails).toHaveLength(5000);
    const delivered: string[] = [];
    let calls = 0;
    const email = {
      async send(message: { to: string }) {
        calls += 1;
        // The service pushes back now and then: the rate limit, once the daily quota.
        if (calls % 97 === 0) throw serviceError("E_RATE_LIMIT_EXCEEDED");
        if (calls === 2500) throw serviceError("E_DAILY_LIMIT_EXCEEDED");
        if (message.to === "abone77@example.com") throw serviceError("E_RECIPIENT_SUPPRESSED");
        delivered.push(message.to);
        return { messageId: `id-${calls}` };
      },
    } as unknown as SendEmail;
    // Every 50th message is delivered a second time after it was acknowledged.
    const pending = mails.map((body, i) => ({ id: `m${i}`, body, attempts: 1 }));
    const { delays } = await drain(pending, email, (id) => Number(id.slice(1)) % 50 === 0);

    expect(delivered).toHaveLength(4999);
    expect(new Set(delivered).size).toBe(4999);
    expect(delivered).not.toContain("abone77@example.com");
    // Retried later, each alone: a minute for the rate limit, three hours for the daily quota.
    expect(delays.filter((delay) => delay === 60).length).toBeGreaterThan(40);
    expect(delays).toContain(3 * 60 * 60);

    const counts = await env.DB.prepare(
      "SELECT count(sent_at) AS sent, count(failed_at) AS failed, (SELECT failure FROM newsletter_deliveries WHERE failed_at IS NOT NULL) AS failure FROM newsletter_deliveries WHERE issue_id = ?",
    )
      .bind(issueId)
      .first<{ sent: number; failed: number; failure: string }>();
    expect(counts).toMatchObject({ sent: 4999, failed: 1 });
    expect(counts!.failure).toContain("E_RECIPIENT_SUPPRESSED");

    // The admin sees the progress and who could not be reached, and why.
    const overview = (await (await api("GET", "/newsletter", cookie)).json()) as NewsletterDto;
    expect(overview.issues[0]).toMatchObject({ id: issueId, recipientCount: 5000, queued: 5000, sent: 4999, failed: 1 });
    const issue = (await (await api("GET", `/newsletter/issues/${issueId}`, cookie)).json()) as IssueDto;
    expect(issue.failures).toEqual([{ email: "abone77@example.com", reason: expect.stringContaining("E_RECIPIENT_SUPPRESSED"), at: expect.any(String) }]);
  });

  it("gives a temporarily refused copy up on its last attempt, and the admin sees it failed", async () => {
    const { issueId, mails } = await bulletinCopies(1);
    const down = {
      send: async () => {
        throw serviceError("E_INTERNAL_SERVER_ERROR");
      },
    } as unknown as SendEmail;
    // Every delivery but the last asks for a retry (waiting longer each time, an hour at most).
    const { delays } = await drain([{ id: "m0", body: mails[0]!, attempts: 1 }], down);
    expect(delays).toHaveLength(MAIL_MAX_ATTEMPTS - 1);
    expect(Math.max(...delays)).toBe(3600);
    const row = await env.DB.prepare("SELECT sent_at, failed_at, failure FROM newsletter_deliveries WHERE issue_id = ?")
      .bind(issueId)
      .first<{ sent_at: number | null; failed_at: number | null; failure: string }>();
    expect(row).toMatchObject({ sent_at: null, failure: expect.stringContaining("E_INTERNAL_SERVER_ERROR") });
    expect(row!.failed_at).not.toBeNull();
    // Given up is final: a late duplicate of its message sends nothing.
    let tried = false;
    await drain([{ id: "m0", body: mails[0]!, attempts: 1 }], { send: async () => void (tried = true) } as unknown as SendEmail);
    expect(tried).toBe(false);
  });

  it("never sends a copy twice, nor holds back the rest of the batch, when D1 fails to record it as sent", async () => {
    const { issueId, mails } = await bulletinCopies(2);
    const delivered: string[] = [];
    const email = { send: async (message: { to: string }) => void delivered.push(message.to) } as unknown as SendEmail;
    // D1 refuses the statement that records the first copy as sent.
    const first = mails[0]!.delivery!;
    const refusing = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare")
          return (query: string) => {
            if (query.startsWith('update "newsletter_deliveries" set "sent_at"') && refusingNow) {
              refusingNow = false;
              throw new Error("D1_ERROR: Network connection lost.");
            }
            return target.prepare(query);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    let refusingNow = true;
    const { batch, settled } = batchOf(mails.map((body, i) => ({ id: `m${i}`, body, attempts: 1 })));
    await deliverMail(batch, { EMAIL: email, MAIL_FROM: env.MAIL_FROM, DB: refusing });
    expect(delivered.sort()).toEqual(["abone1@example.com", "abone2@example.com"]);
    expect(settled).toEqual({ acks: ["m0", "m1"], retries: [], batchRetried: false });
    const rows = await env.DB.prepare("SELECT subscriber_id AS id, sent_at FROM newsletter_deliveries WHERE issue_id = ? ORDER BY subscriber_id").bind(issueId).all<{ id: number; sent_at: number | null }>();
    // The copy whose record failed only shows as waiting; the other is recorded.
    expect(rows.results.map((row) => [row.id === first.subscriberId, row.sent_at === null])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it("mail that is not a bulletin: a permanent refusal is dropped, a temporary one retried", async () => {
    const mail = { to: "uye@example.com", subject: "Şifreniz değiştirildi", text: "Merhaba", html: "<p>Merhaba</p>" };
    const email = {
      async send(message: { to: string }) {
        if (message.to === "yok@example.com") throw serviceError("E_VALIDATION_ERROR");
        throw serviceError("E_RATE_LIMIT_EXCEEDED");
      },
    } as unknown as SendEmail;
    const { batch, settled } = batchOf([
      { id: "a", attempts: 1, body: { ...mail, to: "yok@example.com" } },
      { id: "b", attempts: 3, body: mail },
    ]);
    await deliverMail(batch, { EMAIL: email, MAIL_FROM: env.MAIL_FROM, DB: env.DB });
    expect(settled.acks).toEqual(["a"]);
    // The third delivery waits four minutes (1, 2, 4 …).
    expect(settled.retries).toEqual([{ id: "b", delaySeconds: 240 }]);
  });
});
