/**
 * Reading the association's identity (src/shared/identity.ts) without a round trip of its own: a
 * page's request wraps its D1 binding so that the first batch the page sends carries the identity's
 * settings row too, and a page that sends none reads it alone (its only round trip then).
 */
import { DEFAULT_IDENTITY, IDENTITY_KEY, identityOf, type IdentityRead } from "../shared/identity";
import type { Database } from "./client";
import { settingRow } from "./settings";

type D1Like = D1Database | D1DatabaseSession;

const IDENTITY_SQL = "SELECT value, version FROM settings WHERE key = ?";

/**
 * The last identity read from D1's JSON text in this isolate: every page reads the same row, so the
 * same text is parsed and checked once, not on every request. Its reader must not change it.
 */
let lastRead: { text: string; version: number; read: IdentityRead } | undefined;

/** The identity a settings row (as D1 answers it: JSON text; as drizzle reads it: a value) holds. */
function identityFromRow(row: { value: unknown; version: number } | null | undefined): IdentityRead {
  if (!row) return { identity: DEFAULT_IDENTITY, version: 0 };
  if (typeof row.value !== "string") return { identity: identityOf(row.value), version: row.version };
  if (lastRead?.text === row.value && lastRead.version === row.version) return lastRead.read;
  const read = { identity: identityOf(JSON.parse(row.value) as unknown), version: row.version };
  lastRead = { text: row.value, version: row.version, read };
  return read;
}

/** The identity as drizzle reads its row (admin handlers, mails, prints). */
export async function readIdentity(db: Database): Promise<IdentityRead> {
  const [row] = await settingRow(db, IDENTITY_KEY);
  return identityFromRow(row);
}

/** The identity's row, for a batch of its own: a statement and how to read its rows. */
export const identityStatement = (db: Database) => settingRow(db, IDENTITY_KEY);
export const identityFromRows = (rows: readonly { value: unknown; version: number }[]): IdentityRead => identityFromRow(rows[0]);

/**
 * Wraps `d1` for one page's request: its first `batch` carries the identity's statement after the
 * page's own (the answers the page sees are its own, as it sent them). `identity()` gives what that
 * batch read, or reads it alone when the page sent no batch.
 */
export function identityAlongside<D extends D1Like>(d1: D): { db: D; identity: () => Promise<IdentityRead> } {
  let read: Promise<IdentityRead> | undefined;
  const alone = () => d1.prepare(IDENTITY_SQL).bind(IDENTITY_KEY).first<{ value: string; version: number }>().then(identityFromRow);
  const db = new Proxy(d1, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key !== "batch" || read) return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      return async (statements: D1PreparedStatement[]) => {
        if (read) return target.batch(statements);
        const answers = target.batch([...statements, target.prepare(IDENTITY_SQL).bind(IDENTITY_KEY)]);
        read = answers.then((all) => identityFromRow(all.at(-1)?.results[0] as { value: string; version: number } | undefined));
        return (await answers).slice(0, -1);
      };
    },
  });
  return {
    db,
    identity: () => {
      read ??= alone();
      return read.catch(alone);
    },
  };
}
