import { and, eq, like, or, sql } from "drizzle-orm";
import { legacySlugify, slugify } from "../shared/i18n/text";
import { rememberFormerSlug } from "./addresses";
import type { Database } from "./client";
import { events, news } from "./schema";

/**
 * Moves items whose address was made by the old slug rule ("camlica-tepesi-nde") to the current
 * one ("camlica-tepesinde") and keeps the old address in slug_history, so links already shared
 * answer with a 301. Only a slug the old rule made from the item's own title is touched: one an
 * editor typed stays as it is. Computing it here, not in SQL, keeps one slug rule (src/shared/i18n/text.ts).
 * Idempotent; run before `wrangler dev` starts and by the daily cron. Returns how many moved.
 */
export async function upgradeApostropheSlugs(db: Database): Promise<number> {
  let moved = 0;
  for (const [kind, table] of [
    ["gundem", news],
    ["etkinlik", events],
  ] as const) {
    const candidates = await db
      .select({ id: table.id, title: table.title, slug: table.slug })
      .from(table as typeof news)
      .where(or(like(table.title, "%'%"), like(table.title, "%’%"), like(table.title, "%ʼ%"), like(table.title, "%‘%")));
    for (const row of candidates) {
      const from = legacySlugify(row.title);
      const to = slugify(row.title);
      if (row.slug !== from || from === to) continue;
      // Never take an address another item already holds.
      const free = sql`${row.slug} = ${from} AND NOT EXISTS (SELECT 1 FROM ${table} WHERE ${table.slug} = ${to})`;
      const [, updated] = await db.batch([
        rememberFormerSlug(db, kind, table, row.id, { from, to }, free),
        db
          .update(table as typeof news)
          // A new version, so an editor's form opened before the move cannot put the old slug back unseen.
          .set({ slug: to, version: sql`${table.version} + 1` })
          .where(and(eq(table.id, row.id), eq(table.slug, from), sql`NOT EXISTS (SELECT 1 FROM ${table} WHERE ${table.slug} = ${to})`))
          .returning({ id: table.id }),
      ]);
      moved += updated.length;
    }
  }
  return moved;
}
