import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EventDto } from "../../src/shared/admin-contract";
import { createAccount, sessionCookie } from "../support/accounts";
import { eventWithRegistration, registrationsOf } from "../support/events";
import { mailObserver } from "../support/mail";
import { NEVER_QUEUED_MS } from "../../src/services/email/mail-jobs";
import { CANCELLATION_STALL_MS } from "../../src/services/events/cancellation";

/**
 * A cancelled event tells its registrants by itself (src/services/events/cancellation.ts): once the
 * cancellation is published, everyone with a place or on the waiting list gets one mail, never
 * twice, and never for the autosave of a pending draft.
 */
const { queued, request, api, post, clear, queueDown, runCron } = mailObserver();
let cookie = "";

beforeAll(async () => {
  const editor = await createAccount("editor");
  cookie = (await sessionCookie(editor.id)).cookie;
});

beforeEach(async () => {
  clear();
  queueDown(false);
  await env.DB.batch([env.DB.prepare("DELETE FROM event_registrations"), env.DB.prepare("DELETE FROM login_throttle")]);
});

const register = (path: string, n: number) => post(path, { name: `Kişi ${n}`, email: `kisi${n}@example.com` }, { "cf-connecting-ip": `203.0.113.${n}` });

/** The event as the editor's form sends it back, with `changes`. */
async function formOf(id: number, changes: Partial<EventDto> = {}) {
  const event = (await (await api("GET", `/events/${id}`, cookie)).json()) as EventDto;
  return {
    title: event.title,
    slug: event.slug,
    summary: event.summary,
    body: event.body,
    coverImageId: null,
    status: event.status,
    publishAt: event.publishAt,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    allDay: event.allDay,
    locationName: event.locationName,
    locationAddress: event.locationAddress,
    onlineUrl: event.onlineUrl,
    attendanceMode: event.attendanceMode,
    onlineUrlPublic: event.onlineUrlPublic,
    cancelled: event.cancelled,
    version: event.version,
    ...changes,
  };
}

const save = async (id: number, changes: Partial<EventDto> = {}, path = "") => {
  const response = await api("PUT", `/events/${id}${path}`, cookie, await formOf(id, changes));
  expect(response.status).toBe(200);
  return (await response.json()) as EventDto;
};

const cancellationMails = () => queued.filter((mail) => mail.subject.startsWith("Etkinlik iptal edildi: "));

