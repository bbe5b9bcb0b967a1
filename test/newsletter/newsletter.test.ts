import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Mail } from "../../src/services/email/messages";
import { database } from "../../src/db/client";
import { startSending } from "../../src/db/newsletter";
import { deliverNewsletter, sendChunk, type NewsletterJob } from "../../src/services/newsletter/sending";
import { NEVER_QUEUED_MS, requeueLostMails } from "../../src/services/email/mail-jobs";
import { putOnQueue } from "../../src/services/email/outbox";
import { createAccount, sessionCookie } from "../support/accounts";
import { ORIGIN } from "../support/fetch";
import { mailObserver } from "../support/mail";

const { queued, post, request, clear } = mailObserver();
const sender = { name: "Çamlıca Kültür ve Dayanışma Derneği", origin: ORIGIN, address: "Kısıklı Mah. No: 27, Üsküdar" };
/** Who presses “Gönder” where a test starts the sending itself (no account: no audit entry). */
const tester = { id: 0, name: "Deneme" };

beforeEach(async () => {
  clear();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM newsletter_deliveries"),
    env.DB.prepare("DELETE FROM newsletter_issues"),
    env.DB.prepare("DELETE FROM newsletter_subscribers"),
    env.DB.prepare("DELETE FROM login_throttle"),
  ]);
});

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`${ORIGIN.replace(/\./g, "\\.")}${path}\\?anahtar=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return decodeURIComponent(match[1]!);
};

const subscriber = (email: string) => env.DB.prepare("SELECT email, status, confirm_token_hash AS hash FROM newsletter_subscribers WHERE email = ?").bind(email).first<{ email: string; status: string; hash: string | null }>();

describe("subscribing (double opt-in)", () => {
  it("needs the consent box ticked, and says so in Turkish", async () => {
    const response = await post("/bulten", { email: "ayse@example.com" });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Bülten gönderebilmemiz için onay kutusunu işaretleyin.");
    expect(await subscriber("ayse@example.com")).toBeNull();
    expect(queued).toHaveLength(0);
  });

  it("mails a confirmation link; the address is mailed nothing else until it confirms, once", async () => {
    const response = await post("/bulten", { email: " Ayse@Example.com ", consent: "on" }, { "cf-connecting-ip": "198.51.100.101" });
    expect(response.headers.get("location")).toBe("/bulten?durum=gonderildi");
    expect(await subscriber("ayse@example.com")).toMatchObject({ status: "pending" });
    expect(queued[0]!.subject).toBe("Bülten aboneliğinizi onaylayın");
    expect(queued[0]!.text).toContain("Bu e-posta adresiyle Derneğimiz bültenine abonelik başvurusu yapıldı.");
    const token = linkIn(queued[0]!.text, "/bulten/onay");
    expect((await subscriber("ayse@example.com"))!.hash).toMatch(/^[0-9a-f]{64}$/);

    // Opening the link asks first (a scanner's visit confirms nothing).
    const page = await request(`/bulten/onay?anahtar=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Aboneliğimi onayla");
    expect((await subscriber("ayse@example.com"))!.status).toBe("pending");

    const confirmed = await post("/bulten/onay", { anahtar: token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Aboneliğiniz başladı");
    expect(await subscriber("ayse@example.com")).toMatchObject({ status: "active", hash: null });
    expect((await post("/bulten/onay", { anahtar: token })).status).toBe(410);

    // Subscribing again: the same answer, and no mail (the page tells nobody who is on the list).
    clear();
    const again = await post("/bulten", { email: "ayse@example.com", consent: "on" }, { "cf-connecting-ip": "198.51.100.101" });
    expect(again.headers.get("location")).toBe("/bulten?durum=gonderildi");
    expect(queued).toHaveLength(0);
  });

  it("offers the form in every page's footer and on the news page, with an unticked box and the notice link", async () => {
    for (const path of ["/", "/gundem", "/bulten"]) {
      const html = await (await request(path)).text();
      expect(html).toMatch(/<form[^>]*action="\/bulten"/);
      const box = /<input[^>]*name="consent"[^>]*>|<input[^>]*type="checkbox"[^>]*name="consent"[^>]*>/.exec(html)?.[0] ?? "";
      expect(box).toContain('type="checkbox"');
      expect(box).not.toContain("checked");
      expect(html).toContain('href="/kvkk">KVKK Aydınlatma Metni</a>');
      // Leaving takes the link in a bulletin and one button: the box promises no "one click".
      expect(html).toContain("Her bültendeki bağlantıdan dilediğim zaman ayrılabilirim.");
    }
  });
});

