/**
 * The one schema of a calendar day, `YYYY-MM-DD` as `<input type="date">` sends it, shared by every
 * form and handler that takes a date (payments, the cash book, bank lines, tariffs, the registers,
 * the assembly, the legal calendar). Whatever is typed or sent, the answer is a Turkish message under
 * the field, never an exception: the day is checked by its numbers, without building a Date that
 * could be invalid.
 */
import * as z from "zod";
import { istanbulDay } from "./i18n/dates";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The years a record of the association can carry: none before 1900, none after 2100. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

export const DAY_FORMAT_MESSAGE = "Tarihi gün.ay.yıl olarak eksiksiz seçin.";
export const NO_SUCH_DAY_MESSAGE = "Takvimde böyle bir gün yok; tarihi yeniden seçin.";
export const YEAR_RANGE_MESSAGE = `Yıl ${FIRST_YEAR} ile ${LAST_YEAR} arasında olmalı.`;

const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};

/** Why `text` is not a day the records can carry, or null when it is one. */
export function dayProblem(text: string): string | null {
  const parts = DAY.exec(text);
  if (!parts) return DAY_FORMAT_MESSAGE;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return YEAR_RANGE_MESSAGE;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NO_SUCH_DAY_MESSAGE;
  return null;
}

/** True for a real calendar day `YYYY-MM-DD` within the records' years. */
export const isCalendarDay = (text: string): boolean => dayProblem(text) === null;

/**
 * A calendar day; `missing` is the field's own message ("Ödeme tarihini seçin.") for nothing sent.
 * Its issues stop the object's own rules (`continue: false`), so a rule comparing days never sees a
 * day that does not exist.
 */
export const calendarDay = (missing: string) =>
  z.string({ error: missing }).trim().superRefine((text, context) => {
    const problem = text === "" ? missing : dayProblem(text);
    if (problem) context.addIssue({ code: "custom", message: problem, continue: false });
  });

/** The message under a day after today in Turkey, for a record of what has already happened. */
export const notAfterTodayMessage = (what: string) => `${what} bugünden sonra olamaz.`;

/**
 * A day that is today or earlier in Istanbul: the books record what has happened, and a day written
 * ahead would open a year that has not begun and put numbers out of date order.
 */
export const pastDay = (missing: string, futureMessage: string) =>
  calendarDay(missing).superRefine((text, context) => {
    if (text > istanbulDay(new Date())) context.addIssue({ code: "custom", message: futureMessage, continue: false });
  });
