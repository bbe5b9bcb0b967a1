import { formatDateTime, formatShortDay } from "../../../shared/i18n/dates";

/** A machine-readable instant shown in Turkish. */
export function Time({ at, withTime = false }: { at: Date | string | number; withTime?: boolean }) {
  const date = new Date(at);
  return <time dateTime={date.toISOString()}>{withTime ? formatDateTime(date) : formatShortDay(date)}</time>;
}
