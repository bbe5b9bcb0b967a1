import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { REPEATED, storeOnce } from "../../src/db/form-tokens";
import { newsletterSubscribers } from "../../src/db/schema";
import { FORM_TOKEN_FIELD } from "../../src/routes/pages/parts/form-token";
import { runRetention } from "../../src/services/kvkk/retention";
import { createApp } from "../../src/app/create-app";
import { guards } from "../../src/app/guard-registry";
import { pageRoutes } from "../../src/routes/pages/routes";
import { routeRules } from "../../src/routes/route-rules";
import { createAccount, PASSWORD, resetAccounts } from "../support/accounts";
import { BROWSER_UA, withDeclaredLength } from "../support/fetch";
import { eventWithRegistration } from "../support/events";
import { mailObserver } from "../support/mail";
import { seedDemo } from "../support/seed";

const { queued, post, request, clear } = mailObserver();

beforeEach(async () => {
  clear();
  await env.DB.batch(
    ["form_tokens", "contact_messages", "event_registrations", "newsletter_subscribers", "login_throttle"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
});

/** The one-time token of the form at `action` on the page at `path`, as the browser got it. */
async function formToken(path: string, action: string): Promise<string> {
  const html = await (await request(path)).text();
  const form = html.slice(html.indexOf(`action="${action}"`));
  const match = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(form);
  expect(match, `no form token in the form for ${action} on ${path}`).not.toBeNull();
  return match![1]!;
}

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

/** What a visitor sees of an answer: its status and where it leads. */
const answerOf = (response: Response) => ({ status: response.status, location: response.headers.get("location") });

interface Case {
  form: string;
  /** The page that shows the form, and the form's action. */
  page: () => Promise<{ path: string; action: string }>;
  /** A good submission; `n` makes it another person's. */
  fields: (n: number) => Record<string, string>;
  table: string;
  success: (path: string) => string;
  /** The mails one stored submission sends. */
  mails: number;
}

const cases: Case[] = [
  {
    form: "iletisim",
    page: async () => {
      await seedDemo();
      return { path: "/iletisim", action: "/iletisim" };
    },
    fields: (n) => ({ name: `Ayşe Yılmaz ${n}`, email: `ayse${n}@example.com`, subject: "Gönüllülük başvurusu", message: "Hafta sonları çocuk kütüphanesinde gönüllü olmak istiyorum.", website: "" }),
    table: "contact_messages",
    success: () => "/iletisim?gonderildi=1#iletisim-formu",
    mails: 1,
  },
  {
    form: "etkinlik kaydı",
    page: async () => {
      const event = await eventWithRegistration({ registration: { capacity: 12 } });
      return { path: event.path, action: event.path };
    },
    fields: (n) => ({ name: `Katılımcı ${n}`, email: `kisi${n}@example.com`, phone: "", website: "" }),
    table: "event_registrations",
    success: (path) => `${path}?kayit=tamam#etkinlik-kayit`,
    mails: 1,
  },
  {
    form: "üyelik başvurusu",
    page: async () => {
      await resetAccounts();
      // An account exists, so the form is the membership application.
      await createAccount("admin");
      return { path: "/register", action: "/register" };
    },
    fields: (n) => ({
      name: `Başvuran ${n}`,
      email: `basvuran${n}@example.com`,
      phone: "0532 123 45 67",
      neighbourhood: "Kısıklı",
      reason: "",
      password: "Çamlıca tepesinde sabah yürüyüşü",
      passwordConfirm: "Çamlıca tepesinde sabah yürüyüşü",
    }),
    table: "users WHERE status = 'pending'",
    success: () => "/register?basvuru=alindi",
    mails: 1,
  },
  {
    form: "bülten aboneliği",
    page: async () => ({ path: "/bulten", action: "/bulten" }),
    fields: (n) => ({ email: `okur${n}@example.com`, consent: "on", website: "" }),
    table: "newsletter_subscribers",
    success: () => "/bulten?durum=gonderildi",
    mails: 1,
  },
];

describe.each(cases)("the $form form's one-time token", ({ page, fields, table, success, mails }) => {
  it("stores a repeat of the same submission once, and answers it as the first", async () => {
    const { path, action } = await page();
    const token = await formToken(path, action);
    const first = await post(action, { ...fields(1), [FORM_TOKEN_FIELD]: token });
    expect(answerOf(first)).toEqual({ status: 303, location: success(path) });
    // The visitor's retry after the connection died: the same body again.
    const again = await post(action, { ...fields(1), [FORM_TOKEN_FIELD]: token });
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(await count(table)).toBe(1);
    expect(queued).toHaveLength(mails);
  });

  it("stores two simultaneous copies of a submission once, and answers both with the success page", async () => {
    const { path, action } = await page();
    const token = await formToken(path, action);
    const answers = await Promise.all([1, 2].map(() => post(action, { ...fields(1), [FORM_TOKEN_FIELD]: token })));
    expect(answers.map(answerOf)).toEqual([
      { status: 303, location: success(path) },
      { status: 303, location: success(path) },
    ]);
    expect(await count(table)).toBe(1);
    expect(queued).toHaveLength(mails);
  });

  it("stores a submission with a new token, another submission with the same token, and one without a token", async () => {
    const { path, action } = await page();
    const token = await formToken(path, action);
    await post(action, { ...fields(1), [FORM_TOKEN_FIELD]: token });
    // Another person on the same cached copy of the page sends their own.
    const other = await post(action, { ...fields(2), [FORM_TOKEN_FIELD]: token });
    expect(answerOf(other)).toEqual({ status: 303, location: success(path) });
    const fresh = await post(action, { ...fields(3), [FORM_TOKEN_FIELD]: await formToken(path, action) });
    expect(answerOf(fresh)).toEqual({ status: 303, location: success(path) });
    // A page from before the token, or a client that drops hidden fields, is never refused.
    const without = await post(action, fields(4));
    expect(answerOf(without)).toEqual({ status: 303, location: success(path) });
    expect(await count(table)).toBe(4);
    expect(queued).toHaveLength(4 * mails);
  });
});

describe("the site's setup form's one-time token", () => {
  /** The site at its deployed address, where only the setup code makes the first administrator. */
  const DEPLOYED = "https://www.dernek.org.tr";
  const app = createApp({ routes: pageRoutes, rules: routeRules, guards });
  const deployed = async (init: RequestInit = {}) =>
    app.request(
      await withDeclaredLength(new Request(`${DEPLOYED}/register`, { redirect: "manual", ...init, headers: { "user-agent": BROWSER_UA, "cf-connecting-ip": "203.0.113.81", ...init.headers } })),
      undefined,
      { ...env, SITE_ORIGIN: DEPLOYED, IP_HASH_SECRET: "gizli-anahtar", SETUP_CODE: "kurulum-7f3a9c" },
    );

  it("answers a repeat of the setup as the first, and makes no second account", async () => {
    await resetAccounts();
    const html = await (await deployed()).text();
    const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(html)![1]!;
    const fields = { name: "Selin Kaya", email: "selin@example.com", password: PASSWORD, passwordConfirm: PASSWORD, setupCode: "kurulum-7f3a9c", [FORM_TOKEN_FIELD]: token };
    const send = () =>
      deployed({ method: "POST", headers: { origin: DEPLOYED, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    const first = await send();
    expect(answerOf(first)).toEqual({ status: 303, location: "/admin" });
    // The retry lost the first answer's session: the admin area's guard asks the owner to sign in.
    expect(answerOf(await send())).toEqual(answerOf(first));
    expect((await env.DB.prepare("SELECT email, role, status FROM users").all()).results).toEqual([{ email: "selin@example.com", role: "admin", status: "active" }]);
  });
});

describe("form tokens", () => {
  it("are 128 random bits, new at every render, and only a digest of each used one is kept", async () => {
    const first = await formToken("/bulten", "/bulten");
    const second = await formToken("/bulten", "/bulten");
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).not.toBe(first);
    await post("/bulten", { email: "okur@example.com", consent: "on", [FORM_TOKEN_FIELD]: first });
    const rows = (await env.DB.prepare("SELECT id FROM form_tokens").all<{ id: string }>()).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(first);
  });

  it("are forgotten by the daily run a day after use", async () => {
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO form_tokens (id, used_at) VALUES ('eski', ?)").bind(now - 25 * 60 * 60 * 1000),
      env.DB.prepare("INSERT INTO form_tokens (id, used_at) VALUES ('yeni', ?)").bind(now - 60 * 60 * 1000),
    ]);
    await runRetention(database(env.DB), new Date(now));
    expect((await env.DB.prepare("SELECT id FROM form_tokens").all<{ id: string }>()).results).toEqual([{ id: "yeni" }]);
  });

  it("store a submission once even when both copies get past the first check: the record and the store are one batch", async () => {
    const db = database(env.DB);
    const now = new Date();
    const store = () => db.insert(newsletterSubscribers).values({ email: "ayni@example.com", status: "pending", consentedAt: now }).returning({ id: newsletterSubscribers.id });
    const results = await Promise.all([1, 2].map(() => storeOnce(db, "ayni-gonderim", now, store())));
    expect(results.filter((result) => result === REPEATED)).toHaveLength(1);
    expect(await count("newsletter_subscribers")).toBe(1);
    // A store that fails leaves no record behind, so the retry stores it.
    await expect(storeOnce(db, "bozuk-gonderim", now, store())).rejects.toThrow();
    expect(await count("form_tokens")).toBe(1);
  });
});
