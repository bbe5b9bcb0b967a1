import * as z from "zod";
import type { Database } from "../../db/client";
import { settingRow, settingValue } from "../../db/settings";

/** The settings row that holds how often the database is exported to R2 and how many snapshots are kept. */
export const BACKUP_KEY = "backups";

/**
 * How often the scheduled export runs and how many snapshots it keeps (one schema for the admin API
 * and the cron). At least one is always kept: a setting cannot switch backups off by accident.
 */
export const backupSettingsSchema = z.object({
  everyDays: z
    .number({ error: "Yedekleme sıklığı bir sayı olmalı." })
    .int("Yedekleme sıklığı tam gün olmalı.")
    .min(1, "Yedek en sık günde bir alınır.")
    .max(30, "Yedek en az 30 günde bir alınmalı."),
  keep: z
    .number({ error: "Saklanacak yedek sayısı bir sayı olmalı." })
    .int("Saklanacak yedek sayısı tam sayı olmalı.")
    .min(1, "En az 1 yedek saklanır.")
    .max(100, "En fazla 100 yedek saklanabilir."),
});

export type BackupSettings = z.infer<typeof backupSettingsSchema>;

/** Weekly, the last eight kept (two months), until an administrator changes it. */
export const DEFAULT_BACKUP_SETTINGS: BackupSettings = { everyDays: 7, keep: 8 };

export const backupSettingsRow = (db: Database) => settingRow(db, BACKUP_KEY);

export const readBackupSettings = (row: { value: unknown } | undefined) => settingValue(backupSettingsSchema, DEFAULT_BACKUP_SETTINGS, row);
