import { zValidator } from "@hono/zod-validator";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { rememberFormerSlug } from "../db/addresses";
import { auditStatement, type Actor } from "../db/audit";
import { database, type Database } from "../db/client";
import { coverImages } from "../db/images";
import { events, slugHistory } from "../db/schema";
import type { AppEnv } from "../env";
import type { EventDto, EventListItem, Page } from "./contract";
import {
  ADMIN_PAGE_SIZE,
  conflict,
  imageDto,
  instant,
  iso,
  listQuery,
  matchesSearch,
  notFound,
  publication,
  richTextField,
  searchKeyOf,
  slugFor,
  slugTaken,
  slugTakenError,
  visibilityOf,
} from "./content-shared";
import { jsonInvalid } from "./validation";

/** Etkinlikler in the admin area: list, read, create, update (versioned), duplicate, delete. */
export const eventsApi = new Hono<AppEnv>();

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
const eventUpdate = eventInput.and(z.object({ version: z.number().int().positive() }));
const idParam = z.object({ id: z.coerce.number().int().positive() });
const versionQuery = z.object({ version: z.coerce.number().int().positive() });

type Row = typeof events.$inferSelect;
const target = (id: number) => `event:${id}`;

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
const listItem = eventListItem;

async function readEvent(db: Database, id: number): Promise<EventDto | null> {
  const [row] = await db
    .select({ item: events, cover: coverImages })
    .from(events)
    .leftJoin(coverImages, eq(events.coverImageId, coverImages.id))
    .where(eq(events.id, id));
  if (!row) return null;
  return {
    ...listItem(row.item),
    summary: row.item.summary,
    body: row.item.body as EventDto["body"],
    locationAddress: row.item.locationAddress,
    onlineUrl: row.item.onlineUrl,
    coverImage: row.cover ? imageDto(row.cover) : null,
    createdAt: row.item.createdAt.toISOString(),
  };
}

/** The columns only events have. */
const eventFields = (input: Pick<Row, "startsAt" | "endsAt" | "allDay" | "locationName" | "locationAddress" | "onlineUrl" | "coverImageId">) => ({
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  allDay: input.allDay,
  locationName: input.locationName,
  locationAddress: input.locationAddress,
  onlineUrl: input.onlineUrl,
  coverImageId: input.coverImageId,
});

const actorOf = (c: { var: AppEnv["Variables"] }): Actor => ({ id: c.var.session!.user.id, name: c.var.session!.user.name });

/** Turkish words for what a save did, for the audit log. */
const savedAs = (status: string, publishAt: Date | null) =>
  visibilityOf(status, publishAt) === "draft" ? "taslak olarak kaydedildi" : visibilityOf(status, publishAt) === "scheduled" ? "yayına planlandı" : "yayımlandı";

eventsApi.get("/", zValidator("query", listQuery, jsonInvalid), async (c) => {
  const { q, sayfa } = c.req.valid("query");
  const db = database(c.env.DB);
  const where = matchesSearch(events.searchKey, q);
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(events).where(where),
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((sayfa - 1) * ADMIN_PAGE_SIZE),
  ]);
  const total = counted?.total ?? 0;
  const page: Page<EventListItem> = { items: rows.map(listItem), page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total };
  return c.json(page);
});

eventsApi.get("/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  const item = await readEvent(database(c.env.DB), c.req.valid("param").id);
  if (!item) throw notFound("Etkinlik");
  return c.json(item);
});

eventsApi.post("/", zValidator("json", eventInput, jsonInvalid), async (c) => {
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  const published = publication(input);
  const slug = slugFor(input.title, input.slug);
  try {
    const [[created]] = await db.batch([
      db
        .insert(events)
        .values({
          title: input.title,
          slug,
          summary: input.summary,
          body: input.body,
          ...eventFields(input),
          searchKey: searchKeyOf(input.title, input.summary),
          authorId: actorOf(c).id,
          ...published,
        })
        .returning({ id: events.id }),
      auditStatement(db, actorOf(c), {
        action: "event.create",
        target: sql`'event:' || last_insert_rowid()`,
        summary: `“${input.title}” oluşturuldu ve ${savedAs(published.status, published.publishAt)}`,
      }),
    ]);
    return c.json(await readEvent(db, created!.id), 201);
  } catch (error) {
    if (slugTaken(error)) throw slugTakenError();
    throw error;
  }
});

