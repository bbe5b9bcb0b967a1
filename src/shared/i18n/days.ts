/**
 * Whole days as a span of time, for periods counted in days (the trash, retention, grace periods).
 * An instant minus n × 24 h: a period's end does not move with daylight saving (Turkey has none).
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` days before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The instant `days` days after `at`. */
export const daysAfter = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

/** "2026-03-12" → "12.03.2026", the way the association's books and Turkish Excel write a day; "" when there is none. */
export const bookDay = (day: string | null | undefined): string => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split("-").reverse().join(".") : "");
