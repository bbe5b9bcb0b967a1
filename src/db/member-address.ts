/**
 * The address a member is written to (docs/assembly.md, docs/dues.md): the e-mail in their register
 * entry, else the e-mail of the site account linked to the entry (a member accepted through an
 * application signed up with it), while that account is active. One fragment, so the assembly's
 * notice and the dues reminders reach the same people.
 */
import { sql } from "drizzle-orm";
import { users } from "./schema";

/** Joins the entry `m`'s linked active account as `u`. */
export const linkedAccountJoin = sql`LEFT JOIN ${users} u ON u.id = m.user_id AND u.status = 'active'`;

/** The entry `m`'s address (its own, else its linked account's), or null when it has none. */
export const memberAddress = sql`nullif(trim(coalesce(nullif(trim(m.email), ''), u.email, '')), '')`;
