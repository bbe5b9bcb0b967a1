/** Membership applications awaiting the board: pending accounts whose address is confirmed. */
import { and, asc, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { Database } from "./client";
import { applicationReminders, users } from "./schema";

/** Every application in the queue, oldest first. */
export const openApplications = (db: Database) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, appliedAt: users.createdAt })
    .from(users)
    .where(and(eq(users.status, "pending"), isNotNull(users.emailConfirmedAt)))
    .orderBy(asc(users.createdAt));

/** Applications older than `before` that the board has not been mailed about yet. */
export const unremindedApplications = (db: Database, before: Date) =>
  db
    .select({ id: users.id, name: users.name, appliedAt: users.createdAt })
    .from(users)
    .where(
      and(
        eq(users.status, "pending"),
        isNotNull(users.emailConfirmedAt),
        sql`${users.createdAt} < ${before.getTime()}`,
        notExists(db.select({ one: sql`1` }).from(applicationReminders).where(eq(applicationReminders.userId, users.id))),
      ),
    );

/** Marks applications as mailed, so the board hears of each once. */
export const markReminded = (db: Database, ids: number[], at: Date) =>
  ids.length ? db.insert(applicationReminders).values(ids.map((userId) => ({ userId, sentAt: at }))).onConflictDoNothing() : null;

/** A pending, confirmed application by its account id, or null. */
export const pendingApplicant = async (db: Database, id: number) =>
  (await db.select({ name: users.name, email: users.email }).from(users).where(and(eq(users.id, id), eq(users.status, "pending"), isNotNull(users.emailConfirmedAt))).limit(1))[0] ?? null;
