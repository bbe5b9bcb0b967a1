import { eq, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { slugHistory, type slugKinds } from "./schema";

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
