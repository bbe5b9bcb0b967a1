import { and, asc, eq, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { ROLE_NAMES } from "../../db/accounts";
import type { Database } from "../../db/client";
import { pendingLink } from "../../db/one-time-tokens";
import { ownEntryColumns, type OwnEntry } from "../../db/member-register";
import { EXIT_KIND_LABELS, GENDER_LABELS } from "../../shared/registers/member-entry";
import { REGISTER_HOLD } from "./register-hold";
import {
  auditLog,
  contactMessages,
  eventRegistrations,
  events,
  images,
  memberRegister,
  news,
  newsletterSubscribers,
  sessions,
  users,
  type AccountStatus,
  type RegistrationStatus,
  type SubscriberStatus,
} from "../../db/schema";

import { auditActionLabel } from "../../shared/audit-labels";
import type { PersonDataDto } from "./person-data-file";
import { istanbulDay } from "../../shared/i18n/dates";

export type { PersonDataDto as PersonData };

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

/** The file speaks Turkish: statuses as the site's pages say them, not the database's codes. */
const ACCOUNT_STATUS_NAMES: Record<AccountStatus, string> = { pending: "onay bekliyor", active: "etkin", disabled: "devre dışı" };
const REGISTRATION_STATUS_NAMES: Record<RegistrationStatus, string> = { confirmed: "kesin kayıt", waiting: "yedek liste", cancelled: "iptal edildi" };
const SUBSCRIBER_STATUS_NAMES: Record<SubscriberStatus, string> = { pending: "onay bekliyor", active: "etkin" };

/**
 * Whose data is wanted: an account (or none), its address, and whether what was sent under that
 * address belongs in the file. `always` for an administrator, who checks who is asking;
 * `if-confirmed` for a person's own download: only once the account has proved the address its
 * own are the registrations, subscription and messages sent under it theirs to read.
 */
export interface PersonQuery {
  userId: number | null;
  email: string;
  byAddress: "always" | "if-confirmed";
}

/** The rows held about the person, in one round trip. */
function readPerson(db: Database, who: PersonQuery, now: Date) {
  const userId = who.userId ?? -1;
  const addressIsTheirs =
    who.byAddress === "always" ? sql`1` : sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.email} = ${who.email} AND ${users.emailConfirmedAt} IS NOT NULL)`;
  const sentUnder = (column: SQLiteColumn) => and(eq(column, who.email), addressIsTheirs);
  return db.batch([
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
      .where(and(sql`lower(${contactMessages.email}) = ${who.email}`, addressIsTheirs))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id)),
    db
      .select({ registration: eventRegistrations, title: events.title })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(or(eq(eventRegistrations.userId, userId), sentUnder(eventRegistrations.email)))
      .orderBy(asc(eventRegistrations.createdAt)),
    db.select().from(newsletterSubscribers).where(sentUnder(newsletterSubscribers.email)),
    pendingLink(db, userId, "email-change", now),
    // The account's own entry, or (the address being theirs) one that names the address.
    db
      .select(ownEntryColumns)
      .from(memberRegister)
      .where(or(eq(memberRegister.userId, userId), and(sql`lower(${memberRegister.email}) = ${who.email}`, addressIsTheirs)))
      .orderBy(asc(memberRegister.registerNo))
      .limit(1),
  ]);
}

type PersonRows = Awaited<ReturnType<typeof readPerson>>;

/** The account's own row, every field a person gave or the site set, the password's hash excepted. */
function accountPart(user: PersonRows[0][number] | undefined, change: PersonRows[9][number] | undefined): PersonDataDto["hesap"] {
  if (!user) return null;
  return {
    id: user.id,
    ad: user.name,
    eposta: user.email,
    epostaOnayi: isoOrNull(user.emailConfirmedAt),
    bekleyenYeniEposta: change?.payload ?? null,
    telefon: user.phone,
    mahalle: user.neighbourhood,
    basvuruNedeni: user.applicationReason,
    rol: ROLE_NAMES[user.role],
    durum: ACCOUNT_STATUS_NAMES[user.status],
    olusturulma: iso(user.createdAt),
    guncelleme: iso(user.updatedAt),
  };
}

/** The member register's entry in the file's words (the identity number masked, as every list shows it). */
function registerEntryPart(entry: OwnEntry): NonNullable<PersonDataDto["uyeKaydi"]> {
  return {
    siraNo: entry.registerNo,
    adiSoyadi: entry.fullName,
    kimlikNo: entry.identityMasked,
    tabiiyeti: entry.nationality,
    anneAdi: entry.motherName,
    babaAdi: entry.fatherName,
    cinsiyeti: GENDER_LABELS[entry.gender],
    meslegi: entry.occupation,
    ogrenimDurumu: entry.education,
    yerlesimYeri: entry.address,
    eposta: entry.email,
    girisTarihi: entry.acceptedOn,
    girisKararNo: entry.acceptanceDecisionNo,
    cikisTarihi: entry.exitedOn,
    cikisSekli: entry.exitKind ? EXIT_KIND_LABELS[entry.exitKind] : null,
    cikisKararNo: entry.exitDecisionNo,
    cikisNedeni: entry.exitReason,
    saklama: REGISTER_HOLD,
  };
}

/**
 * Everything held about an account and/or an e-mail address (KVKK art. 11), read in one round trip
 * and written with Turkish keys and values.
 */
export async function collectPersonData(db: Database, who: PersonQuery, controller: string, now: Date): Promise<PersonDataDto> {
  const rows = await readPerson(db, who, now);
  const [account, sessionRows, newsRows, eventRows, imageRows, auditRows, messageRows, registrationRows, [subscriber], [change], [entry]] = rows;
  return {
    hazirlanma: iso(now),
    veriSorumlusu: controller,
    hesap: accountPart(account[0], change),
    oturumlar: sessionRows.map((row) => ({ baslangic: iso(row.createdAt), sonKullanim: iso(row.renewedAt), bitis: iso(row.expiresAt) })),
    yazdigiIcerik: [
      ...newsRows.map((row) => ({ tur: "gündem" as const, id: row.id, baslik: row.title, olusturulma: iso(row.createdAt) })),
      ...eventRows.map((row) => ({ tur: "etkinlik" as const, id: row.id, baslik: row.title, olusturulma: iso(row.createdAt) })),
      ...imageRows.map((row) => ({ tur: "görsel" as const, id: row.id, baslik: row.alt, olusturulma: iso(row.createdAt) })),
    ],
    denetimKayitlari: auditRows.map((row) => ({ zaman: iso(row.at), islem: auditActionLabel(row.action), hedef: row.target, ozet: row.summary })),
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
      durum: REGISTRATION_STATUS_NAMES[registration.status],
      kayit: iso(registration.createdAt),
      iptal: isoOrNull(registration.cancelledAt),
      katildi: registration.attendedAt !== null,
    })),
    bulten: subscriber
      ? { eposta: subscriber.email, durum: SUBSCRIBER_STATUS_NAMES[subscriber.status], onay: isoOrNull(subscriber.confirmedAt), kayit: iso(subscriber.consentedAt) }
      : null,
    uyeKaydi: entry ? registerEntryPart(entry) : null,
  };
}

/** The file name of a download, dated in Istanbul's calendar. */
export function exportFileName(prefix: string, now: Date): string {
  return `${prefix}-${istanbulDay(now)}.json`;
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
