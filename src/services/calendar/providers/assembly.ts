/**
 * The general assembly's items: the next ordinary assembly (TMK 73) and the last one's result notice
 * (30 days). Until the assembly module lands they read the board's own dates from a setting
 * (src/db/legal-calendar.ts); at the merge this provider reads the assembly's records instead.
 */
import { assemblyDatesRow } from "../../../db/legal-calendar";
import { CALENDAR_PATH, type AssemblyDates, type CalendarItem } from "../../../shared/calendar";
import { assemblyResultDue, nextAssemblyDue, stageOf } from "../../../shared/legal-deadlines";
import { storedAssemblyDates } from "../assembly-dates";
import type { CalendarProvider } from "../provider";

const ASSEMBLY_HREF = `${CALENDAR_PATH}#genel-kurul`;

/** The items the dates call for, on `today`: none until the last assembly's day is entered. */
export function assemblyItems(dates: AssemblyDates, today: string): CalendarItem[] {
  const heldOn = dates.lastOrdinaryOn;
  if (!heldOn) return [];
  const nextOn = nextAssemblyDue(heldOn, dates.cycleYears);
  const items: CalendarItem[] = [
    { key: `assembly:${heldOn}`, kind: "assembly", title: "Olağan genel kurul toplantısı yapılacak", dueOn: nextOn, stage: stageOf(nextOn, today), href: ASSEMBLY_HREF },
  ];
  if (!dates.resultFiledOn) {
    const resultOn = assemblyResultDue(heldOn);
    items.push({ key: `assembly-result:${heldOn}`, kind: "assembly-result", title: "Genel kurul sonuç bildirimi verilecek", dueOn: resultOn, stage: stageOf(resultOn, today), href: ASSEMBLY_HREF });
  }
  return items;
}

/** The assembly's items from the board's stored dates. */
export const assemblyProvider: CalendarProvider = {
  name: "assembly",
  openItems: async ({ db, today }) => assemblyItems(storedAssemblyDates((await assemblyDatesRow(db))[0]), today),
};
