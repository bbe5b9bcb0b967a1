import * as z from "zod";
import commonPasswords from "../../dist/common-passwords.json";
import { decodeFingerprints, hasFingerprint, passwordFingerprint } from "./password-fingerprint";
import { turkishCommonPasswords } from "./turkish-common-passwords";

let refused: Uint32Array | undefined;

/** Decoded on first use, so isolates that never see a password form never pay for it. */
function refusedFingerprints(): Uint32Array {
  refused ??= decodeFingerprints(commonPasswords.fingerprints);
  return refused;
}

export const isCommonPassword = (password: string): boolean =>
  turkishCommonPasswords.includes(password.toLowerCase()) || hasFingerprint(refusedFingerprints(), passwordFingerprint(password));

/** 8 to 128 characters, no composition rules, and not one of the most common passwords. */
export const newPasswordSchema = z
  .string({ error: "Bir şifre belirleyin." })
  .min(1, "Bir şifre belirleyin.")
  .min(8, "Şifreniz en az 8 karakter olmalı.")
  .max(128, "Şifreniz en fazla 128 karakter olabilir.")
  .refine((password) => !isCommonPassword(password), {
    message: "Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin.",
  });
