import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { searchKey } from "../i18n/text";
import { contactMessages } from "./schema";

/** What "Ara" in Mesajlar looks through: sender, address, subject and text, folded for Turkish. */
export const contactSearchKey = (message: Pick<NewContactMessage, "name" | "email" | "subject" | "message">) =>
  searchKey(`${message.name} ${message.email} ${message.subject} ${message.message}`);

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  ipHash: string;
}

/**
 * Stores a message unless this sender (by IP hash) already sent `limit` messages within `windowMs`.
 * The check and the insert are one statement, so two simultaneous posts cannot both slip under the
 * limit. Returns whether the message was stored.
 */
export async function storeContactMessage(
  db: Database,
  message: NewContactMessage,
  now: Date,
  rate: { limit: number; windowMs: number },
): Promise<boolean> {
  const since = now.getTime() - rate.windowMs;
  const result = await db.run(sql`
    INSERT INTO ${contactMessages} (name, email, subject, message, ip_hash, search_key, created_at)
    SELECT ${message.name}, ${message.email}, ${message.subject}, ${message.message}, ${message.ipHash}, ${contactSearchKey(message)}, ${now.getTime()}
    WHERE (SELECT count(*) FROM ${contactMessages} WHERE ip_hash = ${message.ipHash} AND created_at > ${since}) < ${rate.limit}
  `);
  return result.meta.changes === 1;
}

/** When this sender may send again after being refused: the oldest message in the window leaves it. */
export async function nextContactSlot(db: Database, ipHash: string, now: Date, rate: { windowMs: number }): Promise<Date> {
  const since = now.getTime() - rate.windowMs;
  const [row] = await db.all<{ oldest: number | null }>(
    sql`SELECT min(created_at) AS oldest FROM ${contactMessages} WHERE ip_hash = ${ipHash} AND created_at > ${since}`,
  );
  return new Date((row?.oldest ?? now.getTime()) + rate.windowMs);
}
