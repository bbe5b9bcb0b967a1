import { desc, eq } from "drizzle-orm";
import * as z from "zod";
import type { Database } from "../db/client";
import { coverImages } from "../db/images";
import { events } from "../db/schema";
import type { EventDto, EventListItem } from "./contract";
import { imageDto, instant, iso, richTextField, visibilityOf } from "./content-shared";
import { publishableApi } from "./publishable-api";

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
    title: z.string().trim().min(3, "Başlık en az 3 karakter olmalı.").max(160, "Başlık en fazla 160 karakter olabilir."),
    slug: z.string().max(80, "Kısa ad en fazla 80 karakter olabilir.").optional(),
    summary: z.string().trim().max(400, "Özet en fazla 400 karakter olabilir."),
    body: richTextField,
    startsAt: instant,
    endsAt: instant.nullable(),
    allDay: z.boolean(),
    locationName: optionalText(160, "Yer adı en fazla 160 karakter olabilir."),
    locationAddress: optionalText(300, "Adres en fazla 300 karakter olabilir."),
    onlineUrl: z
      .url({ protocol: /^https?$/, message: "Çevrim içi bağlantı http:// ya da https:// ile başlamalı." })
      .nullable()
      .or(z.literal("").transform(() => null)),
    coverImageId: z.number().int().positive().nullable(),
    status: z.enum(["draft", "published"], { error: "Durum taslak ya da yayında olmalı." }),
    publishAt: instant.nullable(),
  })
  .refine((event) => !event.endsAt || event.endsAt >= event.startsAt, {
    path: ["endsAt"],
    message: "Bitiş, başlangıçtan önce olamaz.",
  });

type Row = typeof events.$inferSelect;

export function eventListItem(row: Row): EventListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    visibility: visibilityOf(row.status, row.publishAt),
    publishAt: iso(row.publishAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: iso(row.endsAt),
    allDay: row.allDay,
    locationName: row.locationName,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function readEvent(db: Database, id: number): Promise<EventDto | null> {
  const [row] = await db.select({ item: events, cover: coverImages }).from(events).leftJoin(coverImages, eq(events.coverImageId, coverImages.id)).where(eq(events.id, id));
  if (!row) return null;
  return {
    ...eventListItem(row.item),
    summary: row.item.summary,
    body: row.item.body as EventDto["body"],
    locationAddress: row.item.locationAddress,
    onlineUrl: row.item.onlineUrl,
    coverImage: row.cover ? imageDto(row.cover) : null,
    createdAt: row.item.createdAt.toISOString(),
  };
}

/** Etkinlikler in the admin area. */
export const eventsApi = publishableApi({
  table: events,
  slugKind: "etkinlik",
  auditName: "event",
  label: "Etkinlik",
  input: eventInput,
  ownColumns: (source) => {
    const event = source as Row;
    return {
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      allDay: event.allDay,
      locationName: event.locationName,
      locationAddress: event.locationAddress,
      onlineUrl: event.onlineUrl,
      coverImageId: event.coverImageId,
    };
  },
  listOrder: [desc(events.startsAt), desc(events.id)],
  listItem: (row) => eventListItem(row as Row),
  read: readEvent,
});
