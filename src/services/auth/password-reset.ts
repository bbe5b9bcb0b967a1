import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { auditStatement, type Actor } from "../../db/audit";
import { database } from "../../db/client";
import { dropTokens, issueOneTimeToken, tokenIdOf, tokenStillValid, spendToken, validTokenOwner } from "../../db/one-time-tokens";
import { loginThrottle, sessions, users } from "../../db/schema";
import { userByEmail } from "../../db/users";
import { clientIp, hashIp, ipHashSecret } from "../../platform/client-ip";
import { passwordChangedMail, passwordResetMail } from "./mails";
import { queueMail } from "../email/outbox";
import { mailContextOf, senderOf } from "../email/sender";
import { reserveMailTo } from "../email/recipient-limit";
import type { AppEnv } from "../../shared/env";
import { hashPassword, verifyPassword } from "./password";
import { startSession } from "./session";
import { clientKey, reserveAttempt, type ThrottlePolicy } from "./throttle";
import { PASSWORD_RESET_PATH } from "../../shared/paths";

/** How long a reset link works. */
export const RESET_VALID_MS = 60 * 60 * 1000;
/** Reset requests per client: 10 an hour. */
export const RESET_CLIENT_THROTTLE: ThrottlePolicy = { maxFailures: 10, windowMs: 60 * 60 * 1000, blockMs: 60 * 60 * 1000 };

export const resetPath = (token: string) => `${PASSWORD_RESET_PATH}?anahtar=${encodeURIComponent(token)}`;

/**
 * "Şifremi unuttum". Whatever the address, the caller answers the same, after the same statements
 * (the mail is queued after the answer); only an active account gets a mail, with a link that works
 * once, for an hour, and only while it is the newest. Returns
 * the end of a block when this client asked too often (the one thing worth telling it).
 */
export async function requestPasswordReset(c: Context<AppEnv>, email: string, now: Date): Promise<Date | null> {
  const db = database(c.env.DB);
  const secret = ipHashSecret(c);
  const blocked = await reserveAttempt(db, "sifirlama-istemci:" + (await hashIp(clientKey(clientIp(c)), secret)), now, RESET_CLIENT_THROTTLE);
  if (blocked) return blocked;
  // Past the address's mails for the hour the answer stays the same, and no further mail goes out.
  if (!(await reserveMailTo(c, "sifirlama", email, now))) return null;
  const [account] = await userByEmail(db, email);
  // Every address costs the same statements, so the time to the answer does not tell whether it has
  // an active account: for any other, the batch names no account (id 0) and writes nothing.
  const active = account?.status === "active" ? account : null;
  const owner = { id: active?.id ?? 0, name: active?.name ?? "" };
  // The audit log says a link went out (to whom by name only), never the link itself.
  const logged = auditStatement(db, owner, { action: "user.reset-link", target: `user:${owner.id}`, summary: `${owner.name} için şifre yenileme bağlantısı gönderildi` });
  const token = await issueOneTimeToken(db, owner.id, "password-reset", now, RESET_VALID_MS, { also: [logged] });
  const sender = await senderOf(c);
  // Queued after the answer, so the queue's round trip is not part of it either.
  if (active) c.executionCtx.waitUntil(queueMail(c, passwordResetMail(active.email, active.name, sender.origin + resetPath(token), RESET_VALID_MS / 60_000, sender)));
  return null;
}

/** Whether a reset link is still good (for showing its form, or saying it is not). */
export async function resetLinkIsValid(c: Context<AppEnv>, token: string, now: Date): Promise<boolean> {
  return (await validTokenOwner(database(c.env.DB), await tokenIdOf(token), "password-reset", now)) !== null;
}

export type ResetOutcome = { ok: true; role: string } | { ok: false; reason: "invalid" | "same-password" };

/**
 * Sets the new password through a reset link, in one batch that also ends every session of the
 * account and uses the link up: if the link was used or replaced meanwhile, nothing changes. Then
 * the person is signed in afresh and the address hears that the password changed.
 */
export async function completePasswordReset(c: Context<AppEnv>, token: string, password: string, now: Date): Promise<ResetOutcome> {
  const db = database(c.env.DB);
  const tokenId = await tokenIdOf(token);
  const userId = await validTokenOwner(db, tokenId, "password-reset", now);
  if (userId === null) return { ok: false, reason: "invalid" };
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account || account.status !== "active") return { ok: false, reason: "invalid" };
  if (await verifyPassword(password, account.passwordHash)) return { ok: false, reason: "same-password" };
  const passwordHash = await hashPassword(password);
  const good = tokenStillValid(tokenId, now);
  const [, , , used] = await db.batch([
    db.update(users).set({ passwordHash, updatedAt: now }).where(and(eq(users.id, userId), good)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), good)),
    // Whoever reset the password is its owner: the account's sign-in backoff is over.
    db.delete(loginThrottle).where(and(eq(loginThrottle.key, "hesap:" + (await hashIp(account.email, ipHashSecret(c)))), good)),
    spendToken(db, tokenId, now),
  ]);
  if (used.length === 0) return { ok: false, reason: "invalid" };
  await startSession(c, db, userId, now);
  await queueMail(c, passwordChangedMail(account.email, account.name, await senderOf(c)));
  return { ok: true, role: account.role };
}

/** How long a link made by an administrator works: it is passed on by hand, so a day. */
export const ADMIN_RESET_VALID_MS = 24 * 60 * 60 * 1000;

/**
 * An administrator makes a reset link for an active account (for when mail does not arrive). Like
 * a mailed link it replaces the account's earlier ones and works once; the audit log records who
 * made it for whom, never the link.
 */
export async function adminResetLink(c: Context<AppEnv>, userId: number, actor: Actor, now: Date): Promise<{ url: string; expiresAt: string } | "not-found" | "not-active"> {
  const db = database(c.env.DB);
  const [account] = await db.select({ name: users.name, status: users.status }).from(users).where(eq(users.id, userId));
  if (!account) return "not-found";
  if (account.status !== "active") return "not-active";
  const logged = auditStatement(db, actor, { action: "user.reset-link", target: `user:${userId}`, summary: `${account.name} için şifre yenileme bağlantısı oluşturuldu` });
  const token = await issueOneTimeToken(db, userId, "password-reset", now, ADMIN_RESET_VALID_MS, { also: [logged] });
  return { url: mailContextOf(c).origin + resetPath(token), expiresAt: new Date(now.getTime() + ADMIN_RESET_VALID_MS).toISOString() };
}

/** A password changed another way (on /hesabim): the account's reset links stop working. */
export const dropResetLinks = dropTokens;
