import { asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog, contactMessages, eventRegistrations, events, images, news, newsletterSubscribers, sessions, users } from "../../db/schema";

import type { PersonDataDto } from "./person-data-file";

export type { PersonDataDto as PersonData };

const iso = (date: Date) => date.toISOString();

/**
 * Reads what is held about an account and/or an e-mail address in one round trip. Contact messages
 * are matched by address only when `includeMessages` is set: a visitor's own download must not
 * show messages someone else sent under that address (accounts' addresses are not verified), so
 * only an administrator, who checks who is asking, exports them.
 */
export async function collectPersonData(
  db: Database,
  who: { userId: number | null; email: string; includeMessages: boolean },
  controller: string,
  now: Date,
): Promise<PersonDataDto> {
  const userId = who.userId ?? -1;
  // Registrations and the newsletter are matched by address only as messages are (see above); a
  // member's own download shows the registrations made while signed in.
  const byAddress = (column: typeof eventRegistrations.email | typeof newsletterSubscribers.email) => (who.includeMessages ? eq(column, who.email) : sql`0`);
  const [account, sessionRows, newsRows, eventRows, imageRows, auditRows, messageRows, registrationRows, subscriberRows] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db.select({ id: news.id, title: news.title, createdAt: news.createdAt }).from(news).where(eq(news.authorId, userId)).orderBy(asc(news.id)),
    db.select({ id: events.id, title: events.title, createdAt: events.createdAt }).from(events).where(eq(events.authorId, userId)).orderBy(asc(events.id)),
    db.select({ id: images.id, alt: images.alt, createdAt: images.createdAt }).from(images).where(eq(images.uploadedBy, userId)).orderBy(asc(images.id)),
    db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.actorId, userId), eq(auditLog.target, `user:${userId}`)))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
    db
      .select()
      .from(contactMessages)
      .where(who.includeMessages ? sql`lower(${contactMessages.email}) = ${who.email}` : sql`0`)
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id)),
    db
      .select({ registration: eventRegistrations, title: events.title })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(or(eq(eventRegistrations.userId, userId), byAddress(eventRegistrations.email)))
      .orderBy(asc(eventRegistrations.createdAt)),
    db.select().from(newsletterSubscribers).where(byAddress(newsletterSubscribers.email)),
  ]);
  const user = account[0];
  return {
    hazirlanma: iso(now),
    veriSorumlusu: controller,
    hesap: user
      ? {
          id: user.id,
          ad: user.name,
          eposta: user.email,
          rol: user.role,
          durum: user.status,
          olusturulma: iso(user.createdAt),
          guncelleme: iso(user.updatedAt),
        }
      : null,
    oturumlar: sessionRows.map((row) => ({ baslangic: iso(row.createdAt), sonKullanim: iso(row.renewedAt), bitis: iso(row.expiresAt) })),
    yazdigiIcerik: [
      ...newsRows.map((row) => ({ tur: "gündem" as const, id: row.id, baslik: row.title, olusturulma: iso(row.createdAt) })),
      ...eventRows.map((row) => ({ tur: "etkinlik" as const, id: row.id, baslik: row.title, olusturulma: iso(row.createdAt) })),
      ...imageRows.map((row) => ({ tur: "görsel" as const, id: row.id, baslik: row.alt, olusturulma: iso(row.createdAt) })),
    ],
    denetimKayitlari: auditRows.map((row) => ({ zaman: iso(row.at), islem: row.action, hedef: row.target, ozet: row.summary })),
    iletisimMesajlari: messageRows.map((row) => ({
      id: row.id,
      ad: row.name,
      eposta: row.email,
      konu: row.subject,
      mesaj: row.message,
      gonderilme: iso(row.createdAt),
      okundu: row.readAt !== null,
    })),
    etkinlikKayitlari: registrationRows.map(({ registration, title }) => ({
      etkinlik: title,
      ad: registration.name,
      eposta: registration.email,
      telefon: registration.phone,
      durum: registration.status,
      kayit: iso(registration.createdAt),
      iptal: registration.cancelledAt ? iso(registration.cancelledAt) : null,
      katildi: registration.attendedAt !== null,
    })),
    bulten: subscriberRows[0]
      ? { eposta: subscriberRows[0].email, durum: subscriberRows[0].status, onay: subscriberRows[0].confirmedAt ? iso(subscriberRows[0].confirmedAt) : null, kayit: iso(subscriberRows[0].consentedAt) }
      : null,
  };
}

/** The file name of a download, dated in Istanbul's calendar. */
export function exportFileName(prefix: string, now: Date): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `${prefix}-${day}.json`;
}

/** A JSON download (never cached: it is one person's data). */
export function jsonDownload(data: unknown, fileName: string): Response {
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
