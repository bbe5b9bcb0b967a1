import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { auditLog, users } from "./schema";

/** Who acts in the admin area (the signed-in account). */
export interface Actor {
  id: number;
  name: string;
}

export interface AuditFacts {
  action: string;
  /** "news:12", or SQL for a row inserted earlier in the same batch. */
  target: string | SQL;
  /** Plain text, or SQL for a fact only the batch knows (a count it has just written). */
  summary: string | SQL;
}

/**
 * An audit entry, as a statement to run in the same batch as the change it records. With `onlyIf`
 * the entry is written only when the condition holds inside that batch (for example, "the row now
 * has the new version"), so a refused change leaves no entry behind.
 */
export function auditStatement(db: Database, actor: Actor, facts: AuditFacts, onlyIf?: SQL) {
  const at = Date.now();
  // INSERT … SELECT from the acting account's own row: one row when the condition holds, none otherwise.
  return db.insert(auditLog).select(
    db
      .select({
        // Every column, in the table's order (drizzle's rule for INSERT … SELECT); NULL picks the next id.
        id: sql<number>`NULL`.as("id"),
        at: sql<number>`${at}`.as("at"),
        actorId: users.id,
        actorName: sql<string>`${actor.name}`.as("actor_name"),
        action: sql<string>`${facts.action}`.as("action"),
        target: sql<string>`${facts.target}`.as("target"),
        summary: sql<string>`${facts.summary}`.as("summary"),
      })
      .from(users)
      .where(and(eq(users.id, actor.id), onlyIf ?? sql`1`)),
  );
}

export const auditPage = (db: Database, page: { limit: number; offset: number }) =>
  db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(page.limit).offset(page.offset);

export const auditCount = (db: Database) => db.select({ total: count() }).from(auditLog);

export const recentAudit = (db: Database, limit: number) => db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
