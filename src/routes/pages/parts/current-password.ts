import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { checkAccountPassword, tooManyPasswordGuesses } from "../../../services/auth/password-check";
import { retryAfterSeconds } from "../../../services/auth/throttle";
import { database } from "../../../db/client";
import { users } from "../../../db/schema";
import type { AppEnv } from "../../../shared/env";

/**
 * The signed-in account's current password, checked with the sign-in throttle per account (the
 * forms of /hesabim that ask for it). Null when it is right; otherwise the message for the field,
 * with the answer's status (422, or 429 with Retry-After) already set.
 */
export async function checkCurrentPassword(c: Context<AppEnv>, password: string): Promise<string | null> {
  const db = database(c.env.DB);
  const [account] = await db.select().from(users).where(eq(users.id, c.var.session!.user.id));
  const checked = await checkAccountPassword(db, account!, password, new Date());
  if (checked.ok) return null;
  if (checked.reason === "wrong") {
    c.status(422);
    return "Şu anki şifreniz hatalı.";
  }
  c.status(429);
  c.header("Retry-After", retryAfterSeconds(checked.until));
  return tooManyPasswordGuesses(checked.until);
}
