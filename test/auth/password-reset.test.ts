import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { RESET_VALID_MS } from "../../src/services/auth/password-reset";
import { RECIPIENT_MAIL_THROTTLE } from "../../src/services/email/recipient-limit";
import type { Mail } from "../../src/services/email/messages";
import { RESET_REQUESTED } from "../../src/routes/pages/sifremi-unuttum";
import { createAccount, PASSWORD, resetAccounts, sessionCookie, setSessionToken } from "../support/accounts";
import { linkIn as linkOf, mailObserver, tokenOf } from "../support/mail";
import { BROWSER_UA, ORIGIN, withDeclaredLength } from "../support/fetch";
import worker from "../../src/app/index";

const { queued, request, post, clear } = mailObserver();

const linkIn = (mail: Mail) => linkOf(mail, "sifre-yenile");
const newPassword = "Kuzguncuk sahilinde akşam çayı";

beforeEach(async () => {
  clear();
  await resetAccounts();
  await env.DB.batch([env.DB.prepare("DELETE FROM one_time_tokens"), env.DB.prepare("DELETE FROM audit_log")]);
});

describe("şifremi unuttum", () => {
  it("is linked from the sign-in page", async () => {
    expect(await (await request("/login")).text()).toContain('<a href="/sifremi-unuttum">Şifremi unuttum</a>');
  });

  it("answers every address alike, and mails a one-time link only to an active account", async () => {
    const member = await createAccount("member");
    const pending = await createAccount("member", "pending");
    for (const email of [member.email, pending.email, "kimse@example.com"]) {
      const response = await post("/sifremi-unuttum", { email });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/sifremi-unuttum?gonderildi=1");
    }
    const sent = await (await request("/sifremi-unuttum?gonderildi=1")).text();
    expect(sent).toContain(RESET_REQUESTED);
    expect(sent).toContain("İsteğiniz alındı");
    expect(queued).toHaveLength(1);
    const [mail] = queued;
    expect(mail).toMatchObject({ to: member.email, subject: "Şifre yenileme bağlantınız" });
    expect(mail!.text).toContain("Derneğimiz sitesindeki hesabınız");
    expect(mail!.text).toContain("60 dakika");
    // Only the token's digest is stored.
    const token = tokenOf(linkIn(mail!));
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await env.DB.prepare("SELECT id FROM one_time_tokens").all<{ id: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]!.id).not.toBe(token);
    // The audit log records that a link went out, without the link.
    const audit = await env.DB.prepare("SELECT action, target, summary FROM audit_log WHERE action = 'user.reset-link'").all<{ action: string; target: string; summary: string }>();
    expect(audit.results).toEqual([{ action: "user.reset-link", target: `user:${member.id}`, summary: "Test member için şifre yenileme bağlantısı gönderildi" }]);
    expect(JSON.stringify(audit.results)).not.toContain(token);
  });

  it("lets the link set a new password once: every session ends, the person is signed in afresh and told by mail", async () => {
    const member = await createAccount("member");
    const old = await sessionCookie(member.id);
    await post("/sifremi-unuttum", { email: member.email.toUpperCase() });
    const link = linkIn(queued[0]!);
    const form = await request(link);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toBe("private, no-store");
    // The address holds the token: no referrer carries it to another site.
    expect(form.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await form.text();
    expect(html).toContain("Yeni şifrenizi belirleyin");
    expect(html).toContain(`name="token" value="${tokenOf(link)}"`);

    const saved = await post("/sifre-yenile", { token: tokenOf(link), password: newPassword, passwordConfirm: newPassword, phone: "0532 000 00 02", neighbourhood: "Ferah" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/hesabim?tamam=sifre");
    expect(setSessionToken(saved)).not.toBeNull();
    expect((await request("/hesabim", { headers: { cookie: old.cookie } })).status).toBe(302);
    expect(queued.at(-1)).toMatchObject({ to: member.email, subject: "Şifreniz değiştirildi" });
    expect(queued.at(-1)!.text).not.toContain("anahtar=");

    // The new password signs in; the old one does not; the link is spent.
    expect((await post("/login", { email: member.email, password: newPassword })).status).toBe(303);
    expect((await post("/login", { email: member.email, password: PASSWORD })).status).toBe(401);
    expect((await request(link)).status).toBe(410);
    const again = await post("/sifre-yenile", { token: tokenOf(link), password: "Bambaşka bir cümle daha", passwordConfirm: "Bambaşka bir cümle daha" });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("Bu bağlantı artık geçerli değil");
  });

  it("refuses the old password as the new one, and a mismatch, keeping the link usable", async () => {
    const member = await createAccount("member");
    await post("/sifremi-unuttum", { email: member.email });
    const token = tokenOf(linkIn(queued[0]!));
    const same = await post("/sifre-yenile", { token, password: PASSWORD, passwordConfirm: PASSWORD });
    expect(same.status).toBe(422);
    expect(await same.text()).toContain("Yeni şifreniz eskisiyle aynı olamaz.");
    const mismatch = await post("/sifre-yenile", { token, password: newPassword, passwordConfirm: "başka" });
    expect(mismatch.status).toBe(422);
    expect((await post("/sifre-yenile", { token, password: newPassword, passwordConfirm: newPassword })).status).toBe(303);
  });

  it("lets only the newest link work, and none once the hour is over or the password changed", async () => {
    const member = await createAccount("member");
    await post("/sifremi-unuttum", { email: member.email });
    await post("/sifremi-unuttum", { email: member.email });
    const [first, second] = queued.map(linkIn);
    expect((await request(first!)).status).toBe(410);
    expect((await request(second!)).status).toBe(200);

    await env.DB.prepare("UPDATE one_time_tokens SET expires_at = ?").bind(Date.now() - 1).run();
    expect((await request(second!)).status).toBe(410);
    expect(RESET_VALID_MS).toBe(60 * 60 * 1000);

    // A password changed on /hesabim ends the links asked for before.
    clear();
    await post("/sifremi-unuttum", { email: member.email });
    const third = linkIn(queued[0]!);
    const { cookie } = await sessionCookie(member.id);
    const changed = await post("/hesabim", { currentPassword: PASSWORD, password: newPassword, passwordConfirm: newPassword }, { cookie });
    expect(changed.status).toBe(303);
    expect((await request(third)).status).toBe(410);
  });

  it("gives one link to one of many parallel uses", async () => {
    const member = await createAccount("member");
    await post("/sifremi-unuttum", { email: member.email });
    const token = tokenOf(linkIn(queued[0]!));
    const results = await Promise.all(
      ["Birinci uzun cümle şifre", "İkinci uzun cümle şifre", "Üçüncü uzun cümle şifre"].map((password) =>
        post("/sifre-yenile", { token, password, passwordConfirm: password }),
      ),
    );
    expect(results.filter((response) => response.status === 303)).toHaveLength(1);
    expect(results.filter((response) => response.status === 410)).toHaveLength(2);
  });

  it(`mails one account at most ${RECIPIENT_MAIL_THROTTLE.maxFailures} times an hour, and tells a client that asks too often to wait`, async () => {
    const member = await createAccount("member");
    for (let i = 0; i < RECIPIENT_MAIL_THROTTLE.maxFailures + 2; i++) {
      expect((await post("/sifremi-unuttum", { email: member.email }, { "cf-connecting-ip": `198.51.100.${i + 1}` })).status).toBe(303);
    }
    expect(queued).toHaveLength(RECIPIENT_MAIL_THROTTLE.maxFailures);
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) last = await post("/sifremi-unuttum", { email: `biri-${i}@example.com` }, { "cf-connecting-ip": "192.0.2.9" });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last!.text()).toContain("Kısa sürede çok fazla istek gönderildi.");
  });

  it("says plainly when a link is broken", async () => {
    for (const path of ["/sifre-yenile", "/sifre-yenile?anahtar=kisa", "/sifre-yenile?anahtar=" + "x".repeat(43)]) {
      const response = await request(path);
      expect(response.status, path).toBe(410);
      expect(await response.text()).toContain("Yeni bağlantı iste");
    }
  });
});

