/**
 * The board's period for a membership application: Türk Medeni Kanunu art. 64 gives it 30 days from
 * the written application; past 20 days the dashboard highlights it and the board is mailed once.
 */

import { istanbulDay } from "../i18n/dates";
import { APPLICATION_DECISION_DAYS } from "../legal-deadlines";

/** The board's 30 days (TMK 64), from the one module that holds the legal deadlines. */
export const DECISION_PERIOD_DAYS = APPLICATION_DECISION_DAYS;
export const REMINDER_AFTER_DAYS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the board must have decided, and how many whole days the application has waited. */
export function applicationPeriod(appliedAt: Date, now: Date): { decideBy: string; daysWaiting: number; overdue: boolean } {
  const daysWaiting = Math.max(0, Math.floor((now.getTime() - appliedAt.getTime()) / DAY_MS));
  return { decideBy: istanbulDay(new Date(appliedAt.getTime() + DECISION_PERIOD_DAYS * DAY_MS)), daysWaiting, overdue: daysWaiting > REMINDER_AFTER_DAYS };
}
