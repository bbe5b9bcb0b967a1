/**
 * iCalendar (RFC 5545) export of the association's events.
 *
 * Pure string building: no I/O, no dependencies beyond what workerd provides (Intl, TextEncoder),
 * so the same function serves a single event's "add to calendar" file and the whole feed, and
 * the output for a given input is byte-for-byte stable (good for ETags and caches).
 */

import { istanbulWallTime, TIME_ZONE, type WallTime } from "../../shared/i18n/dates";

/** One event as the calendar sees it; the caller maps database rows to this shape. */
export interface CalendarEvent {
  /** Stable unique id, e.g. "etkinlik-12@camlicadernegi.org.tr". Must never change for an event. */
  uid: string;
  /** Turkish text; may contain , ; \ and newlines (they are escaped here). */
  title: string;
  /** Plain-text summary (may be empty). The event page URL is appended on its own line. */
  description: string;
  /** Absolute URL of the event page. */
  url: string;
  /** Start, in ms since the epoch (a UTC instant). */
  startsAt: number;
  /** End, in ms since the epoch; null when no end was given. */
  endsAt: number | null;
  /** All-day events are written as dates only, the days being those of Europe/Istanbul. */
  allDay: boolean;
  locationName: string | null;
  locationAddress: string | null;
  /** The join address, when the reader may know it (public, or this copy is a registrant's). */
  onlineUrl: string | null;
  /** yerinde / cevrimici / karma; an online event's LOCATION is its join address (or "Çevrim içi"). */
  attendanceMode?: "yerinde" | "cevrimici" | "karma";
  /** A called-off event is published as STATUS:CANCELLED, so calendars that hold it show so. */
  cancelled?: boolean;
  /** Last change, in ms since the epoch; used for DTSTAMP and LAST-MODIFIED. */
  updatedAt: number;
}

/** Options of {@link toICalendar}. */
export interface CalendarOptions {
  /** Calendar name shown by clients (X-WR-CALNAME). */
  name: string;
  /** Optional calendar description (X-WR-CALDESC). */
  description?: string;
  /**
   * Who organises the events: written as each VEVENT's ORGANIZER, which RFC 5546 requires of an
   * event published with METHOD:PUBLISH (libical reports its absence). Omitted when unknown.
   */
  organizer?: { name: string; email: string } | null;
}

const PRODID = "-//Camlica Dernegi//Web Sitesi//TR";
const CRLF = "\r\n";
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;
/**
 * The only offset the VTIMEZONE below declares: Türkiye has been on fixed UTC+03:00 (no DST)
 * since 2016-09-07. In minutes, as {@link istanbulWallTime} measures it.
 */
const ISTANBUL_FIXED_OFFSET_MINUTES = 180;

/**
 * Europe/Istanbul as a VTIMEZONE. A single STANDARD rule is exact for every instant since
 * 2016-09-07; instants where the real offset differs (older events, or a future rule change that
 * reaches workerd's tz data) are written in UTC instead, see {@link dateTimeProperty}.
 */
const VTIMEZONE_LINES: readonly string[] = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0300",
  "TZNAME:+03",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * Builds a complete VCALENDAR (CRLF line endings, folded at 75 octets) for the given events.
 *
 * Timed events use `DTSTART;TZID=Europe/Istanbul` wall times so clients show the local time the
 * association announced; all-day events use `VALUE=DATE` with the exclusive end RFC 5545 asks for.
 */
export function toICalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...(options.description ? [`X-WR-CALDESC:${escapeText(options.description)}`] : []),
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...VTIMEZONE_LINES,
    ...events.flatMap((event) => eventLines(event, options.organizer ?? null)),
    "END:VCALENDAR",
  ];
  // RFC 5545 ends every content line, the last included, with CRLF.
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * File name for an event's calendar download, e.g. `icsFileName("bahar-senligi")` →
 * `"bahar-senligi.ics"`.
 */
export function icsFileName(slug: string): string {
  return `${slug}.ics`;
}

