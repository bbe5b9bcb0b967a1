import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { sessions, users, type Role } from "./schema";

/**
 * Account management, each change one atomic batch. The rules live in the statements themselves,
 * so two administrators acting at once cannot break them:
 * - the last active administrator can be neither demoted nor disabled;
 * - a change of role or a disabled account ends that account's sessions in the same batch.
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
      phone: users.phone,
      neighbourhood: users.neighbourhood,
      applicationReason: users.applicationReason,
    })
    .from(users)
    .orderBy(sql`${users.status} = 'pending' DESC`, asc(users.name), asc(users.id));

/** True for the only active administrator left. */
const isLastActiveAdmin = (userId: number) => sql`(
  ${users.role} = 'admin' AND ${users.status} = 'active'
  AND (SELECT count(*) FROM ${users} WHERE role = 'admin' AND status = 'active') <= 1
  AND ${users.id} = ${userId}
)`;

export type AccountChange = "ok" | "not-found" | "last-admin" | "not-pending";

async function outcome(db: Database, userId: number, changed: number, expectPending = false): Promise<AccountChange> {
  if (changed > 0) return "ok";
  const [row] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, userId));
  if (!row) return "not-found";
  if (expectPending) return "not-pending";
  return "last-admin";
}

export async function approveAccount(db: Database, userId: number): Promise<AccountChange> {
  const result = await db
    .update(users)
    .set({ status: "active", updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), eq(users.status, "pending")));
  return outcome(db, userId, result.meta.changes, true);
}

/** Rejecting a registration removes it; only pending accounts can be rejected. */
export async function rejectAccount(db: Database, userId: number): Promise<AccountChange> {
  const result = await db.delete(users).where(and(eq(users.id, userId), eq(users.status, "pending")));
  return outcome(db, userId, result.meta.changes, true);
}

export async function changeRole(db: Database, userId: number, role: Role): Promise<AccountChange> {
  // The same condition decides both statements, checked before either runs.
  const willChange = sql`EXISTS (SELECT 1 FROM ${users} WHERE id = ${userId} AND role <> ${role} AND NOT ${isLastActiveAdmin(userId)})`;
  const [, updated] = await db.batch([
    db.delete(sessions).where(and(eq(sessions.userId, userId), willChange)),
    db
      .update(users)
      .set({ role, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, userId), sql`${users.role} <> ${role}`, sql`NOT ${isLastActiveAdmin(userId)}`)),
  ]);
  if (updated.meta.changes > 0) return "ok";
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!row) return "not-found";
  return row.role === role ? "ok" : "last-admin";
}

export async function disableAccount(db: Database, userId: number): Promise<AccountChange> {
  const willChange = sql`EXISTS (SELECT 1 FROM ${users} WHERE id = ${userId} AND NOT ${isLastActiveAdmin(userId)})`;
  const [, updated] = await db.batch([
    db.delete(sessions).where(and(eq(sessions.userId, userId), willChange)),
    db
      .update(users)
      .set({ status: "disabled", updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, userId), sql`NOT ${isLastActiveAdmin(userId)}`)),
  ]);
  return outcome(db, userId, updated.meta.changes);
}

export async function enableAccount(db: Database, userId: number): Promise<AccountChange> {
  const result = await db
    .update(users)
    .set({ status: "active", updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), eq(users.status, "disabled")));
  return outcome(db, userId, result.meta.changes, true);
}
