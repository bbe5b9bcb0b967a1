/**
 * The legal calendar's shapes (docs/calendar.md): an open item as every provider answers it and the
 * screen's data. No zod here, so the admin shell's dashboard card stays small (inputs: calendar-input.ts).
 */
import { formatShortDay } from "./i18n/dates";
import type { DeadlineStage } from "./legal-deadlines";

/** The kinds of deadline the site knows, one provider each (src/services/calendar/providers/). */
export type CalendarKind = "declaration" | "member-entry" | "member-exit" | "application" | "assembly" | "assembly-result";

/** What the screen can settle in place, beside the link (the declaration filed, a member reported). */
export type CalendarAction = { kind: "declaration"; year: number } | { kind: "member-report"; registerNo: number; which: "entry" | "exit" };

/** One open item: it disappears once what it asks for is recorded. */
export interface CalendarItem {
  /** Stable across runs ("member-entry:12"): the weekly mail claims (key, stage) once. */
  key: string;
  kind: CalendarKind;
  /** Plain Turkish, without personal data beyond a register number or an applicant's name. */
  title: string;
  /** The last day, in Istanbul, "2026-04-30". */
  dueOn: string;
  stage: DeadlineStage;
  /** The admin screen where it is settled. */
  href: string;
  action?: CalendarAction;
}

/** GET /api/registers/calendar */
export interface CalendarDto {
  today: string;
  items: CalendarItem[];
}

/** Where the screen lives, for links from the dashboard, the mail and the items it settles itself. */
export { CALENDAR_PATH } from "./paths";

/** "30 Nisan 2026", for a day written "2026-04-30" (noon UTC is that day in Istanbul). */
export const dueDayLabel = (day: string): string => formatShortDay(new Date(`${day}T12:00:00Z`));
