/**
 * The association's identity as a page's render sees it. The page's request reads it in the page's
 * own batch (src/db/identity.ts); the shell a page streams ahead of its data cannot wait for that,
 * so it shows the identity this isolate last read, and the renderer checks it against the fresh one
 * (src/routes/pages/renderer.tsx): a page whose shell showed an identity changed since is not stored.
 */
import { useRequestContext } from "@hono/react-renderer";
import type { Context } from "hono";
import { identityAlongside } from "../../db/identity";
import type { AppEnv } from "../../shared/env";
import { DEFAULT_IDENTITY, type Identity, type IdentityRead } from "../../shared/identity";

declare module "../../shared/env" {
  interface Variables {
    /** Set by the renderer before each of its renders (shell, then content): the identity that render shows. */
    identity?: IdentityRead;
  }
}

/** The identity this isolate read last: what a shell sent ahead of the page's data shows. */
let lastRead: IdentityRead | undefined;

export const lastReadIdentity = (): IdentityRead | undefined => lastRead;

/** Keeps what a page's request read, for the next shells. */
export function rememberIdentity(read: IdentityRead): void {
  lastRead = read;
}

/** The identity of a render that came without a page's read (an action's page, an error page): read alone, or the last known if that fails. */
export async function identityAlone(c: Context<AppEnv>): Promise<IdentityRead> {
  try {
    return await identityAlongside(c.env.DB).identity();
  } catch {
    return lastRead ?? { identity: DEFAULT_IDENTITY, version: 0 };
  }
}

/** The identity the current render shows. */
export const identityOfContext = (c: Context<AppEnv>): Identity => (c.var.identity ?? lastRead)?.identity ?? DEFAULT_IDENTITY;

/** The identity, inside a page's render. */
export const useIdentity = (): Identity => identityOfContext(useRequestContext<AppEnv>());
