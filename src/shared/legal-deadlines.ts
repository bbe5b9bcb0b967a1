/**
 * The association's legal deadlines: every number the legal calendar (docs/calendar.md) counts with,
 * in one place, each with its source. Pure, so the server's providers, the weekly mail and the admin
 * screen count the same days. Days are calendar days in Istanbul, written "2026-04-30"; a period of
 * N days "from" a day ends N days after it (the starting day is not counted, as Turkish law counts).
 *
 * Sources (read November 2026; docs/calendar.md quotes them):
 * - Dernekler Kanunu (5253) art. 19 and Dernekler Yönetmeliği art. 83: the declaration (EK-21) for
 *   the previous year is filed "her takvim yılının ilk dört ayı içinde", 1 January – 30 April.
 * - Dernekler Kanunu art. 23 as changed by law 7226 (26 March 2020): members accepted and members who
 *   left are reported "kabul edilme ve sona erme tarihinden itibaren kırk beş gün içinde".
 * - Türk Medeni Kanunu art. 64: the board decides a written application "en çok otuz gün içinde".
 * - Türk Medeni Kanunu art. 74/2: "Olağan genel kurul toplantılarının en geç üç yılda bir yapılması
 *   zorunludur"; bylaws may set a shorter cycle.
 * - Dernekler Kanunu art. 23/1 as changed by law 7226, with the regulation's form EK-3 ("Genel Kurul
 *   Sonuç Bildirimi"): the result notice "genel kurulu izleyen otuz gün içinde".
 */
import { istanbulDay } from "./i18n/dates";

/** The declaration's window: from 1 January to 30 April of the year after the one it reports. */
export const DECLARATION_OPENS = "01-01";
export const DECLARATION_CLOSES = "04-30";
/** Entries and exits reported through DERBİS within this many days (DK 23, law 7226). */
export const MEMBER_REPORT_DAYS = 45;
/** The board decides an application within this many days (TMK 64). */
export const APPLICATION_DECISION_DAYS = 30;
/** An ordinary assembly at least every this many years (TMK 74); bylaws may say fewer. */
export const ASSEMBLY_MAX_YEARS = 3;
/** The refusal of a longer cycle, wherever the bylaws' cycle is typed (the calendar's dates, the assembly's settings). */
export const ASSEMBLY_CYCLE_MESSAGE = `Olağan genel kurul en geç ${ASSEMBLY_MAX_YEARS} yılda bir yapılır (TMK 74).`;
/** The assembly's result notice within this many days of the meeting (DK 23, Yönetmelik EK-3). */
export const ASSEMBLY_RESULT_DAYS = 30;
/** Not law: an item whose last day is this close is "yaklaşıyor" (the screen and the weekly mail). */
export const DUE_SOON_DAYS = 14;

/** How pressing an open item is: overdue (its last day has passed), due soon, or later. */
export type DeadlineStage = "overdue" | "due-soon" | "upcoming";

// Calendar arithmetic on `YYYY-MM-DD` days, never on instants: UTC serves as a zone without daylight
// saving, so a day plus 45 days is a day again. Which day "today" is comes from Istanbul (istanbulDay).
const DAY_MS = 24 * 60 * 60 * 1000;
const utcOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` calendar days ("2026-01-01" + 45 → "2026-02-15"). */
export const addDays = (day: string, days: number): string => dayOf(utcOf(day) + days * DAY_MS);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** `day` moved by whole years; 29 February becomes 28 February in a year without it. */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, date));
  // Date.UTC rolls 29 February over into March; the period ends on the month's last day instead.
  return target.getUTCMonth() === month - 1 ? dayOf(target.getTime()) : dayOf(Date.UTC(year + years, month, 0));
}

/** Today in Istanbul, the day every deadline is compared with. */
export const todayIn = (now: Date): string => istanbulDay(now);

/** Overdue once `today` is past the last day; due soon within DUE_SOON_DAYS of it. */
export function stageOf(dueOn: string, today: string): DeadlineStage {
  const left = daysBetween(today, dueOn);
  if (left < 0) return "overdue";
  return left <= DUE_SOON_DAYS ? "due-soon" : "upcoming";
}

/** The last day to report an entry or an exit dated `on` through DERBİS. */
export const memberReportDue = (on: string): string => addDays(on, MEMBER_REPORT_DAYS);

/** The last day for the board's decision on an application made at `appliedAt` (its Istanbul day). */
export const applicationDecisionDue = (appliedAt: Date): string => addDays(istanbulDay(appliedAt), APPLICATION_DECISION_DAYS);

/** The declaration reporting `year` is due by 30 April of the next year. */
export const declarationDue = (year: number): string => `${year + 1}-${DECLARATION_CLOSES}`;

/** The year whose declaration is open on `today`: always the previous calendar year. */
export const declarationYear = (today: string): number => Number(today.slice(0, 4)) - 1;

/** The latest day for the next ordinary assembly after one held on `heldOn`, with the bylaws' cycle. */
export const nextAssemblyDue = (heldOn: string, years: number = ASSEMBLY_MAX_YEARS): string => addYears(heldOn, Math.min(years, ASSEMBLY_MAX_YEARS));

/** The last day for the result notice of an assembly held on `heldOn`. */
export const assemblyResultDue = (heldOn: string): string => addDays(heldOn, ASSEMBLY_RESULT_DAYS);
