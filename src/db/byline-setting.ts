import * as z from "zod";
import type { Database } from "./client";
import { settingRow, settingValue } from "./settings";

/** The settings row that says whether news items name their author. */
export const BYLINE_KEY = "byline";

/** One schema for the Ayarlar form and the API. */
export const bylineSettingsSchema = z.object({
  showAuthor: z.boolean({ error: "Yazar adının gösterilip gösterilmeyeceğini seçin." }),
});

export type BylineSettings = z.infer<typeof bylineSettingsSchema>;

/** News items name the editor who wrote them unless an administrator turns it off. */
export const DEFAULT_BYLINE: BylineSettings = { showAuthor: true };

export const bylineRow = (db: Database) => settingRow(db, BYLINE_KEY);

export const readByline = (row: { value: unknown } | undefined) => settingValue(bylineSettingsSchema, DEFAULT_BYLINE, row);
