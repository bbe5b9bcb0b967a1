import { admin, auth, signedIn } from "../auth/guard";
import type { GuardRegistry } from "./guards";

/** Every named guard a route may refer to. */
export const guards: GuardRegistry = { auth, admin, signedIn };
