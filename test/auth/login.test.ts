import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionIdOf, SESSION_ABSOLUTE_MS, SESSION_RENEW_MS } from "../../src/services/auth/session";
import { GENERIC_LOGIN_FAILURE } from "../../src/services/auth/sign-in";
import { ACCOUNT_BACKOFF, clearAccountAttempts, clientKey, LOGIN_THROTTLE, reserveAccountAttempt } from "../../src/services/auth/throttle";
import { database } from "../../src/db/client";
import { createAccount, PASSWORD, resetAccounts, sessionCookie, setSessionToken } from "../support/accounts";
import { atProductionCost } from "../support/cheap-password-cost";
import { postForm, runDailyCron, visit } from "../support/fetch";

beforeEach(resetAccounts);

const signIn = (email: string, password = PASSWORD, query = "", headers: Record<string, string> = {}) =>
  postForm(`/login${query}`, { email, password }, headers);
const sessionCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>())!.n;

describe("signing in", () => {
  it("sends editors and administrators to /admin and members to /hesabim, with a fresh session", async () => {
    const editor = await createAccount("editor");
    const member = await createAccount("member");
    const toAdmin = await signIn(editor.email);
    expect(toAdmin.status).toBe(303);
    expect(toAdmin.headers.get("location")).toBe("/admin");
    const toAccount = await signIn(member.email.toUpperCase());
    expect(toAccount.headers.get("location")).toBe("/hesabim");
    // Only the token's SHA-256 is stored.
    const token = setSessionToken(toAdmin)!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(editor.id).first<{ id: string }>();
    expect(stored!.id).toBe(await sessionIdOf(token));
    expect(stored!.id).not.toBe(token);
  });

  it("goes to a local `next` path, and nowhere else", async () => {
    const editor = await createAccount("editor");
    expect((await signIn(editor.email, PASSWORD, "?next=%2Fadmin%2Fgundem%3Fsayfa%3D2")).headers.get("location")).toBe("/admin/gundem?sayfa=2");
    for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/%0d%0aSet-Cookie:x", "\\\\evil.example"]) {
      const response = await signIn(editor.email, PASSWORD, `?next=${encodeURIComponent(next)}`);
      expect(response.headers.get("location"), next).toBe(next.startsWith("/%0d") ? "/%0d%0aSet-Cookie:x" : "/admin");
    }
  });

  it("starts a new session at every sign-in and ends the one the browser had", async () => {
    const editor = await createAccount("editor");
    const planted = await sessionCookie(editor.id);
    const response = await signIn(editor.email, PASSWORD, "", { cookie: planted.cookie });
    const fresh = setSessionToken(response);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(planted.token);
    expect(await sessionCount()).toBe(1);
    expect((await visit("/admin", { headers: { cookie: planted.cookie } })).status).toBe(302);
  });

  it("cannot be raced past the throttle by parallel attempts", async () => {
    const editor = await createAccount("editor");
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn(editor.email, `yanlış-${i}`)));
    const checked = results.filter((response) => response.status === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_THROTTLE.maxFailures);
    expect(results.filter((response) => response.status === 429).length).toBe(25 - checked);
  });

  it("answers a wrong password and an unknown e-mail with the same generic text", async () => {
    const editor = await createAccount("editor");
    const wrong = await signIn(editor.email, "yanlış şifre");
    const unknown = await signIn("kimse@example.com");
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain(GENERIC_LOGIN_FAILURE);
      expect(setSessionToken(response)).toBeNull();
    }
    expect(await sessionCount()).toBe(0);
  });

  it("tells a pending or disabled account why, only when the password is right", async () => {
    const pending = await createAccount("member", "pending");
    const disabled = await createAccount("editor", "disabled");
    expect(await (await signIn(pending.email)).text()).toContain("Başvurunuz henüz yönetim kurulunun kararını bekliyor");
    expect(await (await signIn(disabled.email)).text()).toContain("Hesabınız devre dışı bırakılmış");
    expect(await (await signIn(pending.email, "yanlış")).text()).toContain(GENERIC_LOGIN_FAILURE);
    expect(await sessionCount()).toBe(0);
  });

  it("upgrades a hash made at a lower cost to the production cost at the next sign-in", async () => {
    // Made at the suite's cheap cost, as an older, weaker setting would have been.
    const member = await createAccount("member");
    const storedHash = async () =>
      (await env.DB.prepare("SELECT password_hash AS hash FROM users WHERE id = ?").bind(member.id).first<{ hash: string }>())!.hash;
    const before = await storedHash();
    // A wrong password upgrades nothing.
    expect((await atProductionCost(() => signIn(member.email, "yanlış parola"))).status).toBe(401);
    expect(await storedHash()).toBe(before);
    expect((await atProductionCost(() => signIn(member.email))).status).toBe(303);
    const after = await storedHash();
    expect(after).not.toBe(before);
    expect(after).toMatch(/^scrypt\$N=16384,r=8,p=5\$/);
  });

  it("refuses bad input with messages next to the fields", async () => {
    const response = await postForm("/login", { email: "biri@", password: "" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('id="giris-email-hata">Geçerli bir e-posta adresi yazın');
    expect(html).toContain('id="giris-password-hata">Şifrenizi yazın.');
  });
});

