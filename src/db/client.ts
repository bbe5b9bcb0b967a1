import { drizzle, type AnyD1Database, type DrizzleD1Database } from "drizzle-orm/d1";

/** The drizzle handle, with the D1 binding it wraps (`$client`) for the rare statement drizzle cannot batch. */
export type Database = DrizzleD1Database & { $client: AnyD1Database };

/**
 * The drizzle handle over the D1 binding. Cheap: it holds no connection of its own, and it is given
 * no schema, because nothing here uses drizzle's relational queries (`db.query…`): with the schema,
 * every call walked all tables to build their relations, about a tenth of a request's CPU.
 */
export const database = (d1: AnyD1Database): Database => drizzle(d1);
