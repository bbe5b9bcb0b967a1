import { eq, lt, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { rawBatch, rows } from "./raw-batch";
import type { Database } from "./client";
import { formTokens } from "./schema";

/** What a submission's store answers when the same submission was stored before: nothing was stored now. */
export const REPEATED = Symbol("repeated submission");

/** Whether a submission (the id of its form token and content) was already stored. */
export async function submissionStored(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: formTokens.id }).from(formTokens).where(eq(formTokens.id, id)).limit(1);
  return rows.length > 0;
}

/** D1 reports the second use of a submission's id as a UNIQUE constraint failure on form_tokens. */
const isRepeat = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: form_tokens\.id/.test(error.message + String((error as { cause?: unknown }).cause ?? ""));

/**
 * Runs the statement that stores a submission together with the record of its id, in one batch:
 * the record comes first and fails on an id already there, which rolls the whole batch back. So a
 * submission is stored exactly once however often and however simultaneously it arrives, and a
 * Worker stopped midway leaves neither the record nor the submission (the retry then stores it).
 * Without an id (no token came with the form) the statement simply runs.
 */
export async function storeOnce<T>(db: Database, id: string | null, now: Date, store: BatchItem<"sqlite"> & PromiseLike<T>): Promise<T | typeof REPEATED> {
  if (id === null) return await store;
  return unlessRepeated(async () => {
    const [, stored] = await db.batch([db.insert(formTokens).values({ id, usedAt: now }), store]);
    return stored as T;
  });
}

/**
 * storeOnce for a store written as one SQL statement of our own (`INSERT … SELECT … RETURNING`),
 * which drizzle cannot batch (src/db/raw-batch.ts). Returns the statement's rows, or REPEATED.
 */
export async function storeRowsOnce<Row>(db: Database, id: string | null, now: Date, store: SQL): Promise<Row[] | typeof REPEATED> {
  if (id === null) return db.all<Row>(store);
  return unlessRepeated(async () => {
    const [, stored] = await rawBatch(db, [db.insert(formTokens).values({ id, usedAt: now }), rows<Row>(store)]);
    return stored;
  });
}

async function unlessRepeated<T>(store: () => Promise<T>): Promise<T | typeof REPEATED> {
  try {
    return await store();
  } catch (error) {
    if (isRepeat(error)) return REPEATED;
    throw error;
  }
}

/** The records a repeat can no longer need: a retry comes within minutes, the daily run keeps a day. */
export const forgetFormTokens = (db: Database, before: Date) => db.delete(formTokens).where(lt(formTokens.usedAt, before));
