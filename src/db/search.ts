import { and, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { queryTerms } from "../shared/search/turkish";

/** A LIKE pattern's literal text: `\`, `%` and `_` escaped (terms are [a-z0-9], so this is a safety net). */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The admin lists' search, with the site search's Turkish pipeline (src/shared/search/turkish.ts), on
 * a column holding a row's `listSearchKey`: every query word must be found, either inside one of the
 * row's folded words ("kadikoy" and "Kadık" find "Kadıköy", "IŞIK" finds "ışık") or as a whole stem
 * of them ("derneğimizin" finds "dernek"). Drafts are searched like anything else: the admin lists
 * them. Undefined (no condition) for an empty query; one of only punctuation ("%") finds nothing.
 */
export function matchesSearch(column: AnySQLiteColumn, query: string | undefined): SQL | undefined {
  if (!query?.trim()) return undefined;
  const terms = queryTerms(query);
  if (!terms.length) return sql`0 = 1`;
  const like = (pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  return and(...terms.map((t) => or(like(`%${literal(t.word)}%`), ...t.stems.map((stem) => like(`% ${literal(stem)} %`)))));
}
