import type { Guard } from "../edge/guards";
import { createError } from "../edge/errors";
import { isApiPath } from "../edge/error-handler";
import { fullPath } from "../edge/validation";

/**
 * The `auth` guard of /admin and the API. Accounts do not exist yet, so nobody is signed in:
 * pages send the visitor to the login page with the address they asked for, the API answers 401.
 */
export const auth: Guard = (c) => {
  if (isApiPath(c)) throw createError({ statusCode: 401, statusMessage: "Bu işlem için giriş yapmalısınız" });
  return c.redirect(`/login?next=${encodeURIComponent(fullPath(c.req.url))}`, 302);
};
