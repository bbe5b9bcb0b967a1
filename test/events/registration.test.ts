import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { runRetention } from "../../src/services/kvkk/retention";
import { createAccount, sessionCookie } from "../support/accounts";
import { cancelLinkIn, eventWithRegistration, registrationsOf } from "../support/events";
import { mailObserver } from "../support/mail";

const { queued, post, request, clear } = mailObserver();

beforeEach(async () => {
  clear();
  await env.DB.batch([env.DB.prepare("DELETE FROM event_registrations"), env.DB.prepare("DELETE FROM login_throttle")]);
});

const person = (n: number, ip = `198.51.100.${n}`) => ({ fields: { name: `Katılımcı ${n}`, email: `kisi${n}@example.com`, phone: "" }, headers: { "cf-connecting-ip": ip } });

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await request(path, { headers });
  return { status: response.status, html: await response.text() };
};

describe("registering for an event", () => {
  it("confirms a place, mails the confirmation with the event's .ics and a cancellation link, and the page shows one place fewer", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 12 } });
    expect((await page(event.path)).html).toContain("12 yer kaldı (toplam 12 kişilik).");

    const { fields, headers } = person(1);
    const response = await post(event.path, { ...fields, phone: "0532 123 45 67" }, headers);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${event.path}?kayit=tamam#etkinlik-kayit`);

    const [row] = await registrationsOf(event.id);
    expect(row).toMatchObject({ name: "Katılımcı 1", email: "kisi1@example.com", status: "confirmed" });
    expect(queued).toHaveLength(1);
    const mail = queued[0]!;
    expect(mail.to).toBe("kisi1@example.com");
    expect(mail.subject).toBe(`Kaydınız alındı: Seramik atölyesi ${event.slug}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ filename: `${event.slug}.ics`, type: expect.stringContaining("text/calendar") });
    expect(mail.attachments![0]!.content).toContain("BEGIN:VEVENT");
    expect(mail.attachments![0]!.content).toContain(`SUMMARY:Seramik atölyesi ${event.slug}`);
    // The token itself is never stored: only its SHA-256.
    const token = cancelLinkIn(mail.text);
    const stored = await env.DB.prepare("SELECT cancel_token_hash AS hash FROM event_registrations").first<{ hash: string }>();
    expect(stored!.hash).not.toContain(token);
    expect(stored!.hash).toMatch(/^[0-9a-f]{64}$/);

    // The cached page was purged: the next visitor sees the new count.
    expect((await page(event.path)).html).toContain("11 yer kaldı (toplam 12 kişilik).");
    expect((await page(`${event.path}?kayit=tamam`)).html).toContain("Kaydınız alındı");
  });

  it("never gives the last places twice: 12 parallel registrations for 3 places make 3 confirmed and 9 waiting, in order", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 3 } });
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => person(i + 10)).map(({ fields, headers }) => post(event.path, fields, headers)));
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(303));
    const rows = await registrationsOf(event.id);
    expect(rows).toHaveLength(12);
    expect(rows.filter((row) => row.status === "confirmed")).toHaveLength(3);
    expect(rows.filter((row) => row.status === "waiting")).toHaveLength(9);
    const outcomes = responses.map((response) => new URL(response.headers.get("location")!, "https://x").searchParams.get("kayit"));
    expect(outcomes.filter((outcome) => outcome === "tamam")).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === "yedek")).toHaveLength(9);
    expect(queued.filter((mail) => mail.subject.startsWith("Kaydınız alındı"))).toHaveLength(3);
    expect(queued.filter((mail) => mail.subject.startsWith("Yedek listedesiniz"))).toHaveLength(9);
    expect((await page(event.path)).html).toContain("Boş yer kalmadı; yeni kayıtlar yedek listeye alınıyor.");
  });

  it("recognises the same address again: no second registration, the answer of a new one, the first link kept, its owner told by mail", async () => {
    const event = await eventWithRegistration();
    const { fields, headers } = person(2);
    await post(event.path, fields, headers);
    const firstLink = cancelLinkIn(queued[0]!.text);
    const again = await post(event.path, { ...fields, email: "  KISI2@Example.com " }, headers);
    expect(again.headers.get("location")).toBe(`${event.path}?kayit=tamam#etkinlik-kayit`);
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect(queued[1]!.subject).toBe(`Kaydınız zaten var: Seramik atölyesi ${event.slug}`);
    expect(queued[1]!.text).toContain("size gönderdiğimiz son kayıt e-postasındaki iptal bağlantısını kullanın");
    expect(() => cancelLinkIn(queued[1]!.text)).toThrow();
    // The link from the first mail still works.
    expect((await page(`/etkinlik-kaydi/iptal?anahtar=${firstLink}`)).status).toBe(200);
  });

  it("puts everyone on the waiting list when the capacity is 0", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 0 } });
    expect((await page(event.path)).html).toContain("ayrılmış yer yok");
    const { fields, headers } = person(3);
    const response = await post(event.path, fields, headers);
    expect(response.headers.get("location")).toContain("kayit=yedek");
    expect((await registrationsOf(event.id))[0]!.status).toBe("waiting");
  });

  it("refuses with a clear message: closed by time, closed by the editor, cancelled event, past event", async () => {
    const closed = await eventWithRegistration({ registration: { capacity: 10, closesAt: new Date(Date.now() - 60_000) } });
    const byEditor = await eventWithRegistration({ registration: { capacity: 10, open: false } });
    const cancelled = await eventWithRegistration({ cancelled: true });
    const past = await eventWithRegistration({ startsAt: new Date(Date.now() - 24 * 60 * 60 * 1000) });
    const cases: [string, string][] = [
      [closed.path, "itibarıyla kapandı."],
      [byEditor.path, "Bu etkinliğin kayıtları şu an kapalı."],
      [cancelled.path, "Bu etkinlik iptal edildi; kayıt alınmıyor."],
      [past.path, "Bu etkinlik başladı ya da sona erdi; kayıtlar kapandı."],
    ];
    for (const [path, message] of cases) {
      expect((await page(path)).html).toContain(message);
      const { fields, headers } = person(4);
      const response = await post(path, fields, headers);
      expect(response.status).toBe(409);
      expect(await response.text()).toContain(message);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM event_registrations").first("n")).toBe(0);
    expect(queued).toHaveLength(0);
  });

  it("answers bad input with the form again and Turkish messages (422), storing nothing", async () => {
    const event = await eventWithRegistration();
    const response = await post(event.path, { name: "", email: "yanlis", phone: "abc" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Adınızı ve soyadınızı yazın.");
    expect(html).toContain("Geçerli bir e-posta adresi yazın");
    expect(html).toContain("Telefon numarasını rakamlarla yazın");
    expect(await registrationsOf(event.id)).toHaveLength(0);
  });

  it("throttles one client that registers too often (429 with Retry-After)", async () => {
    const event = await eventWithRegistration({ registration: { capacity: null } });
    for (let i = 0; i < 20; i += 1) {
      const response = await post(event.path, { name: `Kişi ${i}`, email: `seri${i}@example.com` }, { "cf-connecting-ip": "192.0.2.77" });
      expect(response.status).toBe(303);
    }
    const refused = await post(event.path, { name: "Bir fazla", email: "fazla@example.com" }, { "cf-connecting-ip": "192.0.2.77" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^[0-9]+$/);
  });
});

describe("cancelling", () => {
  it("asks first, then cancels once; the first on the waiting list moves up and is mailed", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 1 } });
    await post(event.path, person(21).fields, person(21).headers);
    await post(event.path, person(22).fields, person(22).headers);
    await post(event.path, person(23).fields, person(23).headers);
    expect((await registrationsOf(event.id)).map((row) => row.status)).toEqual(["confirmed", "waiting", "waiting"]);
    const token = cancelLinkIn(queued[0]!.text);
    clear();

    // Opening the link (a mail scanner does) changes nothing.
    const confirm = await page(`/etkinlik-kaydi/iptal?anahtar=${token}`);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain("Evet, kaydımı iptal et");
    expect((await registrationsOf(event.id))[0]!.status).toBe("confirmed");

    const response = await post("/etkinlik-kaydi/iptal", { anahtar: token });
    expect(response.status).toBe(200);
    const done = await response.text();
    expect(done).toContain("<h1>Kaydınız iptal edildi</h1>");
    expect(done).toContain("Haber verdiğiniz için teşekkür ederiz; yeriniz yedek listede sırası gelen kişiye geçti.");
    expect((await registrationsOf(event.id)).map((row) => row.status)).toEqual(["cancelled", "confirmed", "waiting"]);
    const promoted = queued.find((mail) => mail.to === "kisi22@example.com")!;
    expect(promoted.subject).toBe(`Yer açıldı, kaydınız kesinleşti: Seramik atölyesi ${event.slug}`);
    expect(promoted.attachments?.[0]?.filename).toBe(`${event.slug}.ics`);
    expect(queued.find((mail) => mail.to === "kisi21@example.com")!.subject).toContain("Kaydınız iptal edildi");

    // The link works once.
    const again = await post("/etkinlik-kaydi/iptal", { anahtar: token });
    expect(again.status).toBe(410);
    expect(await response.headers.get("cache-control")).toContain("no-store");
    // The promoted person's new link cancels their place; the next waiting person moves up.
    await post("/etkinlik-kaydi/iptal", { anahtar: cancelLinkIn(promoted.text) });
    expect((await registrationsOf(event.id)).map((row) => row.status)).toEqual(["cancelled", "cancelled", "confirmed"]);
  });

  it("mentions the waiting list only when someone on it moved up", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 5 } });
    await post(event.path, person(31).fields, person(31).headers);
    const response = await post("/etkinlik-kaydi/iptal", { anahtar: cancelLinkIn(queued[0]!.text) });
    const html = await response.text();
    expect(html).toContain("etkinliği için kaydınız iptal edildi. Haber verdiğiniz için teşekkür ederiz.</p>");
    expect(html).not.toContain("yedek liste");
  });

  it("tells someone leaving the waiting list just that", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 1 } });
    await post(event.path, person(32).fields, person(32).headers);
    clear();
    await post(event.path, person(33).fields, person(33).headers);
    const html = await (await post("/etkinlik-kaydi/iptal", { anahtar: cancelLinkIn(queued[0]!.text) })).text();
    expect(html).toContain("<h1>Yedek listeden çıktınız</h1>");
    expect(html).toContain("etkinliğinin yedek listesindeki yeriniz iptal edildi. Haber verdiğiniz için teşekkür ederiz.</p>");
    expect((await registrationsOf(event.id)).map((row) => row.status)).toEqual(["confirmed", "cancelled"]);
  });

  it("refuses an unknown or malformed token with 410", async () => {
    expect((await page("/etkinlik-kaydi/iptal?anahtar=yok")).status).toBe(410);
    expect((await post("/etkinlik-kaydi/iptal", { anahtar: "A".repeat(43) })).status).toBe(410);
  });
});

