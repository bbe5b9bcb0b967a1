import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RegistrationDto, RegistrationsDto } from "../../src/shared/admin-contract";
import { createAccount, sessionCookie } from "../support/accounts";
import { ORIGIN } from "../support/fetch";
import { eventWithRegistration, registrationsOf } from "../support/events";
import { mailObserver } from "../support/mail";

const { queued, request, post, clear } = mailObserver();
let cookie = "";

beforeAll(async () => {
  const editor = await createAccount("editor");
  cookie = (await sessionCookie(editor.id)).cookie;
});

beforeEach(async () => {
  clear();
  await env.DB.batch([env.DB.prepare("DELETE FROM event_registrations"), env.DB.prepare("DELETE FROM login_throttle")]);
});

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await request(`/api/registrations${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const register = (path: string, n: number) => post(path, { name: `Kişi ${n}`, email: `kisi${n}@example.com` }, { "cf-connecting-ip": `203.0.113.${n}` });

describe("registrations in the admin area", () => {
  it("opens registration on an event, and the page starts taking registrations", async () => {
    const event = await eventWithRegistration({ registration: null });
    expect((await request(event.path).then((r) => r.text())).includes("etkinlik-kayit")).toBe(false);
    const opened = await call<RegistrationsDto>("PUT", `/${event.id}/settings`, { open: true, capacity: 12, closesAt: null, audience: "anyone" });
    expect(opened.status).toBe(200);
    expect(opened.body.settings).toEqual({ open: true, capacity: 12, closesAt: null, audience: "anyone" });
    expect(await request(event.path).then((r) => r.text())).toContain("12 yer kaldı");
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE target = ? ORDER BY id DESC").bind(`event:${event.id}`).first<{ summary: string }>();
    expect(audit!.summary).toContain("12 kişilik");
  });

  it("refuses bad settings with Turkish field messages", async () => {
    const event = await eventWithRegistration();
    const refused = await call<{ statusMessage: string; fields: Record<string, string> }>("PUT", `/${event.id}/settings`, { open: true, capacity: -1, closesAt: "dün", audience: "herkes" });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.capacity).toBe("Kontenjan 0 ya da daha büyük olmalı.");
    expect(refused.body.fields.closesAt).toBe("Geçerli bir tarih ve saat girin.");
    // The admin form sends a capacity that is not a plain number as typed: refused, never taken for "unlimited".
    for (const [capacity, message] of [
      ["on iki", "Kontenjanı sayı olarak girin ya da sınırsız için boş bırakın."],
      [2.5, "Kontenjan tam sayı olmalı."],
    ] as const) {
      const typed = await call<{ fields: Record<string, string> }>("PUT", `/${event.id}/settings`, { open: true, capacity, closesAt: null, audience: "anyone" });
      expect([typed.status, typed.body.fields.capacity]).toEqual([400, message]);
    }
  });

  it("more places move the waiting list up, and those people are mailed", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 1 } });
    for (const n of [1, 2, 3]) await register(event.path, n);
    clear();
    const raised = await call<RegistrationsDto>("PUT", `/${event.id}/settings`, { open: true, capacity: 2, closesAt: null, audience: "anyone" });
    expect(raised.body.counts).toMatchObject({ confirmed: 2, waiting: 1 });
    expect(raised.body.items.map((item) => [item.email, item.status])).toEqual([
      ["kisi1@example.com", "confirmed"],
      ["kisi2@example.com", "confirmed"],
      ["kisi3@example.com", "waiting"],
    ]);
    expect(queued.map((mail) => mail.to)).toEqual(["kisi2@example.com"]);
    expect(queued[0]!.subject).toContain("Yer açıldı");
  });

  it("marks attendance for confirmed people only", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 1 } });
    await register(event.path, 4);
    await register(event.path, 5);
    const [confirmed, waiting] = await registrationsOf(event.id);
    const marked = await call<RegistrationDto>("POST", `/${event.id}/${confirmed!.id}/attendance`, { attended: true });
    expect(marked.status).toBe(200);
    expect(marked.body.attendedAt).not.toBeNull();
    expect((await call("POST", `/${event.id}/${waiting!.id}/attendance`, { attended: true })).status).toBe(409);
    const unmarked = await call<RegistrationDto>("POST", `/${event.id}/${confirmed!.id}/attendance`, { attended: false });
    expect(unmarked.body.attendedAt).toBeNull();
  });

  it("writes to everyone registered through the queue (those waiting only when asked)", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 2 } });
    for (const n of [6, 7, 8]) await register(event.path, n);
    clear();
    const sent = await call<{ queued: number }>("POST", `/${event.id}/message`, { subject: "Yer değişikliği", message: "Atölye lokal yerine yan salonda yapılacak." });
    expect(sent.body.queued).toBe(2);
    expect(queued.map((mail) => mail.to)).toEqual(["kisi6@example.com", "kisi7@example.com"]);
    expect(queued[0]!.subject).toBe(`Yer değişikliği – Seramik atölyesi ${event.slug}`);
    expect(queued[0]!.text).toContain("Atölye lokal yerine yan salonda yapılacak.");
    clear();
    const all = await call<{ queued: number }>("POST", `/${event.id}/message`, { subject: "Hatırlatma", message: "Yarın görüşmek üzere, saat 14.00.", includeWaiting: true });
    expect(all.body.queued).toBe(3);
    expect((await call("POST", `/${event.id}/message`, { subject: "Kısa", message: "kısa" })).status).toBe(400);
  });

  it("exports the list as CSV for Turkish Excel: UTF-8 with BOM, semicolons, formulas defused", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 1 } });
    await post(event.path, { name: "Şükrü Öztürk; Çağla", email: "sukru@example.com", phone: "0532 123 45 67" }, { "cf-connecting-ip": "203.0.113.40" });
    await post(event.path, { name: "=HYPERLINK(1)", email: "formul@example.com" }, { "cf-connecting-ip": "203.0.113.41" });
    const response = await request(`/api/registrations/${event.id}/export.csv`, { headers: { cookie } });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${event.slug}-kayitlar.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("Sıra;Ad soyad;E-posta;Telefon;Durum;Üye;Kayıt zamanı;Yedekten geçiş;İptal zamanı;Katıldı");
    expect(lines[1]).toMatch(/^1;"Şükrü Öztürk; Çağla";sukru@example\.com;0532 123 45 67;Kesin kayıt;Hayır;/);
    expect(lines[2]).toMatch(/^2;'=HYPERLINK\(1\);formul@example\.com;;Yedek liste;/);
  });

  it("is for editors: visitors and members are turned away", async () => {
    const event = await eventWithRegistration();
    const member = await createAccount("member");
    const memberCookie = (await sessionCookie(member.id)).cookie;
    expect((await request(`/api/registrations/${event.id}`, { headers: { cookie: memberCookie } })).status).toBe(403);
    expect((await request(`/api/registrations/${event.id}`)).status).toBe(401);
  });
});

describe("an event's attendance mode in the admin API", () => {
  const input = {
    title: "Çevrim içi söyleşi",
    summary: "Kısa özet.",
    body: { root: { type: "root", children: [], direction: null, format: "", indent: 0, version: 1 } },
    coverImageId: null,
    status: "draft",
    publishAt: null,
    startsAt: "2030-03-12T16:00:00.000Z",
    endsAt: null,
    allDay: false,
    locationName: null,
    locationAddress: null,
  };
  const events = async (body: unknown) => {
    const response = await request("/api/events", { method: "POST", headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { fields?: Record<string, string> } };
  };

  it("asks an online or hybrid event for its join address, and keeps the mode, the address's visibility and the cancelled mark", async () => {
    const missing = await events({ ...input, attendanceMode: "cevrimici", onlineUrl: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.fields!.onlineUrl).toBe("Çevrim içi ya da karma bir etkinlik için katılım bağlantısını girin.");
    const unknown = await events({ ...input, attendanceMode: "uzaktan", onlineUrl: "https://meet.example/oda" });
    expect(unknown.body.fields!.attendanceMode).toBe("Katılım şeklini seçin: yerinde, çevrim içi ya da karma.");
    const created = await events({ ...input, attendanceMode: "karma", onlineUrl: "https://meet.example/oda", onlineUrlPublic: false, cancelled: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ attendanceMode: "karma", onlineUrl: "https://meet.example/oda", onlineUrlPublic: false, cancelled: true });
    // Older clients that send none of the new fields get an in-person, public, scheduled event.
    const plain = await events({ ...input, title: "Yerinde buluşma", onlineUrl: "" });
    expect(plain.body).toMatchObject({ attendanceMode: "yerinde", onlineUrlPublic: true, cancelled: false });
  });
});
