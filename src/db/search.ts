import { sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { searchKey } from "../shared/i18n/text";

/**
 * The admin lists' search: "istanbul" finds "İstanbul", "ISPARTA" finds "Isparta" (see searchKey),
 * on a column holding a row's search key. Undefined (no condition) for an empty query.
 */
export function matchesSearch(column: AnySQLiteColumn, query: string | undefined): SQL | undefined {
  const key = searchKey(query?.trim() ?? "");
  if (!key) return undefined;
  const escaped = key.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`${column} LIKE ${`%${escaped}%`} ESCAPE '\\'`;
}
