import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { turkishOrder } from "./turkish-order";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { sessions, users, type Role } from "./schema";
import { grantsColumn } from "./users";

/**
 * Account management, each change one atomic batch. The rules live in the statements themselves,
 * so two administrators acting at once cannot break them:
 * - the last active administrator can be neither demoted nor disabled;
 * - a change of role or a disabled account ends that account's sessions in the same batch;
 * - each change that happens is in the audit log, written in the same batch (and only then).
 */

/** Pending registrations first, then the rest by name. */
export const accountList = (db: Database) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      emailConfirmedAt: users.emailConfirmedAt,
      phone: users.phone,
      neighbourhood: users.neighbourhood,
      applicationReason: users.applicationReason,
      /** The duties beside the role ("board,treasurer"), for the list to show and change. */
      grants: grantsColumn,
    })
    .from(users)
    .orderBy(sql`${users.status} = 'pending' DESC`, turkishOrder(users.name), asc(users.id));

/** True for the only active administrator left. */
const isLastActiveAdmin = (userId: number) => sql`(
  ${users.role} = 'admin' AND ${users.status} = 'active'
  AND (SELECT count(*) FROM ${users} WHERE role = 'admin' AND status = 'active') <= 1
  AND ${users.id} = ${userId}
)`;

export type AccountChange = "ok" | "not-found" | "last-admin" | "not-pending" | "unconfirmed";

/** Roles as a Turkish reader says them (audit texts, the personal-data file). */
export const ROLE_NAMES: Record<Role, string> = { admin: "yönetici", editor: "editör", member: "üye" };

/** The account's name for the audit entry ("" when there is no such account). */
async function nameOf(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? "";
}

/**
 * The audit entry of an account change, as the statement right after the change: `changes()` is
 * what that statement changed, so a refused change (no row changed) leaves no entry.
 */
const auditedChange = (db: Database, actor: Actor, userId: number, action: string, summary: string) =>
  auditStatement(db, actor, { action, target: `user:${userId}`, summary }, sql`changes() > 0`);

async function outcome(db: Database, userId: number, changed: number, expectPending = false): Promise<AccountChange> {
  if (changed > 0) return "ok";
  const [row] = await db.select({ role: users.role, status: users.status, emailConfirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId));
  if (!row) return "not-found";
  if (expectPending) return row.status === "pending" && row.emailConfirmedAt === null ? "unconfirmed" : "not-pending";
  return "last-admin";
}

/** Who an approved or refused application was from, for the mail that tells them. */
export interface Applicant {
  email: string;
  name: string;
}

/** Approves an application whose address is confirmed; an unconfirmed one is not yet in the queue. */
export async function approveAccount(db: Database, userId: number, actor: Actor): Promise<{ change: AccountChange; applicant?: Applicant }> {
  const name = await nameOf(db, userId);
  const [approved] = await db.batch([
    db
      .update(users)
      .set({ status: "active", updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, userId), eq(users.status, "pending"), isNotNull(users.emailConfirmedAt)))
      .returning({ email: users.email, name: users.name }),
    auditedChange(db, actor, userId, "user.approve", `${name} hesabı onaylandı`),
  ]);
  const applicant = approved[0];
  return applicant ? { change: "ok", applicant } : { change: await outcome(db, userId, 0, true) };
}

/** Rejecting a registration removes it; only pending accounts can be rejected (confirmed or not). */
export async function rejectAccount(db: Database, userId: number, actor: Actor): Promise<{ change: AccountChange; applicant?: Applicant }> {
  const [removed] = await db.batch([
    db
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.status, "pending")))
      .returning({ email: users.email, name: users.name, emailConfirmedAt: users.emailConfirmedAt }),
    // A rejected application is erased at once (the KVKK notice says so): its entry keeps no name.
    auditedChange(db, actor, userId, "user.reject", `Bir üyelik başvurusu reddedildi (hesap no. ${userId})`),
  ]);
  const applicant = removed[0];
  if (!applicant) return { change: await outcome(db, userId, 0, true) };
  // Only an address its owner confirmed hears the answer: an unconfirmed one may be a stranger's.
  return { change: "ok", applicant: applicant.emailConfirmedAt ? { email: applicant.email, name: applicant.name } : undefined };
}

export async function changeRole(db: Database, userId: number, role: Role, actor: Actor): Promise<AccountChange> {
  // The same condition decides both statements, checked before either runs.
  const willChange = sql`EXISTS (SELECT 1 FROM ${users} WHERE id = ${userId} AND role <> ${role} AND NOT ${isLastActiveAdmin(userId)})`;
  const name = await nameOf(db, userId);
  const [, updated] = await db.batch([
    db.delete(sessions).where(and(eq(sessions.userId, userId), willChange)),
    db
      .update(users)
      .set({ role, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, userId), sql`${users.role} <> ${role}`, sql`NOT ${isLastActiveAdmin(userId)}`)),
    auditedChange(db, actor, userId, "user.role", `${name} hesabının rolü ${ROLE_NAMES[role]} olarak değiştirildi`),
  ]);
  if (updated.meta.changes > 0) return "ok";
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!row) return "not-found";
  return row.role === role ? "ok" : "last-admin";
}

export async function disableAccount(db: Database, userId: number, actor: Actor): Promise<AccountChange> {
  const willChange = sql`EXISTS (SELECT 1 FROM ${users} WHERE id = ${userId} AND NOT ${isLastActiveAdmin(userId)})`;
  const name = await nameOf(db, userId);
  const [, updated] = await db.batch([
    db.delete(sessions).where(and(eq(sessions.userId, userId), willChange)),
    db
      .update(users)
      .set({ status: "disabled", updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, userId), sql`NOT ${isLastActiveAdmin(userId)}`)),
    auditedChange(db, actor, userId, "user.disable", `${name} hesabı devre dışı bırakıldı`),
  ]);
  return outcome(db, userId, updated.meta.changes);
}

export async function enableAccount(db: Database, userId: number, actor: Actor): Promise<AccountChange> {
  const name = await nameOf(db, userId);
  const [result] = await db.batch([
    db
      .update(users)
      .set({ status: "active", updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, userId), eq(users.status, "disabled"))),
    auditedChange(db, actor, userId, "user.enable", `${name} hesabı yeniden etkinleştirildi`),
  ]);
  return outcome(db, userId, result.meta.changes, true);
}
