import { eq } from "drizzle-orm";
import * as z from "zod";
import type { Database } from "./client";
import { settings } from "./schema";

/** The settings row that says whether news items name their author. */
export const BYLINE_KEY = "byline";

/** One schema for the Ayarlar form and the API. */
export const bylineSettingsSchema = z.object({
  showAuthor: z.boolean({ error: "Yazar adının gösterilip gösterilmeyeceğini seçin." }),
});

export type BylineSettings = z.infer<typeof bylineSettingsSchema>;

/** News items name the editor who wrote them unless an administrator turns it off. */
export const DEFAULT_BYLINE: BylineSettings = { showAuthor: true };

export const bylineRow = (db: Database) => db.select().from(settings).where(eq(settings.key, BYLINE_KEY)).limit(1);

/** The stored setting, or the default when none is stored or the stored JSON no longer fits. */
export function readByline(row: { value: unknown } | undefined): BylineSettings {
  const parsed = bylineSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_BYLINE;
}
