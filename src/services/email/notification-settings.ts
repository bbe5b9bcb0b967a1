import * as z from "zod";
import type { Database } from "../../db/client";
import { settingRow, settingValue } from "../../db/settings";

/** The settings row that says where the association hears of things. */
export const NOTIFICATIONS_KEY = "notifications";

/** How administrators hear of registrations that wait for approval. */
export const applicationNotices = ["each", "digest"] as const;
export type ApplicationNotice = (typeof applicationNotices)[number];

/**
 * Where notifications go, as an administrator sets them (one schema for the admin form and the
 * API). An empty address means "the e-mail address shown on the contact page", so a new site
 * notifies the address it already publishes.
 */
export const notificationSettingsSchema = z.object({
  address: z
    .string({ error: "Bildirim adresi metin olmalı." })
    .trim()
    .toLowerCase()
    .max(254, "Bildirim adresi en fazla 254 karakter olabilir.")
    .refine((value) => value === "" || z.email().safeParse(value).success, "Geçerli bir e-posta adresi yazın (ör. dernek@ornek.org.tr) ya da boş bırakın."),
  applications: z.enum(applicationNotices, { error: "Başvuru bildirimi için bir seçenek seçin." }),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATIONS: NotificationSettings = { address: "", applications: "each" };

export const notificationsRow = (db: Database) => settingRow(db, NOTIFICATIONS_KEY);

/** The stored settings, or the defaults. */
export const readNotifications = (row: { value: unknown } | undefined) => settingValue(notificationSettingsSchema, DEFAULT_NOTIFICATIONS, row);
