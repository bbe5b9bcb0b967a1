import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { sendApplicationDigest } from "../../src/services/auth/application-notices";
import { CONFIRM_VALID_MS, UNCONFIRMED_KEEP_DAYS } from "../../src/services/auth/addresses";
import type { Mail } from "../../src/services/email/messages";
import { mailContextOfEnv } from "../../src/services/email/sender";
import { runRetention } from "../../src/services/kvkk/retention";
import { createAccount, PASSWORD, resetAccounts, sessionCookie, setSessionToken } from "../support/accounts";
import { linkIn as linkOf, mailObserver, tokenOf } from "../support/mail";

const { queued, request, post, api, clear } = mailObserver();

const linkIn = (mail: Mail) => linkOf(mail, "eposta-onayla");
const mailsTo = (address: string) => queued.filter((mail) => mail.to === address);
const user = async (email: string) =>
  env.DB.prepare("SELECT id, email, status, email_confirmed_at FROM users WHERE email = ?").bind(email).first<{ id: number; email: string; status: string; email_confirmed_at: number | null }>();

const application = {
  name: "Kemal Demir",
  email: "kemal.demir@example.com",
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  phone: "0532 123 45 67",
  neighbourhood: "Kısıklı",
};

beforeEach(async () => {
  clear();
  await resetAccounts();
  await env.DB.batch([env.DB.prepare("DELETE FROM one_time_tokens"), env.DB.prepare("DELETE FROM settings"), env.DB.prepare("DELETE FROM audit_log")]);
});

/** An administrator with a session, so the site has its first account already. */
async function administrator() {
  const admin = await createAccount("admin");
  return { admin, cookie: (await sessionCookie(admin.id)).cookie };
}

