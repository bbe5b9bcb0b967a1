import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { postForm, visit } from "../support/fetch";
import { createAccount, PASSWORD, resetAccounts, sessionCookie, setSessionToken } from "../support/accounts";
import { mailObserver } from "../support/mail";
import { REGISTER_THROTTLE } from "../../src/services/auth/throttle";

beforeEach(resetAccounts);

const good = {
  name: "Nermin Aksoy",
  email: "nermin.aksoy@example.com",
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  phone: "0532 123 45 67",
  neighbourhood: "Kısıklı",
  reason: "Mahallemizdeki etkinliklere katılmak istiyorum.",
};
const accounts = async () =>
  (await env.DB.prepare("SELECT email, name, role, status, password_hash FROM users ORDER BY id").all<Record<string, string>>()).results;

describe("registering", () => {
  it("makes the first account an active administrator, signs it in and says so beforehand", async () => {
    expect(await (await visit("/register")).text()).toContain("Oluşturacağınız hesap sitenin <strong>yöneticisi</strong> olacak");
    const response = await postForm("/register", good);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin");
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__Host-oturum="))!;
    expect(cookie).toMatch(/; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const [account] = await accounts();
    expect(account).toMatchObject({ email: good.email, role: "admin", status: "active" });
    expect(account!.password_hash).toMatch(/^scrypt\$/);
    // Signed in: the admin area opens.
    expect((await visit("/admin", { headers: { cookie: `__Host-oturum=${setSessionToken(response)}` } })).status).toBe(200);
  });

  it("makes every later account a pending member and tells the person so", async () => {
    await postForm("/register", good);
    const page = await (await visit("/register")).text();
    expect(page).not.toContain("yöneticisi</strong> olacak");
    const response = await postForm("/register", { ...good, name: "Kemal Demir", email: "kemal@example.com" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/register?basvuru=alindi");
    expect(setSessionToken(response)).toBeNull();
    expect((await accounts())[1]).toMatchObject({ email: "kemal@example.com", role: "member", status: "pending" });
    expect(await (await visit("/register?basvuru=alindi")).text()).toContain("Yazdığınız adrese bir onay bağlantısı gönderdik");
    // The application keeps what the board needs to decide.
    const stored = await env.DB.prepare("SELECT phone, neighbourhood, application_reason FROM users WHERE email = 'kemal@example.com'").first();
    expect(stored).toEqual({ phone: "0532 123 45 67", neighbourhood: "Kısıklı", application_reason: "Mahallemizdeki etkinliklere katılmak istiyorum." });
  });

  it("is the association's membership application once the site is set up: phone and neighbourhood are asked for", async () => {
    await postForm("/register", good);
    const page = await (await visit("/register")).text();
    expect(page).toContain("<h1>Üyelik başvurusu</h1>");
    expect(page).toContain("Neden üye olmak istiyorsunuz?");
    const response = await postForm("/register", { ...good, email: "eksik@example.com", phone: "", neighbourhood: "" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Telefon numaranızı yazın.");
    expect(html).toContain("Mahallenizi yazın.");
    expect(await accounts()).toHaveLength(1);
  });

  it("normalises the e-mail address without Turkish case rules and keeps it unique", async () => {
    await postForm("/register", { ...good, email: "  IRMAK.Ilgaz@EXAMPLE.com " });
    expect((await accounts())[0]!.email).toBe("irmak.ilgaz@example.com");
    // A taken address is answered like any application, so it reveals nothing, and stores nothing.
    const again = await postForm("/register", { ...good, name: "Başka Biri", email: "irmak.ilgaz@example.COM" });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/register?basvuru=alindi");
    expect(await accounts()).toHaveLength(1);
    expect((await accounts())[0]!.name).toBe(good.name);
  });

  it.each([
    ["name", { name: "N" }, "Adınız en az 2 karakter olmalı."],
    ["name", { name: "" }, "Adınızı ve soyadınızı yazın."],
    ["email", { email: "nermin@" }, "Geçerli bir e-posta adresi yazın"],
    ["password", { password: "", passwordConfirm: "" }, "Bir şifre belirleyin."],
    ["password", { password: "kısa", passwordConfirm: "kısa" }, "Şifreniz en az 8 karakter olmalı."],
    ["password", { password: "ç".repeat(129), passwordConfirm: "ç".repeat(129) }, "Şifreniz en fazla 128 karakter olabilir."],
    ["password", { password: "password123", passwordConfirm: "password123" }, "Bu şifre çok yaygın"],
    ["password", { password: "Galatasaray1905", passwordConfirm: "Galatasaray1905" }, "Bu şifre çok yaygın"],
    ["passwordConfirm", { passwordConfirm: "başka bir şey" }, "Şifreler birbiriyle aynı değil."],
  ])("refuses a bad %s with a message next to it, keeps the input but never the password, stores nothing", async (field, change, message) => {
    const response = await postForm("/register", { ...good, ...change });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`id="kayit-${field}-hata">${message}`);
    if (field !== "name") expect(html).toContain(`value="${good.name}"`);
    expect(html).not.toContain(PASSWORD);
    expect(html).not.toMatch(/type="password"[^>]*value=/);
    expect(await accounts()).toHaveLength(0);
  });

  it("is refused from another site", async () => {
    const response = await postForm("/register", good, { origin: "https://kotu.example" });
    expect(response.status).toBe(403);
    expect(await accounts()).toHaveLength(0);
  });
});

describe("registration throttle", () => {
  it(`takes ${REGISTER_THROTTLE.maxFailures} applications an hour from one client, then answers 429 with Retry-After`, async () => {
    const apply = (i: number, ip = "203.0.113.10") => postForm("/register", { ...good, email: `basvuru-${i}@example.com` }, { "cf-connecting-ip": ip });
    for (let i = 0; i < REGISTER_THROTTLE.maxFailures; i++) expect((await apply(i)).status).toBe(303);
    const refused = await apply(99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(REGISTER_THROTTLE.blockMs / 1000 - 60);
    const html = await refused.text();
    expect(html).toContain("Bu bağlantıdan kısa sürede çok fazla başvuru yapıldı.");
    expect(html).toContain('value="basvuru-99@example.com"');
    expect((await accounts()).map((account) => account.email)).not.toContain("basvuru-99@example.com");
    // Another client, and the same client in IPv4-mapped spelling, are told apart correctly.
    expect((await apply(100, "::ffff:203.0.113.10")).status).toBe(429);
    expect((await apply(101, "198.51.100.44")).status).toBe(303);
  });
});

describe("approving an application", () => {
  it("makes the person a member and tells them by mail", async () => {
    const { queued, request } = mailObserver();
    const admin = await createAccount("admin");
    const { cookie } = await sessionCookie(admin.id);
    await postForm("/register", { ...good, email: "basvuran@example.com" });
    const id = (await env.DB.prepare("SELECT id FROM users WHERE email = 'basvuran@example.com'").first<{ id: number }>())!.id;
    // The applicant confirmed their address (test/auth/addresses.test.ts follows the link itself).
    await env.DB.prepare("UPDATE users SET email_confirmed_at = ? WHERE id = ?").bind(Date.now(), id).run();
    const response = await request(`/api/users/${id}/approve`, { method: "POST", headers: { cookie, origin: "https://dernek.example" } });
    expect(response.status).toBe(200);
    expect(await env.DB.prepare("SELECT status FROM users WHERE id = ?").bind(id).first("status")).toBe("active");
    expect(queued.map((mail) => [mail.to, mail.subject])).toEqual([["basvuran@example.com", "Üyelik başvurunuz onaylandı"]]);
  });
});
