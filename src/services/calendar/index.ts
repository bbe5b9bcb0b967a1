/**
 * The legal calendar (docs/calendar.md): every provider's open items, most pressing first. The admin
 * screen, the dashboard card and the weekly mail all read this one list.
 */
import type { Database } from "../../db/client";
import type { CalendarItem } from "../../shared/calendar";
import { todayIn } from "../../shared/legal-deadlines";
import type { CalendarProvider } from "./provider";
import { applicationsProvider } from "./providers/applications";
import { assemblyProvider } from "./providers/assembly";
import { declarationProvider } from "./providers/declaration";
import { memberReportsProvider } from "./providers/member-reports";

/** Every kind of deadline the site knows; add a provider here. */
export const CALENDAR_PROVIDERS: readonly CalendarProvider[] = [assemblyProvider, declarationProvider, memberReportsProvider, applicationsProvider];

/** Every open item on `now`'s Istanbul day, by due date (then by key, so the order is stable). */
export async function openItems(db: Database, now: Date, providers: readonly CalendarProvider[] = CALENDAR_PROVIDERS): Promise<{ today: string; items: CalendarItem[] }> {
  const today = todayIn(now);
  const lists = await Promise.all(providers.map((provider) => provider.openItems({ db, now, today })));
  const items = lists.flat().sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.key.localeCompare(b.key));
  return { today, items };
}
