import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RetentionDto } from "../../src/shared/admin-contract";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, runDailyCron, visit } from "../support/fetch";
import { contactMessage } from "./support";

const DAY = 24 * 60 * 60 * 1000;
/** The clock the tests move: the cron's scheduled time, far from the real now. */
const NOW = Date.UTC(2027, 5, 15, 3, 17);

let adminCookie = "";
let adminId = 0;

beforeAll(async () => {
  await resetAccounts();
  const admin = await createAccount("admin");
  adminId = admin.id;
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM contact_messages"),
    env.DB.prepare("DELETE FROM audit_log"),
    env.DB.prepare("DELETE FROM settings"),
    env.DB.prepare("DELETE FROM users WHERE id <> ?").bind(adminId),
  ]);
  // Runs far in the future end every session, the administrator's too.
  adminCookie = (await sessionCookie(adminId)).cookie;
});

/** The daily cron, as Cloudflare calls it, at a moment of the test's choosing. */
const runCron = runDailyCron;

async function api<T>(method: string, path: string, body?: unknown) {
  const response = await visit(`/api${path}`, {
    method,
    headers: { cookie: adminCookie, origin: ORIGIN, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

async function pendingAccount(createdAt: number) {
  const account = await createAccount("member", "pending");
  await env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?").bind(createdAt, account.id).run();
  return account.id;
}

async function auditEntry(at: number, actorName = "Yönetici Ayşe") {
  await env.DB.prepare("INSERT INTO audit_log (at, actor_id, actor_name, action, target, summary) VALUES (?, ?, ?, 'news.update', 'news:1', 'Bir haber güncellendi')")
    .bind(at, adminId, actorName)
    .run();
}

describe("retention in the daily cron", () => {
  it("by default deletes contact messages after 12 months and unapproved registrations after 30 days, and keeps younger ones", async () => {
    const old = await contactMessage("Eski Gönderen", "eski@example.com", NOW - 366 * DAY);
    const young = await contactMessage("Yeni Gönderen", "yeni@example.com", NOW - 300 * DAY);
    // An administrator's entry about the old message names its sender: the name goes with the message.
    await env.DB.prepare("INSERT INTO audit_log (at, actor_id, actor_name, action, target, summary) VALUES (?, ?, 'Yönetici', 'message.delete', ?, 'Eski Gönderen kişisinin mesajı silindi')")
      .bind(NOW - DAY, adminId, `message:${old}`)
      .run();
    const stale = await pendingAccount(NOW - 31 * DAY);
    const fresh = await pendingAccount(NOW - 29 * DAY);

    await runCron(NOW);

    const messages = await env.DB.prepare("SELECT id FROM contact_messages").all<{ id: number }>();
    expect(messages.results.map((row) => row.id)).toEqual([young]);
    const users = await env.DB.prepare("SELECT id FROM users WHERE status = 'pending'").all<{ id: number }>();
    expect(users.results.map((row) => row.id)).toEqual([fresh]);
    expect(stale).not.toBe(fresh);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE summary LIKE '%Eski Gönderen%'")).toBe(0);

    // The run says what it removed, where administrators read it.
    const run = await env.DB.prepare("SELECT actor_id, actor_name, action, summary FROM audit_log WHERE action = 'retention.run'").all();
    expect(run.results).toEqual([
      { actor_id: null, actor_name: "Sistem (saklama süreleri)", action: "retention.run", summary: "Saklama süresi dolan veriler: 1 iletişim mesajı silindi, 1 onaylanmamış hesap silindi" },
    ]);
  });

  it("keeps everything until the day the period ends, then removes it, as the clock moves", async () => {
    const sentAt = Date.UTC(2026, 0, 10, 12);
    await contactMessage("Ali Veli", "ali@example.com", sentAt);
    await runCron(Date.UTC(2027, 0, 10, 3, 17));
    expect(await count("SELECT count(*) AS n FROM contact_messages")).toBe(1);
    await runCron(Date.UTC(2027, 0, 11, 3, 17));
    expect(await count("SELECT count(*) AS n FROM contact_messages")).toBe(0);
  });

  it("anonymises audit entries after their period: the action stays, the person becomes “silinmiş kullanıcı”", async () => {
    await auditEntry(NOW - 25 * 30 * DAY);
    await auditEntry(NOW - 30 * DAY);
    // An old entry about a message deleted by hand names its sender in the summary.
    await env.DB.prepare("INSERT INTO audit_log (at, actor_id, actor_name, action, target, summary) VALUES (?, ?, 'Yönetici Ayşe', 'message.delete', 'message:99', 'Kemal Sunal kişisinin mesajı silindi')")
      .bind(NOW - 25 * 30 * DAY, adminId)
      .run();
    await runCron(NOW);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE summary LIKE '%Kemal%' OR actor_name = 'Yönetici Ayşe' AND action = 'message.delete'")).toBe(0);
    const entries = await env.DB.prepare("SELECT actor_id, actor_name, action, summary FROM audit_log WHERE action = 'news.update' ORDER BY at").all();
    expect(entries.results).toEqual([
      { actor_id: null, actor_name: "silinmiş kullanıcı", action: "news.update", summary: "Bir haber güncellendi" },
      { actor_id: adminId, actor_name: "Yönetici Ayşe", action: "news.update", summary: "Bir haber güncellendi" },
    ]);
    // A second run finds nothing new and writes no entry.
    await runCron(NOW + 1000);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'retention.run'")).toBe(1);
  });

  it("deletes expired sessions", async () => {
    const member = await createAccount("member");
    await sessionCookie(member.id, { expired: true });
    await sessionCookie(member.id);
    await runCron(Date.now());
    expect(await count(`SELECT count(*) AS n FROM sessions WHERE user_id = ${member.id}`)).toBe(1);
    await runCron(Date.now() + 31 * DAY);
    expect(await count(`SELECT count(*) AS n FROM sessions WHERE user_id = ${member.id}`)).toBe(0);
  });

  it("forgets throttle counters a day after their window, unless they still block", async () => {
    const now = Date.now();
    await env.DB.prepare("DELETE FROM login_throttle").run();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO login_throttle (key, failures, window_start, blocked_until) VALUES ('giris:eski', 3, ?, NULL)").bind(now - 2 * DAY),
      env.DB.prepare("INSERT INTO login_throttle (key, failures, window_start, blocked_until) VALUES ('hesap:eski-bitti', 9, ?, ?)").bind(now - 2 * DAY, now - DAY),
      env.DB.prepare("INSERT INTO login_throttle (key, failures, window_start, blocked_until) VALUES ('hesap:hala-bekliyor', 9, ?, ?)").bind(now - 2 * DAY, now + 60_000),
      env.DB.prepare("INSERT INTO login_throttle (key, failures, window_start, blocked_until) VALUES ('giris:yeni', 2, ?, NULL)").bind(now - 60_000),
    ]);
    await runCron(now);
    const { results } = await env.DB.prepare("SELECT key FROM login_throttle ORDER BY key").all<{ key: string }>();
    expect(results.map((row) => row.key)).toEqual(["giris:yeni", "hesap:hala-bekliyor"]);
  });

  it("follows the periods an administrator sets in the admin area", async () => {
    const shown = await api<RetentionDto>("GET", "/kvkk/retention");
    expect(shown.body).toMatchObject({ contactMessagesMonths: 12, pendingAccountsDays: 30, auditLogMonths: 24, version: 0 });

    const saved = await api<RetentionDto>("PUT", "/kvkk/retention", { contactMessagesMonths: 3, pendingAccountsDays: 7, auditLogMonths: 6, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ contactMessagesMonths: 3, pendingAccountsDays: 7, auditLogMonths: 6, version: 1 });

    await contactMessage("Dört Ay Önce", "dort@example.com", NOW - 120 * DAY);
    await contactMessage("İki Ay Önce", "iki@example.com", NOW - 60 * DAY);
    await pendingAccount(NOW - 8 * DAY);
    await runCron(NOW);
    const left = await env.DB.prepare("SELECT name FROM contact_messages").all();
    expect(left.results).toEqual([{ name: "İki Ay Önce" }]);
    expect(await count("SELECT count(*) AS n FROM users WHERE status = 'pending'")).toBe(0);

    // The notice shows the periods in force.
    const notice = await (await visit("/kvkk")).text();
    expect(notice).toContain("Gönderildikten 3 ay sonra");
    expect(notice).toContain("Başvurudan 7 gün sonra");

    const audit = await env.DB.prepare("SELECT action, summary FROM audit_log WHERE action = 'settings.retention'").all();
    expect(audit.results).toEqual([
      { action: "settings.retention", summary: "Saklama süreleri değiştirildi: iletişim mesajları 3 ay, onaylanmamış hesaplar 7 gün, denetim kaydı 6 ay, etkinlik kayıtları 6 ay" },
    ]);
  });

  it("refuses bad periods with a Turkish message and a stale version with 409, changing nothing", async () => {
    const zero = await api<{ statusMessage: string; fields: Record<string, string> }>("PUT", "/kvkk/retention", { contactMessagesMonths: 0, pendingAccountsDays: 30, auditLogMonths: 24, version: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.fields.contactMessagesMonths).toBe("İletişim mesajları en az 1 ay saklanır.");
    const text = await api<{ fields: Record<string, string> }>("PUT", "/kvkk/retention", { contactMessagesMonths: "on iki", pendingAccountsDays: 30, auditLogMonths: 24, version: 0 });
    expect(text.status).toBe(400);
    expect(text.body.fields.contactMessagesMonths).toBe("İletişim mesajlarının saklama süresi bir sayı olmalı.");

    expect((await api("PUT", "/kvkk/retention", { contactMessagesMonths: 6, pendingAccountsDays: 30, auditLogMonths: 24, version: 0 })).status).toBe(200);
    const stale = await api("PUT", "/kvkk/retention", { contactMessagesMonths: 1, pendingAccountsDays: 1, auditLogMonths: 1, version: 0 });
    expect(stale.status).toBe(409);
    expect((await api<RetentionDto>("GET", "/kvkk/retention")).body).toMatchObject({ contactMessagesMonths: 6, version: 1 });
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'settings.retention'")).toBe(1);
  });
});