describe("a cancelled event", () => {
  it("mails everyone with a place or on the waiting list once, when the cancellation is published", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 2 } });
    for (const n of [1, 2, 3, 4]) await register(event.path, n);
    // Kişi 4 changed their mind before: nothing goes to a cancelled registration.
    await env.DB.prepare("UPDATE event_registrations SET status = 'cancelled' WHERE email = 'kisi4@example.com'").run();
    clear();

    // Autosaving a pending draft with the box ticked tells nobody: the public event is not cancelled yet.
    await save(event.id, { cancelled: true }, "/draft");
    expect(cancellationMails()).toEqual([]);
    expect(await request(event.path).then((r) => r.text())).not.toContain("Bu etkinlik iptal edildi");

    // "Güncelle" publishes it: one Turkish mail each, queued (the request itself sends nothing).
    await save(event.id, { cancelled: true });
    const mails = cancellationMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["kisi1@example.com", "kisi2@example.com", "kisi3@example.com"]);
    const placed = mails.find((mail) => mail.to === "kisi1@example.com")!;
    expect(placed.text).toContain("Kaydolduğunuz “Seramik atölyesi");
    expect(placed.text).toContain("etkinliği iptal edildi.");
    expect(placed.attachments?.[0]?.content).toContain("STATUS:CANCELLED");
    const waiting = mails.find((mail) => mail.to === "kisi3@example.com")!;
    expect(waiting.text).toContain("Yedek listesinde olduğunuz");
    expect(waiting.attachments).toBeUndefined();

    // The page says so, registrations stop, and the list stays as it was.
    expect(await request(event.path).then((r) => r.text())).toContain("Bu etkinlik iptal edildi");
    clear();
    const late = await register(event.path, 5);
    expect(late.status).not.toBe(303);
    expect((await registrationsOf(event.id)).map((row) => row.email)).not.toContain("kisi5@example.com");

    // Publishing again (another edit, the same cancellation) tells nobody again.
    await save(event.id, { summary: "Hava muhalefeti nedeniyle iptal." });
    await save(event.id, {});
    expect(cancellationMails()).toEqual([]);
  });

  it("un-cancelling mails nobody; cancelling anew tells the registrants again", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 5 } });
    await register(event.path, 1);
    clear();
    await save(event.id, { cancelled: true });
    expect(cancellationMails()).toHaveLength(1);
    clear();
    await save(event.id, { cancelled: false });
    expect(queued).toEqual([]);
    await save(event.id, { cancelled: true });
    expect(cancellationMails().map((mail) => mail.to)).toEqual(["kisi1@example.com"]);
  });

  it("still tells the registrants when the mail queue refused their mails: by the cron, once", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 5 } });
    await register(event.path, 1);
    await register(event.path, 2);
    clear();
    queueDown(true);
    await save(event.id, { cancelled: true });
    expect(cancellationMails()).toEqual([]);
    queueDown(false);
    // The mails wait recorded in D1: a later save sends nothing more, nor does the cron at once
    // (the request that recorded them may still be queueing them).
    await save(event.id, { summary: "Salon tadilatta olduğu için iptal." });
    await runCron("*/15 * * * *", Date.now());
    expect(cancellationMails()).toEqual([]);
    await runCron("*/15 * * * *", Date.now() + NEVER_QUEUED_MS + 60_000);
    expect(cancellationMails().map((mail) => mail.to).sort()).toEqual(["kisi1@example.com", "kisi2@example.com"]);
    // Queued once: the next runs and saves leave them be.
    clear();
    await runCron("*/15 * * * *", Date.now() + NEVER_QUEUED_MS + 120_000);
    await save(event.id, {});
    expect(cancellationMails()).toEqual([]);
  });

  it("tells the registrants when the Worker died between the claim and the mails: by the cron", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 5 } });
    await register(event.path, 1);
    clear();
    // The save claimed the notice and recorded its job, then died before any mail was recorded.
    queueDown(true);
    await save(event.id, { cancelled: true });
    queueDown(false);
    const notice = `cancellation:${event.id}:%`;
    await env.DB.prepare("DELETE FROM jobs WHERE kind = 'mail' AND key LIKE ?").bind(notice).run();
    await env.DB.prepare("UPDATE jobs SET state = 'queued', payload = json_object('eventId', ?, 'claimedAt', (SELECT cancellation_mailed_at FROM events WHERE id = ?)) WHERE kind = 'cancellation' AND key LIKE ?")
      .bind(event.id, event.id, notice)
      .run();
    await runCron("*/15 * * * *", Date.now() + CANCELLATION_STALL_MS + 60_000);
    expect(cancellationMails().map((mail) => mail.to)).toEqual(["kisi1@example.com"]);
    clear();
    await runCron("*/15 * * * *", Date.now() + CANCELLATION_STALL_MS + 120_000);
    expect(cancellationMails()).toEqual([]);
  });

  it("two saves at once mail each registrant once", async () => {
    const event = await eventWithRegistration({ registration: { capacity: 5 } });
    await register(event.path, 1);
    await register(event.path, 2);
    clear();
    // The second save loses the version race (409) or finds the claim taken: either way one mail each.
    const form = await formOf(event.id, { cancelled: true });
    await Promise.all([api("PUT", `/events/${event.id}`, cookie, form), api("PUT", `/events/${event.id}`, cookie, form)]);
    expect(cancellationMails().map((mail) => mail.to).sort()).toEqual(["kisi1@example.com", "kisi2@example.com"]);
  });
});
