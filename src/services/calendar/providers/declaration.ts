/** The annual declaration (Dernek Beyannamesi, EK-21): open until the board records it as filed. */
import { declarationFiled } from "../../../db/legal-calendar";
import { CALENDAR_PATH } from "../../../shared/calendar";
import { declarationDue, declarationYear, stageOf } from "../../../shared/legal-deadlines";
import type { CalendarProvider } from "../provider";

/** The previous year's declaration, due 30 April; filed ones answer nothing. */
export const declarationProvider: CalendarProvider = {
  name: "declaration",
  openItems: async ({ db, today }) => {
    const year = declarationYear(today);
    if (await declarationFiled(db, year)) return [];
    const dueOn = declarationDue(year);
    return [
      {
        key: `declaration:${year}`,
        kind: "declaration",
        title: `${year} yılının dernek beyannamesi (DERBİS)`,
        dueOn,
        stage: stageOf(dueOn, today),
        href: CALENDAR_PATH,
        action: { kind: "declaration", year },
      },
    ];
  },
};
