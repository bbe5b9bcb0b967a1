import { desc } from "drizzle-orm";
import * as z from "zod";
import type { Database } from "../db/client";
import { eventForEditor, eventKind } from "../db/events";
import { attendanceModes, events } from "../db/schema";
import type { EventDto, EventListItem } from "./contract";
import { instant, iso, publishableDetailFields, publishableInputFields, publishableListFields, withPendingDraft } from "./content-shared";
import { publishableApi } from "./publishable-api";
import { purgeForEvent } from "../edge/page-cache/tags";
import { announceCancellation } from "../events/cancellation";

/** Empty text fields are stored as "not given". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => value || null);

const eventInput = z
  .object({
    ...publishableInputFields,
    startsAt: instant,
    endsAt: instant.nullable(),
    allDay: z.boolean(),
    locationName: optionalText(160, "Yer adı en fazla 160 karakter olabilir."),
    locationAddress: optionalText(300, "Adres en fazla 300 karakter olabilir."),
    onlineUrl: z
      .url({ protocol: /^https?$/, message: "Çevrim içi bağlantı http:// ya da https:// ile başlamalı." })
      .nullable()
      .or(z.literal("").transform(() => null)),
    attendanceMode: z.enum(attendanceModes, { error: "Katılım şeklini seçin: yerinde, çevrim içi ya da karma." }).default("yerinde"),
    onlineUrlPublic: z.boolean().default(true),
    cancelled: z.boolean().default(false),
  })
  .refine((event) => !event.endsAt || event.endsAt >= event.startsAt, {
    path: ["endsAt"],
    message: "Bitiş, başlangıçtan önce olamaz.",
  })
  .refine((event) => event.attendanceMode === "yerinde" || event.onlineUrl, {
    path: ["onlineUrl"],
    message: "Çevrim içi ya da karma bir etkinlik için katılım bağlantısını girin.",
  });

type Row = typeof events.$inferSelect;

export function eventListItem(row: Row): EventListItem {
  return {
    ...publishableListFields(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: iso(row.endsAt),
    allDay: row.allDay,
    locationName: row.locationName,
  };
}

async function readEvent(db: Database, id: number): Promise<EventDto | null> {
  const [row] = await eventForEditor(db, id);
  if (!row) return null;
  // The editor works on the pending draft, if there is one; the publication stays the row's own.
  const shown = withPendingDraft(row.item);
  return {
    ...eventListItem(shown),
    ...publishableDetailFields(shown, row.item.pendingDraft ? row.pendingCover : row.cover, row.item.pendingDraft ? row.pendingSocial : row.social),
    locationAddress: shown.locationAddress,
    onlineUrl: shown.onlineUrl,
    attendanceMode: shown.attendanceMode,
    onlineUrlPublic: shown.onlineUrlPublic,
    cancelled: shown.cancelled,
  };
}

/** Etkinlikler in the admin area. */
export const eventsApi = publishableApi({
  kind: eventKind,
  label: "Etkinlik",
  input: eventInput,
  ownColumns: (event) => ({
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    allDay: event.allDay,
    locationName: event.locationName,
    locationAddress: event.locationAddress,
    onlineUrl: event.onlineUrl,
    attendanceMode: event.attendanceMode,
    onlineUrlPublic: event.onlineUrlPublic,
    cancelled: event.cancelled,
    coverImageId: event.coverImageId,
  }),
  // Cancelling shows in the listings too (the cards say so): the rule is purgeForEvent's.
  purgeFor: purgeForEvent,
  listOrder: [desc(events.startsAt), desc(events.id)],
  listItem: eventListItem,
  read: readEvent,
  // A cancellation, once public, is mailed to everyone registered, once (src/events/cancellation.ts).
  afterPublish: announceCancellation,
});
