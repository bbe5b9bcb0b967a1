/**
 * What the legal calendar needs to know of the general assembly (docs/assembly.md): when the next
 * ordinary assembly is due at the latest, and the result notice still to file with its deadline.
 * One D1 batch; the calendar decides how to show and mail it.
 */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { ASSEMBLY_SETTINGS_KEY } from "./assembly-settings";
import type { Database } from "./client";
import { settingValue } from "./settings";
import { assemblies, pastAssemblies, settings } from "./schema";
import { assemblySettingsInput, DEFAULT_ASSEMBLY_SETTINGS } from "../shared/assembly/inputs";
import { daysBetween, nextOrdinaryDue, resultNoticeDue } from "../shared/assembly/rules";

/** The assembly's deadlines on `today`; each is null when there is nothing to do. */
export interface AssemblyDeadlines {
  /**
   * The next ordinary assembly: due by `dueOn` (the last ordinary one's day plus the bylaws' years, at
   * most three); the last one is the latest held on the site or entered as held before it (an
   * extraordinary one does not count); null while neither is recorded.
   */
  nextOrdinary: { lastHeldOn: string; dueOn: string; daysLeft: number; plannedFor: string | null } | null;
  /**
   * Every held assembly whose result notice is not filed yet (Dernekler Kanunu art. 23: within 30 days), oldest first, with what each still lacks.
   * `past`: one held before the site (src/db/past-assemblies.ts), whose notice is recorded on the assembly list.
   */
  resultNotices: { assemblyId: number; heldOn: string; dueOn: string; daysLeft: number; missing: ("board" | "audit")[]; past?: true }[];
}

/** More open result notices than an association ever has at once: a bound, not a rule. */
const OPEN_RESULT_NOTICES_MAX = 20;

/**
 * The calendar's one call for the assembly: `today` is Istanbul's day (`YYYY-MM-DD`). An item is
 * settled when this leaves it out (the result notice filed; the next ordinary assembly held).
 */
export async function assemblyDeadlines(db: Database, today: string): Promise<AssemblyDeadlines> {
  const [[lastOrdinary], [lastPast], [planned], open, openPast, [settingsRow]] = await db.batch([
    db.select({ heldOn: assemblies.heldOn }).from(assemblies).where(and(eq(assemblies.kind, "ordinary"), isNotNull(assemblies.heldOn))).orderBy(desc(assemblies.heldOn)).limit(1),
    db.select({ heldOn: pastAssemblies.heldOn }).from(pastAssemblies).where(eq(pastAssemblies.kind, "ordinary")).orderBy(desc(pastAssemblies.heldOn)).limit(1),
    db.select({ firstOn: assemblies.firstOn }).from(assemblies).where(and(eq(assemblies.kind, "ordinary"), isNull(assemblies.heldOn))).orderBy(assemblies.firstOn).limit(1),
    db
      .select({ id: assemblies.id, heldOn: assemblies.heldOn, board: assemblies.resultBoard, audit: assemblies.resultAudit })
      .from(assemblies)
      .where(and(isNotNull(assemblies.heldOn), isNull(assemblies.resultFiledOn)))
      .orderBy(assemblies.heldOn)
      .limit(OPEN_RESULT_NOTICES_MAX),
    db.select({ id: pastAssemblies.id, heldOn: pastAssemblies.heldOn }).from(pastAssemblies).where(isNull(pastAssemblies.resultFiledOn)).orderBy(pastAssemblies.heldOn).limit(OPEN_RESULT_NOTICES_MAX),
    db.select().from(settings).where(eq(settings.key, ASSEMBLY_SETTINGS_KEY)).limit(1),
  ]);
  const { everyYears } = settingValue(assemblySettingsInput, DEFAULT_ASSEMBLY_SETTINGS, settingsRow);
  const lastHeldOn = [lastOrdinary?.heldOn, lastPast?.heldOn].filter((day): day is string => Boolean(day)).sort().at(-1);
  const nextDue = lastHeldOn ? nextOrdinaryDue(lastHeldOn, everyYears) : null;
  const notice = (held: { id: number; heldOn: string }, missing: ("board" | "audit")[]) => {
    const dueOn = resultNoticeDue(held.heldOn);
    return { assemblyId: held.id, heldOn: held.heldOn, dueOn, daysLeft: daysBetween(today, dueOn), missing };
  };
  return {
    nextOrdinary: lastHeldOn && nextDue ? { lastHeldOn, dueOn: nextDue, daysLeft: daysBetween(today, nextDue), plannedFor: planned?.firstOn ?? null } : null,
    resultNotices: [
      ...open.map((held) => notice({ id: held.id, heldOn: held.heldOn! }, [...(held.board ? [] : ["board" as const]), ...(held.audit ? [] : ["audit" as const])])),
      ...openPast.map((held) => ({ ...notice(held, []), past: true as const })),
    ].sort((a, b) => a.heldOn.localeCompare(b.heldOn)),
  };
}
