/**
 * Dates and times as a visitor in Türkiye reads them: Turkish names, Europe/Istanbul time, 24-hour
 * clock ("12 Mart 2026 Perşembe, 19:00"). Formatters are built once per isolate, not per call.
 */
export const TIME_ZONE = "Europe/Istanbul";
const LOCALE = "tr-TR";

const dayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: "full" });
const shortDayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "12 Mart 2026 Perşembe" */
export const formatDay = (at: Date): string => dayFormat.format(at);

/** "12 Mart 2026" */
export const formatShortDay = (at: Date): string => shortDayFormat.format(at);

/** "12 Mart 2026" for a calendar day stored as `2026-03-12` (the registers' dates), read at noon so no zone moves it. */
export const formatCalendarDay = (day: string): string => formatShortDay(new Date(`${day}T12:00:00Z`));

/** "19:00" */
export const formatTime = (at: Date): string => timeFormat.format(at);

/** "12 Mart 2026 Perşembe, 19:00" */
export const formatDateTime = (at: Date): string => `${formatDay(at)}, ${formatTime(at)}`;

/** The calendar day in Istanbul as "2026-03-12" (for comparing days and for <time datetime>). */
export const istanbulDay = (at: Date): string => partsFormat.format(at);

/** Today in Istanbul as "2026-03-12": the "today" of every rule (due dates, deadlines, "overdue") and form default. */
export const istanbulToday = (): string => istanbulDay(new Date());

/** The year in Istanbul of an instant (the footer's year, the books' current year). */
export const istanbulYear = (at: Date = new Date()): number => Number(istanbulDay(at).slice(0, 4));

/**
 * The Istanbul calendar day of an ISO instant ("2026-12-01T23:36:00Z" → "2026-12-02"): never the
 * string's first ten characters, which are the day in UTC (three hours behind Istanbul's midnight).
 */
export const istanbulDayOfIso = (iso: string): string => istanbulDay(new Date(iso));

/**
 * When an event happens, in one line:
 * "12 Mart 2026 Perşembe, 19:00–21:30", "12 Mart 2026 Perşembe (tüm gün)",
 * "12 Mart 2026 Perşembe, 10:00 – 14 Mart 2026 Cumartesi, 18:00".
 */
export function formatEventWhen(startsAt: Date, endsAt: Date | null, allDay: boolean): string {
  const sameDay = !endsAt || istanbulDay(startsAt) === istanbulDay(endsAt);
  if (allDay) {
    return sameDay ? `${formatDay(startsAt)} (tüm gün)` : `${formatDay(startsAt)} – ${formatDay(endsAt!)}`;
  }
  if (!endsAt) return formatDateTime(startsAt);
  if (sameDay) return `${formatDateTime(startsAt)}–${formatTime(endsAt)}`;
  return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
}

const dayNumberFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "numeric" });
const shortMonthFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: "short" });

/** The parts of a calendar-leaf badge: "12" and "Mar". */
export const formatDayNumber = (at: Date): string => dayNumberFormat.format(at);
export const formatShortMonth = (at: Date): string => shortMonthFormat.format(at);

/** An instant's wall-clock fields in Istanbul. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23", // never "24" for midnight
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * The Istanbul wall time of an instant, from the tz database through Intl rather than a hard-coded
 * +3 hours: right for any date the runtime's tz data knows (Türkiye has kept UTC+3 all year only
 * since 2016), and a future change to its rules is picked up with that data.
 */
export function istanbulWallTime(ms: number): WallTime {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallFormat.formatToParts(new Date(ms))) if (part.type !== "literal") fields[part.type] = Number(part.value);
  return {
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}