describe("confirming the address at registration", () => {
  it("mails a link; only the confirmed application reaches the approval queue, and the administrators hear of it", async () => {
    const { admin, cookie } = await administrator();
    const second = await createAccount("admin");
    const registered = await post("/register", application);
    expect(registered.headers.get("location")).toBe("/register?basvuru=alindi");
    expect((await user(application.email))).toMatchObject({ status: "pending", email_confirmed_at: null });
    const [mail] = mailsTo(application.email);
    expect(mail).toMatchObject({ subject: "E-posta adresinizi onaylayın" });
    expect(mail!.text).toContain(`${CONFIRM_VALID_MS / 86_400_000} gün`);
    const link = linkIn(mail!);

    // Not yet in the queue: an administrator cannot approve it, and nobody was told.
    const { id } = (await user(application.email))!;
    const early = await api("POST", `/users/${id}/approve`, cookie);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { statusMessage: string }).statusMessage).toContain("e-posta adresini henüz onaylamadı");
    const listed = (await (await api("GET", "/users", cookie)).json()) as { users: { email: string; emailConfirmedAt: string | null }[] };
    expect(listed.users.find((row) => row.email === application.email)!.emailConfirmedAt).toBeNull();
    expect(mailsTo(admin.email)).toHaveLength(0);

    // Opening the link changes nothing (mail scanners open links too): it asks.
    const page = await request(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain("Adresimi onayla");
    expect((await user(application.email))!.email_confirmed_at).toBeNull();

    const confirmed = await post("/eposta-onayla", { token: tokenOf(link), password: PASSWORD });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/eposta-onayla?tamam=basvuru");
    expect(await (await request("/eposta-onayla?tamam=basvuru")).text()).toContain("Başvurunuz yönetim kurulunun kararına sunuldu");
    expect((await user(application.email))!.email_confirmed_at).not.toBeNull();
    for (const address of [admin.email, second.email]) {
      expect(mailsTo(address)).toEqual([expect.objectContaining({ subject: "Yeni üyelik başvurusu: Kemal Demir" })]);
      expect(mailsTo(address)[0]!.text).toContain("kemal.demir@example.com");
      expect(mailsTo(address)[0]!.text).toContain("https://dernek.example/admin/kullanicilar");
    }

    // The link works once.
    expect((await post("/eposta-onayla", { token: tokenOf(link), password: PASSWORD })).status).toBe(410);
    expect((await request(link)).status).toBe(410);
    expect(mailsTo(admin.email)).toHaveLength(1);

    // Approval now works and welcomes the member.
    expect((await api("POST", `/users/${id}/approve`, cookie)).status).toBe(200);
    expect(mailsTo(application.email).at(-1)).toMatchObject({ subject: "Üyelik başvurunuz onaylandı" });
    expect(mailsTo(application.email).at(-1)!.text).toContain("https://dernek.example/login");
  });

  it("sends a new link to an unconfirmed applicant who signs in, and the first link keeps working", async () => {
    await administrator();
    await post("/register", application);
    const first = linkIn(mailsTo(application.email)[0]!);
    const login = await post("/login", { email: application.email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(await login.text()).toContain("Adresinize yeni bir onay bağlantısı gönderdik");
    expect(setSessionToken(login)).toBeNull();
    const second = linkIn(mailsTo(application.email)[1]!);
    expect(second).not.toBe(first);
    // Within the per-account limit: three mails an hour, then none until the hour is over.
    await post("/login", { email: application.email, password: PASSWORD });
    const limited = await post("/login", { email: application.email, password: PASSWORD });
    expect(await limited.text()).toContain("Son bir saatte adresinize birkaç onay bağlantısı gönderildi");
    expect(mailsTo(application.email)).toHaveLength(3);
    expect((await request(first)).status).toBe(200);
    expect((await post("/eposta-onayla", { token: tokenOf(first), password: PASSWORD })).status).toBe(303);
    expect((await user(application.email))!.email_confirmed_at).not.toBeNull();
    // Once the address is confirmed, the other link has nothing left to do.
    expect((await request(second)).status).toBe(410);
    expect((await post("/eposta-onayla", { token: tokenOf(second), password: PASSWORD })).status).toBe(410);
    // Confirmed but not approved: the usual answer.
    expect(await (await post("/login", { email: application.email, password: PASSWORD })).text()).toContain("Başvurunuz henüz yönetim kurulunun kararını bekliyor");
  });

  it("a wrong password learns nothing about the application, and no mail goes out", async () => {
    await administrator();
    await post("/register", application);
    clear();
    const login = await post("/login", { email: application.email, password: "yanlış bir şifre burada" });
    expect(login.status).toBe(401);
    expect(await login.text()).not.toContain("onay");
    expect(queued).toHaveLength(0);
  });

  it("refuses tampered and missing links with a Turkish page and changes nothing", async () => {
    for (const token of ["", "kısa", "x".repeat(43), "y".repeat(500)]) {
      const response = await post("/eposta-onayla", { token });
      expect(response.status).toBe(410);
      expect(await response.text()).toContain("Bu bağlantı artık geçerli değil");
    }
    expect((await request("/eposta-onayla")).status).toBe(410);
  });

  it("keeps its link after three days no more, and the daily run removes unconfirmed applications after a week", async () => {
    await administrator();
    const fresh = await createAccount("member", "pending", "taze@example.com", false);
    const old = await createAccount("member", "pending", "eski@example.com", false);
    const waiting = await createAccount("member", "pending", "bekleyen@example.com", true);
    const weekAgo = Date.now() - (UNCONFIRMED_KEEP_DAYS * 86_400_000 + 60_000);
    await env.DB.prepare("UPDATE users SET created_at = ? WHERE id IN (?, ?)").bind(weekAgo, old.id, waiting.id).run();
    const report = await runRetention((await import("../../src/db/client")).database(env.DB), new Date());
    expect(report.unconfirmedAccounts).toBe(1);
    expect(await user(old.email)).toBeNull();
    expect(await user(fresh.email)).not.toBeNull();
    expect(await user(waiting.email)).not.toBeNull();
    const entry = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'retention.run'").first<{ summary: string }>();
    expect(entry!.summary).toContain("1 e-posta adresi onaylanmamış başvuru silindi");
  });
});

describe("an application confirmed only by its applicant", () => {
  /** Someone applies with another person's address; that person receives the mail. */
  async function strangersApplication() {
    await administrator();
    await post("/register", { ...application, email: "kurban@example.com" });
    const [mail] = mailsTo("kurban@example.com");
    return { mail: mail!, link: linkIn(mail!) };
  }
  const unconfirmed = async () => (await user("kurban@example.com"))!.email_confirmed_at === null;

  it("names the applicant in the mail and on the page, and tells whoever did not apply not to confirm", async () => {
    const { mail, link } = await strangersApplication();
    expect(mail.text).toContain("bu e-posta adresiyle Kemal Demir adına üyelik başvurusu yapıldı");
    expect(mail.text).toContain("başvururken belirlediğiniz şifreyle");
    expect(mail.text).toContain("Bu başvuru sizin değilse onaylamayın.");
    expect(mail.html).toContain("Bu başvuru sizin değilse onaylamayın.");
    const html = await (await request(link)).text();
    expect(html).toContain("Bu adresle <strong>Kemal Demir</strong> adına üyelik başvurusu yapıldı");
    expect(html).toContain("Bu başvuru sizin değilse onaylamayın");
    expect(html).toContain('<label for="onay-password">Başvururken belirlediğiniz şifre</label>');
    expect(html).toMatch(/<input (?=[^>]*name="password")(?=[^>]*type="password")[^>]*>/);
  });

  it("asks for the applicant's password: without it or with a wrong one nothing changes and the field says why", async () => {
    const { link } = await strangersApplication();
    const admin = (await env.DB.prepare("SELECT email FROM users WHERE role = 'admin'").first<{ email: string }>())!.email;
    const missing = await post("/eposta-onayla", { token: tokenOf(link) });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('id="onay-password-hata"');
    const wrong = await post("/eposta-onayla", { token: tokenOf(link), password: "tahmin ettiğim bir şifre" });
    expect(wrong.status).toBe(422);
    const page = await wrong.text();
    expect(page).toMatch(/id="onay-password-hata"[^>]*>[^<]*Şifre hatalı\. Başvururken belirlediğiniz şifreyi yazın\./);
    expect(page).toContain("Kemal Demir");
    expect(await unconfirmed()).toBe(true);
    expect(mailsTo(admin)).toHaveLength(0);
    // The link is still good for the applicant.
    expect((await request(link)).status).toBe(200);
    expect((await post("/eposta-onayla", { token: tokenOf(link), password: PASSWORD })).status).toBe(303);
    expect(await unconfirmed()).toBe(false);
  });

  it("throttles password guesses like signing in: the eleventh in ten minutes is refused with Retry-After", async () => {
    const { link } = await strangersApplication();
    for (let guess = 1; guess <= 10; guess++) {
      expect((await post("/eposta-onayla", { token: tokenOf(link), password: `tahmin ${guess}` })).status).toBe(422);
    }
    const blocked = await post("/eposta-onayla", { token: tokenOf(link), password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await blocked.text()).toContain("Çok fazla hatalı deneme yapıldı");
    expect(await unconfirmed()).toBe(true);
  });
});

describe("notifications of applications", () => {
  it("sends the administrators one daily digest instead, when the setting says so", async () => {
    const { admin, cookie } = await administrator();
    const saved = await api("PUT", "/settings/notifications", cookie, { address: "", applications: "digest", version: 0 });
    expect(saved.status).toBe(200);
    await post("/register", application);
    await post("/eposta-onayla", { token: tokenOf(linkIn(mailsTo(application.email)[0]!)), password: PASSWORD });
    await post("/register", { ...application, name: "Ayşe Işık", email: "ayse.isik@example.com" });
    await post("/eposta-onayla", { token: tokenOf(linkIn(mailsTo("ayse.isik@example.com")[0]!)), password: PASSWORD });
    expect(mailsTo(admin.email)).toHaveLength(0);

    const sent: Mail[] = [];
    const mail = { ...mailContextOfEnv(env), env: { ...env, MAIL_QUEUE: { send: async (message: Mail) => void sent.push(message) } as unknown as Queue<Mail> } };
    const now = new Date(Date.now() + 60_000);
    expect(await sendApplicationDigest(mail, now)).toBe(2);
    expect(sent).toEqual([expect.objectContaining({ to: admin.email, subject: "Onay bekleyen 2 yeni üyelik başvurusu" })]);
    expect(sent[0]!.text).toContain("Kemal Demir <kemal.demir@example.com>");
    expect(sent[0]!.text).toContain("Ayşe Işık <ayse.isik@example.com>");
    // The next day's run does not repeat them.
    expect(await sendApplicationDigest(mail, new Date(now.getTime() + 86_400_000))).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("answers an approved application with a welcome and a refused one with a polite note; an unconfirmed one hears nothing", async () => {
    const { cookie } = await administrator();
    const approved = await createAccount("member", "pending", "onay@example.com");
    const refused = await createAccount("member", "pending", "ret@example.com");
    const stranger = await createAccount("member", "pending", "yabanci@example.com", false);
    expect((await api("POST", `/users/${approved.id}/approve`, cookie)).status).toBe(200);
    expect((await api("POST", `/users/${refused.id}/reject`, cookie)).status).toBe(200);
    expect((await api("POST", `/users/${stranger.id}/reject`, cookie)).status).toBe(200);
    expect(queued.map((mail) => [mail.to, mail.subject])).toEqual([
      ["onay@example.com", "Üyelik başvurunuz onaylandı"],
      ["ret@example.com", "Üyelik başvurunuz hakkında"],
    ]);
    expect(await user("ret@example.com")).toBeNull();
    expect(await user("yabanci@example.com")).toBeNull();
  });
});

describe("the notification settings", () => {
  it("send contact messages to the address an administrator sets, and refuse a bad one in Turkish", async () => {
    const { cookie } = await administrator();
    const defaults = (await (await api("GET", "/settings/notifications", cookie)).json()) as Record<string, unknown>;
    expect(defaults).toMatchObject({ address: "", applications: "each", version: 0 });

    const bad = await api("PUT", "/settings/notifications", cookie, { address: "dernek@", applications: "each", version: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Geçerli bir e-posta adresi yazın");
    const unknown = await api("PUT", "/settings/notifications", cookie, { address: "", applications: "haftalık", version: 0 });
    expect(unknown.status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM settings").first("n")).toBe(0);

    const saved = await api("PUT", "/settings/notifications", cookie, { address: " Yonetim@Dernek.Example ", applications: "each", version: 0 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ address: "yonetim@dernek.example", version: 1 });
    const stale = await api("PUT", "/settings/notifications", cookie, { address: "", applications: "digest", version: 0 });
    expect(stale.status).toBe(409);
    const entries = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'settings.notifications'").all<{ summary: string }>();
    expect(entries.results.map((row) => row.summary)).toEqual(["Bildirim ayarları değiştirildi: bildirim adresi yonetim@dernek.example, başvuru bildirimi her başvuruda"]);

    clear();
    const sent = await post("/iletisim", { name: "Leyla Öztürk", email: "leyla@example.com", subject: "Gönüllülük", message: "Hafta sonları gönüllü olarak yardım etmek istiyorum." });
    expect(sent.status).toBe(303);
    expect(queued).toEqual([expect.objectContaining({ to: "yonetim@dernek.example", replyTo: "leyla@example.com" })]);
  });

  it("are for administrators only", async () => {
    const editor = await createAccount("editor");
    const { cookie } = await sessionCookie(editor.id);
    expect((await api("GET", "/settings/notifications", cookie)).status).toBe(403);
    expect((await api("PUT", "/settings/notifications", cookie, { address: "", applications: "digest", version: 0 })).status).toBe(403);
  });
});

describe("a reset link made by an administrator", () => {
  it("is shown once, works once, replaces earlier links, and is audit-logged without the link", async () => {
    const { cookie } = await administrator();
    const member = await createAccount("member", "active", "uye@example.com");
    await post("/sifremi-unuttum", { email: member.email });
    const mailed = /\/sifre-yenile\?anahtar=[A-Za-z0-9_-]+/.exec(queued[0]!.text)![0];

    const made = await api("POST", `/users/${member.id}/reset-link`, cookie);
    expect(made.status).toBe(200);
    const { url, expiresAt } = (await made.json()) as { url: string; expiresAt: string };
    expect(url).toMatch(/^https:\/\/dernek\.example\/sifre-yenile\?anahtar=[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await request(mailed)).status).toBe(410);
    const path = url.slice("https://dernek.example".length);
    expect((await request(path)).status).toBe(200);
    const entries = await env.DB.prepare("SELECT summary, target FROM audit_log WHERE action = 'user.reset-link' ORDER BY id").all<{ summary: string; target: string }>();
    expect(entries.results).toEqual([
      { summary: "Test member için şifre yenileme bağlantısı gönderildi", target: `user:${member.id}` },
      { summary: "Test member için şifre yenileme bağlantısı oluşturuldu", target: `user:${member.id}` },
    ]);
    expect(JSON.stringify(entries.results)).not.toContain("anahtar");

    const password = "Moda sahilinde gün batımı izlemek";
    const saved = await post("/sifre-yenile", { token: decodeURIComponent(path.split("anahtar=")[1]!), password, passwordConfirm: password });
    expect(saved.status).toBe(303);
    expect((await post("/login", { email: member.email, password })).status).toBe(303);
  });

  it("is refused for accounts that are not active, and for unknown ones", async () => {
    const { cookie } = await administrator();
    const pending = await createAccount("member", "pending");
    const disabled = await createAccount("member", "disabled");
    for (const id of [pending.id, disabled.id]) {
      const refused = await api("POST", `/users/${id}/reset-link`, cookie);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { statusMessage: string }).statusMessage).toBe("Yalnızca etkin hesaplar için şifre yenileme bağlantısı oluşturulabilir");
    }
    expect((await api("POST", "/users/999999/reset-link", cookie)).status).toBe(404);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM one_time_tokens").first("n")).toBe(0);
  });
});

describe("changing the address on /hesabim", () => {
  async function member() {
    const account = await createAccount("member", "active", "eski@example.com");
    return { account, cookie: (await sessionCookie(account.id)).cookie };
  }
  const change = (cookie: string, fields: Record<string, string>) => post("/hesabim", { islem: "eposta", ...fields }, { cookie });

  it("takes effect only once the new address is confirmed, and the old address hears of it twice", async () => {
    const { account, cookie } = await member();
    const asked = await change(cookie, { newEmail: " Yeni@Example.com ", currentPassword: PASSWORD });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe("/hesabim?tamam=eposta");
    expect((await user("eski@example.com"))!.id).toBe(account.id);
    expect(mailsTo("yeni@example.com")).toEqual([expect.objectContaining({ subject: "Yeni e-posta adresinizi onaylayın" })]);
    expect(mailsTo("eski@example.com")).toEqual([expect.objectContaining({ subject: "E-posta adresinizi değiştirme isteği" })]);
    expect(mailsTo("eski@example.com")[0]!.text).toContain("yeni@example.com");
    expect(mailsTo("eski@example.com")[0]!.text).not.toContain("anahtar=");
    const page = await (await request("/hesabim", { headers: { cookie } })).text();
    expect(page).toContain("yeni@example.com adresine gönderdiğimiz bağlantı henüz kullanılmadı");

    const link = linkIn(mailsTo("yeni@example.com")[0]!);
    expect(await (await request(link)).text()).toContain("Yeni adresimi onayla");
    const confirmed = await post("/eposta-onayla", { token: tokenOf(link) });
    expect(confirmed.headers.get("location")).toBe("/eposta-onayla?tamam=adres");
    expect(await user("eski@example.com")).toBeNull();
    expect((await user("yeni@example.com"))!.id).toBe(account.id);
    expect(mailsTo("eski@example.com").at(-1)).toMatchObject({ subject: "E-posta adresiniz değiştirildi" });
    // Signed in still; signing in takes the new address.
    expect(await (await request("/hesabim", { headers: { cookie } })).text()).toContain("yeni@example.com");
    expect((await post("/login", { email: "yeni@example.com", password: PASSWORD })).status).toBe(303);
    expect((await post("/eposta-onayla", { token: tokenOf(link) })).status).toBe(410);
  });

  it("refuses a wrong password, a bad address and the same address in Turkish, and sends nothing", async () => {
    const { cookie } = await member();
    const cases: [Record<string, string>, string][] = [
      [{ newEmail: "yeni@example.com", currentPassword: "yanlış şifre burada" }, "Şu anki şifreniz hatalı."],
      [{ newEmail: "yeni@", currentPassword: PASSWORD }, "Geçerli bir e-posta adresi yazın"],
      [{ newEmail: "ESKI@example.com", currentPassword: PASSWORD }, "Bu zaten şu anki e-posta adresiniz."],
      [{ newEmail: "yeni@example.com", currentPassword: "" }, "Lütfen şu anki şifrenizi yazın."],
    ];
    for (const [fields, message] of cases) {
      const response = await change(cookie, fields);
      expect(response.status).toBe(422);
      expect(await response.text()).toContain(message);
    }
    expect(queued).toHaveLength(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM one_time_tokens").first("n")).toBe(0);
  });

  it("answers an address that has an account like any other, and tells that address's owner instead", async () => {
    const { cookie } = await member();
    await createAccount("member", "active", "dolu@example.com");
    const asked = await change(cookie, { newEmail: "dolu@example.com", currentPassword: PASSWORD });
    expect(asked.headers.get("location")).toBe("/hesabim?tamam=eposta");
    expect(queued).toEqual([expect.objectContaining({ to: "dolu@example.com", subject: "Adresiniz başka bir hesap için istendi" })]);
    expect(queued[0]!.text).not.toContain("anahtar=");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM one_time_tokens").first("n")).toBe(0);
  });

  it("changes nothing when the new address found an account before the link was used", async () => {
    const { account, cookie } = await member();
    await change(cookie, { newEmail: "yeni@example.com", currentPassword: PASSWORD });
    await createAccount("member", "active", "yeni@example.com");
    const confirmed = await post("/eposta-onayla", { token: tokenOf(linkIn(mailsTo("yeni@example.com")[0]!)) });
    expect(confirmed.status).toBe(409);
    expect(await confirmed.text()).toContain("başka bir hesap açılmış");
    expect((await user("eski@example.com"))!.id).toBe(account.id);
  });

  it("sends at most three links an hour", async () => {
    const { cookie } = await member();
    for (const n of [1, 2, 3]) expect((await change(cookie, { newEmail: `yeni${n}@example.com`, currentPassword: PASSWORD })).status).toBe(303);
    const fourth = await change(cookie, { newEmail: "yeni4@example.com", currentPassword: PASSWORD });
    expect(fourth.status).toBe(429);
    expect(await fourth.text()).toContain("bir saat sonra yeniden deneyin");
    expect(mailsTo("yeni4@example.com")).toHaveLength(0);
    // Only the newest link works.
    expect(await env.DB.prepare("SELECT payload FROM one_time_tokens").all()).toMatchObject({ results: [{ payload: "yeni3@example.com" }] });
  });
});
