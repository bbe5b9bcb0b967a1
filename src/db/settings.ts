import { and, eq, sql } from "drizzle-orm";
import type * as z from "zod";
import { auditStatement, type Actor, type AuditFacts } from "./audit";
import type { Database } from "./client";
import { settings } from "./schema";

/** One settings row by its key (none until an administrator first saves it). */
export const settingRow = (db: Database, key: string) => db.select().from(settings).where(eq(settings.key, key)).limit(1);

/** A settings row's value as its schema reads it, or the default when none is stored or the stored JSON no longer fits. */
export function settingValue<T>(schema: z.ZodType<T>, fallback: T, row: { value: unknown } | undefined): T {
  const parsed = schema.safeParse(row?.value);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Saves one settings row as an administrator set it, with its audit entry, in one batch. The save
 * must be based on the version the form loaded: 0 means "never saved" (the row is created), any
 * other the stored version. Returns the saved row, or undefined when someone saved in between (and
 * then nothing, the audit entry included, was written).
 */
export async function saveSetting(db: Database, change: { key: string; value: unknown; version: number; actor: Actor; audit: AuditFacts }) {
  const { key, value, version, actor } = change;
  const fresh =
    version === 0
      ? sql`NOT EXISTS (SELECT 1 FROM ${settings} WHERE key = ${key})`
      : sql`EXISTS (SELECT 1 FROM ${settings} WHERE key = ${key} AND version = ${version})`;
  const [, written] = await db.batch([
    auditStatement(db, actor, change.audit, fresh),
    version === 0
      ? db.insert(settings).values({ key, value, updatedBy: actor.id }).onConflictDoNothing().returning()
      : db
          .update(settings)
          .set({ value, updatedBy: actor.id, updatedAt: new Date(), version: sql`${settings.version} + 1` })
          .where(and(eq(settings.key, key), eq(settings.version, version)))
          .returning(),
  ]);
  return written[0];
}
