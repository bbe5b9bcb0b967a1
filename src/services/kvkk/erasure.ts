import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { auditStatement, type Actor } from "../../db/audit";
import type { Database } from "../../db/client";
import { assemblyEntitled, auditLog, contactMessages, eventRegistrations, events, images, jobs, loginThrottle, memberRegister, news, newsletterSubscribers, pages, revisions, sessions, settings, users } from "../../db/schema";
import { purgeForErasure } from "../../platform/cache/tags";

/**
 * What an erased person becomes wherever a record outlives them (their news and events, the audit
 * log): the content stays, the person does not. Author columns hold account ids, so an erased
 * author is a NULL id, shown as this name.
 */
export const DELETED_USER_NAME = "silinmiş kullanıcı";

/** What an erasure's audit entry adds when a member register entry stays under its legal hold. */
export const REGISTER_KEPT = "; üye kayıt defterindeki kaydı yasal saklama yükümlülüğü gereği korundu (e-posta adresi kaldırıldı)";

/** What an audit entry about an erased contact message says instead of the sender's name. */
export const ERASED_MESSAGE_SUMMARY = "Bir iletişim mesajı silindi";

/** True for the only active administrator left: that account may never be erased. */
export const isLastActiveAdmin = (userId: number) => sql`(
  (SELECT count(*) FROM ${users} WHERE role = 'admin' AND status = 'active') <= 1
  AND EXISTS (SELECT 1 FROM ${users} WHERE id = ${userId} AND role = 'admin' AND status = 'active')
)`;

/** The account exists and may be erased; every statement of the erasure checks it again. */
export const erasable = (userId: number) => sql`(EXISTS (SELECT 1 FROM ${users} WHERE id = ${userId}) AND NOT ${isLastActiveAdmin(userId)})`;

/** The account's address once its owner has proved it theirs (null otherwise): what they sent under it is theirs. */
const confirmedAddressOf = (userId: number) => sql`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${userId} AND ${users.emailConfirmedAt} IS NOT NULL)`;

/**
 * An audit entry's text without the person's name (entries about an account name it: "Mehmet Çelik
 * hesabı onaylandı"): the name becomes "silinmiş kullanıcı", capitalised where it opens the text.
 * A marker character in front tells the opening apart from a name inside the sentence.
 */
function summaryWithoutName(userId: number) {
  const name = sql`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${userId})`;
  const opening = `${DELETED_USER_NAME.charAt(0).toLocaleUpperCase("tr")}${DELETED_USER_NAME.slice(1)}`;
  return sql<string>`replace(replace(replace(char(1) || ${auditLog.summary}, char(1) || ${name}, ${opening}), ${name}, ${DELETED_USER_NAME}), char(1), '')`;
}

/**
 * The statements that erase an account, to run in one batch (so nothing is half erased): its
 * content is reattributed, its name taken out of the audit log and the revision history, its
 * sessions and throttle rows deleted, what it left under its confirmed address erased (event
 * registrations, the newsletter subscription, contact messages), then the account itself. Each
 * statement carries the same condition, evaluated before the account row goes (it is the last
 * statement), so a refused erasure (last administrator) changes nothing.
 */
export function eraseAccountStatements(db: Database, userId: number, guard: SQL = erasable(userId)) {
  const aboutAccount = or(eq(auditLog.target, `user:${userId}`), eq(auditLog.actorId, userId));
  return [
    db.update(news).set({ authorId: null }).where(and(eq(news.authorId, userId), guard)),
    db.update(events).set({ authorId: null }).where(and(eq(events.authorId, userId), guard)),
    db.update(pages).set({ updatedBy: null }).where(and(eq(pages.updatedBy, userId), guard)),
    db.update(images).set({ uploadedBy: null }).where(and(eq(images.uploadedBy, userId), guard)),
    db.update(settings).set({ updatedBy: null }).where(and(eq(settings.updatedBy, userId), guard)),
    db.update(revisions).set({ actorId: null, actorName: DELETED_USER_NAME }).where(and(eq(revisions.actorId, userId), guard)),
    // Before the actor goes: the entries are found through it.
    db.update(auditLog).set({ summary: summaryWithoutName(userId) }).where(and(aboutAccount, guard)),
    db
      .update(auditLog)
      .set({ actorId: null, actorName: DELETED_USER_NAME })
      .where(and(eq(auditLog.actorId, userId), guard)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), guard)),
    // Registrations made while signed in go with the account (their names and addresses are its own).
    db.delete(eventRegistrations).where(and(eq(eventRegistrations.userId, userId), guard)),
    ...eraseMessagesStatements(db, confirmedAddressOf(userId), guard),
    ...eraseByAddressStatements(db, confirmedAddressOf(userId), guard),
    // The register entry stays under its legal hold (register-hold.ts); only its optional e-mail goes.
    // The account's delete below unlinks it (member_register.user_id is ON DELETE SET NULL).
    db.update(memberRegister).set({ email: null }).where(and(eq(memberRegister.userId, userId), guard)),
    // The account's own throttles (src/routes/pages/hesabim.tsx, src/services/auth/addresses.ts key them by id).
    db.delete(loginThrottle).where(and(inArray(loginThrottle.key, [`sifre:${userId}`, `eposta-onay:${userId}`, `eposta-degisim:${userId}`]), guard)),
    db.delete(users).where(and(eq(users.id, userId), guard)),
  ];
}

