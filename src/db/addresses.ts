import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";
import { events, news, slugHistory, type slugKinds } from "./schema";

/**
 * An item can be addressed by its current slug, its numeric id, or a slug it used to have. This
 * condition finds it by any of them in the same statement; `preferCurrentSlug` orders an exact slug
 * match first. The caller redirects (301) whenever the address is not the current slug.
 */
export function matchesAddress(
  table: { id: AnySQLiteColumn; slug: AnySQLiteColumn },
  kind: (typeof slugKinds)[number],
  address: string,
): SQL {
  const numericId = /^[1-9][0-9]{0,9}$/.test(address) ? Number(address) : -1;
  const formerOwner = sql`(SELECT ${slugHistory.targetId} FROM ${slugHistory} WHERE ${slugHistory.kind} = ${kind} AND ${slugHistory.slug} = ${address})`;
  return or(eq(table.slug, address), eq(table.id, numericId), eq(table.id, formerOwner))!;
}

export const preferCurrentSlug = (table: { slug: AnySQLiteColumn }, address: string): SQL =>
  sql`${table.slug} = ${address} DESC`;

/**
 * Remembers an item's former slug (as a statement for the batch that changes it), so the old
 * address keeps answering with a 301. Written only when the slug really changed and `onlyIf` holds.
 */
export function rememberFormerSlug(
  db: Database,
  kind: (typeof slugKinds)[number],
  table: typeof news | typeof events,
  id: number,
  change: { from: string; to: string },
  onlyIf: SQL,
) {
  return db
    .insert(slugHistory)
    .select(
      db
        .select({
          kind: sql<string>`${kind}`.as("kind"),
          slug: sql<string>`${change.from}`.as("slug"),
          targetId: table.id,
          createdAt: sql<number>`${Date.now()}`.as("created_at"),
        })
        .from(table as typeof news)
        .where(and(eq(table.id, id), sql`${change.from} <> ${change.to}`, onlyIf)),
    )
    .onConflictDoUpdate({ target: [slugHistory.kind, slugHistory.slug], set: { targetId: id } });
}
