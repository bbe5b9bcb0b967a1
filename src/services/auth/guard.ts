import type { Context } from "hono";
import { createError } from "../../platform/errors";
import { cancelledByGuard } from "../../platform/guards";
import { isApiPath, loginPath } from "../../shared/paths";
import { fullPath } from "../../platform/validation";
import type { AppEnv } from "../../shared/env";
import type { SessionUser } from "../../db/users";
import { entersAdminArea, keepsDues as recordsDues, keepsRegisters, seesDues } from "../../shared/registers/access";

/** Nobody is signed in: pages send the visitor to the login page and back, the API answers 401. */
function signInFirst(c: Context<AppEnv>): Response {
  if (isApiPath(c.req.path)) throw createError({ statusCode: 401, statusMessage: "Bu işlem için giriş yapmalısınız" });
  return c.redirect(loginPath(fullPath(c.req.url)), 302);
}

/**
 * A guard that admits signed-in people the rule admits (403 for the others). It has the shape of
 * src/platform/guards.ts' `Guard`; the registry there names it.
 */
const requireAccess =
  (admits: (user: SessionUser) => boolean) =>
  (c: Context<AppEnv>): true | Response => {
    const session = c.var.session;
    if (!session) return signInFirst(c);
    if (!admits(session.user)) throw cancelledByGuard();
    return true;
  };

/** A guard for the given roles. */
const requireRole = (allowed: readonly SessionUser["role"][]) => requireAccess((user) => allowed.includes(user.role));

/** `auth`: the admin area, for editors and administrators. */
export const auth = requireRole(["admin", "editor"]);

/** `admin`: account management, for administrators only. */
export const admin = requireRole(["admin"]);

/** `signedIn`: pages of one's own account, for anyone signed in. */
export const signedIn = requireRole(["admin", "editor", "member"]);

/** `board`: the association's registers, for board members and administrators (docs/registers.md). */
export const board = requireAccess(keepsRegisters);

/** `adminArea`: the /admin shell, for editors, administrators and board members (who see the registers only). */
export const adminArea = requireAccess(entersAdminArea);

/** `duesReader`: dues and the cash book, read by the board, kept by treasurers and administrators (docs/dues.md). */
export const duesReader = requireAccess(seesDues);

/** `keepsDues`: every change to dues, payments and the cash book, for treasurers and administrators. */
export const keepsDues = requireAccess(recordsDues);
