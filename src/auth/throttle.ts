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

/** Whether sign-ins from this key are refused right now, and until when. */
export async function loginBlockedUntil(db: Database, key: string, now: Date): Promise<Date | null> {
  const [row] = await db.select({ blockedUntil: loginThrottle.blockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, key));
  return row?.blockedUntil && row.blockedUntil > now ? row.blockedUntil : null;
}

/** Counts a failed sign-in in one atomic upsert; the tenth within the window starts the block. */
export async function recordLoginFailure(db: Database, key: string, now: Date): Promise<void> {
  const { maxFailures, windowMs, blockMs } = LOGIN_THROTTLE;
  const windowOpen = now.getTime() - windowMs;
  await db.run(sql`
    INSERT INTO ${loginThrottle} (key, failures, window_start, blocked_until)
    VALUES (${key}, 1, ${now.getTime()}, NULL)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN window_start < ${windowOpen} THEN 1 ELSE failures + 1 END,
      window_start = CASE WHEN window_start < ${windowOpen} THEN ${now.getTime()} ELSE window_start END,
      blocked_until = CASE
        WHEN (CASE WHEN window_start < ${windowOpen} THEN 1 ELSE failures + 1 END) >= ${maxFailures}
        THEN ${now.getTime() + blockMs}
        ELSE blocked_until
      END
  `);
}
