import * as z from "zod";
import { bulletinDocField } from "../../services/newsletter/content";
import { EVENT_KIND } from "../../shared/content-kinds/event";
import { inputShapeOf, instant } from "../../shared/content-kinds/input-schema";
import { singleLine } from "../../shared/mail-header";
import { publishableInputFields, scheduleRule } from "./publishable-input";

/**
 * The admin API's input schemas that the admin app's types are made from (src/shared/admin-contract.ts):
 * one schema per input, the API validating with it, the app sending its input shape. Kept apart
 * from the route handlers so the app's type check reads the schemas, not the Worker around them.
 */

/** What the news form sends (create and update; `publishAt` null with "published" means now). */
export const newsInput = z.object(publishableInputFields).superRefine(scheduleRule);

/** What the event form sends (create and update): the shared fields and its own declared ones (src/shared/content-kinds/event.ts). */
export const eventInput = z
  .object({ ...publishableInputFields, ...inputShapeOf(EVENT_KIND.fields) })
  .refine((event) => !event.endsAt || event.endsAt >= event.startsAt, {
    path: ["endsAt"],
    message: "Bitiş, başlangıçtan önce olamaz.",
  })
  .refine((event) => event.attendanceMode === "yerinde" || event.onlineUrl, {
    path: ["onlineUrl"],
    message: "Çevrim içi ya da karma bir etkinlik için katılım bağlantısını girin.",
  })
  .superRefine(scheduleRule);

/** A bulletin: its subject and its rich-text document. */
export const issueInput = z.object({
  subject: z.string({ error: "Mesajın konusunu yazın." }).trim().min(3, "Konu en az 3 karakter olmalı.").max(150, "Konu en fazla 150 karakter olabilir.").check(singleLine("Konu")),
  doc: bulletinDocField,
});

/** An event's registration settings. */
export const registrationSettingsInput = z.object({
  open: z.boolean(),
  capacity: z
    .number({ error: "Kontenjanı sayı olarak girin ya da sınırsız için boş bırakın." })
    .int("Kontenjan tam sayı olmalı.")
    .min(0, "Kontenjan 0 ya da daha büyük olmalı.")
    .max(100_000, "Kontenjan en fazla 100.000 olabilir.")
    .nullable(),
  closesAt: instant.nullable(),
  audience: z.enum(["members", "anyone"], { error: "Kimlerin kayıt olabileceğini seçin." }),
});
