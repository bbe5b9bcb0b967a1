import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { NewsDto } from "../../src/shared/admin-contract";
import { createAccount, PASSWORD, resetAccounts, sessionCookie } from "../support/accounts";
import { newsInput } from "../support/content";
import { eventWithRegistration } from "../support/events";
import { mailObserver } from "../support/mail";
import { everyRow } from "./support";

const NAME = "Nilüfer Karamürselli";
const EMAIL = "nilufer.karamurselli@example.com";
const PHONE = "0532 987 65 43";
/** The phone as any stored form of it may hold it (typed, digits only, or +90 …). */
const PHONE_FORMS = [PHONE, "5329876543", "532 987 65 43"];

const { queued, post, request, api, clear } = mailObserver();

beforeEach(async () => {
  clear();
  await resetAccounts();
  await env.DB.batch(
    ["audit_log", "revisions", "news", "events", "contact_messages", "event_registrations", "newsletter_subscribers", "login_throttle"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
});

const mailLink = (path: string) => {
  const mail = queued.find((item) => item.text.includes(path))!;
  return decodeURIComponent(new RegExp(`${path}\\?anahtar=([A-Za-z0-9_%-]+)`).exec(mail.text)![1]!);
};

/** Everything a person can leave on the site, each through its own form or screen. */
async function personEverywhere(adminCookie: string) {
  expect((await post("/register", { name: NAME, email: EMAIL, phone: PHONE, neighbourhood: "Kısıklı", reason: "Mahallemize katkı vermek istiyorum.", password: PASSWORD, passwordConfirm: PASSWORD })).status).toBe(303);
  const { id } = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(EMAIL).first<{ id: number }>())!;
  // The address proved theirs (the link of the application mail), then the administrator's steps, each audit-logged by name.
  await env.DB.prepare("UPDATE users SET email_confirmed_at = ? WHERE id = ?").bind(Date.now(), id).run();
  expect((await api("POST", `/users/${id}/approve`, adminCookie)).status).toBe(200);
  expect((await api("POST", `/users/${id}/role`, adminCookie, { role: "editor" })).status).toBe(200);
  expect((await post("/sifremi-unuttum", { email: EMAIL })).status).toBe(303);
  const { cookie } = await sessionCookie(id);

  // A news item under their name (its page's byline), with its revision.
  const created = await api("POST", "/news", cookie, newsInput("Mahalle Kütüphanesi Açıldı"));
  expect(created.status).toBe(201);
  const news = (await created.json()) as NewsDto;
  // A registration as a visitor with the same address, one signed in, a subscription, a message.
  const open = await eventWithRegistration();
  const members = await eventWithRegistration();
  expect((await post(open.path, { name: NAME, email: EMAIL, phone: PHONE })).status).toBe(303);
  expect((await post(members.path, { name: NAME, email: EMAIL, phone: PHONE }, { cookie })).status).toBe(303);
  expect((await post("/bulten", { email: EMAIL, consent: "on" })).status).toBe(303);
  expect((await post("/bulten/onay", { anahtar: mailLink("/bulten/onay") })).status).toBe(200);
  expect((await post("/iletisim", { name: NAME, email: EMAIL, subject: "Kütüphane", message: `Beni ${PHONE} numarasından arayabilirsiniz.` })).status).toBe(303);
  return { id, cookie, newsPath: `/gundem/${news.slug}`, eventPaths: [open.path, members.path] };
}

/** The public pages the person could appear on, each visited twice so a cached copy is what the second visit gets. */
async function publicPages(paths: readonly string[]) {
  const pages: Array<{ path: string; cache: string | null; html: string }> = [];
  for (const path of paths) {
    await request(path);
    const response = await request(path);
    pages.push({ path, cache: response.headers.get("x-cache"), html: await response.text() });
  }
  return pages;
}

describe("“Hesabımı sil” leaves nothing of the person anywhere", () => {
  it("erases the account, its applications' details, registrations, subscription and messages, renames audit texts and purges the pages that showed the name", async () => {
    const admin = await createAccount("admin");
    const adminCookie = (await sessionCookie(admin.id)).cookie;
    const person = await personEverywhere(adminCookie);
    const paths = ["/", "/gundem", person.newsPath, "/etkinlikler", ...person.eventPaths];

    // Before: the data is there, and the news page is served from the cache with the byline.
    const before = await everyRow();
    for (const value of [NAME, EMAIL, PHONE]) expect(before).toContain(value);
    expect(await env.DB.prepare("SELECT status FROM newsletter_subscribers WHERE email = ?").bind(EMAIL).first("status")).toBe("active");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE summary LIKE ?").bind(`${NAME}%`).first("n")).toBeGreaterThanOrEqual(3);
    const cachedBefore = (await publicPages(paths)).find((page) => page.path === person.newsPath)!;
    expect(cachedBefore.cache).toBe("HIT");
    expect(cachedBefore.html).toContain(`Yazan: ${NAME}`);

    const response = await post("/hesabim", { islem: "sil", password: PASSWORD, confirm: "evet" }, { cookie: person.cookie });
    expect(response.status).toBe(200);

    // Every text column of every table.
    const rows = await everyRow();
    for (const value of [NAME, EMAIL, ...PHONE_FORMS]) expect(rows).not.toContain(value);
    // Every public page, cached or not.
    for (const page of await publicPages(paths)) {
      for (const value of [NAME, EMAIL, ...PHONE_FORMS]) expect(page.html, page.path).not.toContain(value);
    }
    // The audit log still says what happened, without the name.
    const audit = await env.DB.prepare("SELECT action, summary FROM audit_log WHERE action IN ('user.approve', 'user.role', 'user.reset-link') ORDER BY id").all();
    expect(audit.results).toEqual([
      { action: "user.approve", summary: "Silinmiş kullanıcı hesabı onaylandı" },
      { action: "user.role", summary: "Silinmiş kullanıcı hesabının rolü editör olarak değiştirildi" },
      { action: "user.reset-link", summary: "Silinmiş kullanıcı için şifre yenileme bağlantısı gönderildi" },
    ]);
    expect(await env.DB.prepare("SELECT actor_name FROM revisions").all()).toMatchObject({ results: [{ actor_name: "silinmiş kullanıcı" }] });
    // The news item stays, without a byline.
    expect(await (await request(person.newsPath)).text()).toContain("Mahalle Kütüphanesi Açıldı");
  });

  it("leaves what others sent under an address the account never confirmed", async () => {
    const account = await createAccount("member", "active", EMAIL, false);
    const { cookie } = await sessionCookie(account.id);
    const event = await eventWithRegistration();
    expect((await post(event.path, { name: "Başka Biri", email: EMAIL, phone: "" })).status).toBe(303);
    expect((await post("/hesabim", { islem: "sil", password: PASSWORD, confirm: "evet" }, { cookie })).status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM event_registrations WHERE email = ?").bind(EMAIL).first("n")).toBe(1);
  });
});