/** Contact messages sent under an address (compared without case: the form keeps what was typed). */
const messagesFrom = (email: string | SQL) => sql`lower(${contactMessages.email}) = ${email}`;

/**
 * The statements that erase the contact messages sent under an address: the messages, and the
 * sender's name in the audit entries about them (an administrator's "message deleted" entry names
 * the sender).
 */
export function eraseMessagesStatements(db: Database, email: string | SQL, guard: SQL = sql`1`) {
  return [
    db
      .update(auditLog)
      .set({ summary: ERASED_MESSAGE_SUMMARY })
      .where(and(inArray(auditLog.target, db.select({ target: sql<string>`'message:' || ${contactMessages.id}` }).from(contactMessages).where(messagesFrom(email))), guard)),
    db.delete(contactMessages).where(and(messagesFrom(email), guard)),
  ];
}

/**
 * The statements that erase what an address left outside any account: its event registrations, its
 * newsletter subscription (its deliveries go with it, by the foreign key), and the mails still
 * waiting that name it (to it, or about it: a contact notice, an application notice), which are
 * then never sent (docs/operations.md, "İşler"); a member register entry naming it keeps everything
 * but the address (the register's legal hold, register-hold.ts), and so does a general assembly's
 * frozen list of members entitled to attend (its names and numbers are the meeting's record; the
 * address was copied there only to mail the notice).
 */
export function eraseByAddressStatements(db: Database, email: string | SQL, guard: SQL = sql`1`) {
  return [
    db.delete(eventRegistrations).where(and(eq(eventRegistrations.email, email), guard)),
    db.delete(newsletterSubscribers).where(and(eq(newsletterSubscribers.email, email), guard)),
    db.delete(jobs).where(and(eq(jobs.kind, "mail"), sql`instr(lower(${jobs.payload}), ${email}) > 0`, guard)),
    db.update(memberRegister).set({ email: null }).where(and(sql`lower(${memberRegister.email}) = ${email}`, guard)),
    db.update(assemblyEntitled).set({ email: null }).where(and(sql`lower(${assemblyEntitled.email}) = ${email}`, guard)),
  ];
}

/**
 * The cache tags of the public pages an erasure changes, read before it runs: the news items whose
 * byline names the person, and the events whose places their registrations held.
 */
export async function erasureFootprint(db: Database, who: { userId: number | null; email: string | null }): Promise<string[]> {
  const userId = who.userId ?? -1;
  const byAddress = who.email === null ? sql`0` : eq(eventRegistrations.email, who.email);
  const [authored, registered] = await db.batch([
    db.select({ id: news.id }).from(news).where(eq(news.authorId, userId)),
    db
      .selectDistinct({ id: eventRegistrations.eventId })
      .from(eventRegistrations)
      .where(or(eq(eventRegistrations.userId, userId), byAddress)),
  ]);
  return purgeForErasure(
    authored.map((row) => row.id),
    registered.map((row) => row.id),
  );
}

/** db.batch wants a non-empty tuple; erasures are assembled as lists. */
export type Statement = BatchItem<"sqlite">;
export const asBatch = (statements: Statement[]) => statements as [Statement, ...Statement[]];

/** What an erasure by address removed; `refused` when the address is the last active administrator's. */
export interface AddressErasure {
  account: boolean;
  contactMessages: number;
  eventRegistrations: number;
  newsletter: boolean;
  /** A member register entry named the person: it stays, under its legal hold, without the address. */
  registerEntryKept: boolean;
  refused: boolean;
}

/**
 * Erases everything held under one e-mail address (a KVKK art. 11 request), with its audit entry, in
 * one batch. The entry comes first: the acting administrator may be erasing their own address. Every
 * statement carries the same condition, so a refused erasure (the last administrator) changes nothing.
 */
export async function eraseAddress(db: Database, email: string, actor: Actor): Promise<AddressErasure> {
  const [[account], messages, registrations, subscribers, entries] = await db.batch([
    db.select({ id: users.id }).from(users).where(eq(users.email, email)),
    db.select({ id: contactMessages.id }).from(contactMessages).where(messagesFrom(email)),
    db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.email, email)),
    db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    db
      .select({ id: memberRegister.id })
      .from(memberRegister)
      .where(or(sql`lower(${memberRegister.email}) = ${email}`, sql`${memberRegister.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${email})`)),
  ]);
  const messageIds = messages.map((row) => row.id);
  const summary = `Kişisel veri talebi: bir e-posta adresine ait veriler silindi (${account ? "1 hesap" : "hesap yok"}, ${messageIds.length} iletişim mesajı, ${registrations.length} etkinlik kaydı${subscribers.length ? ", bülten aboneliği" : ""})${entries.length ? REGISTER_KEPT : ""}`;
  const allowed = account ? erasable(account.id) : sql`1`;
  await db.batch(
    asBatch([
      auditStatement(db, actor, { action: "kvkk.erase", target: "kvkk:talep", summary }, allowed),
      ...eraseMessagesStatements(db, email, allowed),
      ...eraseByAddressStatements(db, email, allowed),
      // The account's own row goes last: the condition is checked while it is still there.
      ...(account ? eraseAccountStatements(db, account.id) : []),
    ]),
  );
  const refused = account ? (await db.select({ id: users.id }).from(users).where(eq(users.id, account.id))).length > 0 : false;
  return { account: Boolean(account), contactMessages: messageIds.length, eventRegistrations: registrations.length, newsletter: subscribers.length > 0, registerEntryKept: entries.length > 0, refused };
}
