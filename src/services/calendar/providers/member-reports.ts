/** Entries and exits of the member register not yet reported through DERBİS (45 days, DK 23). */
import { unreportedEntries, unreportedExits } from "../../../db/legal-calendar";
import type { CalendarItem } from "../../../shared/calendar";
import { memberEntryPath } from "../../../shared/paths";
import { memberReportDue, stageOf } from "../../../shared/legal-deadlines";
import type { CalendarProvider } from "../provider";


/** One item per unreported entry and per unreported exit, named by register number only (no personal data in the mail). */
export const memberReportsProvider: CalendarProvider = {
  name: "member-reports",
  openItems: async ({ db, today }) => {
    const [entries, exits] = await db.batch([unreportedEntries(db), unreportedExits(db)]);
    const item = (which: "entry" | "exit", row: { id: number; registerNo: number; on: string }): CalendarItem => {
      const dueOn = memberReportDue(row.on);
      return {
        key: `member-${which}:${row.id}`,
        kind: which === "entry" ? "member-entry" : "member-exit",
        title: `${row.registerNo} sıra numaralı üyenin ${which === "entry" ? "girişi" : "çıkışı"} DERBİS'e bildirilecek`,
        dueOn,
        stage: stageOf(dueOn, today),
        href: memberEntryPath(row.registerNo),
        action: { kind: "member-report", registerNo: row.registerNo, which },
      };
    };
    return [...entries.map((row) => item("entry", row)), ...exits.map((row) => item("exit", row))];
  },
};
