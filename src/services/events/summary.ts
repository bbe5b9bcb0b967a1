import type { ImageView } from "../../db/images";
import type { AttendanceMode } from "../../db/schema";

/** An event as lists, cards, feeds and the calendar show it. */
export interface EventSummary {
  id: number;
  title: string;
  slug: string;
  summary: string;
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  locationName: string | null;
  locationAddress: string | null;
  onlineUrl: string | null;
  attendanceMode: AttendanceMode;
  cancelled: boolean;
  cover: ImageView | null;
}
