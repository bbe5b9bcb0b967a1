import { createMessageBatch, getQueueResult, createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { contactNotificationMail, passwordChangedMail, type Mail } from "../../src/services/email/messages";
import { deliverMail, retryDelay } from "../../src/services/email/outbox";

const sender = { address: "Kısıklı Mah., Üsküdar / İstanbul", origin: "https://dernek.example" };
const mail = passwordChangedMail("uye@example.com", "Ayşe Yılmaz", sender);
const batchOf = (...mails: Mail[]) =>
  createMessageBatch<Mail>("camlica-eposta", mails.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })));

describe("the mail queue's consumer", () => {
  it("hands every message to the Email Service binding, which accepts it, and acknowledges it", async () => {
    const contact = contactNotificationMail("iletisim@example.com", { name: "Elif", email: "elif@example.com", subject: "Soru", message: "Merhaba" }, sender);
    expect(contact.replyTo).toBe("elif@example.com");
    const batch = batchOf(mail, contact);
    await deliverMail(batch, env);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks).toEqual(["m0", "m1"]);
    expect(result.retryMessages).toEqual([]);
  });

  it("retries a message the service refused, later, and still delivers the others", async () => {
    const sent: string[] = [];
    const flaky = {
      async send(message: { to: string }) {
        if (message.to === "dusuk@example.com") throw new Error("E-posta servisi şu anda yanıt vermiyor");
        sent.push(message.to);
        return { messageId: "x" };
      },
    } as unknown as SendEmail;
    const batch = batchOf({ ...mail, to: "dusuk@example.com" }, mail);
    await deliverMail(batch, { EMAIL: flaky, MAIL_FROM: env.MAIL_FROM, DB: env.DB });
    const result = await getQueueResult(batch, createExecutionContext());
    expect(sent).toEqual(["uye@example.com"]);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(result.retryMessages).toEqual([expect.objectContaining({ msgId: "m0" })]);
  });

  it("waits longer before each retry, an hour at most", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelay)).toEqual([60, 120, 240, 480, 3600, 3600, 3600]);
  });

  it("renders Turkish text and HTML with the association's name and address, escaping what it shows", () => {
    const odd = passwordChangedMail("uye@example.com", "<b>Ayşe</b>", sender);
    expect(odd.text).toContain("Merhaba <b>Ayşe</b>,");
    expect(odd.html).toContain("Merhaba &lt;b&gt;Ayşe&lt;/b&gt;,");
    expect(odd.text).toContain("Çamlıca Kültür ve Dayanışma Derneği\nKısıklı Mah., Üsküdar / İstanbul\nhttps://dernek.example");
    expect(odd.html).toContain('<html lang="tr">');
  });
});
