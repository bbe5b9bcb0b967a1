import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverMail } from "../../src/services/email/outbox";
import type { Mail } from "../../src/services/email/messages";
import { doc, p } from "../../src/shared/richtext/build";
import { createAccount, sessionCookie } from "../support/accounts";
import { newsInput } from "../support/content";
import { eventWithRegistration, registrationsOf } from "../support/events";
import { mailObserver } from "../support/mail";

/*
 * Text that becomes a mail header never carries a line break: every form that feeds one refuses it
 * under its field and stores nothing, and the queue's consumer strips whatever is already stored.
 */

const { queued, post, api, clear } = mailObserver();
const INJECTED = "Soru\r\nBcc: herkes@example.com";
let cookie = "";

beforeAll(async () => {
  cookie = (await sessionCookie((await createAccount("admin")).id)).cookie;
});

beforeEach(async () => {
  clear();
  await env.DB.batch([env.DB.prepare("DELETE FROM contact_messages"), env.DB.prepare("DELETE FROM event_registrations"), env.DB.prepare("DELETE FROM login_throttle")]);
});

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe("forms whose text becomes a mail header", () => {
  it.each([
    ["CR LF", "\r\n"],
    ["LF", "\n"],
    ["CR", "\r"],
    ["NEL (U+0085)", "\u0085"],
    ["the line separator U+2028", "\u2028"],
    ["NUL", "\u0000"],
  ])("the contact form refuses a subject holding %s under the field, storing and mailing nothing", async (_, breaking) => {
    const response = await post("/iletisim", {
      name: "Ayşe Yılmaz",
      email: "ayse@example.com",
      subject: `Soru${breaking}Bcc: herkes@example.com`,
      message: "Merhaba, gönüllü olmak istiyorum.",
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('id="iletisim-subject-hata">Konu satır sonu içeremez.');
    expect(await count("SELECT count(*) AS n FROM contact_messages")).toBe(0);
    expect(queued).toHaveLength(0);
  });

  it("the bulletin refuses such a subject (400, the message under the field), storing nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM newsletter_issues");
    const refused = await api("POST", "/newsletter/issues", cookie, { subject: INJECTED, doc: doc(p("Merhaba.")) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.subject).toBe("Konu satır sonu içeremez.");
    expect(await count("SELECT count(*) AS n FROM newsletter_issues")).toBe(before);
  });

  it("the message to registrants refuses such a subject (400), mailing nobody and writing no audit entry", async () => {
    const event = await eventWithRegistration();
    await post(event.path, { name: "Kayıtlı Kişi", email: "kayitli@example.com" });
    clear();
    const refused = await api("POST", `/registrations/${event.id}/message`, cookie, { subject: INJECTED, message: "Atölye yan salonda yapılacak." });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.subject).toBe("Konu satır sonu içeremez.");
    expect(queued).toHaveLength(0);
    expect(await count(`SELECT count(*) AS n FROM audit_log WHERE action = 'event.message' AND target = 'event:${event.id}'`)).toBe(0);
  });

  it("an event's title (part of its registration mails' subjects) is refused with a line break", async () => {
    const before = await count("SELECT count(*) AS n FROM events");
    const input = { ...newsInput("Koro\nBcc: herkes@example.com"), startsAt: "2030-03-12T16:00:00.000Z", endsAt: null, allDay: false, locationName: null, locationAddress: null, onlineUrl: null };
    const refused = await api("POST", "/events", cookie, input);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.title).toBe("Başlık satır sonu içeremez.");
    expect(await count("SELECT count(*) AS n FROM events")).toBe(before);
  });

  it("a name (part of the administrators' notice of an application) is refused on event registration and on the application", async () => {
    const event = await eventWithRegistration();
    const registration = await post(event.path, { name: "Ayşe\nBcc: herkes@example.com", email: "ayse@example.com" });
    expect(registration.status).toBe(422);
    expect(await registration.text()).toContain("Adınız satır sonu içeremez.");
    expect(await registrationsOf(event.id)).toHaveLength(0);

    const users = await count("SELECT count(*) AS n FROM users");
    const application = await post("/register", {
      name: "Ayşe\r\nBcc: herkes@example.com",
      email: "basvuru@example.com",
      phone: "0532 123 45 67",
      neighbourhood: "Kısıklı",
      password: "uzun ve gizli bir parola",
      passwordConfirm: "uzun ve gizli bir parola",
    });
    expect(application.status).toBe(422);
    expect(await application.text()).toContain('id="kayit-name-hata">Adınız satır sonu içeremez.');
    expect(await count("SELECT count(*) AS n FROM users")).toBe(users);
    expect(queued).toHaveLength(0);
  });
});

describe("the mail queue's consumer", () => {
  it("hands the Email Service every header on one line, whatever a stored text holds", async () => {
    const sent: { to: string; subject: string; replyTo?: string; headers?: Record<string, string> }[] = [];
    const service = { send: async (message: (typeof sent)[number]) => void sent.push(message) } as unknown as SendEmail;
    const mail: Mail = {
      to: "uye@example.com\r\n",
      subject: `Kaydınız alındı: ${INJECTED}`,
      text: "Metin\r\nikinci satır",
      html: "<p>Metin</p>",
      replyTo: "dernek@example.com\nBcc: herkes@example.com",
      headers: { "List-Unsubscribe": "<https://dernek.example/bulten>\r\nBcc: herkes@example.com" },
    };
    const batch = createMessageBatch<Mail>("camlica-eposta", [{ id: "m0", timestamp: new Date(), attempts: 1, body: mail }]);
    await deliverMail(batch, { EMAIL: service, MAIL_FROM: env.MAIL_FROM, DB: env.DB });
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual(["m0"]);
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message).toMatchObject({
      to: "uye@example.com",
      subject: "Kaydınız alındı: Soru Bcc: herkes@example.com",
      replyTo: "dernek@example.com Bcc: herkes@example.com",
      headers: { "List-Unsubscribe": "<https://dernek.example/bulten> Bcc: herkes@example.com" },
    });
    // The body keeps its lines: only headers are one line.
    expect(JSON.stringify(message)).toContain("Metin\\r\\nikinci satır");
  });
});
