import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MessageDto, Page } from "../../src/shared/admin-contract";
import { database } from "../../src/db/client";
import { storeContactMessage } from "../../src/db/contact";
import { createAccount } from "../support/accounts";
import { signedInApi } from "../support/admin-api";

const { call } = signedInApi("admin");
let adminId = 0;

beforeAll(async () => {
  adminId = (await env.DB.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY id DESC LIMIT 1").first<{ id: number }>())!.id;
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM audit_log"), env.DB.prepare("DELETE FROM contact_messages"), env.DB.prepare("DELETE FROM users WHERE id <> ?").bind(adminId)]);
});

const entries = async () => (await env.DB.prepare("SELECT action, target, summary FROM audit_log ORDER BY id").all<{ action: string; target: string; summary: string }>()).results;

describe("account actions in the audit log", () => {
  it("logs approve, role change, disable, enable and a refused application, each in Turkish", async () => {
    const pending = await createAccount("member", "pending", "ayse@example.com");
    const other = await createAccount("member", "pending", "veli@example.com");
    expect((await call("POST", `/users/${pending.id}/approve`)).status).toBe(200);
    expect((await call("POST", `/users/${pending.id}/role`, { role: "editor" })).status).toBe(200);
    expect((await call("POST", `/users/${pending.id}/disable`)).status).toBe(200);
    expect((await call("POST", `/users/${pending.id}/enable`)).status).toBe(200);
    expect((await call("POST", `/users/${other.id}/reject`)).status).toBe(200);
    expect(await entries()).toEqual([
      { action: "user.approve", target: `user:${pending.id}`, summary: "Test member hesabı onaylandı" },
      { action: "user.role", target: `user:${pending.id}`, summary: "Test member hesabının rolü editör olarak değiştirildi" },
      { action: "user.disable", target: `user:${pending.id}`, summary: "Test member hesabı devre dışı bırakıldı" },
      { action: "user.enable", target: `user:${pending.id}`, summary: "Test member hesabı yeniden etkinleştirildi" },
      { action: "user.reject", target: `user:${other.id}`, summary: `Bir üyelik başvurusu reddedildi (hesap no. ${other.id})` },
    ]);
  });

  it("never disables one's own account, and a refused change leaves no entry", async () => {
    const own = await call<{ statusMessage: string }>("POST", `/users/${adminId}/disable`);
    expect(own.status).toBe(409);
    expect(own.body.statusMessage).toBe("Kendi hesabınızı devre dışı bırakamazsınız");
    // The last administrator keeps the role: refused, so nothing is logged.
    expect((await call("POST", `/users/${adminId}/role`, { role: "member" })).status).toBe(409);
    const active = await createAccount("member", "active");
    expect((await call("POST", `/users/${active.id}/approve`)).status).toBe(409);
    expect(await entries()).toEqual([]);
  });
});

describe("messages", () => {
  const store = (name: string, subject: string, message: string) =>
    storeContactMessage(database(env.DB), { name, email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, subject, message, ipHash: crypto.randomUUID() }, new Date(), { maxFailures: 10, windowMs: 60_000, blockMs: 60_000 });

  it("logs marking a message read or unread, once per change", async () => {
    await store("Ayşe Yılmaz", "Kermes", "Ne zaman?");
    const [message] = (await call<Page<MessageDto>>("GET", "/messages")).body.items;
    await call("POST", `/messages/${message!.id}/read`, { read: true });
    await call("POST", `/messages/${message!.id}/read`, { read: true });
    await call("POST", `/messages/${message!.id}/read`, { read: false });
    expect((await entries()).map((entry) => [entry.action, entry.summary])).toEqual([
      ["message.read", "Ayşe Yılmaz kişisinin mesajı okundu olarak işaretlendi"],
      ["message.unread", "Ayşe Yılmaz kişisinin mesajı okunmadı olarak işaretlendi"],
    ]);
  });

  it("are searched Turkish-aware, by sender, subject and text", async () => {
    await store("Şule Işık", "Dayanışma kolileri", "İstanbul'dan yardım");
    await store("Mehmet Can", "Koro", "Provalar ne zaman?");
    const titles = async (q: string) => (await call<Page<MessageDto>>("GET", `/messages?q=${encodeURIComponent(q)}`)).body.items.map((item) => item.subject);
    expect(await titles("dayanisma")).toEqual(["Dayanışma kolileri"]);
    expect(await titles("ISIK")).toEqual(["Dayanışma kolileri"]);
    expect(await titles("istanbul")).toEqual(["Dayanışma kolileri"]);
    expect(await titles("prova")).toEqual(["Koro"]);
    expect(await titles("yok-böyle")).toEqual([]);
    expect((await call<Page<MessageDto>>("GET", "/messages")).body.total).toBe(2);
  });
});
