import { eventPath } from "../../shared/paths";
import type { EventSummary } from "./summary";
import type { CalendarEvent } from "./ics";

/** The event columns a calendar entry is made of (public queries and the registrant's copy alike). */
export type CalendarSource = Omit<EventSummary, "cover"> & { updatedAt: Date };

/**
 * One event as an iCalendar entry. `onlineUrl` is whatever the reader may know: the public feeds
 * pass the public value (null when the join address goes to registrants only), a registrant's
 * confirmation passes the stored one. A hybrid event keeps its venue as LOCATION and names the
 * join address in the description.
 */
export const calendarEventOf = (origin: string, event: CalendarSource): CalendarEvent => ({
  uid: `etkinlik-${event.id}@${new URL(origin).hostname}`,
  title: event.cancelled ? `İPTAL: ${event.title}` : event.title,
  description: [event.summary, event.onlineUrl && event.attendanceMode !== "cevrimici" ? `Çevrim içi katılım: ${event.onlineUrl}` : ""].filter(Boolean).join("\n"),
  url: origin + eventPath(event),
  startsAt: event.startsAt.getTime(),
  endsAt: event.endsAt?.getTime() ?? null,
  allDay: event.allDay,
  locationName: event.locationName,
  locationAddress: event.locationAddress,
  onlineUrl: event.onlineUrl,
  attendanceMode: event.attendanceMode,
  cancelled: event.cancelled,
  updatedAt: event.updatedAt.getTime(),
});
