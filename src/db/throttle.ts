import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { loginThrottle } from "./schema";

/*
 * The site's one rate-limit mechanism: a counted window per key in the throttle table. Sign-in,
 * registration, password reset, event registration, the bulletin and the contact form each name
 * their own policy and key (src/services/auth/throttle.ts, src/db/contact.ts); the retention run
 * removes rows whose window and block are over.
 */

/** How many attempts a key may make within a window before it is blocked, and for how long. */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  blockMs: number;
}

/**
 * Counts one attempt against the key before the work it guards (a password check, a stored
 * message, a mail), in one atomic upsert, and says whether it may go ahead. Counting first means
 * parallel requests cannot all slip through before the first one is written. Within the window, attempt number maxFailures + 1 starts a
 * block; while blocked nothing more is counted. Returns the end of the block, or null to proceed.
 */
export async function reserveAttempt(db: Database, key: string, now: Date, policy: ThrottlePolicy): Promise<Date | null> {
  const { maxFailures, windowMs, blockMs } = policy;
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
  return blockedAt(row, at);
}

/** The end of a block still running at `at`, or null. */
export function blockedAt(row: { blocked_until: number | null } | undefined, at: number): Date | null {
  const until = row?.blocked_until ?? null;
  return until !== null && until > at ? new Date(until) : null;
}

