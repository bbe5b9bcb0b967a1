import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { PersonDataDto } from "../../src/shared/admin-contract";
import { createAccount, PASSWORD, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, visit } from "../support/fetch";
import { eventWithRegistration } from "../support/events";
import { contactMessage, everyRow, personWithContent } from "./support";

const NAME = "Zeynep Karaağaçlı";
const EMAIL = "zeynep.karaagacli@example.com";

beforeEach(async () => {
  await resetAccounts();
  await env.DB.batch(["audit_log", "news", "events", "contact_messages", "event_registrations", "newsletter_subscribers"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

const deleteAccount = (cookie: string, fields: Record<string, string>) =>
  visit("/hesabim", {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ islem: "sil", ...fields }).toString(),
  });

describe("“Verilerimi indir” on /hesabim", () => {
  it("offers the download and the deletion form on the account page", async () => {
    const person = await personWithContent("member", NAME, EMAIL);
    const html = await (await visit("/hesabim", { headers: { cookie: person.cookie } })).text();
    expect(html).toContain('href="/hesabim/verilerim"');
    expect(html).toContain(">Verilerimi indir</a>");
    expect(html).toContain(">Hesabımı sil</button>");
  });

  it("gives a JSON file of the profile, sessions' dates, authored content and the audit entries about the account, never the token", async () => {
    const person = await personWithContent("editor", NAME, EMAIL);
    // A message sent under an address the account has not confirmed is not the account's to read.
    await env.DB.prepare("UPDATE users SET email_confirmed_at = NULL WHERE id = ?").bind(person.id).run();
    await contactMessage("Başka Biri", EMAIL);
    const response = await visit("/hesabim/verilerim", { headers: { cookie: person.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="verilerim-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const data = (await response.json()) as PersonDataDto;
    expect(data.hesap).toMatchObject({ id: person.id, ad: NAME, eposta: EMAIL, epostaOnayi: null, rol: "editör", durum: "etkin" });
    expect(data.oturumlar).toHaveLength(1);
    expect(data.oturumlar[0]!.baslangic).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.yazdigiIcerik.map((item) => `${item.tur}: ${item.baslik}`)).toEqual(["gündem: Bahar Şenliği Hazırlıkları", "etkinlik: Kitap Kulübü Buluşması"]);
    expect(data.denetimKayitlari).toEqual([expect.objectContaining({ islem: "Haber oluşturuldu", hedef: `news:${person.newsId}` })]);
    expect(data.iletisimMesajlari).toEqual([]);
    const raw = JSON.stringify(data);
    expect(raw).not.toContain(person.cookie.split("=")[1]!);
    expect(raw).not.toContain("scrypt$");
  });

  it("holds everything the account gave and what was sent under its confirmed address, in Turkish", async () => {
    const person = await personWithContent("member", NAME, EMAIL);
    await env.DB.prepare("UPDATE users SET phone = ?, neighbourhood = ?, application_reason = ? WHERE id = ?")
      .bind("0532 111 22 33", "Kısıklı", "Mahallemizdeki etkinliklere katılmak istiyorum.", person.id)
      .run();
    const event = await eventWithRegistration();
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO event_registrations (event_id, name, email, phone, status, cancel_token_hash, created_at) VALUES (?, ?, ?, ?, 'waiting', ?, ?)").bind(event.id, NAME, EMAIL, "0532 111 22 33", "b".repeat(64), now),
      env.DB.prepare("INSERT INTO newsletter_subscribers (email, status, consented_at, confirmed_at) VALUES (?, 'active', ?, ?)").bind(EMAIL, now, now),
    ]);
    await contactMessage(NAME, EMAIL);
    // Another address's data stays out.
    await contactMessage("Başka Biri", "baska@example.com");

    const data = (await (await visit("/hesabim/verilerim", { headers: { cookie: person.cookie } })).json()) as PersonDataDto;
    expect(data.hesap).toMatchObject({
      telefon: "0532 111 22 33",
      mahalle: "Kısıklı",
      basvuruNedeni: "Mahallemizdeki etkinliklere katılmak istiyorum.",
      epostaOnayi: expect.stringMatching(/^\d{4}-/),
      bekleyenYeniEposta: null,
      rol: "üye",
      durum: "etkin",
    });
    expect(data.bulten).toMatchObject({ eposta: EMAIL, durum: "etkin" });
    expect(data.etkinlikKayitlari).toEqual([expect.objectContaining({ etkinlik: `Seramik atölyesi ${event.slug}`, telefon: "0532 111 22 33", durum: "yedek liste" })]);
    expect(data.iletisimMesajlari).toEqual([expect.objectContaining({ ad: NAME, eposta: EMAIL, konu: "Üyelik" })]);
    // What /hesabim shows is in the file: its subscription section names the same list.
    expect(await (await visit("/hesabim", { headers: { cookie: person.cookie } })).text()).toContain(`Bültenimiz ${EMAIL} adresine geliyor.`);
  });

  it("is for signed-in people only", async () => {
    const response = await visit("/hesabim/verilerim");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?next=%2Fhesabim%2Fverilerim");
  });
});

describe("“Hesabımı sil” on /hesabim", () => {
  it("asks for the password and the confirmation, and changes nothing without them", async () => {
    const person = await personWithContent("member", NAME, EMAIL);
    const before = await everyRow();

    const wrong = await deleteAccount(person.cookie, { password: "yanlış şifre", confirm: "evet" });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("Şifreniz hatalı.");

    const unconfirmed = await deleteAccount(person.cookie, { password: PASSWORD });
    expect(unconfirmed.status).toBe(422);
    expect(await unconfirmed.text()).toContain("Hesabınızın silineceğini anladığınızı onaylayın.");

    const after = await everyRow();
    // Only the password-guess counter may have moved.
    const withoutThrottle = (dump: string) => dump.split("\n").filter((line) => !line.startsWith("login_throttle")).join("\n");
    expect(withoutThrottle(after)).toBe(withoutThrottle(before));
  });

  it("deletes the account: nothing about the person is left in any table, their content stays as “silinmiş kullanıcı”", async () => {
    const person = await personWithContent("editor", NAME, EMAIL);
    const other = await createAccount("admin");
    const response = await deleteAccount(person.cookie, { password: PASSWORD, confirm: "evet" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Hesabınız silindi");
    expect(html).not.toContain(NAME);
    expect(response.headers.getSetCookie().join()).toMatch(/__Host-oturum=;/);

    const rows = await everyRow();
    expect(rows).not.toContain(NAME);
    expect(rows).not.toContain(EMAIL);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(person.id).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(person.id).first("n")).toBe(0);
    // The content stays, attributed to nobody ("silinmiş kullanıcı").
    const news = await env.DB.prepare("SELECT title, author_id FROM news").all();
    expect(news.results).toEqual([{ title: "Bahar Şenliği Hazırlıkları", author_id: null }]);
    const audit = await env.DB.prepare("SELECT actor_id, actor_name, action FROM audit_log ORDER BY id").all();
    expect(audit.results).toEqual([
      { actor_id: null, actor_name: "silinmiş kullanıcı", action: "news.create" },
      { actor_id: null, actor_name: "silinmiş kullanıcı", action: "account.delete" },
    ]);
    // The old cookie opens nothing any more; the other account is untouched.
    expect((await visit("/hesabim", { headers: { cookie: person.cookie } })).status).toBe(302);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(other.id).first("n")).toBe(1);
  });

  it("refuses the site's last administrator and changes nothing", async () => {
    const person = await personWithContent("admin", NAME, EMAIL);
    const before = await everyRow();
    const response = await deleteAccount(person.cookie, { password: PASSWORD, confirm: "evet" });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Sitenin son yöneticisi olduğunuz için hesabınızı silemezsiniz.");
    const withoutThrottle = (dump: string) => dump.split("\n").filter((line) => !line.startsWith("login_throttle")).join("\n");
    expect(withoutThrottle(await everyRow())).toBe(withoutThrottle(before));

    // With a second administrator, the first may go.
    const second = await createAccount("admin");
    await sessionCookie(second.id);
    expect((await deleteAccount(person.cookie, { password: PASSWORD, confirm: "evet" })).status).toBe(200);
  });
});
