/** The board's assembly dates as stored (a settings row), read back through one schema. */
import * as z from "zod";
import { settingValue } from "../../db/settings";
import { DEFAULT_ASSEMBLY_DATES, type AssemblyDates } from "../../shared/calendar";
import { ASSEMBLY_MAX_YEARS } from "../../shared/legal-deadlines";

const storedDates = z.object({
  lastOrdinaryOn: z.string().nullable(),
  cycleYears: z.number().int().min(1).max(ASSEMBLY_MAX_YEARS),
  resultFiledOn: z.string().nullable(),
});

/** The stored dates, or the defaults (nothing entered, a three-year cycle) when none fit. */
export const storedAssemblyDates = (row: { value: unknown } | undefined): AssemblyDates => settingValue(storedDates, DEFAULT_ASSEMBLY_DATES, row);
