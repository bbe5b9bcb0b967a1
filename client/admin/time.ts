/**
 * The admin forms edit times as Istanbul wall-clock time (<input type="datetime-local"> and
 * <input type="date"> have no time zone), the API speaks UTC instants. These helpers convert between
 * the two with Intl and the Europe/Istanbul zone, never with a hard-coded offset, so they stay right
 * for any date the tz database knows (Türkiye has been UTC+3 all year since 2016, but was not before).
 */
import { formatDateTime, formatTime, istanbulWallTime } from "../../src/shared/i18n/dates";

/** How far Istanbul's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number): number {
  const wall = istanbulWallTime(ms);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * "2026-03-12T19:00" (Istanbul wall time, as a datetime-local input gives it) → the UTC instant
 * "2026-03-12T16:00:00.000Z". Null for an empty or malformed value or a date that does not exist.
 */
export function istanbulLocalToIso(value: string): string | null {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls "02-30" over to March: such a date does not exist.
  if (new Date(guess).getUTCDate() !== day) return null;
  const firstOffset = offsetAt(guess);
  let instant = guess - firstOffset;
  const secondOffset = offsetAt(instant);
  // Near a change of offset the first guess can land on the other side of it; one correction suffices.
  if (secondOffset !== firstOffset) instant = guess - secondOffset;
  return new Date(instant).toISOString();
}

/** "2026-03-12T16:00:00.000Z" → "2026-03-12T19:00" (Istanbul wall time). "" for null or invalid. */
export function isoToIstanbulLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  const wall = istanbulWallTime(ms);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The Istanbul calendar day of an instant, "2026-03-12". "" for null or invalid. */
export function isoToIstanbulDate(iso: string | null | undefined): string {
  return isoToIstanbulLocal(iso).slice(0, 10);
}

/** An Istanbul calendar day and wall time ("2026-03-12", "23:59") → UTC instant. */
export function istanbulDateToIso(date: string, time = "00:00"): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date.trim())) return null;
  return istanbulLocalToIso(`${date.trim()}T${time}`);
}

/** "12 Mart 2026 Perşembe, 19:00"; "—" when there is no time. */
export function showDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? "—" : formatDateTime(new Date(ms));
}

/** "14:32" in Istanbul. */
export function showClock(at: Date): string {
  return formatTime(at);
}
