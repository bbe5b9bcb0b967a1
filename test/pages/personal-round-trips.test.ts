import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createAccount, sessionCookie } from "../support/accounts";
import { eventWithRegistration } from "../support/events";
import { visit } from "../support/fetch";
import { roundTripsFor } from "../support/round-trips";

/**
 * Pages that show a visitor's own data read it like every page reads its data: in one round trip
 * (one batch), after the session; and nothing is read for a visitor who is not signed in.
 */
describe("personal data, one round trip", () => {
  it("/hesabim reads its address change, registrations, subscription, register entry and dues in one batch after the session", async () => {
    const member = await createAccount("member");
    const { cookie } = await sessionCookie(member.id);
    const event = await eventWithRegistration();
    await env.DB.prepare("INSERT INTO event_registrations (event_id, user_id, name, email, status, cancel_token_hash, created_at) VALUES (?, ?, 'Üye', ?, 'confirmed', 'x', ?)")
      .bind(event.id, member.id, member.email, Date.now())
      .run();
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status, consented_at) VALUES (?, 'active', 0)").bind(member.email).run();

    // A personal page that reads nothing but the session, for the session's own trips, and the
    // association's identity alone (it has no batch to carry it: src/db/identity.ts).
    const session = await roundTripsFor("/logout", { cookie });
    const account = await roundTripsFor("/hesabim", { cookie });
    expect(account.status).toBe(200);
    expect(account.trips - (session.trips - 1)).toBe(1);
    // Address change, registrations, subscription, the register entry and the four reads of Aidatlarım, and the identity.
    expect(account.batches.slice(session.batches.length)).toEqual([9]);
    // …and shows what it read.
    const page = await (await visit("/hesabim", { headers: { cookie } })).text();
    expect(page).toContain(`Seramik atölyesi ${event.slug}`);
    expect(page).toContain(`Bültenimiz ${member.email} adresine geliyor.`);
  });

  it("the event page looks up the visitor's own registration only when someone is signed in", async () => {
    const event = await eventWithRegistration();
    const anonymous = await roundTripsFor(event.path);
    // The event, its registration settings, what changes next, and the association's identity.
    expect(anonymous).toEqual({ status: 200, trips: 1, batches: [4] });

    const member = await createAccount("member");
    const { cookie } = await sessionCookie(member.id);
    const session = await roundTripsFor("/logout", { cookie });
    const signedIn = await roundTripsFor(event.path, { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.trips - (session.trips - 1)).toBe(1);
    expect(signedIn.batches.slice(session.batches.length)).toEqual([5]);
  });
});
