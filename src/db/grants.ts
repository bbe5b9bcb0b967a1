/**
 * Duties beside an account's role (user_grants): the board ("Yönetim kurulu") and, reserved for the
 * dues records, the treasurer ("Sayman"). Each change is audited in the same batch.
 */
import { and, eq, sql } from "drizzle-orm";
import { turkishOrder } from "./turkish-order";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { userGrants, users, type GrantKind } from "./schema";

const GRANT_NAMES: Record<GrantKind, string> = { board: "Yönetim kurulu", treasurer: "Sayman" };

/** Gives or takes a duty; "not-found" when the account does not exist. Giving it twice changes nothing. */
export async function setGrant(db: Database, actor: Actor, userId: number, kind: GrantKind, on: boolean): Promise<"ok" | "not-found"> {
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account) return "not-found";
  const change = on
    ? db.insert(userGrants).values({ userId, kind }).onConflictDoNothing()
    : db.delete(userGrants).where(and(eq(userGrants.userId, userId), eq(userGrants.kind, kind)));
  const summary = `${account.name} ${on ? "için" : "hesabından"} ${GRANT_NAMES[kind]} görevi ${on ? "verildi" : "kaldırıldı"}`;
  await db.batch([change, auditStatement(db, actor, { action: on ? "user.grant" : "user.revoke", target: `user:${userId}`, summary }, sql`changes() > 0`)]);
  return "ok";
}

/** Every account holding a duty, with its name: the board's members for a meeting's attendance. */
export const holdersOf = (db: Database, kind: GrantKind) =>
  db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(userGrants)
    .innerJoin(users, eq(users.id, userGrants.userId))
    .where(and(eq(userGrants.kind, kind), eq(users.status, "active")))
    .orderBy(turkishOrder(users.name));
