import { admin, adminArea, auth, board, duesReader, signedIn } from "../services/auth/guard";
import type { GuardRegistry } from "../platform/guards";

/** Every named guard a route may refer to. */
export const guards: GuardRegistry = { auth, admin, signedIn, board, adminArea, duesReader };
