import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { UserDto } from "../../src/shared/admin-contract";
import { createAccount, sessionCookie } from "../support/accounts";
import { apiCaller, signedInApi } from "../support/admin-api";

const { call } = signedInApi("admin");

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM audit_log"), env.DB.prepare("DELETE FROM user_grants")]);
});

const entries = async () => (await env.DB.prepare("SELECT action, summary FROM audit_log ORDER BY id").all<{ action: string; summary: string }>()).results;

describe("duties on the Kullanıcılar screen", () => {
  it("gives and takes the board duty: the list shows it, the registers open and close at once, each change audited", async () => {
    const member = await createAccount("member");
    const memberCookie = (await sessionCookie(member.id)).cookie;
    const memberApi = apiCaller(() => memberCookie);
    expect((await memberApi("GET", "/registers/members")).status).toBe(403);

    expect(await call("POST", `/users/${member.id}/grant`, { kind: "board", on: true })).toEqual({ status: 200, body: { ok: true } });
    // Giving it twice changes nothing and is not logged twice.
    expect((await call("POST", `/users/${member.id}/grant`, { kind: "board", on: true })).status).toBe(200);
    const list = await call<{ users: UserDto[] }>("GET", "/users");
    expect(list.body.users.find((user) => user.id === member.id)!.grants).toEqual(["board"]);
    expect((await memberApi("GET", "/registers/members")).status).toBe(200);

    expect((await call("POST", `/users/${member.id}/grant`, { kind: "board", on: false })).status).toBe(200);
    expect((await memberApi("GET", "/registers/members")).status).toBe(403);
    expect(await entries()).toEqual([
      { action: "user.grant", summary: "Test member için Yönetim kurulu görevi verildi" },
      { action: "user.revoke", summary: "Test member hesabından Yönetim kurulu görevi kaldırıldı" },
    ]);
  });

  it("gives the treasurer duty beside the board's, and refuses an unknown duty or account in Turkish", async () => {
    const member = await createAccount("member");
    await call("POST", `/users/${member.id}/grant`, { kind: "board", on: true });
    await call("POST", `/users/${member.id}/grant`, { kind: "treasurer", on: true });
    const list = await call<{ users: UserDto[] }>("GET", "/users");
    expect(list.body.users.find((user) => user.id === member.id)!.grants.sort()).toEqual(["board", "treasurer"]);

    const bad = await call<{ fields: Record<string, string> }>("POST", `/users/${member.id}/grant`, { kind: "baskan", on: true });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.kind).toBe("Görev yönetim kurulu ya da sayman olmalı.");
    const missing = await call<{ statusMessage: string }>("POST", "/users/999999/grant", { kind: "board", on: true });
    expect(missing).toEqual({ status: 404, body: expect.objectContaining({ statusMessage: "Hesap bulunamadı" }) });
  });
});
