import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { RECIPIENT_MAIL_THROTTLE } from "../../src/services/email/recipient-limit";
import { REGISTER_THROTTLE } from "../../src/services/auth/throttle";
import { REGISTRATION_THROTTLE } from "../../src/services/events/registration";
import { createAccount, PASSWORD, resetAccounts, sessionCookie } from "../support/accounts";
import { cancelLinkIn, eventWithRegistration, registrationsOf } from "../support/events";
import { linkIn, mailObserver } from "../support/mail";

/*
 * The public forms that mail whatever address is typed into them mail one address at most
 * RECIPIENT_MAIL_THROTTLE.maxFailures (3) times an hour, however many clients ask, and answer
 * every one of those clients the same. Event registration tells nobody whether an address is
 * registered, and each form counts its clients on its own.
 */

const { queued, post, request, clear } = mailObserver();
const VICTIM = "hedef@example.com";
const TWELVE_CLIENTS = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`);
const LIMIT = RECIPIENT_MAIL_THROTTLE.maxFailures;

beforeEach(async () => {
  clear();
  await resetAccounts();
  await env.DB.batch([env.DB.prepare("DELETE FROM event_registrations"), env.DB.prepare("DELETE FROM newsletter_subscribers")]);
});

/** The same form posted once from each client, one after the other; the answers' status and address. */
async function fromEveryClient(path: string, fields: Record<string, string>) {
  const answers: string[] = [];
  for (const ip of TWELVE_CLIENTS) {
    const response = await post(path, fields, { "cf-connecting-ip": ip });
    answers.push(`${response.status} ${response.headers.get("location")}`);
  }
  return answers;
}

const mailsTo = (address: string) => queued.filter((mail) => mail.to === address);
/** A page's HTML without what differs between two renderings of the same page (CSP nonces). */
/** A page without what differs on every render: CSP nonces and the forms' one-time submission tokens. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/name="gonderim" value="[^"]*"/g, 'name="gonderim" value=""');

describe("one address, twelve clients", () => {
  it("the bulletin's sign-up mails it at most 3 confirmations, answers all twelve alike, and the last link mailed still confirms", async () => {
    const answers = await fromEveryClient("/bulten", { email: VICTIM, consent: "on" });
    expect(new Set(answers)).toEqual(new Set(["303 /bulten?durum=gonderildi"]));
    expect(mailsTo(VICTIM)).toHaveLength(LIMIT);
    // The requests past the limit changed nothing: the link of the last mail sent still works.
    expect((await request(linkIn(mailsTo(VICTIM).at(-1)!, "bulten/onay"))).status).toBe(200);
  });

  it("event registration mails it at most 3 times (the confirmation and two notes), and the first mail's cancellation link keeps working", async () => {
    const event = await eventWithRegistration({ registration: { capacity: null } });
    const answers = await fromEveryClient(event.path, { name: "Hedef Kişi", email: VICTIM });
    expect(new Set(answers)).toEqual(new Set([`303 ${event.path}?kayit=tamam#etkinlik-kayit`]));
    expect(await registrationsOf(event.id)).toHaveLength(1);
    const mails = mailsTo(VICTIM);
    expect(mails.map((mail) => mail.subject.split(":")[0])).toEqual(["Kaydınız alındı", "Kaydınız zaten var", "Kaydınız zaten var"]);

    const link = cancelLinkIn(mails[0]!.text);
    expect((await request(`/etkinlik-kaydi/iptal?anahtar=${link}`)).status).toBe(200);
    const cancelled = await post("/etkinlik-kaydi/iptal", { anahtar: link });
    expect(await cancelled.text()).toContain("Kaydınız iptal edildi");
    expect((await registrationsOf(event.id))[0]!.status).toBe("cancelled");
  });

  it("an application with an address that has an account mails its owner at most 3 times", async () => {
    await createAccount("member", "active", VICTIM);
    const answers = await fromEveryClient("/register", {
      name: "Başka Biri",
      email: VICTIM,
      phone: "0532 123 45 67",
      neighbourhood: "Kısıklı",
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(new Set(answers)).toEqual(new Set(["303 /register?basvuru=alindi"]));
    expect(mailsTo(VICTIM)).toHaveLength(LIMIT);
    expect(mailsTo(VICTIM)[0]!.subject).toBe("Adresinizle yeni bir üyelik başvurusu denendi");
  });
});

describe("event registration tells nobody who registered", () => {
  it("answers a registered address exactly as a new one, and tells the owner by mail instead", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 12 } });
    const fields = { name: "Hedef Kişi", email: VICTIM, phone: "" };
    const first = await post(event.path, fields, { "cf-connecting-ip": "203.0.113.21" });
    const firstPage = withoutNonces(await (await request(first.headers.get("location")!)).text());
    clear();

    const repeat = await post(event.path, { ...fields, name: "Bir Başkası" }, { "cf-connecting-ip": "203.0.113.22" });
    expect([repeat.status, repeat.headers.get("location"), await repeat.text()]).toEqual([first.status, first.headers.get("location"), await first.text()]);
    const repeatPage = withoutNonces(await (await request(repeat.headers.get("location")!)).text());
    expect(repeatPage).toBe(firstPage);
    expect(repeatPage).not.toContain("zaten");
    expect(queued).toEqual([expect.objectContaining({ to: VICTIM, subject: expect.stringMatching(/^Kaydınız zaten var: /) })]);
    // The owner is greeted by the name they registered with, not by what the stranger typed.
    expect(queued[0]!.text).toContain("Merhaba Hedef Kişi,");
  });

  it("a signed-in member who registers again is told on the page, and mailed nothing", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 12 } });
    const member = await createAccount("member", "active", `uye-${crypto.randomUUID()}@example.com`);
    const { cookie } = await sessionCookie(member.id);
    await post(event.path, {}, { cookie });
    clear();
    const again = await post(event.path, {}, { cookie });
    expect(again.headers.get("location")).toBe(`${event.path}?kayit=zaten#etkinlik-kayit`);
    expect(await (await request(again.headers.get("location")!, { headers: { cookie } })).text()).toContain("Bu etkinliğe zaten kaydınız var");
    expect(queued).toHaveLength(0);
  });
});

describe("each form counts its clients on its own", () => {
  it(`${REGISTRATION_THROTTLE.maxFailures} event registrations from one client leave it all ${REGISTER_THROTTLE.maxFailures} applications`, async () => {
    await createAccount("admin");
    const client = { "cf-connecting-ip": "192.0.2.99" };
    const event = await eventWithRegistration({ registration: { capacity: null } });
    for (let i = 0; i < REGISTRATION_THROTTLE.maxFailures; i += 1) {
      expect((await post(event.path, { name: `Kişi ${i}`, email: `etkinlik${i}@example.com` }, client)).status).toBe(303);
    }
    expect((await post(event.path, { name: "Bir fazla", email: "fazla@example.com" }, client)).status).toBe(429);
    const application = (i: number) =>
      post("/register", { name: `Başvuran ${i}`, email: `basvuru${i}@example.com`, phone: "0532 123 45 67", neighbourhood: "Kısıklı", password: PASSWORD, passwordConfirm: PASSWORD }, client);
    for (let i = 0; i < REGISTER_THROTTLE.maxFailures; i += 1) expect((await application(i)).status).toBe(303);
    expect((await application(REGISTER_THROTTLE.maxFailures)).status).toBe(429);
  });
});
