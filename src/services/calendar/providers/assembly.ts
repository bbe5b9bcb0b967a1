/**
 * The general assembly's items: the next ordinary assembly (TMK 74) and the result notice (30 days).
 * They come from the assemblies the site keeps (src/db/assembly-deadlines.ts). Until the site has
 * recorded a held *ordinary* assembly, the next ordinary one is counted from the dates the board
 * entered on the calendar screen for the assemblies held before (src/db/legal-calendar.ts), so a
 * newly set-up association is reminded too, and an extraordinary assembly held on the site (whose
 * own result notice is counted from its record) never hides that deadline.
 */
import { assemblyDeadlines, type AssemblyDeadlines } from "../../../db/assembly-deadlines";
import { assemblyDatesRow } from "../../../db/legal-calendar";
import { CALENDAR_PATH, type AssemblyDates, type CalendarItem } from "../../../shared/calendar";
import { assemblyResultDue, nextAssemblyDue, stageOf } from "../../../shared/legal-deadlines";
import { ASSEMBLY_ADMIN_PATH } from "../../../shared/paths";
import { storedAssemblyDates } from "../assembly-dates";
import type { CalendarProvider } from "../provider";

const ASSEMBLY_HREF = `${CALENDAR_PATH}#genel-kurul`;
const NEXT_TITLE = "Olağan genel kurul toplantısı yapılacak";
const RESULT_TITLE = "Genel kurul sonuç bildirimi verilecek";

/** The items the board's entered dates call for, on `today`: none until the last assembly's day is entered. */
export function assemblyItems(dates: AssemblyDates, today: string): CalendarItem[] {
  const heldOn = dates.lastOrdinaryOn;
  if (!heldOn) return [];
  const nextOn = nextAssemblyDue(heldOn, dates.cycleYears);
  const items: CalendarItem[] = [{ key: `assembly:${heldOn}`, kind: "assembly", title: NEXT_TITLE, dueOn: nextOn, stage: stageOf(nextOn, today), href: ASSEMBLY_HREF }];
  if (!dates.resultFiledOn) {
    const resultOn = assemblyResultDue(heldOn);
    items.push({ key: `assembly-result:${heldOn}`, kind: "assembly-result", title: RESULT_TITLE, dueOn: resultOn, stage: stageOf(resultOn, today), href: ASSEMBLY_HREF });
  }
  return items;
}

/** The items of the assemblies the site keeps, each linking to the screen that settles it. */
export function recordedAssemblyItems({ nextOrdinary, resultNotices }: AssemblyDeadlines, today: string): CalendarItem[] {
  const items: CalendarItem[] = [];
  if (nextOrdinary) {
    const { lastHeldOn, dueOn } = nextOrdinary;
    items.push({ key: `assembly:${lastHeldOn}`, kind: "assembly", title: NEXT_TITLE, dueOn, stage: stageOf(dueOn, today), href: ASSEMBLY_ADMIN_PATH });
  }
  for (const { heldOn, dueOn, assemblyId } of resultNotices) {
    items.push({ key: `assembly-result:${heldOn}`, kind: "assembly-result", title: RESULT_TITLE, dueOn, stage: stageOf(dueOn, today), href: `${ASSEMBLY_ADMIN_PATH}/${assemblyId}/sonuc` });
  }
  return items;
}

/** The assembly's items: from the site's own assemblies once an ordinary one is held, else the entered dates' with the site's result notices. */
export const assemblyProvider: CalendarProvider = {
  name: "assembly",
  openItems: async ({ db, today }) => {
    // Both reads go out together; which one counts depends on the first.
    const [deadlines, [datesRow]] = await Promise.all([assemblyDeadlines(db, today), assemblyDatesRow(db)]);
    const recorded = recordedAssemblyItems(deadlines, today);
    if (deadlines.nextOrdinary) return recorded;
    return [...assemblyItems(storedAssemblyDates(datesRow), today), ...recorded];
  },
};