describe("members", () => {
  it("members-only events turn visitors away; a signed-in member registers with one click and sees it on /hesabim, where it can be cancelled", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 5, audience: "members" } });
    const anonymous = await page(event.path);
    expect(anonymous.html).toContain("yalnızca dernek üyeleri kayıt olabilir");
    expect((await post(event.path, person(31).fields, person(31).headers)).status).toBe(403);

    const member = await createAccount("member", "active", `uye-${crypto.randomUUID()}@example.com`);
    const { cookie } = await sessionCookie(member.id);
    const signedIn = await page(event.path, { cookie });
    expect(signedIn.html).toContain("Tek tıkla kaydol");
    const response = await post(event.path, {}, { cookie });
    expect(response.status).toBe(303);
    const [row] = await registrationsOf(event.id);
    expect(row).toMatchObject({ email: member.email, name: member.name, user_id: member.id, status: "confirmed" });
    expect((await page(event.path, { cookie })).html).toContain("Bu etkinliğe kaydınız var");

    const account = await page("/hesabim", { cookie });
    expect(account.html).toContain("Etkinlik kayıtlarım");
    expect(account.html).toContain(`Seramik atölyesi ${event.slug}`);
    expect(account.html).toContain("Kesin kayıt");

    // Another member cannot cancel it.
    const other = await createAccount("member", "active", `baska-${crypto.randomUUID()}@example.com`);
    await post("/hesabim/kayitlarim", { kayit: String(row!.id) }, { cookie: (await sessionCookie(other.id)).cookie });
    expect((await registrationsOf(event.id))[0]!.status).toBe("confirmed");

    const cancelled = await post("/hesabim/kayitlarim", { kayit: String(row!.id) }, { cookie });
    expect(cancelled.headers.get("location")).toBe("/hesabim?kayit=iptal#kayitlarim");
    expect((await registrationsOf(event.id))[0]!.status).toBe("cancelled");
  });
});

describe("retention", () => {
  it("deletes the registrations of events that ended longer ago than the period (6 months by default), and keeps the rest", async () => {
    const old = await eventWithRegistration({ startsAt: new Date(Date.now() - 200 * 24 * 60 * 60 * 1000) });
    const recent = await eventWithRegistration({ startsAt: new Date(Date.now() - 20 * 24 * 60 * 60 * 1000) });
    for (const event of [old, recent]) {
      await env.DB.prepare("INSERT INTO event_registrations (event_id, name, email, status, cancel_token_hash, created_at) VALUES (?, 'Eski Kayıt', ?, 'confirmed', ?, 0)")
        .bind(event.id, `eski-${event.id}@example.com`, `hash-${event.id}`)
        .run();
    }
    const report = await runRetention(database(env.DB), new Date());
    expect(report.eventRegistrations).toBe(1);
    expect(await registrationsOf(old.id)).toHaveLength(0);
    expect(await registrationsOf(recent.id)).toHaveLength(1);
  });
});
