import * as z from "zod";

/** The contact form's fields, with the Turkish message a visitor sees next to each one. */
export const contactSchema = z.object({
  name: z
    .string({ error: "Lütfen adınızı yazın." })
    .trim()
    .min(2, "Lütfen adınızı yazın (en az 2 karakter).")
    .max(100, "Adınız en fazla 100 karakter olabilir."),
  email: z
    .string({ error: "Lütfen e-posta adresinizi yazın." })
    .trim()
    .min(1, "Lütfen e-posta adresinizi yazın.")
    .max(254, "E-posta adresi en fazla 254 karakter olabilir.")
    .pipe(z.email("Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).")),
  subject: z
    .string({ error: "Lütfen bir konu yazın." })
    .trim()
    .min(3, "Konu en az 3 karakter olmalı.")
    .max(150, "Konu en fazla 150 karakter olabilir."),
  message: z
    .string({ error: "Lütfen mesajınızı yazın." })
    .trim()
    .min(10, "Mesajınız en az 10 karakter olmalı.")
    .max(5000, "Mesajınız en fazla 5000 karakter olabilir."),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** Hidden from people (and from assistive technology); bots that fill every field give themselves away. */
export const HONEYPOT_FIELD = "website";

/** How many messages one sender may send within the window. */
export const CONTACT_RATE = { limit: 5, windowMs: 60 * 60 * 1000 };