describe("sign-in throttling", () => {
  /** Failed guesses spread over many addresses, so only the per-client limit is reached. */
  const guesses = (count: number, headers: Record<string, string> = {}, spellings: string[] = []) =>
    Array.from({ length: count }, (_, i) =>
      signIn(`tahmin-${i}@example.com`, "yanlış", "", spellings.length ? { ...headers, "cf-connecting-ip": spellings[i % spellings.length]! } : headers),
    ).reduce<Promise<unknown>>((previous, next) => previous.then(() => next), Promise.resolve());

  it(`blocks a client after ${LOGIN_THROTTLE.maxFailures} failures, even with the right password, and no one else`, async () => {
    const editor = await createAccount("editor");
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) expect((await signIn(`tahmin-${i}@example.com`, "yanlış")).status).toBe(401);
    const blocked = await signIn(editor.email);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Çok fazla başarısız giriş denemesi yapıldı");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.blockMs / 1000);
    expect(setSessionToken(blocked)).toBeNull();
    expect((await signIn(editor.email, PASSWORD, "", { "cf-connecting-ip": "198.51.100.20" })).status).toBe(303);
  });

  it("treats an IPv6 /64 as one client and cannot be dodged by spelling the address or the path differently", async () => {
    const editor = await createAccount("editor");
    await guesses(LOGIN_THROTTLE.maxFailures, {}, ["2001:db8:1:2::1", "2001:DB8:1:2::abcd", "2001:0db8:0001:0002:ffff::9"]);
    expect((await signIn(editor.email, PASSWORD, "", { "cf-connecting-ip": "2001:db8:1:2:9::1" })).status).toBe(429);
    // Other spellings of the login address do not reach a second, unthrottled login.
    expect((await postForm("/LOGIN", { email: editor.email, password: PASSWORD }, { "cf-connecting-ip": "2001:db8:1:2::1" })).status).toBe(404);
    const slash = await postForm("/login/", { email: editor.email, password: PASSWORD }, { "cf-connecting-ip": "2001:db8:1:2::1" });
    expect(slash.status).toBe(301);
    expect(setSessionToken(slash)).toBeNull();
  });

  it("keys an IPv4-mapped IPv6 address by its IPv4 address", async () => {
    const editor = await createAccount("editor");
    await guesses(LOGIN_THROTTLE.maxFailures, { "cf-connecting-ip": "::ffff:203.0.113.77" });
    expect((await signIn(editor.email, PASSWORD, "", { "cf-connecting-ip": "203.0.113.77" })).status).toBe(429);
    // Another mapped address is another client, not the same "::/64" as before.
    expect((await signIn(editor.email, PASSWORD, "", { "cf-connecting-ip": "::ffff:203.0.113.78" })).status).toBe(303);
  });

  it("slows down guesses at one account from any number of addresses, and lets the owner in once the wait is over", async () => {
    const editor = await createAccount("editor");
    const from = (i: number) => ({ "cf-connecting-ip": `2001:db8:${i.toString(16)}::1` });
    for (let i = 0; i <= ACCOUNT_BACKOFF.freeFailures; i++) expect((await signIn(editor.email, "yanlış", "", from(i))).status).toBe(401);
    const waiting = await signIn(editor.email, PASSWORD, "", from(100));
    expect(waiting.status).toBe(429);
    expect(await waiting.text()).toContain("Bu hesap için art arda çok fazla hatalı giriş denemesi yapıldı.");
    expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(ACCOUNT_BACKOFF.firstDelayMs / 1000);
    // The wait ran out (moved into the past here): the right password gets in, and the count is gone.
    await env.DB.prepare("UPDATE login_throttle SET blocked_until = 0 WHERE key LIKE 'hesap:%'").run();
    expect((await signIn(editor.email, PASSWORD, "", from(101))).status).toBe(303);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM login_throttle WHERE key LIKE 'hesap:%'").first("n")).toBe(0);
  });
});