eventsApi.put("/:id", zValidator("param", idParam, jsonInvalid), zValidator("json", eventUpdate, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  const published = publication(input);
  const slug = slugFor(input.title, input.slug);
  const [current] = await db.select({ slug: events.slug, version: events.version }).from(events).where(eq(events.id, id));
  if (!current) throw notFound("Etkinlik");
  if (current.version !== input.version) throw conflict();
  // Everything below is conditional on the row still having the version the editor loaded.
  const saved = sql`(SELECT version FROM ${events} WHERE id = ${id}) = ${input.version + 1}`;
  try {
    const [updated] = await db.batch([
      db
        .update(events)
        .set({
          title: input.title,
          slug,
          summary: input.summary,
          body: input.body,
          ...eventFields(input),
          searchKey: searchKeyOf(input.title, input.summary),
          ...published,
          updatedAt: new Date(),
          version: sql`${events.version} + 1`,
        })
        .where(and(eq(events.id, id), eq(events.version, input.version)))
        .returning({ id: events.id }),
      // The old address keeps working (301) when the slug changes.
      rememberFormerSlug(db, "etkinlik", events, id, { from: current.slug, to: slug }, saved),
      auditStatement(
        db,
        actorOf(c),
        { action: "event.update", target: target(id), summary: `“${input.title}” ${savedAs(published.status, published.publishAt)}` },
        saved,
      ),
    ]);
    if (updated.length === 0) throw conflict();
  } catch (error) {
    if (slugTaken(error)) throw slugTakenError();
    throw error;
  }
  return c.json(await readEvent(db, id));
});

eventsApi.post("/:id/duplicate", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const [original] = await db.select().from(events).where(eq(events.id, id));
  if (!original) throw notFound("Etkinlik");
  const title = `${original.title} (kopya)`;
  // A copy is a draft with an address of its own.
  const slug = `${original.slug.slice(0, 60)}-kopya-${Date.now().toString(36)}`;
  const [[created]] = await db.batch([
    db
      .insert(events)
      .values({
        title,
        slug,
        summary: original.summary,
        body: original.body,
        ...eventFields(original),
        searchKey: searchKeyOf(title, original.summary),
        status: "draft",
        publishAt: null,
        authorId: actorOf(c).id,
      })
      .returning({ id: events.id }),
    auditStatement(db, actorOf(c), {
      action: "event.duplicate",
      target: sql`'event:' || last_insert_rowid()`,
      summary: `“${original.title}” çoğaltıldı`,
    }),
  ]);
  return c.json(await readEvent(db, created!.id), 201);
});

eventsApi.delete("/:id", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const { version } = c.req.valid("query");
  const db = database(c.env.DB);
  const [current] = await db.select({ title: events.title, version: events.version }).from(events).where(eq(events.id, id));
  if (!current) throw notFound("Etkinlik");
  if (current.version !== version) throw conflict();
  const stillThere = sql`EXISTS (SELECT 1 FROM ${events} WHERE id = ${id} AND version = ${version})`;
  const [, deleted] = await db.batch([
    auditStatement(db, actorOf(c), { action: "event.delete", target: target(id), summary: `“${current.title}” silindi` }, stillThere),
    db.delete(events).where(and(eq(events.id, id), eq(events.version, version))).returning({ id: events.id }),
    db.delete(slugHistory).where(and(eq(slugHistory.kind, "etkinlik"), eq(slugHistory.targetId, id))),
  ]);
  if (deleted.length === 0) throw conflict();
  return c.json({ ok: true });
});
