import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";
import { oneTimeTokens, type TokenPurpose } from "./schema";

/** A token's row is found by the SHA-256 of the token; the token itself is never stored. */
export async function tokenIdOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** 256 random bits, base64url: the part of a one-time link that only its recipient knows. */
export function newOneTimeToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Issues a new link for the account and purpose, in one batch that also removes the account's
 * earlier links of that purpose: only the newest works. Returns the token for the link.
 */
export async function issueOneTimeToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
  validMs: number,
  /** Statements that belong to the same change (its audit entry), in the same batch. */
  also: BatchItem<"sqlite">[] = [],
): Promise<string> {
  const token = newOneTimeToken();
  await db.batch([
    db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose))),
    db.insert(oneTimeTokens).values({ id: await tokenIdOf(token), purpose, userId, createdAt: now, expiresAt: new Date(now.getTime() + validMs) }),
    ...also,
  ]);
  return token;
}

/** The account a link belongs to while it is unused and unexpired, or null. */
export async function validTokenOwner(db: Database, tokenId: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.id, tokenId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)));
  return row?.userId ?? null;
}

/**
 * A condition for the statements of a batch that may act only while the link is still good: put
 * them before {@link useToken} in the same batch, and a link can never be used twice.
 */
export const tokenStillValid = (tokenId: string, now: Date): SQL =>
  sql`EXISTS (SELECT 1 FROM ${oneTimeTokens} WHERE id = ${tokenId} AND used_at IS NULL AND expires_at > ${now.getTime()})`;

/** Marks the link used; returns a row only if it was still good (the batch's last word on the race). */
export const useToken = (db: Database, tokenId: string, now: Date) =>
  db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ userId: oneTimeTokens.userId });

/** All of an account's links of a purpose stop working (its password changed another way). */
export const dropTokens = (db: Database, userId: number, purpose: TokenPurpose) =>
  db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