describe("the owner and the per-account backoff", () => {
  it("cannot be kept out from a client they signed in from before, while strangers wait", async () => {
    const editor = await createAccount("editor");
    const home = { "cf-connecting-ip": "2a02:ff0:1:2::10" };
    expect((await signIn(editor.email, PASSWORD, "", home)).status).toBe(303);
    const from = (i: number) => ({ "cf-connecting-ip": `2001:db8:${(i + 200).toString(16)}::1` });
    for (let i = 0; i <= ACCOUNT_BACKOFF.freeFailures; i++) expect((await signIn(editor.email, "yanlış", "", from(i))).status).toBe(401);
    expect((await signIn(editor.email, PASSWORD, "", from(99))).status).toBe(429);
    // The same home network, another device of it (the same /64): in at once.
    expect((await signIn(editor.email, PASSWORD, "", { "cf-connecting-ip": "2a02:ff0:1:2::77" })).status).toBe(303);
  });
});

describe("the per-account backoff", () => {
  const db = () => database(env.DB);
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 22, 12) + ms);

  it("doubles the wait after the free failures, up to the cap, and never counts an attempt made while waiting", async () => {
    const { freeFailures, firstDelayMs, maxDelayMs } = ACCOUNT_BACKOFF;
    let now = 0;
    for (let i = 0; i < freeFailures; i++) expect(await reserveAccountAttempt(db(), "hesap:deneme", at(now))).toBeNull();
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      expect(await reserveAccountAttempt(db(), "hesap:deneme", at(now))).toBeNull();
      const until = await reserveAccountAttempt(db(), "hesap:deneme", at(now + 1));
      expect(until).not.toBeNull();
      waits.push(until!.getTime() - at(now).getTime());
      now = until!.getTime() - at(0).getTime();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30].map((n) => Math.min(maxDelayMs, n * firstDelayMs)));
    expect(Math.max(...waits)).toBe(maxDelayMs);
    await clearAccountAttempts(db(), "hesap:deneme");
    expect(await reserveAccountAttempt(db(), "hesap:deneme", at(now))).toBeNull();
  });

  it("lets only one of many parallel guesses through once the free ones are used", async () => {
    for (let i = 0; i < ACCOUNT_BACKOFF.freeFailures; i++) await reserveAccountAttempt(db(), "hesap:paralel", at(0));
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveAccountAttempt(db(), "hesap:paralel", at(1))));
    expect(results.filter((until) => until === null)).toHaveLength(1);
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:cb00:7109", "203.0.113.9"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:0:0:9", "2001:db8:1:2::/64"],
    ["::1", "::/64"],
    ["bilinmiyor", "bilinmiyor"],
  ])("%s → %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe("sessions", () => {
  it("are read once per request: the header shows the signed-in name and a sign-out button", async () => {
    const editor = await createAccount("editor");
    const { cookie } = await sessionCookie(editor.id);
    const response = await visit("/", { headers: { cookie } });
    const html = await response.text();
    expect(html).toContain(`<a href="/hesabim">${editor.name}</a>`);
    expect(html).toContain('<form class="nav-form" action="/logout" method="post"><button type="submit">Çıkış</button></form>');
    expect(html).not.toContain(">Giriş yap</a>");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const anonymous = await (await visit("/")).text();
    expect(anonymous).toContain('<a href="/login">Giriş yap</a>');
  });

  it("end on sign-out, on the server too; GET /logout only asks", async () => {
    const editor = await createAccount("editor");
    const { cookie } = await sessionCookie(editor.id);
    const asked = await visit("/logout", { headers: { cookie } });
    expect(await asked.text()).toContain("Çıkış yap");
    expect(await sessionCount()).toBe(1);
    const out = await postForm("/logout", {}, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie().some((value) => value.startsWith("__Host-oturum=;") && value.includes("Max-Age=0"))).toBe(true);
    expect(await sessionCount()).toBe(0);
    expect((await visit("/admin", { headers: { cookie } })).status).toBe(302);
  });

  it("slide forward at most once an hour", async () => {
    const editor = await createAccount("editor");
    const recent = await sessionCookie(editor.id, { renewedAgoMs: 10 * 60 * 1000 });
    const renewedAt = async (token: string) =>
      (await env.DB.prepare("SELECT renewed_at FROM sessions WHERE id = ?").bind(await sessionIdOf(token)).first<{ renewed_at: number }>())!.renewed_at;
    const before = await renewedAt(recent.token);
    const quiet = await visit("/", { headers: { cookie: recent.cookie } });
    expect(setSessionToken(quiet)).toBeNull();
    expect(await renewedAt(recent.token)).toBe(before);

    const stale = await sessionCookie(editor.id, { renewedAgoMs: SESSION_RENEW_MS + 1000 });
    const renewed = await visit("/", { headers: { cookie: stale.cookie } });
    expect(setSessionToken(renewed)).toBe(stale.token);
    expect(await renewedAt(stale.token)).toBeGreaterThan(Date.now() - 5000);
  });

  it("stop working when expired or past their absolute limit, and are cleaned up daily", async () => {
    const editor = await createAccount("editor");
    const expired = await sessionCookie(editor.id, { expired: true });
    const ancient = await sessionCookie(editor.id, { ageMs: SESSION_ABSOLUTE_MS + 1000 });
    for (const { cookie } of [expired, ancient]) expect((await visit("/admin", { headers: { cookie } })).status).toBe(302);
    await sessionCookie(editor.id);
    await runDailyCron(Date.now());
    expect(await sessionCount()).toBe(1);
  });

  it("ignore a forged cookie", async () => {
    const response = await visit("/admin", { headers: { cookie: "__Host-oturum=uydurma-bir-jeton" } });
    expect(response.status).toBe(302);
  });
});

