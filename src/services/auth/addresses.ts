import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import { database } from "../../db/client";
import { issueOneTimeToken, tokenIdOf, tokenStillValid, spendToken, validLink } from "../../db/one-time-tokens";
import { oneTimeTokens, users } from "../../db/schema";
import { userByEmail } from "../../db/users";
import {
  addressChangeConfirmationMail,
  addressChangedMail,
  addressChangeRequestedMail,
  addressConfirmationMail,
  addressInUseMail,
} from "./mails";
import { queueMail } from "../email/outbox";
import { mailContextOf, senderOf } from "../email/sender";
import { RECIPIENT_MAIL_THROTTLE } from "../email/recipient-limit";
import type { AppEnv } from "../../shared/env";
import { noticeApplication } from "./application-notices";
import { checkAccountPassword } from "./password-check";
import { reserveAttempt } from "./throttle";
import { ADDRESS_CONFIRM_PATH } from "../../shared/paths";

/**
 * Proving an address is its owner's: at registration (an account reaches the approval queue only
 * once its address is confirmed) and when a member moves their account to a new address (the new
 * address takes effect only once confirmed, and the old one hears of it). Both use one-time links
 * (src/db/one-time-tokens.ts) that open /eposta-onayla.
 */

const HOUR_MS = 60 * 60 * 1000;
/** How long the link mailed at registration works. */
export const CONFIRM_VALID_MS = 3 * 24 * HOUR_MS;
/** An application whose address is not confirmed within this many days is removed by the cron. */
export const UNCONFIRMED_KEEP_DAYS = 7;
/** How long the link to a new address works. */
export const CHANGE_VALID_MS = 24 * HOUR_MS;

export const confirmPath = (token: string) => `${ADDRESS_CONFIRM_PATH}?anahtar=${encodeURIComponent(token)}`;

/**
 * Mails the applicant a link that confirms their address. Earlier links keep working until they
 * expire: someone who signs in before confirming gets a second mail, and the first must not die
 * silently. The per-account limit bounds how many are out. Returns false when the account has had
 * its mails for the hour.
 */
export async function sendAddressConfirmation(c: Context<AppEnv>, account: { id: number; email: string; name: string }, now: Date): Promise<boolean> {
  const db = database(c.env.DB);
  if (await reserveAttempt(db, `eposta-onay:${account.id}`, now, RECIPIENT_MAIL_THROTTLE)) return false;
  const token = await issueOneTimeToken(db, account.id, "email-confirm", now, CONFIRM_VALID_MS, { keepEarlier: true });
  const sender = await senderOf(c);
  await queueMail(c, addressConfirmationMail(account.email, account.name, sender.origin + confirmPath(token), { valid: CONFIRM_VALID_MS / (24 * HOUR_MS), keptUnconfirmed: UNCONFIRMED_KEEP_DAYS }, sender));
  return true;
}

export type AddressChangeRequest = { ok: true } | { ok: false; reason: "same" | "throttled" };

/**
 * A signed-in member asks to move their account to `newEmail` (their password already checked).
 * The new address gets the link; the old one hears of the request. An address that already has an
 * account gets the same answer on the page, so the form tells nobody who has an account; its owner
 * is told instead, and nothing else happens.
 */
export async function requestAddressChange(c: Context<AppEnv>, account: { id: number; email: string; name: string }, newEmail: string, now: Date): Promise<AddressChangeRequest> {
  if (newEmail === account.email) return { ok: false, reason: "same" };
  const db = database(c.env.DB);
  if (await reserveAttempt(db, `eposta-degisim:${account.id}`, now, RECIPIENT_MAIL_THROTTLE)) return { ok: false, reason: "throttled" };
  const sender = await senderOf(c);
  const [taken] = await userByEmail(db, newEmail);
  if (taken) {
    await queueMail(c, addressInUseMail(newEmail, sender));
    return { ok: true };
  }
  const token = await issueOneTimeToken(db, account.id, "email-change", now, CHANGE_VALID_MS, { payload: newEmail });
  await queueMail(c, addressChangeConfirmationMail(newEmail, account.name, sender.origin + confirmPath(token), CHANGE_VALID_MS / HOUR_MS, sender));
  await queueMail(c, addressChangeRequestedMail(account.email, account.name, newEmail, sender));
  return { ok: true };
}

