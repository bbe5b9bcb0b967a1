import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { cookiesOf } from "../../platform/cookies";
import { eq } from "drizzle-orm";
import type { Actor } from "../../db/audit";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import { deleteSession, grantsOf, sessionWithUser, type SessionUser } from "../../db/users";
import type { AppEnv } from "../../shared/env";

/** Sessions end after 30 idle days, and after 90 days at the latest however active they are. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** Sliding expiry moves forward at most once an hour, so an active visitor costs one write an hour. */
export const SESSION_RENEW_MS = 60 * 60 * 1000;

/** Sent as `__Host-oturum`: Secure, for this host only, on every path. */
export const SESSION_COOKIE = "oturum";

export interface CurrentSession {
  id: string;
  user: SessionUser;
}

/** Who acts in an admin request: the signed-in account (the admin guard has made sure there is one). */
export const actorOf = (c: { var: AppEnv["Variables"] }): Actor => ({ id: c.var.session!.user.id, name: c.var.session!.user.name });

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Only this digest of the token is stored, so a leaked database holds no usable sessions. */
export async function sessionIdOf(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

/** 256 random bits, base64url. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function writeCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    prefix: "host",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { prefix: "host", secure: true, path: "/" });
}

/** Starts a fresh session (a new token at every sign-in) and sends its cookie. */
export async function startSession(c: Context<AppEnv>, db: Database, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  const id = await sessionIdOf(token);
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    expiresAt,
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    renewedAt: now,
  });
  writeCookie(c, token, expiresAt);
  return id;
}

/**
 * The current session from the request's cookie, or null. Costs nothing without a cookie (every
 * anonymous visitor); one D1 read with one; one more write an hour to slide the expiry.
 */
export async function readSession(c: Context<AppEnv>, db: Database, now = new Date()): Promise<CurrentSession | null> {
  // The request's cookies are parsed once per request (src/platform/cookies.ts).
  const token = cookiesOf(c.req.raw)[`__Host-${SESSION_COOKIE}`];
  if (!token) return null;
  const id = await sessionIdOf(token);
  const [row] = await sessionWithUser(db, id, now);
  if (!row) {
    clearSessionCookie(c);
    return null;
  }
  if (now.getTime() - row.renewedAt.getTime() >= SESSION_RENEW_MS) {
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.absoluteExpiresAt.getTime()));
    await db.update(sessions).set({ expiresAt, renewedAt: now }).where(eq(sessions.id, id));
    writeCookie(c, token, expiresAt);
  }
  return { id, user: { ...row.user, grants: grantsOf(row.user.grants) } };
}

/** Ends the session on the server and in the browser. */
export async function endSession(c: Context<AppEnv>, db: Database, session: CurrentSession | null) {
  if (session) await deleteSession(db, session.id);
  clearSessionCookie(c);
}

declare module "../../shared/env" {
  interface Variables {
    /** The signed-in session, read once per request from the cookie (null for anonymous visitors). */
    session: CurrentSession | null;
  }
}
