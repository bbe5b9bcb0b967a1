import { createMessageBatch, getQueueResult, createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { passwordChangedMail } from "../../src/services/auth/mails";
import type { Mail } from "../../src/services/email/messages";
import { contactNotificationMail } from "../../src/routes/pages/contact-form";
import { registrationConfirmedMail } from "../../src/services/events/mails";
import { deliverMail, retryDelay } from "../../src/services/email/outbox";
import { bulletinMail } from "../../src/services/newsletter/mails";

const sender = { name: "Çamlıca Kültür ve Dayanışma Derneği", address: "Kısıklı Mah., Üsküdar / İstanbul", origin: "https://dernek.example" };
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

  it("sends in the association's name: the sender shows as “Çamlıca Kültür ve Dayanışma Derneği”, not a bare address", async () => {
    const sent: unknown[] = [];
    const email = { send: async (message: unknown) => (sent.push(message), { messageId: "x" }) } as unknown as SendEmail;
    await deliverMail(batchOf(mail), { EMAIL: email, MAIL_FROM: env.MAIL_FROM, DB: env.DB });
    expect(sent).toEqual([expect.objectContaining({ from: { email: env.MAIL_FROM, name: "Çamlıca Kültür ve Dayanışma Derneği" } })]);
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

describe("a mail's HTML part", () => {
  const event = {
    title: "Seramik atölyesi",
    when: "12 Mart 2031 Çarşamba, 19:00–21:30",
    place: "Dernek salonu",
    pageUrl: "https://dernek.example/etkinlikler/seramik-atolyesi",
    joinUrl: null,
  };
  const ics = { filename: "seramik.ics", type: "text/calendar", content: "BEGIN:VCALENDAR" };

  it("makes every address its text names a link, leaving the sentence's punctuation outside", () => {
    const confirmed = registrationConfirmedMail("uye@example.com", "Ayşe", event, "https://dernek.example/etkinlik-kaydi/iptal?anahtar=abc&x=1", ics, sender);
    expect(confirmed.html).toContain('Etkinlik sayfası: <a href="https://dernek.example/etkinlikler/seramik-atolyesi" style="color:#1b5e20">https://dernek.example/etkinlikler/seramik-atolyesi</a>');
    // The fallback under the button is a link too, its "&" escaped once.
    expect(confirmed.html).toContain('<br><a href="https://dernek.example/etkinlik-kaydi/iptal?anahtar=abc&amp;x=1" style="color:#1b5e20">');
    expect(confirmed.html).toContain('<a href="https://dernek.example" style="color:#1b5e20">https://dernek.example</a></p>');
    const period = passwordChangedMail("uye@example.com", "Ayşe", sender);
    expect(period.html).not.toMatch(/href="[^"]*[.,]"/);
  });

  it("puts the association's logo and name over a bulletin, and its unsubscribe address is a link", () => {
    const unsubscribe = "https://dernek.example/bulten/ayril?anahtar=xyz";
    const bulletin = bulletinMail("uye@example.com", { subject: "Mart bülteni", body: { format: "text", text: "Merhaba komşular.", links: [] } }, unsubscribe, sender);
    const body = bulletin.html.slice(bulletin.html.indexOf("<body"));
    const head = body.slice(0, body.indexOf("<p>"));
    expect(head).toContain('<img src="https://dernek.example/images/logo.png" width="48" height="48" alt=""');
    expect(head).toContain(">Çamlıca Kültür ve Dayanışma Derneği</a>");
    expect(head).toContain(">Bülten</span>");
    expect(bulletin.text.startsWith("Çamlıca Kültür ve Dayanışma Derneği\nBülten\n\nMerhaba komşular.")).toBe(true);
    expect(bulletin.html).toContain(`Abonelikten çıkmak için: <a href="${unsubscribe}" style="color:#1b5e20">${unsubscribe}</a>`);
  });
});
