/**
 * The association's assembly settings (docs/assembly.md): the board's and the audit committee's
 * seats (the second meeting's quorum, TMK 78), whether members behind with dues are left out of the
 * list (bylaws differ), and how often the bylaws hold the ordinary assembly. One settings row.
 */
import type { Database } from "./client";
import { settingRow, settingValue } from "./settings";
import { assemblySettingsInput, DEFAULT_ASSEMBLY_SETTINGS, type AssemblySettings } from "../shared/assembly/inputs";

export const ASSEMBLY_SETTINGS_KEY = "assembly";

/** The settings with the row's version (0 until first saved). */
export async function readAssemblySettings(db: Database): Promise<AssemblySettings & { version: number }> {
  const [row] = await settingRow(db, ASSEMBLY_SETTINGS_KEY);
  return { ...settingValue(assemblySettingsInput, DEFAULT_ASSEMBLY_SETTINGS, row), version: row?.version ?? 0 };
}