describe("small things around signing in", () => {
  it("sends a signed-in person from /login and /register to their account, or to the page they asked for", async () => {
    const member = await createAccount("member");
    const { cookie } = await sessionCookie(member.id);
    for (const path of ["/login", "/register"]) {
      const response = await request(path, { headers: { cookie } });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/hesabim");
    }
    expect((await request("/login?next=%2Fgundem", { headers: { cookie } })).headers.get("location")).toBe("/gundem");
  });

  it("says why sign-in is needed when a page sent the visitor there", async () => {
    expect(await (await request("/login?next=%2Fhesabim")).text()).toContain("Açmak istediğiniz sayfa yalnızca giriş yapmış kişilere açık.");
    expect(await (await request("/login")).text()).not.toContain("Giriş gerekiyor");
  });

  it("confirms signing out", async () => {
    const member = await createAccount("member");
    const { cookie } = await sessionCookie(member.id);
    const out = await post("/logout", {}, { cookie });
    expect(out.headers.get("location")).toBe("/logout?tamam=1");
    expect(await (await request("/logout?tamam=1")).text()).toContain("Oturumunuz kapatıldı");
  });

  it("answers a registration with a taken address like any other, and mails that address's owner", async () => {
    const member = await createAccount("member");
    await createAccount("admin");
    const response = await post("/register", { name: "Başka Biri", email: member.email, password: newPassword, passwordConfirm: newPassword, phone: "0532 000 00 02", neighbourhood: "Ferah" });
    expect(response.headers.get("location")).toBe("/register?basvuru=alindi");
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: member.email, subject: "Adresinizle yeni bir üyelik başvurusu denendi" });
    expect(queued[0]!.text).toContain("https://dernek.example/sifremi-unuttum");
    const fresh = await post("/register", { name: "Yeni Üye", email: "yeni-uye@example.com", password: newPassword, passwordConfirm: newPassword, phone: "0532 000 00 02", neighbourhood: "Ferah" });
    expect(fresh.headers.get("location")).toBe("/register?basvuru=alindi");
    // A new address gets its confirmation link instead; the taken one heard nothing more.
    expect(queued.map((mail) => [mail.to, mail.subject])).toEqual([
      [member.email, "Adresinizle yeni bir üyelik başvurusu denendi"],
      ["yeni-uye@example.com", "E-posta adresinizi onaylayın"],
    ]);
  });
});

