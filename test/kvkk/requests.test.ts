import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ErasureDto, PersonDataDto } from "../../src/shared/admin-contract";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, visit } from "../support/fetch";
import { contactMessage, everyRow, personWithContent } from "./support";

const NAME = "Hüseyin Çağlayan";
const EMAIL = "huseyin.caglayan@example.com";

let adminCookie = "";

beforeEach(async () => {
  await resetAccounts();
  await env.DB.batch(["audit_log", "news", "events", "contact_messages"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  const admin = await createAccount("admin");
  await env.DB.prepare("UPDATE users SET name = 'Yönetici Selin' WHERE id = ?").bind(admin.id).run();
  adminCookie = (await sessionCookie(admin.id)).cookie;
});

async function api<T>(path: string, body: unknown, cookie = adminCookie) {
  const response = await visit(`/api${path}`, { method: "POST", headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

describe("requests by e-mail (admin)", () => {
  it("shows everything held about an address, contact messages included (any case), and logs the lookup without the address", async () => {
    const person = await personWithContent("editor", NAME, EMAIL);
    await contactMessage(NAME, "Huseyin.Caglayan@Example.com");
    await contactMessage("Başka Biri", "baska@example.com");
    const found = await api<PersonDataDto>("/kvkk/person", { email: "  HUSEYIN.CAGLAYAN@example.com " });
    expect(found.status).toBe(200);
    expect(found.body.hesap).toMatchObject({ id: person.id, ad: NAME, eposta: EMAIL });
    expect(found.body.iletisimMesajlari.map((message) => message.ad)).toEqual([NAME]);
    expect(found.body.yazdigiIcerik).toHaveLength(2);
    const audit = await env.DB.prepare("SELECT actor_name, action, summary FROM audit_log WHERE action = 'kvkk.export'").all();
    expect(audit.results).toEqual([
      { actor_name: "Yönetici Selin", action: "kvkk.export", summary: "Kişisel veri talebi: bir e-posta adresine ait veriler görüntülendi (1 hesap, 1 iletişim mesajı, 0 etkinlik kaydı)" },
    ]);
    expect(JSON.stringify(audit.results)).not.toContain("caglayan");
  });

  it("finds messages of an address with no account", async () => {
    await contactMessage("Ayten Er", "ayten@example.com");
    const found = await api<PersonDataDto>("/kvkk/person", { email: "ayten@example.com" });
    expect(found.body.hesap).toBeNull();
    expect(found.body.iletisimMesajlari).toHaveLength(1);
  });

  it("refuses a bad address with a Turkish message", async () => {
    const bad = await api<{ statusMessage: string; fields: Record<string, string> }>("/kvkk/person", { email: "huseyin@" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe("Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).");
  });

  it("erases everything about the address: account, sessions, messages, their names in the audit log; content stays as “silinmiş kullanıcı”", async () => {
    const person = await personWithContent("editor", NAME, EMAIL);
    const messageId = await contactMessage(NAME, EMAIL);
    await env.DB.prepare("INSERT INTO audit_log (actor_id, actor_name, action, target, summary) VALUES (NULL, 'Yönetici', 'message.read', ?, ?)")
      .bind(`message:${messageId}`, `${NAME} kişisinin mesajı okundu`)
      .run();
    await contactMessage("Başka Biri", "baska@example.com");
    // A registration for an event and a newsletter subscription under the address (no account needed for either).
    const eventId = (await env.DB.prepare("SELECT min(id) AS id FROM events").first<{ id: number }>())!.id;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO event_registrations (event_id, name, email, phone, status, cancel_token_hash, created_at) VALUES (?, ?, ?, '0532 000 00 00', 'confirmed', 'h1', 0)").bind(eventId, NAME, EMAIL),
      env.DB.prepare("INSERT INTO newsletter_subscribers (email, status, consented_at) VALUES (?, 'active', 0)").bind(EMAIL),
    ]);

    const unconfirmed = await api<{ fields: Record<string, string> }>("/kvkk/person/erase", { email: EMAIL });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fields.confirm).toBe("Silme işlemini onaylamanız gerekiyor.");
    expect(await everyRow()).toContain(EMAIL);

    const erased = await api<ErasureDto>("/kvkk/person/erase", { email: EMAIL, confirm: true });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ account: true, contactMessages: 1, eventRegistrations: 1, newsletter: true, registerEntryKept: false });

    const rows = await everyRow();
    expect(rows).not.toContain(NAME);
    expect(rows).not.toContain(EMAIL);
    expect(rows).toContain("baska@example.com");
    expect((await env.DB.prepare("SELECT author_id FROM news").all()).results).toEqual([{ author_id: null }]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(person.id).first("n")).toBe(0);
    const audit = await env.DB.prepare("SELECT actor_name, summary FROM audit_log WHERE action = 'kvkk.erase'").all();
    expect(audit.results).toEqual([{ actor_name: "Yönetici Selin", summary: "Kişisel veri talebi: bir e-posta adresine ait veriler silindi (1 hesap, 1 iletişim mesajı, 1 etkinlik kaydı, bülten aboneliği)" }]);
  });

  it("purges the cached pages that named the person, in the same request", async () => {
    const person = await personWithContent("editor", NAME, EMAIL);
    await env.DB.prepare("UPDATE news SET status = 'published', publish_at = ? WHERE id = ?").bind(Date.now() - 60_000, person.newsId).run();
    const path = `/gundem/bahar-${person.id}`;
    await visit(path);
    const cached = await visit(path);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(await cached.text()).toContain(`Yazan: ${NAME}`);

    expect((await api<ErasureDto>("/kvkk/person/erase", { email: EMAIL, confirm: true })).status).toBe(200);
    const after = await (await visit(path)).text();
    expect(after).toContain("Bahar Şenliği Hazırlıkları");
    expect(after).not.toContain(NAME);
  });

  it("refuses to erase the site's last administrator and changes nothing, messages included", async () => {
    await resetAccounts();
    const person = await personWithContent("admin", NAME, EMAIL);
    await contactMessage(NAME, EMAIL);
    const before = await everyRow();
    const refused = await api<{ statusMessage: string }>("/kvkk/person/erase", { email: EMAIL, confirm: true }, person.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.statusMessage).toContain("son etkin yöneticisine ait");
    expect(await everyRow()).toBe(before);
  });

  it("is for administrators only", async () => {
    const editor = await createAccount("editor");
    const { cookie } = await sessionCookie(editor.id);
    expect((await api("/kvkk/person", { email: EMAIL }, cookie)).status).toBe(403);
    expect((await api("/kvkk/person/erase", { email: EMAIL, confirm: true }, cookie)).status).toBe(403);
  });
});
