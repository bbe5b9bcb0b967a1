import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { loginThrottle } from "../db/schema";

/** 10 failed sign-ins within 10 minutes from one client → 10 minutes of refusals. */
export const LOGIN_THROTTLE = { maxFailures: 10, windowMs: 10 * 60 * 1000, blockMs: 10 * 60 * 1000 };

/**
 * The part of a client address that identifies one client: the whole IPv4 address, but only the
 * /64 network of an IPv6 address, since one subscriber usually holds a whole /64 and could otherwise
 * rotate through it. Lower-cased and expanded, so spelling variants give the same key.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - headParts.length - tailParts.length : 0;
  const groups = [...headParts, ...Array(Math.max(0, missing)).fill("0"), ...tailParts];
  return groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":") + "::/64";
}

/**
 * Counts one attempt against the key before the password is checked, in one atomic upsert, and
 * says whether it may go ahead. Counting first means parallel requests cannot all slip through
 * before the first failure is written. Within the window, attempt number maxFailures + 1 starts a
 * block; while blocked nothing more is counted. Returns the end of the block, or null to proceed.
 */
export async function reserveLoginAttempt(db: Database, key: string, now: Date): Promise<Date | null> {
  const { maxFailures, windowMs, blockMs } = LOGIN_THROTTLE;
  const at = now.getTime();
  const windowOpen = at - windowMs;
  const blocked = sql`coalesce(blocked_until, 0) > ${at}`;
  const counted = sql`CASE WHEN window_start < ${windowOpen} THEN 1 ELSE failures + 1 END`;
  const [row] = await db.all<{ blocked_until: number | null }>(sql`
    INSERT INTO ${loginThrottle} (key, failures, window_start, blocked_until)
    VALUES (${key}, 1, ${at}, NULL)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${blocked} THEN failures ELSE ${counted} END,
      window_start = CASE WHEN ${blocked} THEN window_start WHEN window_start < ${windowOpen} THEN ${at} ELSE window_start END,
      blocked_until = CASE
        WHEN ${blocked} THEN blocked_until
        WHEN ${counted} > ${maxFailures} THEN ${at + blockMs}
        ELSE blocked_until
      END
    RETURNING blocked_until
  `);
  const until = row?.blocked_until ?? null;
  return until !== null && until > at ? new Date(until) : null;
}

/** A successful attempt was no failure: it is taken off the count again. */
export async function refundLoginAttempt(db: Database, key: string): Promise<void> {
  await db.update(loginThrottle).set({ failures: sql`max(${loginThrottle.failures} - 1, 0)` }).where(eq(loginThrottle.key, key));
}