/**
 * A reset request with every D1 statement it prepares written down: what the request did before
 * answering, and what it sent. With `holdQueue` the mail queue holds each message until the answer
 * has come (an answer that waited for the queue would wait for ever).
 */
async function tracedReset(email: string, ip: string, holdQueue = false) {
  const statements: string[] = [];
  // The binding, and the session the Worker opens on it (withSession), with `prepare` written down.
  const recording = <D extends object>(database: D): D =>
    new Proxy(database, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        const call = (...args: unknown[]) => (value as (...args: unknown[]) => unknown).apply(target, args);
        if (key === "prepare")
          return (query: string) => {
            statements.push(query);
            return call(query);
          };
        if (key === "withSession") return (...args: unknown[]) => recording(call(...args) as object);
        return call;
      },
    });
  const db = recording(env.DB);
  let release: (() => void) | undefined;
  const held = holdQueue ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const sent: Mail[] = [];
  const queue = {
    send: async (mail: Mail) => {
      sent.push(mail);
      await held;
    },
  } as unknown as Queue<Mail>;
  const ctx = createExecutionContext();
  const request = await withDeclaredLength(
    new Request(`${ORIGIN}/sifremi-unuttum`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: ORIGIN, "user-agent": BROWSER_UA, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
      body: new URLSearchParams({ email }).toString(),
    }),
  );
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, DB: db, MAIL_QUEUE: queue }, ctx);
  // The mail's job is recorded in waitUntil, beside the answer and never before it: not part of its cost.
  const answered = { status: response.status, location: response.headers.get("location"), statements: statements.filter((query) => !query.includes('"jobs"')) };
  release?.();
  await waitOnExecutionContext(ctx);
  return { answered, sent };
}

describe("a reset request's answer", () => {
  it("costs the same statements whether or not the address has an active account", async () => {
    const member = await createAccount("member");
    const pending = await createAccount("member", "pending");
    const active = await tracedReset(member.email, "198.51.100.21");
    const none = await tracedReset("kimse@example.com", "198.51.100.22");
    const waiting = await tracedReset(pending.email, "198.51.100.23");
    expect(active.answered.statements.length).toBeGreaterThan(3);
    expect(none.answered).toEqual(active.answered);
    expect(waiting.answered).toEqual(active.answered);
    // Only the active account got a link and a mail.
    expect(active.sent.map((mail) => mail.to)).toEqual([member.email]);
    expect([...none.sent, ...waiting.sent]).toEqual([]);
    const tokens = await env.DB.prepare("SELECT user_id FROM one_time_tokens").all<{ user_id: number }>();
    expect(tokens.results).toEqual([{ user_id: member.id }]);
    const audit = await env.DB.prepare("SELECT target FROM audit_log WHERE action = 'user.reset-link'").all<{ target: string }>();
    expect(audit.results).toEqual([{ target: `user:${member.id}` }]);
  });

  it("never waits for the mail queue: the mail is queued after the answer", async () => {
    const member = await createAccount("member");
    const { answered, sent } = await tracedReset(member.email, "198.51.100.24", true);
    expect(answered.status).toBe(303);
    expect(sent.map((mail) => mail.to)).toEqual([member.email]);
    expect(linkIn(sent[0]!)).toMatch(/^\/sifre-yenile\?anahtar=/);
  });
});
