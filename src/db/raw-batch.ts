import { is, SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

/**
 * One D1 batch of statements written in SQL of our own (`INSERT … SELECT … RETURNING`, window sums)
 * beside drizzle's builders. drizzle 0.45 cannot put `db.all(sql)` with parameters in a batch, so the batch goes to D1 directly: still one round trip, still atomic.
 */

/** A statement whose rows the caller reads, typed by what its SQL selects (its column aliases). */
export interface Rows<Row> {
  readonly query: SQL;
  /** Carries the row type only. */
  readonly row?: Row;
}

/** Marks SQL whose rows are read, with their type. */
export const rows = <Row>(query: SQL): Rows<Row> => ({ query });

/** A drizzle builder (insert, update, select): run in the batch, its rows left raw and unread. */
interface Builder {
  toSQL(): { sql: string; params: unknown[] };
}

type Item = Rows<unknown> | Builder;
type Results<T extends readonly Item[]> = { [K in keyof T]: T[K] extends Rows<infer Row> ? Row[] : unknown[] };

const dialect = new SQLiteAsyncDialect();

const queryOf = (item: Item) => ("query" in item && is(item.query, SQL) ? dialect.sqlToQuery(item.query) : (item as Builder).toSQL());

/** Runs the statements in one batch, in order, and returns each one's rows. */
export async function rawBatch<const T extends readonly Item[]>(db: Database, items: T): Promise<Results<T>> {
  const d1 = db.$client;
  const statements = items.map((item) => {
    const { sql, params } = queryOf(item);
    return d1.prepare(sql).bind(...params);
  });
  const results = await d1.batch(statements);
  return results.map((result: { results?: unknown[] }) => result.results ?? []) as Results<T>;
}
