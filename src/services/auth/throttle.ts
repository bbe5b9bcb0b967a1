import { eq, sql } from "drizzle-orm";
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from "hono/utils/ipaddr";
import type { Database } from "../../db/client";
import { loginThrottle } from "../../db/schema";
import { blockedAt, reserveAttempt, type ThrottlePolicy } from "../../db/throttle";

export { reserveAttempt, type ThrottlePolicy } from "../../db/throttle";

const MINUTE = 60 * 1000;

/** The hard limit per client: 10 failed sign-ins within 10 minutes → 10 minutes of refusals. */
export const LOGIN_THROTTLE: ThrottlePolicy = { maxFailures: 10, windowMs: 10 * MINUTE, blockMs: 10 * MINUTE };

/**
 * Registrations per client: each costs a deliberately slow password hash. 20 an hour leave room for
 * members signing up together on the association's Wi-Fi or behind one mobile carrier address (CGNAT).
 */
export const REGISTER_THROTTLE: ThrottlePolicy = { maxFailures: 20, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE };

/**
 * Per account (its normalised e-mail address), whoever guesses: 5 free failures, then each further
 * attempt waits twice as long as the one before, from 30 seconds up to 15 minutes; the count is
 * forgotten only after an hour without failures. A botnet or an IPv6 /48 gets a few guesses an hour
 * at most. The owner is not caught by it from a client (IPv4 address or IPv6 /64) they have signed
 * in from before ({@link rememberClient}), where only the per-client limit applies, so an attacker
 * elsewhere can slow down but not lock out the account; a success clears the count.
 */
export const ACCOUNT_BACKOFF = { freeFailures: 5, windowMs: 60 * MINUTE, firstDelayMs: 30 * 1000, maxDelayMs: 15 * MINUTE };

/**
 * The part of a client address that identifies one client: the whole IPv4 address, but only the /64
 * network of an IPv6 address, since one subscriber usually holds a whole /64 and could otherwise
 * rotate through it. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are the IPv4 address they carry.
 * Parsed with hono's address utilities, so every spelling of an address gives the same key.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (distinctRemoteAddr(address) !== "IPv6") return address;
  let binary: bigint;
  try {
    binary = convertIPv6ToBinary(address);
  } catch {
    return address;
  }
  if (isIPv4MappedIPv6(binary)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary));
  return `${convertIPv6BinaryToString((binary >> 64n) << 64n)}/64`;
}

/** Sign-in attempts from one client, under {@link LOGIN_THROTTLE}. */
export const reserveLoginAttempt = (db: Database, key: string, now: Date) => reserveAttempt(db, key, now, LOGIN_THROTTLE);

/** A successful attempt was no failure: it is taken off the count again. */
export async function refundLoginAttempt(db: Database, key: string): Promise<void> {
  await db.update(loginThrottle).set({ failures: sql`max(${loginThrottle.failures} - 1, 0)` }).where(eq(loginThrottle.key, key));
}

/**
 * Counts an attempt on one account, atomically, under {@link ACCOUNT_BACKOFF}: an attempt made while
 * the account's delay runs is refused and not counted; otherwise it is counted, and past the free
 * failures it sets the delay the next attempt must wait. Returns when the account may try again, or
 * null to proceed. A success clears the count ({@link clearAccountAttempts}).
 */
export async function reserveAccountAttempt(db: Database, key: string, now: Date): Promise<Date | null> {
  const { freeFailures, windowMs, firstDelayMs, maxDelayMs } = ACCOUNT_BACKOFF;
  const at = now.getTime();
  const waiting = sql`coalesce(blocked_until, 0) > ${at}`;
  // `window_start` holds the last counted failure here: the window slides with the attack.
  const counted = sql`CASE WHEN window_start < ${at - windowMs} THEN 1 ELSE failures + 1 END`;
  // 30 s, 60 s, 2 min, … doubled per failure past the free ones, never more than the cap; the
  // exponent is capped too, so the arithmetic stays small whatever the count.
  const delay = sql`min(${maxDelayMs}, ${firstDelayMs} * (1 << min(20, ${counted} - ${freeFailures} - 1)))`;
  // One batch is one transaction: what the account's state was before this attempt, then the attempt.
  const [before] = await db.batch([
    db.select({ blockedUntil: loginThrottle.blockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, key)),
    db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: now, blockedUntil: null })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`CASE WHEN ${waiting} THEN failures ELSE ${counted} END`,
          windowStart: sql`CASE WHEN ${waiting} THEN window_start ELSE ${at} END`,
          blockedUntil: sql`CASE WHEN ${waiting} THEN blocked_until WHEN ${counted} > ${freeFailures} THEN ${at} + ${delay} ELSE NULL END`,
        },
      }),
  ]);
  return blockedAt({ blocked_until: before[0]?.blockedUntil?.getTime() ?? null }, at);
}

/** How long a client the owner signed in from stays exempt from the account's backoff. */
export const KNOWN_CLIENT_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Remembers that the account's owner signed in from this client (key: a keyed hash of account and
 * client). Kept in the throttle table as a row that "blocks" until it expires, so the retention run
 * keeps it exactly that long; it holds no address and no e-mail.
 */
export async function rememberClient(db: Database, key: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + KNOWN_CLIENT_MS);
  await db
    .insert(loginThrottle)
    .values({ key, failures: 0, windowStart: now, blockedUntil: until })
    .onConflictDoUpdate({ target: loginThrottle.key, set: { windowStart: now, blockedUntil: until } });
}

/** Whether the owner signed in from this client within {@link KNOWN_CLIENT_MS}. */
export async function isKnownClient(db: Database, key: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ until: loginThrottle.blockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, key));
  return (row?.until?.getTime() ?? 0) > now.getTime();
}

/** The owner got in: the account's failures and delay are forgotten. */
export async function clearAccountAttempts(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Whole seconds until `until`, at least 1: the value of a 429's `Retry-After` header. */
export const retryAfterSeconds = (until: Date, now = new Date()): string => String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
