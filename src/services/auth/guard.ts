import type { Context } from "hono";
import { createError } from "../../platform/errors";
import { cancelledByGuard } from "../../platform/guards";
import { isApiPath, loginPath } from "../../shared/paths";
import { fullPath } from "../../platform/validation";
import type { AppEnv } from "../../shared/env";
import type { Role } from "../../db/schema";

/** Nobody is signed in: pages send the visitor to the login page and back, the API answers 401. */
function signInFirst(c: Context<AppEnv>): Response {
  if (isApiPath(c.req.path)) throw createError({ statusCode: 401, statusMessage: "Bu işlem için giriş yapmalısınız" });
  return c.redirect(loginPath(fullPath(c.req.url)), 302);
}

/**
 * A guard that admits signed-in people with one of the given roles (403 for the others). It has the
 * shape of src/platform/guards.ts' `Guard`; the registry there names it.
 */
const requireRole =
  (allowed: readonly Role[]) =>
  (c: Context<AppEnv>): true | Response => {
    const session = c.var.session;
    if (!session) return signInFirst(c);
    if (!allowed.includes(session.user.role)) throw cancelledByGuard();
    return true;
  };

/** `auth`: the admin area, for editors and administrators. */
export const auth = requireRole(["admin", "editor"]);

/** `admin`: account management, for administrators only. */
export const admin = requireRole(["admin"]);

/** `signedIn`: pages of one's own account, for anyone signed in. */
export const signedIn = requireRole(["admin", "editor", "member"]);
