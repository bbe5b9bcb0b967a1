import { env } from "cloudflare:workers";
import * as z from "zod";
import { COMMON_PASSWORDS_PATH } from "../../shared/paths";
import { decodeFingerprints, hasFingerprint, passwordFingerprint } from "./password-fingerprint";
import { turkishCommonPasswords } from "./turkish-common-passwords";

let refused: Uint32Array | undefined;

/**
 * The list's fingerprints, read on first use from the static file the build writes (through the
 * ASSETS binding, never over the network) and kept for the isolate's life. It is not bundled:
 * every isolate would load and parse it at start, for the few requests that choose a password.
 * What is kept is the decoded list, never a read in progress: a read belongs to its request, and
 * one cancelled midway would leave a shared promise unsettled for every later request. Two
 * requests at an isolate's start may each read it; that costs nothing.
 */
async function refusedFingerprints(): Promise<Uint32Array> {
  if (refused) return refused;
  const response = await env.ASSETS.fetch(new URL(COMMON_PASSWORDS_PATH, "https://assets.invalid"));
  if (!response.ok) throw new Error(`${COMMON_PASSWORDS_PATH}: ${response.status} (run npm run build)`);
  const list: { fingerprints: string } = await response.json();
  refused = decodeFingerprints(list.fingerprints);
  return refused;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  if (turkishCommonPasswords.includes(password.toLowerCase())) return true;
  return hasFingerprint(await refusedFingerprints(), passwordFingerprint(password));
}

/** 8 to 128 characters, no composition rules, and not one of the most common passwords. */
export const newPasswordSchema = z
  .string({ error: "Bir şifre belirleyin." })
  .min(1, "Bir şifre belirleyin.")
  .min(8, "Şifreniz en az 8 karakter olmalı.")
  .max(128, "Şifreniz en fazla 128 karakter olabilir.")
  // Asynchronous (the list is read on first use): forms with a new password are parsed with safeParseAsync.
  .refine(async (password) => !(await isCommonPassword(password)), {
    message: "Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin.",
  });
