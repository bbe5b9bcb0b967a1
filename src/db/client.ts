import { drizzle, type AnyD1Database, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";

/** The drizzle handle, with the D1 binding it wraps (`$client`) for the rare statement drizzle cannot batch. */
export type Database = DrizzleD1Database<typeof schema> & { $client: AnyD1Database };

/** The drizzle handle over the D1 binding. Cheap: it holds no connection of its own. */
export const database = (d1: AnyD1Database): Database => drizzle(d1, { schema });
