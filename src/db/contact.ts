import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { listSearchKey } from "../shared/search/terms";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { REPEATED, storeOnce } from "./form-tokens";
import { contactMessages } from "./schema";
import { matchesSearch } from "./search";
import { reserveAttempt, type ThrottlePolicy } from "./throttle";

/** What "Ara" in Mesajlar looks through: sender, address, subject and text, on the search pipeline (src/db/search.ts). */
export const contactSearchKey = (message: Pick<NewContactMessage, "name" | "email" | "subject" | "message">) =>
  listSearchKey(`${message.name} ${message.email} ${message.subject} ${message.message}`);

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  ipHash: string;
}

/** The throttle key of one sender (an IPv4 address or IPv6 /64, hashed) on the contact form. */
const contactThrottleKey = (ipHash: string) => `iletisim:${ipHash}`;

/**
 * Stores a message unless this sender (by IP hash) has used up the policy's messages: the sender's
 * attempt is counted first, atomically (src/db/throttle.ts), so simultaneous posts cannot both slip
 * under the limit. `submission` (the form token's id, src/db/form-tokens.ts) stores a repeat of the
 * same post only once. Returns null when stored, REPEATED for a repeat, or when the sender may send again.
 */
export async function storeContactMessage(
  db: Database,
  message: NewContactMessage,
  now: Date,
  policy: ThrottlePolicy,
  submission: string | null = null,
): Promise<Date | null | typeof REPEATED> {
  const blockedUntil = await reserveAttempt(db, contactThrottleKey(message.ipHash), now, policy);
  if (blockedUntil) return blockedUntil;
  const stored = await storeOnce(db, submission, now, db.insert(contactMessages).values({ ...message, searchKey: contactSearchKey(message), createdAt: now }));
  return stored === REPEATED ? REPEATED : null;
}

// --- Mesajlar in the admin area -------------------------------------------------------------------

/** One page of the messages, newest first, searched by `q` (sender, address, subject, text): its total, then its rows. */
export const messagesPage = (db: Database, q: string | undefined, window: { limit: number; offset: number }) => {
  const where = matchesSearch(contactMessages.searchKey, q);
  return [
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(window.limit).offset(window.offset),
  ] as const;
};

/** A message as stored. */
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The unread messages, newest first. */
export const unreadMessages = (db: Database, limit: number) =>
  db.select().from(contactMessages).where(isNull(contactMessages.readAt)).orderBy(desc(contactMessages.createdAt)).limit(limit);

/** How many messages wait unread. */
export const unreadMessageCount = (db: Database) => db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt));

export const messageById = async (db: Database, id: number): Promise<ContactMessageRow | null> =>
  (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0] ?? null;

/**
 * Marks a message read or unread: the updated row (none when it already was), then the audit
 * entry, written only when the mark changed something (marking a read message read again is no action).
 */
export const markMessageStatements = (db: Database, actor: Actor, message: { id: number; name: string }, read: boolean) =>
  [
    db
      .update(contactMessages)
      .set({ readAt: read ? new Date() : null })
      .where(and(eq(contactMessages.id, message.id), read ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt)))
      .returning(),
    auditStatement(
      db,
      actor,
      { action: read ? "message.read" : "message.unread", target: `message:${message.id}`, summary: `${message.name} kişisinin mesajı ${read ? "okundu" : "okunmadı"} olarak işaretlendi` },
      sql`changes() > 0`,
    ),
  ] as const;

/** Deletes a message, with its audit entry. */
export const deleteMessageStatements = (db: Database, actor: Actor, message: { id: number; name: string }) =>
  [
    db.delete(contactMessages).where(eq(contactMessages.id, message.id)),
    auditStatement(db, actor, { action: "message.delete", target: `message:${message.id}`, summary: `${message.name} kişisinin mesajı silindi` }),
  ] as const;