/** A mail queue that keeps what it is given, and can be told to fail. */
/** A mail queue that keeps what it is given, and refuses every sendBatch while it is `down`. */
function mailQueue() {
  const mails: Mail[] = [];
  const state = { down: false };
  const queue = {
    send: async (mail: Mail) => void mails.push(mail),
    sendBatch: async (messages: { body: Mail }[]) => {
      if (state.down) throw new Error("Kuyruk şu anda yanıt vermiyor");
      mails.push(...messages.map((message) => message.body));
    },
  } as unknown as Queue<Mail>;
  return { mails, queue, state };
}

async function subscribers(count: number) {
  // One statement for thousands of rows (D1 allows 100 bound values per statement).
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO newsletter_subscribers (email, status, consented_at, confirmed_at) SELECT 'abone' || i || '@example.com', 'active', 0, 0 FROM n`,
  )
    .bind(count)
    .run();
}

async function draft(subject = "Kasım bülteni") {
  const row = await env.DB.prepare("INSERT INTO newsletter_issues (subject, body) VALUES (?, ?) RETURNING id")
    .bind(subject, JSON.stringify({ text: "Merhaba komşular,\n\nKasım ayında neler oldu?", links: [{ title: "Kermes", url: `${ORIGIN}/etkinlikler/kermes` }] }))
    .first<{ id: number }>();
  return row!.id;
}

describe("sending a bulletin through the queue", () => {
  it("mails each of 5,000 subscribers exactly once, in chunks, with one-click unsubscribe headers", async () => {
    await subscribers(5000);
    const issueId = await draft();
    const db = database(env.DB);
    expect(await startSending(db, issueId, new Date(), tester)).toBe(5000);
    // A second press does nothing.
    expect(await startSending(db, issueId, new Date(), tester)).toBeNull();
    const { mails, queue } = mailQueue();
    const job: NewsletterJob = { issueId, sender };
    let chunks = 0;
    while (await sendChunk({ DB: env.DB, MAIL_QUEUE: queue }, job)) chunks += 1;
    expect(chunks).toBe(50);
    expect(mails).toHaveLength(5000);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(5000);
    // A late retry of a finished chunk mails nobody again.
    await sendChunk({ DB: env.DB, MAIL_QUEUE: queue }, job);
    expect(mails).toHaveLength(5000);
    expect(await env.DB.prepare("SELECT status FROM newsletter_issues WHERE id = ?").bind(issueId).first("status")).toBe("sent");

    const copy = mails[0]!;
    expect(copy.subject).toBe("Kasım bülteni");
    expect(copy.text).toContain("Kasım ayında neler oldu?");
    expect(copy.text).toContain(`• Kermes\n  ${ORIGIN}/etkinlikler/kermes`);
    expect(copy.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(copy.headers!["List-Unsubscribe"]).toMatch(new RegExp(`^<${ORIGIN}/bulten/ayril\\?anahtar=[A-Za-z0-9_-]{43}>$`));
  });

  it("goes on past a chunk the mail queue refused; the cron queues its copies again, nobody twice", async () => {
    await subscribers(150);
    const issueId = await draft();
    await startSending(database(env.DB), issueId, new Date(), tester);
    const { mails, queue, state } = mailQueue();
    const retried: number[] = [];
    const messages = () => {
      const message = {
        body: { issueId, sender },
        attempts: 1,
        ack: () => undefined,
        retry: () => void retried.push(1),
      };
      return { queue: "camlica-bulten", messages: [message] } as unknown as MessageBatch<NewsletterJob>;
    };
    const followUps: NewsletterJob[] = [];
    const newsletterQueue = { send: async (job: NewsletterJob) => void followUps.push(job) } as unknown as Queue<NewsletterJob>;
    const consumerEnv = { DB: env.DB, MAIL_QUEUE: queue, NEWSLETTER_QUEUE: newsletterQueue };
    // The first chunk's copies are refused: they are recorded, claimed, and the chunk goes on.
    state.down = true;
    await deliverNewsletter(messages(), consumerEnv);
    state.down = false;
    expect(retried).toHaveLength(0);
    expect(mails).toHaveLength(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM jobs WHERE kind = 'mail' AND attempts = 0 AND state = 'queued'").first("n")).toBe(100);
    expect(followUps).toHaveLength(1);
    await deliverNewsletter(messages(), consumerEnv);
    expect(mails).toHaveLength(50);
    // The cron queues the refused copies again, once.
    const db = database(env.DB);
    const put = (waiting: Mail[]) => putOnQueue(queue, waiting);
    expect(await requeueLostMails(db, put, new Date(Date.now() + NEVER_QUEUED_MS + 60_000))).toEqual({ requeued: 100, failed: 0 });
    expect(await requeueLostMails(db, put, new Date(Date.now() + NEVER_QUEUED_MS + 120_000))).toEqual({ requeued: 0, failed: 0 });
    const sent = mails.map((mail) => mail.to);
    expect(sent).toHaveLength(150);
    expect(new Set(sent).size).toBe(150);
  });
});

describe("unsubscribing", () => {
  async function oneCopy() {
    await subscribers(1);
    const issueId = await draft();
    await startSending(database(env.DB), issueId, new Date(), tester);
    const { mails, queue } = mailQueue();
    await sendChunk({ DB: env.DB, MAIL_QUEUE: queue }, { issueId, sender });
    return mails[0]!;
  }

  it("works in one click from the mail program (RFC 8058: no Origin, no sign-in)", async () => {
    const copy = await oneCopy();
    const url = copy.headers!["List-Unsubscribe"]!.slice(1, -1);
    const response = await request(url.slice(ORIGIN.length), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first("n")).toBe(0);
    // The link is spent: the address is gone.
    expect((await request(url.slice(ORIGIN.length))).status).toBe(410);
  });

  it("works from the page the mail links to, which asks first", async () => {
    const copy = await oneCopy();
    const token = linkIn(copy.text, "/bulten/ayril");
    const page = await request(`/bulten/ayril?anahtar=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(await page.text()).toContain("abone1@example.com adresi bülten listemizden silinecek.");
    const left = await post("/bulten/ayril", { anahtar: token });
    expect(await left.text()).toContain("Abonelikten çıktınız");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first("n")).toBe(0);
  });

  it("refuses an unknown token with 410", async () => {
    expect((await post("/bulten/ayril", { anahtar: "B".repeat(43) })).status).toBe(410);
  });
});

describe("on /hesabim", () => {
  it("a member sees their subscription and leaves it at once", async () => {
    const member = await createAccount("member", "active", `bulten-${crypto.randomUUID()}@example.com`);
    const { cookie } = await sessionCookie(member.id);
    expect(await (await request("/hesabim", { headers: { cookie } })).text()).toContain("Bültene abone ol");
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status, consented_at) VALUES (?, 'active', 0)").bind(member.email).run();
    expect(await (await request("/hesabim", { headers: { cookie } })).text()).toContain(`Bültenimiz ${member.email} adresine geliyor.`);
    const left = await post("/hesabim/bulten", {}, { cookie });
    expect(left.headers.get("location")).toBe("/hesabim?bulten=ayrildi#bultenim");
    expect(await subscriber(member.email)).toBeNull();
  });
});
