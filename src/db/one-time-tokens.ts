import { and, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";
import { oneTimeTokens, users, type TokenPurpose } from "./schema";

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
 * earlier links of that purpose (only the newest works) unless `keepEarlier`. Returns the token for the link.
 */
export async function issueOneTimeToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
  validMs: number,
  extra: {
    /** What the link carries besides its owner (the new address of an "email-change"). */
    payload?: string;
    /** Statements that belong to the same change (its audit entry), in the same batch. */
    also?: BatchItem<"sqlite">[];
    /** Earlier links stay good until they expire or are used (a second mail must not kill the first). */
    keepEarlier?: boolean;
  } = {},
): Promise<string> {
  const token = newOneTimeToken();
  const id = await tokenIdOf(token);
  const earlier = and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), ne(oneTimeTokens.id, id));
  await db.batch([
    // INSERT … SELECT from the account's row: for an id that names no account (the password reset
    // asks for 0 when the address has no active account) the same statements run and write nothing.
    db.insert(oneTimeTokens).select(
      db
        .select({
          // Every column, in the table's order (drizzle's rule for INSERT … SELECT).
          id: sql<string>`${id}`.as("id"),
          purpose: sql<TokenPurpose>`${purpose}`.as("purpose"),
          userId: users.id,
          createdAt: sql<number>`${now.getTime()}`.as("created_at"),
          expiresAt: sql<number>`${now.getTime() + validMs}`.as("expires_at"),
          usedAt: sql<null>`NULL`.as("used_at"),
          payload: sql<string | null>`${extra.payload ?? null}`.as("payload"),
        })
        .from(users)
        .where(eq(users.id, userId)),
    ),
    ...(extra.keepEarlier ? [] : [db.delete(oneTimeTokens).where(earlier)]),
    ...(extra.also ?? []),
  ]);
  return token;
}

/** A link that is still good, whatever it is for: its purpose, owner and payload, or undefined. */
export async function validLink(db: Database, tokenId: string, now: Date) {
  const [row] = await db
    .select({ purpose: oneTimeTokens.purpose, userId: oneTimeTokens.userId, payload: oneTimeTokens.payload })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)));
  return row;
}

/** The account's newest good link of a purpose (for saying "a change waits for confirmation"). */
export const pendingLink = (db: Database, userId: number, purpose: TokenPurpose, now: Date) =>
  db
    .select({ payload: oneTimeTokens.payload, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .limit(1);

/** The account a link of this purpose belongs to while it is unused and unexpired, or null. */
export async function validTokenOwner(db: Database, tokenId: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
  const link = await validLink(db, tokenId, now);
  return link?.purpose === purpose ? link.userId : null;
}

/**
 * A condition for the statements of a batch that may act only while the link is still good: put
 * them before {@link spendToken} in the same batch, and a link can never be used twice.
 */
export const tokenStillValid = (tokenId: string, now: Date): SQL =>
  sql`EXISTS (SELECT 1 FROM ${oneTimeTokens} WHERE id = ${tokenId} AND used_at IS NULL AND expires_at > ${now.getTime()})`;

/** Marks the link used; returns a row only if it was still good (the batch's last word on the race). */
export const spendToken = (db: Database, tokenId: string, now: Date) =>
  db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ userId: oneTimeTokens.userId });

/** All of an account's links of a purpose stop working (its password changed another way). */
export const dropTokens = (db: Database, userId: number, purpose: TokenPurpose) =>
  db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
