import type { AttendanceMode } from "../../db/schema";

/** What an event's card, page, mail and calendar entry say about where it happens. */
export interface EventPlaceFacts {
  locationName: string | null;
  locationAddress: string | null;
  onlineUrl: string | null;
  attendanceMode: AttendanceMode;
}

/** "Kuzguncuk Bostanı, Üsküdar", "Çevrim içi", "… ve çevrim içi", or that it is still to be announced. */
export function eventPlace(event: EventPlaceFacts): string {
  if (event.attendanceMode === "cevrimici") return "Çevrim içi";
  const venue = [event.locationName, event.locationAddress].filter(Boolean).join(", ");
  if (event.attendanceMode === "karma") return venue ? `${venue} ve çevrim içi` : "Çevrim içi (yer daha sonra duyurulacak)";
  return venue || (event.onlineUrl ? "Çevrim içi" : "Yer daha sonra duyurulacak");
}
