import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { mailObserver } from "../support/mail";

const { queued, post, clear } = mailObserver();
const message = { name: "Elif Demir", email: "elif.demir@example.com", subject: "Koro kayıtları", message: "Merhaba, koroya yeni üye alıyor musunuz? Teşekkürler." };

beforeEach(async () => {
  clear();
  await env.DB.batch([env.DB.prepare("DELETE FROM contact_messages"), env.DB.prepare("DELETE FROM pages WHERE key = 'contact'")]);
});

const contactPage = (email: string) =>
  env.DB.prepare(`INSERT INTO pages (key, title, summary, body, fields) VALUES ('contact', 'İletişim', '', '{"root":{"type":"root","children":[]}}', ?)`)
    .bind(JSON.stringify({ address: "Kısıklı Mah. Alemdağ Cad. No: 12, Üsküdar / İstanbul", phone: "+90 216 555 00 00", email, mapUrl: "", officeHours: "" }))
    .run();

describe("a new contact message", () => {
  it("is stored, then mailed to the association's address with Reply-To set to the sender", async () => {
    await contactPage("iletisim@camlica.example");
    const response = await post("/iletisim", message, { "cf-connecting-ip": "198.51.100.61" });
    expect(response.status).toBe(303);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM contact_messages").first("n")).toBe(1);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: "iletisim@camlica.example", replyTo: "elif.demir@example.com", subject: "İletişim formu: Koro kayıtları" });
    expect(queued[0]!.text).toContain("Elif Demir <elif.demir@example.com> sitedeki iletişim formundan yazdı:");
    expect(queued[0]!.text).toContain("koroya yeni üye alıyor musunuz");
    expect(queued[0]!.text).toContain("https://dernek.example/admin/mesajlar");
    expect(queued[0]!.text).toContain("Kısıklı Mah. Alemdağ Cad. No: 12");
  });

  it("is kept even when the association has no address to mail it to", async () => {
    const response = await post("/iletisim", message, { "cf-connecting-ip": "198.51.100.62" });
    expect(response.status).toBe(303);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM contact_messages").first("n")).toBe(1);
    expect(queued).toHaveLength(0);
  });
});
