import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { database } from "../../db/client";
import { pageByKey, readPageFields } from "../../db/pages";
import { saveSetting } from "../../db/settings";
import { NOTIFICATIONS_KEY, notificationSettingsSchema, notificationsRow, readNotifications } from "../../services/email/notification-settings";
import type { AppEnv } from "../../shared/env";
import { BYLINE_KEY, bylineRow, bylineSettingsSchema, readByline } from "../../db/byline-setting";
import { purgeTags } from "../../platform/cache/purge";
import { purgeForByline } from "../../platform/cache/tags";
import type { BylineDto, NotificationsDto } from "../../shared/admin-contract";
import { conflict } from "./content-errors";
import { jsonInvalid } from "./validation";
import { actorOf } from "../../services/auth/session";

/** Site settings for administrators (the admin area's Ayarlar section): where notifications go. */
export const settingsApi = new Hono<AppEnv>();

/** The form sends the settings and the version it loaded (0: never saved). */
export const notificationsUpdateSchema = notificationSettingsSchema.extend({
  version: z.number({ error: "Sürüm numarası eksik." }).int().nonnegative(),
});

const APPLICATION_LABELS = { each: "her başvuruda", digest: "günlük özet" } as const;

async function contactAddress(db: ReturnType<typeof database>): Promise<string | null> {
  const [contact] = await pageByKey(db, "contact");
  return (contact ? readPageFields("contact", contact.fields)?.email : null) || null;
}

settingsApi.get("/notifications", async (c) => {
  const db = database(c.env.DB);
  const [row] = await notificationsRow(db);
  const dto: NotificationsDto = {
    ...readNotifications(row),
    contactAddress: await contactAddress(db),
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
  return c.json(dto);
});

settingsApi.put("/notifications", zValidator("json", notificationsUpdateSchema, jsonInvalid), async (c) => {
  const { version, ...value } = c.req.valid("json");
  const db = database(c.env.DB);
  const where = value.address || "iletişim sayfasındaki adres";
  const row = await saveSetting(db, {
    key: NOTIFICATIONS_KEY,
    value,
    version,
    actor: actorOf(c),
    audit: {
      action: "settings.notifications",
      target: "ayarlar:bildirimler",
      summary: `Bildirim ayarları değiştirildi: bildirim adresi ${where}, başvuru bildirimi ${APPLICATION_LABELS[value.applications]}`,
    },
  });
  if (!row) throw conflict();
  const dto: NotificationsDto = { ...readNotifications(row), contactAddress: await contactAddress(db), version: row.version, updatedAt: row.updatedAt.toISOString() };
  return c.json(dto);
});

// --- Yazar adı (byline) ---------------------------------------------------------------------------

export const bylineUpdateSchema = bylineSettingsSchema.extend({
  version: z.number({ error: "Sürüm numarası eksik." }).int().nonnegative(),
});

const bylineDto = (row: { value: unknown; version: number; updatedAt: Date } | undefined): BylineDto => ({
  ...readByline(row),
  version: row?.version ?? 0,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

settingsApi.get("/byline", async (c) => {
  const [row] = await bylineRow(database(c.env.DB));
  return c.json(bylineDto(row));
});

settingsApi.put("/byline", zValidator("json", bylineUpdateSchema, jsonInvalid), async (c) => {
  const { version, ...value } = c.req.valid("json");
  const row = await saveSetting(database(c.env.DB), {
    key: BYLINE_KEY,
    value,
    version,
    actor: actorOf(c),
    audit: {
      action: "settings.byline",
      target: "ayarlar:yazar",
      summary: value.showAuthor ? "Gündem kayıtlarında yazar adı gösteriliyor" : "Gündem kayıtlarında yazar adı gizlendi",
    },
  });
  if (!row) throw conflict();
  // Every news item's page carries the news listing's tag (its "other news"), so this reaches them all.
  purgeTags(c, purgeForByline());
  return c.json(bylineDto(row));
});