export type AddressLinkKind = "email-confirm" | "email-change";

/** What a good link at /eposta-onayla is for, and whose account it is (its page says so before the button), or null. */
export async function addressLinkKind(c: Context<AppEnv>, token: string, now: Date): Promise<{ kind: AddressLinkKind; newEmail: string | null; name: string } | null> {
  const db = database(c.env.DB);
  const link = await validLink(db, await tokenIdOf(token), now);
  if (!link || (link.purpose !== "email-confirm" && link.purpose !== "email-change")) return null;
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, link.userId));
  return account ? { kind: link.purpose, newEmail: link.payload, name: account.name } : null;
}

export type AddressConfirmation =
  | { ok: true; kind: "email-confirm"; status: "pending" | "active" | "disabled" }
  | { ok: true; kind: "email-change"; newEmail: string }
  | { ok: false; reason: "invalid" | "taken" | "wrong-password" }
  | { ok: false; reason: "throttled"; until: Date };

/**
 * Uses a link from /eposta-onayla, in one batch whose statements act only while the link is good,
 * and which uses it up: a link works once. An application is confirmed only with the password
 * chosen when applying (checked like a sign-in), so whoever owns the address cannot confirm a
 * stranger's application by mistake: a wrong one changes nothing. A confirmed application is
 * announced to the administrators; a confirmed new address replaces the old one, which hears of it,
 * and reset links mailed to the old address stop working.
 */
export async function confirmAddress(c: Context<AppEnv>, token: string, now: Date, password?: string): Promise<AddressConfirmation> {
  const db = database(c.env.DB);
  const tokenId = await tokenIdOf(token);
  const link = await validLink(db, tokenId, now);
  if (!link || (link.purpose !== "email-confirm" && link.purpose !== "email-change")) return { ok: false, reason: "invalid" };
  const [account] = await db.select().from(users).where(eq(users.id, link.userId));
  if (!account) return { ok: false, reason: "invalid" };
  const good = tokenStillValid(tokenId, now);

  if (link.purpose === "email-confirm") {
    const checked = await checkAccountPassword(db, account, password ?? "", now);
    if (!checked.ok) return checked.reason === "wrong" ? { ok: false, reason: "wrong-password" } : checked;
    const [confirmed, , used] = await db.batch([
      db
        .update(users)
        .set({ emailConfirmedAt: now })
        .where(and(eq(users.id, account.id), isNull(users.emailConfirmedAt), good))
        .returning({ status: users.status }),
      // The address is proven: the other links mailed for it have nothing left to do.
      db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, account.id), eq(oneTimeTokens.purpose, "email-confirm"), ne(oneTimeTokens.id, tokenId), good)),
      spendToken(db, tokenId, now),
    ]);
    if (used.length === 0) return { ok: false, reason: "invalid" };
    if (confirmed[0]?.status === "pending") await noticeApplication(mailContextOf(c), { name: account.name, email: account.email });
    return { ok: true, kind: "email-confirm", status: account.status };
  }

  const newEmail = link.payload ?? "";
  // The address may have found an account since the link was sent: then nothing changes.
  const free = sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE email = ${newEmail} AND id <> ${account.id})`;
  const [changed, , used] = await db.batch([
    db
      .update(users)
      .set({ email: newEmail, emailConfirmedAt: now, updatedAt: now })
      .where(and(eq(users.id, account.id), good, free))
      .returning({ id: users.id }),
    db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, account.id), ne(oneTimeTokens.id, tokenId), good, free)),
    spendToken(db, tokenId, now),
  ]);
  if (used.length === 0) return { ok: false, reason: "invalid" };
  if (changed.length === 0) return { ok: false, reason: "taken" };
  await queueMail(c, addressChangedMail(account.email, account.name, newEmail, await senderOf(c)));
  return { ok: true, kind: "email-change", newEmail };
}
