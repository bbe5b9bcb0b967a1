/**
 * The general assembly's items: the next ordinary assembly (TMK 74) and the result notice (30 days).
 * They come from the assemblies the site keeps and those the board entered as held before the site
 * (src/db/assembly-deadlines.ts): the next ordinary one is counted from the latest ordinary one of
 * either, by the bylaws' cycle in the assembly settings, so a newly set-up association is reminded too.
 */
import { assemblyDeadlines, type AssemblyDeadlines } from "../../../db/assembly-deadlines";
import { PAST_ASSEMBLIES_ANCHOR } from "../../../shared/assembly/past";
import type { CalendarItem } from "../../../shared/calendar";
import { stageOf } from "../../../shared/legal-deadlines";
import { ASSEMBLY_ADMIN_PATH } from "../../../shared/paths";
import type { CalendarProvider } from "../provider";

const NEXT_TITLE = "Olağan genel kurul toplantısı yapılacak";
const RESULT_TITLE = "Genel kurul sonuç bildirimi verilecek";

/** The assembly's items, each linking to the screen that settles it. */
export function assemblyItems({ nextOrdinary, resultNotices }: AssemblyDeadlines, today: string): CalendarItem[] {
  const items: CalendarItem[] = [];
  if (nextOrdinary) {
    const { lastHeldOn, dueOn } = nextOrdinary;
    items.push({ key: `assembly:${lastHeldOn}`, kind: "assembly", title: NEXT_TITLE, dueOn, stage: stageOf(dueOn, today), href: ASSEMBLY_ADMIN_PATH });
  }
  for (const { heldOn, dueOn, assemblyId, past } of resultNotices) {
    const href = past ? `${ASSEMBLY_ADMIN_PATH}#${PAST_ASSEMBLIES_ANCHOR}` : `${ASSEMBLY_ADMIN_PATH}/${assemblyId}/sonuc`;
    items.push({ key: `assembly-result:${heldOn}`, kind: "assembly-result", title: RESULT_TITLE, dueOn, stage: stageOf(dueOn, today), href });
  }
  return items;
}

export const assemblyProvider: CalendarProvider = {
  name: "assembly",
  openItems: async ({ db, today }) => assemblyItems(await assemblyDeadlines(db, today), today),
};
