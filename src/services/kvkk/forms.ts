import * as z from "zod";
import { normaliseEmail } from "../auth/forms";
import { retentionSchema } from "./retention-settings";

/** An administrator's lookup of what is held about an e-mail address (export or erase). */
export const personRequestSchema = z.object({
  email: z
    .string({ error: "Lütfen bir e-posta adresi yazın." })
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .min(1, "Lütfen bir e-posta adresi yazın.")
        .max(254, "E-posta adresi en fazla 254 karakter olabilir.")
        .pipe(z.email("Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).")),
    ),
});

/** Erasing asks for the address typed twice in effect: the lookup's address and a confirmation. */
export const personErasureSchema = personRequestSchema.extend({
  confirm: z.literal(true, { error: "Silme işlemini onaylamanız gerekiyor." }),
});

/** The retention form: the periods and the version the administrator loaded. */
export const retentionUpdateSchema = retentionSchema.extend({
  version: z.number({ error: "Sürüm numarası eksik." }).int().nonnegative(),
});

/** "Hesabımı sil" on /hesabim: the password, and a box ticked to say the person means it. */
export const accountDeletionSchema = z.object({
  password: z.string({ error: "Lütfen şifrenizi yazın." }).min(1, "Lütfen şifrenizi yazın.").max(1024, "Şifre en fazla 1024 karakter olabilir."),
  confirm: z.literal("evet", { error: "Hesabınızın silineceğini anladığınızı onaylayın." }),
});