describe("my account", () => {
  it("shows who I am; changing the password asks for the current one and ends my other sessions", async () => {
    const member = await createAccount("member");
    const mine = await sessionCookie(member.id);
    await sessionCookie(member.id);
    const page = await (await visit("/hesabim", { headers: { cookie: mine.cookie } })).text();
    expect(page).toContain(member.email);
    expect(page).toContain("Üye");

    const newPassword = "Boğaziçi'nde yeni bir sabah";
    const wrong = await postForm("/hesabim", { islem: "sifre", currentPassword: "yanlış", password: newPassword, passwordConfirm: newPassword }, { cookie: mine.cookie });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("Şu anki şifreniz hatalı.");
    expect(await sessionCount()).toBe(2);

    const changed = await postForm("/hesabim", { islem: "sifre", currentPassword: PASSWORD, password: newPassword, passwordConfirm: newPassword }, { cookie: mine.cookie });
    expect(changed.headers.get("location")).toBe("/hesabim?tamam=sifre");
    expect(await sessionCount()).toBe(1);
    expect((await visit("/hesabim", { headers: { cookie: mine.cookie } })).status).toBe(200);
    expect((await signIn(member.email)).status).toBe(401);
    expect((await signIn(member.email, newPassword)).status).toBe(303);
  });

  it("throttles guesses of the current password", async () => {
    const member = await createAccount("member");
    const { cookie } = await sessionCookie(member.id);
    const guess = (currentPassword: string) =>
      postForm("/hesabim", { islem: "sifre", currentPassword, password: "Yepyeni bir şifre cümlesi", passwordConfirm: "Yepyeni bir şifre cümlesi" }, { cookie });
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) expect((await guess(`tahmin-${i}`)).status).toBe(422);
    const blocked = await guess(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Çok fazla hatalı deneme yapıldı");
  });

  it("can sign out all other sessions", async () => {
    const member = await createAccount("member");
    const mine = await sessionCookie(member.id);
    await sessionCookie(member.id);
    await sessionCookie(member.id);
    const response = await postForm("/hesabim", { islem: "oturumlar" }, { cookie: mine.cookie });
    expect(response.headers.get("location")).toBe("/hesabim?tamam=oturumlar");
    expect(await sessionCount()).toBe(1);
  });

  it("is for signed-in people only", async () => {
    const response = await visit("/hesabim");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?next=%2Fhesabim");
  });
});
