import { env } from "cloudflare:workers";
import { sessionIdOf, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../src/services/auth/session";
import { hashPassword } from "../../src/services/auth/password";
import { database } from "../../src/db/client";
import { sessions, users, type AccountStatus, type Role } from "../../src/db/schema";

export const PASSWORD = "Çamlıca tepesinde sabah yürüyüşü";

let hashed: Promise<string> | undefined;

/**
 * An account straight in D1 (every test account shares one password, hashed once). Its address is
 * confirmed unless `emailConfirmed` is false (an application whose link was not used yet).
 */
export async function createAccount(
  role: Role,
  status: AccountStatus = "active",
  email = `${role}-${status}-${crypto.randomUUID()}@example.com`,
  emailConfirmed = true,
) {
  hashed ??= hashPassword(PASSWORD);
  // Dated by the test's clock, not SQLite's (the two differ under `npm run test:clocks`).
  const now = new Date();
  const [row] = await database(env.DB)
    .insert(users)
    .values({ email, name: `Test ${role}`, passwordHash: await hashed, role, status, emailConfirmedAt: emailConfirmed ? now : null, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** A session for the account, as its cookie header; `age` moves its start into the past. */
export async function sessionCookie(userId: number, options: { ageMs?: number; expired?: boolean; renewedAgoMs?: number } = {}) {
  const token = crypto.randomUUID() + crypto.randomUUID();
  const now = Date.now();
  const created = now - (options.ageMs ?? 0);
  await database(env.DB)
    .insert(sessions)
    .values({
      id: await sessionIdOf(token),
      userId,
      createdAt: new Date(created),
      expiresAt: new Date(options.expired ? now - 1000 : created + SESSION_IDLE_MS),
      absoluteExpiresAt: new Date(created + SESSION_ABSOLUTE_MS),
      renewedAt: new Date(now - (options.renewedAgoMs ?? 0)),
    });
  return { cookie: `__Host-oturum=${token}`, token };
}

/** The session token a response sets, if any. */
export function setSessionToken(response: Response): string | null {
  const header = response.headers.getSetCookie().find((value) => value.startsWith("__Host-oturum="));
  if (!header) return null;
  return header.slice("__Host-oturum=".length).split(";")[0] || null;
}

/** Test files share one database; each account test starts with no accounts, sessions or throttles. */
export async function resetAccounts() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM users"),
    env.DB.prepare("DELETE FROM login_throttle"),
  ]);
}
