import type { Context } from "hono";
import { isLocalHost } from "../../platform/deployment-check";
import type { AppEnv } from "../../shared/env";

/**
 * Who may become the administrator of a site that has none yet (whatever applications it holds):
 * - "open": anyone, in local development, so a newcomer is never stuck;
 * - "code": on a deployed site, whoever also enters the one-time setup code (the SETUP_CODE secret);
 *   locally too when one is set (`npm run start:empty` does, to try the first day as production has it);
 * - "closed": a deployed site without that secret; registrations are ordinary pending applications
 *   until an administrator is set up (README, "Deploy to Cloudflare").
 */
export type FirstAdminMode = "open" | "code" | "closed";

export function firstAdminMode(c: Context<AppEnv>): FirstAdminMode {
  if (c.env.SETUP_CODE) return "code";
  return isLocalHost(new URL(c.req.url).hostname) ? "open" : "closed";
}

const digest = async (text: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));

/** Compares the entered code with the secret in constant time (digests of equal length). */
export async function setupCodeMatches(expected: string, given: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(expected), digest(given.trim())]);
  return crypto.subtle.timingSafeEqual(a, b);
}
