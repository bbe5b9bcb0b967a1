/**
 * The legal calendar is a list of providers (docs/calendar.md): one small module per kind of
 * deadline, each answering its open items. A new kind of deadline is a new provider in
 * providers/ and one line in ./index.ts; nothing else lists them.
 */
import type { Database } from "../../db/client";
import type { CalendarItem } from "../../shared/calendar";

/** What a provider gets: the database and the moment the calendar is drawn, with its Istanbul day. */
export interface ProviderRun {
  db: Database;
  now: Date;
  /** Istanbul's calendar day of `now`, "2026-11-26". */
  today: string;
}

/** One kind of deadline: its open items, each with its due date, title, link and stable key. */
export interface CalendarProvider {
  /** Short and stable, for logs and tests ("member-reports"). */
  name: string;
  openItems: (run: ProviderRun) => Promise<CalendarItem[]>;
}