/** The unfolded content lines of one VEVENT. */
function eventLines(event: CalendarEvent, organizer: CalendarOptions["organizer"]): string[] {
  const location = locationText(event);
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.updatedAt)}`,
    `LAST-MODIFIED:${utcDateTime(event.updatedAt)}`,
    ...(event.allDay ? allDayLines(event) : timedLines(event)),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(descriptionText(event))}`,
    `URL:${uriValue(event.url)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(organizer ? [organizerLine(organizer)] : []),
    event.cancelled ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    "END:VEVENT",
  ];
}

/** DTSTART and, when there is a valid end, DTEND of a timed event. */
function timedLines(event: CalendarEvent): string[] {
  const lines = [dateTimeProperty("DTSTART", event.startsAt)];
  // RFC 5545 lets a timed event omit both DTEND and DURATION (it then ends when it starts), and
  // requires DTEND to be strictly later than DTSTART, so an equal end is dropped rather than sent.
  if (event.endsAt !== null && event.endsAt > event.startsAt) {
    lines.push(dateTimeProperty("DTEND", event.endsAt));
  }
  return lines;
}

/**
 * DTSTART/DTEND of an all-day event. DTEND is exclusive (the day after the last day), so a
 * one-day event spans exactly one day in every client. `endsAt` is read as an instant inside the
 * last day; a missing or earlier end means a one-day event.
 */
function allDayLines(event: CalendarEvent): string[] {
  const first = istanbulWallTime(event.startsAt);
  const last =
    event.endsAt !== null && event.endsAt > event.startsAt ? istanbulWallTime(event.endsAt) : first;
  return [
    `DTSTART;VALUE=DATE:${dateValue(first)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(last))}`,
  ];
}

/**
 * A DATE-TIME property in Istanbul wall time. If the real Istanbul offset at that instant is not
 * the +03:00 our VTIMEZONE declares (instants before 2016-09-07, or a future rule change), the
 * wall time would be misread by clients, so the instant is written in UTC, which is always exact.
 */
function dateTimeProperty(name: string, ms: number): string {
  const wall = istanbulWallTime(ms);
  if (offsetMinutes(wall, ms) !== ISTANBUL_FIXED_OFFSET_MINUTES) {
    return `${name}:${utcDateTime(ms)}`;
  }
  return `${name};TZID=${TIME_ZONE}:${dateValue(wall)}T${timeValue(wall)}`;
}

/**
 * ORGANIZER;CN="name":mailto:address. CN is a parameter value, quoted because names hold commas
 * and spaces; a quoted parameter value cannot contain a double quote or a control character, so
 * those are dropped (RFC 5545 §3.1 and §3.2.2).
 */
function organizerLine(organizer: { name: string; email: string }): string {
  const name = organizer.name.replace(/["\u0000-\u001f\u007f]/g, "").trim();
  return `ORGANIZER${name ? `;CN="${name}"` : ""}:mailto:${organizer.email.trim()}`;
}

/**
 * LOCATION text: an online event's join address (calendar apps make it a link) or "Çevrim içi"
 * when the address goes to registrants only; otherwise the venue and its address, falling back to
 * the join address when no venue is given.
 */
function locationText(event: CalendarEvent): string | null {
  const online = event.onlineUrl?.trim() ?? "";
  if (event.attendanceMode === "cevrimici") return online !== "" ? online : "Çevrim içi";
  const place = [event.locationName, event.locationAddress]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(", ");
  if (place !== "") return place;
  return online !== "" ? online : null;
}

/** DESCRIPTION text: the summary, then the event page URL on its own line. */
function descriptionText(event: CalendarEvent): string {
  const summary = event.description.trim();
  return summary === "" ? event.url : `${summary}\n${event.url}`;
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11). Any line break becomes the two characters `\n`.
 * Other control characters are not allowed in TEXT at all, so they are dropped rather than
 * letting one pasted from a word processor break strict parsers.
 */
function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .replace(/[\\;,\n]/g, (char) => (char === "\n" ? "\\n" : `\\${char}`));
}

/**
 * A URI value is not TEXT: commas and semicolons stay as they are (escaping them would change
 * the link). Only line breaks and controls are removed, as they could end the content line.
 */
function uriValue(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]/g, "");
}

/** Offset of a wall time from UTC at the given instant, in whole minutes. */
function offsetMinutes(wall: WallTime, ms: number): number {
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // Intl drops milliseconds, so compare against the instant truncated to the second.
  const instant = Math.floor(ms / 1000) * 1000;
  return Math.round((wallAsUtc - instant) / 60_000);
}

/** The calendar day after a wall date (time of day is irrelevant for VALUE=DATE). */
function nextDay(wall: WallTime): WallTime {
  // Pure calendar arithmetic: Date.UTC handles month and year ends and leap days.
  const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
  return {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  };
}

/** DATE value: YYYYMMDD. */
function dateValue(wall: WallTime): string {
  return `${pad(wall.year, 4)}${pad(wall.month, 2)}${pad(wall.day, 2)}`;
}

/** Time part of a DATE-TIME value: HHMMSS. */
function timeValue(wall: WallTime): string {
  return `${pad(wall.hour, 2)}${pad(wall.minute, 2)}${pad(wall.second, 2)}`;
}

/** UTC DATE-TIME value: YYYYMMDDTHHMMSSZ. */
function utcDateTime(ms: number): string {
  const date = new Date(ms);
  const wall: WallTime = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
  return `${dateValue(wall)}T${timeValue(wall)}Z`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

// ---------------------------------------------------------------------------------------------
// Folding
// ---------------------------------------------------------------------------------------------

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1). Octets are UTF-8 bytes, so Turkish letters
 * (ç ğ ı İ ö ş ü: two bytes each) count double; the line is cut between code points only, never
 * inside a multi-byte sequence. Continuation lines start with one space, which counts toward
 * their 75 octets.
 */
function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const pieces: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const char of line) {
    const octets = utf8Length(char);
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = "";
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** UTF-8 length of one code point, without allocating. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}
