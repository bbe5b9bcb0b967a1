import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_THROTTLE } from "../../src/routes/pages/contact-form";
import { ORIGIN, visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

const good = {
  name: "Ayşe Yılmaz",
  email: "ayse.yilmaz@example.com",
  subject: "Gönüllülük başvurusu",
  message: "Merhaba, hafta sonları çocuk kütüphanesinde gönüllü olmak istiyorum.",
};

/** A browser's form post from our own page. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return visit("/iletisim", {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": "203.0.113.7", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const storedMessages = async () =>
  (await env.DB.prepare("SELECT name, email, subject, message, ip_hash FROM contact_messages ORDER BY id").all()).results;

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM contact_messages").run();
  // The form's throttle counts per sender across posts; each test starts with none.
  await env.DB.prepare("DELETE FROM login_throttle").run();
});

describe("contact form", () => {
  it("stores a good message once and redirects to the thank-you message (post/redirect/get)", async () => {
    await seedDemo();
    const response = await post(good);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/iletisim?gonderildi=1#iletisim-formu");
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(good);
    // Never the raw IP: a 64-hex-digit keyed hash.
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");

    const thanks = await visit("/iletisim?gonderildi=1");
    expect(await thanks.text()).toContain("Teşekkür ederiz! Mesajınız bize ulaştı");
  });

  it.each([
    ["name", "", "Adınızı yazın."],
    ["name", "A", "Adınız en az 2 karakter olmalı."],
    ["email", "", "E-posta adresinizi yazın."],
    ["email", "ayse@", "Geçerli bir e-posta adresi yazın"],
    ["subject", "", "Mesajınızın konusunu yazın."],
    ["subject", "  ", "Mesajınızın konusunu yazın."],
    ["subject", "ab", "Konu en az 3 karakter olmalı."],
    ["message", "", "Mesajınızı yazın."],
    ["message", "kısa", "Mesajınız en az 10 karakter olmalı."],
    ["message", "ç".repeat(5001), "Mesajınız en fazla 5000 karakter olabilir."],
  ])("refuses %s=%j with a Turkish message next to the field, keeps the input, stores nothing", async (field, value, message) => {
    const response = await post({ ...good, [field]: value });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`id="iletisim-${field}-hata">${message}`);
    expect(html).toContain(`aria-invalid="true"`);
    // What the visitor typed in the other fields is still there.
    for (const [other, typed] of Object.entries(good)) {
      if (other !== field && other !== "message") expect(html).toContain(`value="${typed}"`);
    }
    expect(await storedMessages()).toHaveLength(0);
  });

  it("refuses a post with missing fields entirely", async () => {
    const response = await post({});
    expect(response.status).toBe(422);
    expect(await storedMessages()).toHaveLength(0);
  });

  it("thanks a bot that fills the honeypot and stores nothing", async () => {
    const response = await post({ ...good, website: "http://spam.example" });
    expect(response.status).toBe(303);
    expect(await storedMessages()).toHaveLength(0);
  });

  it("limits how many messages one sender can send, with a Turkish 429", async () => {
    for (let i = 0; i < CONTACT_THROTTLE.maxFailures; i++) expect((await post({ ...good, subject: `Konu ${i + 1}` })).status).toBe(303);
    const refused = await post({ ...good, subject: "Bir tane daha" });
    expect(refused.status).toBe(429);
    // An hour from the refused post that started the block.
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(CONTACT_THROTTLE.blockMs / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_THROTTLE.blockMs / 1000);
    const html = await refused.text();
    expect(html).toContain("Kısa sürede çok fazla mesaj gönderdiniz");
    expect(html).toContain('value="Bir tane daha"');
    expect(await storedMessages()).toHaveLength(CONTACT_THROTTLE.maxFailures);
    // Another sender is not affected.
    expect((await post(good, { "cf-connecting-ip": "198.51.100.9" })).status).toBe(303);
  });

  it("refuses a post from another site (403) and stores nothing", async () => {
    const response = await post(good, { origin: "https://kotu.example" });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Bu istek sitemizin dışından geldiği için reddedildi");
    expect(await storedMessages()).toHaveLength(0);
  });
});
