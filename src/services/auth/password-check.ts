import { formatTime } from "../../shared/i18n/dates";
import type { Database } from "../../db/client";
import { verifyPassword } from "./password";
import { refundLoginAttempt, reserveLoginAttempt } from "./throttle";

/** What checking an account's password came to. */
export type PasswordCheck = { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "throttled"; until: Date };

/**
 * Checks the password of a known account outside sign-in (changing the password or the address on
 * /hesabim, confirming an application at /eposta-onayla), throttled like signing in: one counter
 * per account for all of these, 10 failures in 10 minutes block it for 10 minutes
 * (LOGIN_THROTTLE). Every attempt is counted before the slow hash, so parallel guesses cannot slip
 * through; a right password is taken off the count again.
 */
export async function checkAccountPassword(db: Database, account: { id: number; passwordHash: string }, password: string, now: Date): Promise<PasswordCheck> {
  const throttleKey = `sifre:${account.id}`;
  const until = await reserveLoginAttempt(db, throttleKey, now);
  if (until) return { ok: false, reason: "throttled", until };
  if (!(await verifyPassword(password, account.passwordHash))) return { ok: false, reason: "wrong" };
  await refundLoginAttempt(db, throttleKey);
  return { ok: true };
}

/** What the password field says while its account's guesses are blocked. */
export const tooManyPasswordGuesses = (until: Date): string =>
  `Çok fazla hatalı deneme yapıldı. Lütfen saat ${formatTime(until)} sonrasında yeniden deneyin.`;
