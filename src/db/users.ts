import { and, asc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "./client";
import { REPEATED, storeRowsOnce } from "./form-tokens";
import { grantKinds, sessions, users, type AccountStatus, type GrantKind, type Role } from "./schema";

/** What the rest of the site knows about a signed-in person. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** Duties beside the role (the board, the treasurer): src/db/grants.ts. */
  grants: GrantKind[];
}

/** The account's grants as one comma-separated column, read in the session's own statement. */
export const grantsColumn = sql<string | null>`(SELECT group_concat(kind) FROM user_grants WHERE user_grants.user_id = ${users.id})`;

/** "board,treasurer" → ["board", "treasurer"], ignoring anything the code no longer knows. */
export const grantsOf = (column: string | null): GrantKind[] =>
  (column ?? "").split(",").filter((kind): kind is GrantKind => (grantKinds as readonly string[]).includes(kind));
/** The addresses of the active administrators, who are told of applications and of the site's errors. */
export const administratorAddresses = (db: Database) =>
  db.select({ email: users.email }).from(users).where(and(eq(users.role, "admin"), eq(users.status, "active"))).orderBy(asc(users.id));

export const userByEmail = (db: Database, email: string) => db.select().from(users).where(eq(users.email, email)).limit(1);

/** An active administrator exists (the same rule as {@link hasAdministrator}, inside a statement). */
const administratorExists = sql`EXISTS (SELECT 1 FROM ${users} WHERE role = 'admin' AND status = 'active')`;

/** Whether the site has an active administrator yet (until then /register offers the setup). */
export async function hasAdministrator(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.role, "admin"), eq(users.status, "active"))).limit(1);
  return rows.length > 0;
}

/**
 * Registers an account in one statement: while the site has no active administrator, an account
 * that `mayBecomeAdmin` (src/services/auth/first-admin.ts) becomes one, whatever applications came
 * before it; every other account is a pending member whose address is still to be confirmed
 * (src/services/auth/addresses.ts). The administrator is not asked to confirm: whoever sets up the
 * site must be able to use it at once, with or without working mail. The check and the insert being
 * one statement, two simultaneous registrations with the setup code cannot both become administrator.
 * `submission` (the form token's id, src/db/form-tokens.ts) stores a repeat of the same post only once.
 * Returns the new row, null when the e-mail is taken (nothing is stored), or REPEATED.
 */
export async function registerAccount(
  db: Database,
  account: { email: string; name: string; passwordHash: string; phone?: string | null; neighbourhood?: string | null; applicationReason?: string | null },
  mayBecomeAdmin: boolean,
  submission: string | null = null,
) {
  const first = sql`(${mayBecomeAdmin ? 1 : 0} = 1 AND NOT ${administratorExists})`;
  const rows = await storeRowsOnce<{ id: number; role: Role; status: AccountStatus }>(db, submission, new Date(), sql`
    INSERT INTO ${users} (email, name, password_hash, phone, neighbourhood, application_reason, role, status, email_confirmed_at)
    SELECT ${account.email}, ${account.name}, ${account.passwordHash}, ${account.phone ?? null}, ${account.neighbourhood ?? null}, ${account.applicationReason ?? null},
           CASE WHEN ${first} THEN 'admin' ELSE 'member' END,
           CASE WHEN ${first} THEN 'active' ELSE 'pending' END,
           CASE WHEN ${first} THEN ${Date.now()} ELSE NULL END
    ON CONFLICT (email) DO NOTHING
    RETURNING id, role, status
  `);
  return rows === REPEATED ? REPEATED : (rows[0] ?? null);
}

/** The session's user, if the session is current and the account active (one statement). */
export const sessionWithUser = (db: Database, sessionId: string, now: Date) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      renewedAt: sessions.renewedAt,
      user: { id: users.id, name: users.name, email: users.email, role: users.role, grants: grantsColumn },
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now), eq(users.status, "active")))
    .limit(1);

export const deleteSession = (db: Database, sessionId: string) => db.delete(sessions).where(eq(sessions.id, sessionId));

export const deleteUserSessions = (db: Database, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));

export const deleteOtherSessions = (db: Database, userId: number, keepSessionId: string) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));

export const deleteExpiredSessions = (db: Database, now: Date) =>
  db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)));
