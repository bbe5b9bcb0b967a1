/** Membership applications awaiting the board: pending accounts whose address is confirmed. */
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "./client";
import { applicationReminders, users } from "./schema";

/** Every application in the queue, oldest first. */
export const openApplications = (db: Database) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, appliedAt: users.createdAt })
    .from(users)
    .where(and(eq(users.status, "pending"), isNotNull(users.emailConfirmedAt)))
    .orderBy(asc(users.createdAt));

/**
 * Claims the applications older than `before` that the board has not been told of yet, and returns
 * them: one INSERT … SELECT … ON CONFLICT DO NOTHING RETURNING, so of two runs at once only one gets
 * each application (D1 runs one statement at a time; the primary key refuses the second claim).
 */
export async function claimLateApplications(db: Database, before: Date, at: Date): Promise<{ id: number; name: string; appliedAt: Date }[]> {
  const claimed = await db.all<{ user_id: number }>(sql`
    INSERT INTO ${applicationReminders} (user_id, sent_at)
    SELECT ${users.id}, ${at.getTime()} FROM ${users}
    WHERE ${users.status} = 'pending' AND ${users.emailConfirmedAt} IS NOT NULL AND ${users.createdAt} < ${before.getTime()}
    ON CONFLICT (user_id) DO NOTHING
    RETURNING user_id`);
  if (claimed.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, appliedAt: users.createdAt })
    .from(users)
    .where(inArray(users.id, claimed.map((row) => row.user_id)))
    .orderBy(asc(users.createdAt));
}

/** A pending, confirmed application by its account id, or null. */
export const pendingApplicant = async (db: Database, id: number) =>
  (await db.select({ name: users.name, email: users.email }).from(users).where(and(eq(users.id, id), eq(users.status, "pending"), isNotNull(users.emailConfirmedAt))).limit(1))[0] ?? null;
