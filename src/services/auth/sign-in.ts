import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { database } from "../../db/client";
import { users } from "../../db/schema";
import { deleteSession, userByEmail } from "../../db/users";
import { clientIp, hashIp, ipHashSecret } from "../../platform/client-ip";
import type { AppEnv } from "../../shared/env";
import { sendAddressConfirmation } from "./addresses";
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from "./password";
import { startSession } from "./session";
import {
  clearAccountAttempts,
  clientKey,
  isKnownClient,
  refundLoginAttempt,
  rememberClient,
  reserveAccountAttempt,
  reserveLoginAttempt,
} from "./throttle";

export const GENERIC_LOGIN_FAILURE = "E-posta veya şifre hatalı.";

/** What a sign-in attempt came to: a session for the account, or a refusal the page shows as it is. */
export type SignInResult =
  | { ok: true; role: string }
  | { ok: false; status: 401 | 403; problem: string }
  | { ok: false; status: 429; problem: string; until: Date };

/**
 * Signs a person in with a checked e-mail address and password. Two throttles, both in D1. Per
 * client (IP, or IPv6 /64): the tenth failure within ten minutes blocks sign-ins from it for ten
 * minutes. Per account (the e-mail address typed, whether or not it has an account, so the answer
 * reveals nothing): after five failures each attempt waits longer, up to fifteen minutes, however
 * many addresses the guesses come from. The failure text never says whether the account exists, and
 * an unknown e-mail costs the same hashing time as a wrong password. On success the session cookie
 * is set on `c`.
 */
export async function signInWithPassword(c: Context<AppEnv>, email: string, password: string, now: Date): Promise<SignInResult> {
  const db = database(c.env.DB);
  const secret = ipHashSecret(c);
  const client = clientKey(clientIp(c));
  const throttleKey = "giris:" + (await hashIp(client, secret));

  const blockedUntil = await reserveLoginAttempt(db, throttleKey, now);
  if (blockedUntil) return { ok: false, status: 429, until: blockedUntil, problem: "Çok fazla başarısız giriş denemesi yapıldı." };
  // Keyed like IP addresses, so the throttle table holds no e-mail address.
  const accountKey = "hesap:" + (await hashIp(email, secret));
  const knownKey = "tanidik:" + (await hashIp(`${email}|${client}`, secret));
  // Where the owner has signed in before, only the per-client limit applies: an attacker elsewhere
  // cannot keep them out by keeping the account's backoff running.
  if (!(await isKnownClient(db, knownKey, now))) {
    const accountWait = await reserveAccountAttempt(db, accountKey, now);
    if (accountWait) {
      // No password was checked: this attempt is not held against the client.
      await refundLoginAttempt(db, throttleKey);
      return { ok: false, status: 429, until: accountWait, problem: "Bu hesap için art arda çok fazla hatalı giriş denemesi yapıldı." };
    }
  }

  const [account] = await userByEmail(db, email);
  const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstDecoy(password);
  if (!account || !valid) return { ok: false, status: 401, problem: GENERIC_LOGIN_FAILURE };
  await Promise.all([refundLoginAttempt(db, throttleKey), clearAccountAttempts(db, accountKey), rememberClient(db, knownKey, now)]);
  // Only someone who knows the password learns the account's state.
  if (account.status === "pending" && account.emailConfirmedAt === null) {
    // The first link may have been lost or expired: this is the way to a new one.
    const sent = await sendAddressConfirmation(c, account, now);
    const problem = sent
      ? "E-posta adresinizi henüz onaylamadınız. Adresinize yeni bir onay bağlantısı gönderdik; daha önce gönderdiğimiz bağlantı da süresi dolana kadar geçerli. Bağlantılardan biriyle onayladığınızda başvurunuz yönetim kurulunun kararına sunulur."
      : "E-posta adresinizi henüz onaylamadınız. Son bir saatte adresinize birkaç onay bağlantısı gönderildi; lütfen e-postanızı (istenmeyen klasörü de) kontrol edin.";
    return { ok: false, status: 403, problem };
  }
  if (account.status === "pending") {
    return { ok: false, status: 403, problem: "Başvurunuz henüz yönetim kurulunun kararını bekliyor. Kurul başvurunuzu kabul ettiğinde size e-posta ile haber vereceğiz." };
  }
  if (account.status === "disabled") {
    return { ok: false, status: 403, problem: "Hesabınız devre dışı bırakılmış. Bilgi için dernekle iletişime geçin." };
  }

  if (needsRehash(account.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, account.id));
  }
  // A fresh session at every sign-in; whatever session this browser held before ends here (its
  // cookie is simply replaced by the new one).
  if (c.var.session) await deleteSession(db, c.var.session.id);
  await startSession(c, db, account.id, now);
  return { ok: true, role: account.role };
}
