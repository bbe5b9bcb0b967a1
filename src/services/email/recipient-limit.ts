import type { Context } from "hono";
import { database } from "../../db/client";
import { reserveAttempt, type ThrottlePolicy } from "../../db/throttle";
import { hashIp, ipHashSecret } from "../../platform/client-ip";
import type { AppEnv } from "../../shared/env";

/*
 * Public forms that mail whatever address is typed into them could flood a stranger's inbox from
 * any number of clients, past every per-client limit. So each such form also counts its mails per
 * recipient, as the password reset and the address confirmation already do.
 */

/**
 * Mails one address may get from one form in an hour; the fourth starts an hour without. The one
 * limit of mails to an address: the public forms below, the password reset, and an account's
 * address confirmation and change (src/services/auth/addresses.ts, counted per account).
 */
export const RECIPIENT_MAIL_THROTTLE: ThrottlePolicy = { maxFailures: 3, windowMs: 60 * 60 * 1000, blockMs: 60 * 60 * 1000 };

/**
 * The forms that count: the bulletin's sign-up, event registration (its confirmation and the note
 * to the owner when the address registers again), the membership application (the note to an
 * address that already has an account) and the password reset. Each counts on its own, so one form's flood never holds
 * back another's mail.
 */
export type RecipientForm = "bulten" | "etkinlik-kaydi" | "basvuru" | "sifirlama";

/**
 * Counts one mail from `form` to `email` (already normalised: trimmed and lower-cased by the form's
 * schema) and says whether it is within {@link RECIPIENT_MAIL_THROTTLE}. The key is a keyed hash of
 * the address, so the throttle table holds no address. Whatever it says, the form answers the same.
 */
export async function reserveMailTo(c: Context<AppEnv>, form: RecipientForm, email: string, now: Date): Promise<boolean> {
  const key = `${form}-eposta:${await hashIp(email, ipHashSecret(c))}`;
  return (await reserveAttempt(database(c.env.DB), key, now, RECIPIENT_MAIL_THROTTLE)) === null;
}
