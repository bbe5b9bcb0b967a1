import * as z from "zod";
import type { ThrottlePolicy } from "../../db/throttle";
import { compose, type Mail, type Sender } from "../../services/email/messages";
import { singleLine } from "../../shared/mail-header";

/**
 * The contact form's fields, with the Turkish message a visitor sees next to each one. An empty
 * field first asks for what is missing ("Mesajınızın konusunu yazın."); only a field with something in it hears
 * about lengths.
 */
export const contactSchema = z.object({
  name: z
    .string({ error: "Adınızı yazın." })
    .trim()
    .min(1, "Adınızı yazın.")
    .min(2, "Adınız en az 2 karakter olmalı.")
    .max(100, "Adınız en fazla 100 karakter olabilir."),
  email: z
    .string({ error: "E-posta adresinizi yazın." })
    .trim()
    .min(1, "E-posta adresinizi yazın.")
    .max(254, "E-posta adresi en fazla 254 karakter olabilir.")
    .pipe(z.email("Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).")),
  subject: z
    .string({ error: "Mesajınızın konusunu yazın." })
    .trim()
    .min(1, "Mesajınızın konusunu yazın.")
    .min(3, "Konu en az 3 karakter olmalı.")
    .max(150, "Konu en fazla 150 karakter olabilir.")
    .check(singleLine("Konu")),
  message: z
    .string({ error: "Mesajınızı yazın." })
    .trim()
    .min(1, "Mesajınızı yazın.")
    .min(10, "Mesajınız en az 10 karakter olmalı.")
    .max(5000, "Mesajınız en fazla 5000 karakter olabilir."),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** Hidden from people (and from assistive technology); bots that fill every field give themselves away. */
export const HONEYPOT_FIELD = "website";

/** One sender may send 5 messages within an hour; the 6th starts an hour of refusals. */
export const CONTACT_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowMs: 60 * 60 * 1000, blockMs: 60 * 60 * 1000 };

/** A contact message for the association's inbox; answering it answers the sender. */
export function contactNotificationMail(
  to: string,
  message: { name: string; email: string; subject: string; message: string },
  sender: Sender,
): Mail {
  const mail = compose(to, `İletişim formu: ${message.subject}`, sender, {
    paragraphs: [`${message.name} <${message.email}> sitedeki iletişim formundan yazdı:`, message.message],
    link: { label: "Yönetim panelinde aç", url: `${sender.origin}/admin/mesajlar` },
    after: ["Bu e-postayı yanıtladığınızda yanıtınız doğrudan gönderene gider."],
  });
  return { ...mail, replyTo: message.email };
}
