import * as z from "zod";
import { newPasswordSchema } from "./password-rules";
import { singleLine } from "../../shared/mail-header";

/**
 * E-mail addresses are compared trimmed and lower-cased with the default (not the Turkish) rules:
 * "IRMAK@ÖRNEK.COM" is "irmak@örnek.com", never "ırmak@…".
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const emailSchema = z
  .string({ error: "E-posta adresinizi yazın." })
  .transform(normaliseEmail)
  .pipe(
    z
      .string()
      .min(1, "E-posta adresinizi yazın.")
      .max(254, "E-posta adresi en fazla 254 karakter olabilir.")
      .pipe(z.email("Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).")),
  );

/** A person's name as forms ask for it (registration, event registration). */
export const personNameSchema = z
  .string({ error: "Adınızı ve soyadınızı yazın." })
  .trim()
  // What is missing first, then how long it must be.
  .min(1, "Adınızı ve soyadınızı yazın.")
  .min(2, "Adınız en az 2 karakter olmalı.")
  .max(100, "Adınız en fazla 100 karakter olabilir.")
  // It becomes part of a mail subject (the administrators' notice of a new application).
  .check(singleLine("Adınız"));

export const registerSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirm: z.string({ error: "Şifrenizi tekrar yazın." }),
    /** Only on a deployed site without an administrator (src/services/auth/first-admin.ts). */
    setupCode: z.string().max(200, "Kurulum kodu en fazla 200 karakter olabilir.").optional(),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "Şifreler birbiriyle aynı değil.",
  });

/**
 * The association's online membership application ("Üyelik başvurusu"): the account fields plus
 * what the board needs to decide (phone, neighbourhood) and, if the applicant wishes, why they
 * want to join. The first account of a new site (its administrator) uses registerSchema alone.
 */
export const membershipApplicationSchema = registerSchema.and(
  z.object({
    phone: z
      .string({ error: "Telefon numaranızı yazın." })
      .trim()
      .min(1, "Telefon numaranızı yazın.")
      .max(30, "Telefon numarası en fazla 30 karakter olabilir.")
      .regex(/^\+?[0-9 ()-]{7,}$/, "Telefon numarasını rakamlarla yazın (ör. 0532 123 45 67)."),
    neighbourhood: z
      .string({ error: "Mahallenizi yazın." })
      .trim()
      .min(1, "Mahallenizi yazın.")
      .max(100, "Mahalle adı en fazla 100 karakter olabilir."),
    reason: z
      .string()
      .trim()
      .max(2000, "Bu alana en fazla 2000 karakter yazabilirsiniz.")
      .optional()
      .transform((value) => value || null),
  }),
);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Şifrenizi yazın." }).min(1, "Şifrenizi yazın.").max(1024),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "Lütfen şu anki şifrenizi yazın." }).min(1, "Lütfen şu anki şifrenizi yazın.").max(1024),
    password: newPasswordSchema,
    passwordConfirm: z.string({ error: "Lütfen yeni şifrenizi tekrar yazın." }),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "Şifreler birbiriyle aynı değil.",
  });

/** Moving the account to another address on /hesabim: the new address, and the password to prove it is the owner. */
export const emailChangeSchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.string({ error: "Lütfen şu anki şifrenizi yazın." }).min(1, "Lütfen şu anki şifrenizi yazın.").max(1024),
});

/**
 * Confirming an application's address at /eposta-onayla: the link's token (a hidden field) and the
 * password chosen when applying, so only the applicant who owns the address can confirm it.
 */
export const applicationConfirmSchema = z.object({
  token: z.string({ error: "Bağlantı eksik." }).min(20, "Bağlantı eksik.").max(100, "Bağlantı geçersiz."),
  password: z.string({ error: "Başvururken belirlediğiniz şifreyi yazın." }).min(1, "Başvururken belirlediğiniz şifreyi yazın.").max(1024),
});

/** "Şifremi unuttum": only the address. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** The new password chosen through a reset link; the link's token travels in a hidden field. */
export const passwordResetSchema = z
  .object({
    token: z.string({ error: "Bağlantı eksik." }).min(20, "Bağlantı eksik.").max(100, "Bağlantı geçersiz."),
    password: newPasswordSchema,
    passwordConfirm: z.string({ error: "Lütfen yeni şifrenizi tekrar yazın." }),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "Şifreler birbiriyle aynı değil.",
  });
