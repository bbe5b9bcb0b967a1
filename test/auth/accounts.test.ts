import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, visit } from "../support/fetch";

beforeEach(resetAccounts);

/** A JSON call from the admin app (same origin), as the given account. */
async function api(path: string, cookie: string, body?: unknown) {
  return visit(`/api${path}`, {
    method: body === undefined && !path.match(/approve|reject|disable|enable/) ? "GET" : "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const statusOf = async (id: number) =>
  (await env.DB.prepare("SELECT role, status FROM users WHERE id = ?").bind(id).first<{ role: string; status: string }>())!;
const sessionsOf = async (id: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(id).first<{ n: number }>())!.n;

describe("account management (administrators)", () => {
  it("lists pending registrations first", async () => {
    const admin = await createAccount("admin");
    const { cookie } = await sessionCookie(admin.id);
    await createAccount("member");
    const pending = await createAccount("member", "pending");
    const response = await api("/users", cookie);
    expect(response.status).toBe(200);
    const { users } = await response.json<{ users: Array<{ id: number; status: string }> }>();
    expect(users[0]!.id).toBe(pending.id);
    expect(JSON.stringify(users)).not.toContain("password");
  });

  it("approves and rejects pending accounts", async () => {
    const admin = await createAccount("admin");
    const { cookie } = await sessionCookie(admin.id);
    const first = await createAccount("member", "pending");
    const second = await createAccount("member", "pending");
    expect((await api(`/users/${first.id}/approve`, cookie)).status).toBe(200);
    expect(await statusOf(first.id)).toEqual({ role: "member", status: "active" });
    expect((await api(`/users/${second.id}/reject`, cookie)).status).toBe(200);
    expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(second.id).first()).toBeNull();
    const again = await api(`/users/${first.id}/approve`, cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ statusCode: 409, statusMessage: "Bu hesap onay beklemiyor" });
  });

  it("changing a role or disabling an account ends its sessions at once", async () => {
    const admin = await createAccount("admin");
    const { cookie } = await sessionCookie(admin.id);
    const editor = await createAccount("editor");
    const editorSession = await sessionCookie(editor.id);
    expect((await visit("/admin", { headers: { cookie: editorSession.cookie } })).status).toBe(200);

    expect((await api(`/users/${editor.id}/role`, cookie, { role: "member" })).status).toBe(200);
    expect(await sessionsOf(editor.id)).toBe(0);
    expect((await visit("/admin", { headers: { cookie: editorSession.cookie } })).status).toBe(302);

    const member = await createAccount("member");
    await sessionCookie(member.id);
    expect((await api(`/users/${member.id}/disable`, cookie)).status).toBe(200);
    expect(await statusOf(member.id)).toEqual({ role: "member", status: "disabled" });
    expect(await sessionsOf(member.id)).toBe(0);
    expect((await api(`/users/${member.id}/enable`, cookie)).status).toBe(200);
  });

  it("setting the role an account already has changes nothing and signs no one out", async () => {
    const admin = await createAccount("admin");
    const { cookie } = await sessionCookie(admin.id);
    const editor = await createAccount("editor");
    await sessionCookie(editor.id);
    expect((await api(`/users/${editor.id}/role`, cookie, { role: "editor" })).status).toBe(200);
    expect(await sessionsOf(editor.id)).toBe(1);
  });

  it("never demotes or disables the last active administrator", async () => {
    const admin = await createAccount("admin");
    const { cookie } = await sessionCookie(admin.id);
    const demoted = await api(`/users/${admin.id}/role`, cookie, { role: "editor" });
    expect(demoted.status).toBe(409);
    expect((await demoted.json<{ statusMessage: string }>()).statusMessage).toContain("Son etkin yönetici");
    // Disabling is refused sooner: nobody may disable their own account.
    const disabled = await api(`/users/${admin.id}/disable`, cookie);
    expect(disabled.status).toBe(409);
    expect((await disabled.json<{ statusMessage: string }>()).statusMessage).toBe("Kendi hesabınızı devre dışı bırakamazsınız");
    expect(await statusOf(admin.id)).toEqual({ role: "admin", status: "active" });
    expect(await sessionsOf(admin.id)).toBe(1);

    // With a second administrator, the first may step down.
    await createAccount("admin");
    expect((await api(`/users/${admin.id}/role`, cookie, { role: "editor" })).status).toBe(200);
  });

  it("validates input with Turkish messages and changes nothing", async () => {
    const admin = await createAccount("admin");
    const { cookie } = await sessionCookie(admin.id);
    const member = await createAccount("member");
    const badRole = await api(`/users/${member.id}/role`, cookie, { role: "süper" });
    expect(badRole.status).toBe(400);
    expect((await badRole.json<{ statusMessage: string }>()).statusMessage).toContain("Rol yönetici, editör ya da üye olmalı");
    expect((await api("/users/abc/disable", cookie)).status).toBe(400);
    expect((await api("/users/999999/disable", cookie)).status).toBe(404);
    expect(await statusOf(member.id)).toEqual({ role: "member", status: "active" });
  });

  it("is for administrators only", async () => {
    const editor = await createAccount("editor");
    const { cookie } = await sessionCookie(editor.id);
    const member = await createAccount("member");
    expect((await api("/users", cookie)).status).toBe(403);
    expect((await api(`/users/${member.id}/disable`, cookie)).status).toBe(403);
    expect(await statusOf(member.id)).toEqual({ role: "member", status: "active" });
  });
});
