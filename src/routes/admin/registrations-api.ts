import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { auditStatement } from "../../db/audit";
import { database } from "../../db/client";
import { adminRegistrationView, eventTitle, markAttendance, registrationsOfEvent, saveRegistrationSettings, standingAddresses } from "../../db/registrations";
import type { eventRegistrations } from "../../db/schema";
import { registrantsMessageMail } from "../../services/events/mails";
import { queueMails } from "../../services/email/outbox";
import type { AppEnv } from "../../shared/env";
import { afterPlacesFreed, eventMailContext } from "../../services/events/notify";
import { formatDateTime } from "../../shared/i18n/dates";
import { singleLine } from "../../shared/mail-header";
import { iso } from "./content-dto";
import { notFound } from "./content-errors";
import { registrationSettingsInput } from "./input-schemas";
import type { RegistrationDto, RegistrationsDto } from "../../shared/admin-contract";
import { jsonInvalid } from "./validation";
import { csvDownload } from "./csv";
import { createError } from "../../platform/errors";
import { purgeTags } from "../../platform/cache/purge";
import { purgeForRegistrationSettings } from "../../platform/cache/tags";
import { actorOf } from "../../services/auth/session";

/**
 * Registrations in the admin area: open or close registration on an event (places, closing time,
 * who may register), see who registered and who waits, mark who came, write to everyone
 * registered, and download the list for Excel.
 */
export const registrationsApi = new Hono<AppEnv>();

const eventParam = z.object({ eventId: z.coerce.number().int().positive() });
const registrationParam = eventParam.extend({ id: z.coerce.number().int().positive() });

export const registrantsMessageInput = z.object({
  subject: z.string({ error: "Mesajın konusunu yazın." }).trim().min(3, "Konu en az 3 karakter olmalı.").max(150, "Konu en fazla 150 karakter olabilir.").check(singleLine("Konu")),
  message: z.string({ error: "Mesajı yazın." }).trim().min(10, "Mesaj en az 10 karakter olmalı.").max(5000, "Mesaj en fazla 5000 karakter olabilir."),
  includeWaiting: z.boolean().default(false),
});

type Row = typeof eventRegistrations.$inferSelect;

const registrationDto = (row: Row): RegistrationDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  status: row.status,
  member: row.userId !== null,
  createdAt: row.createdAt.toISOString(),
  promotedAt: iso(row.promotedAt),
  cancelledAt: iso(row.cancelledAt),
  attendedAt: iso(row.attendedAt),
});

async function overview(c: Context<AppEnv>, eventId: number): Promise<RegistrationsDto> {
  const db = database(c.env.DB);
  const [[event], [settings], rows] = await adminRegistrationView(db, eventId);
  if (!event) throw notFound("Etkinlik");
  const count = (status: Row["status"]) => rows.filter((row) => row.status === status).length;
  return {
    event: { ...event, startsAt: event.startsAt.toISOString() },
    settings: settings ? { open: settings.open, capacity: settings.capacity, closesAt: iso(settings.closesAt), audience: settings.audience } : null,
    counts: { confirmed: count("confirmed"), waiting: count("waiting"), cancelled: count("cancelled"), attended: rows.filter((row) => row.attendedAt).length },
    items: rows.map(registrationDto),
  };
}

registrationsApi.get("/:eventId", zValidator("param", eventParam, jsonInvalid), async (c) => c.json(await overview(c, c.req.valid("param").eventId)));

/**
 * Opens, changes or closes registration. More places (or no limit) move the waiting list up in the
 * same batch, and those people are mailed; the event page's cached copy is purged.
 */
registrationsApi.put(
  "/:eventId/settings",
  zValidator("param", eventParam, jsonInvalid),
  zValidator("json", registrationSettingsInput, jsonInvalid),
  async (c) => {
    const { eventId } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const [event] = await eventTitle(db, eventId);
    if (!event) throw notFound("Etkinlik");
    const values = { open: input.open, capacity: input.capacity, closesAt: input.closesAt, audience: input.audience, updatedBy: actorOf(c).id, updatedAt: new Date() };
    const summary = input.open
      ? `“${event.title}” kayıtları: ${input.capacity === null ? "sınırsız" : `${input.capacity} kişilik`}, ${input.audience === "members" ? "yalnızca üyeler" : "herkes"}${input.closesAt ? `, ${formatDateTime(input.closesAt)} tarihinde kapanır` : ""}`
      : `“${event.title}” kayıtları kapatıldı`;
    const promoted = await saveRegistrationSettings(db, eventId, values, { actor: actorOf(c), summary }, new Date());
    purgeTags(c, purgeForRegistrationSettings(eventId));
    await afterPlacesFreed(c, eventId, promoted);
    return c.json(await overview(c, eventId));
  },
);

registrationsApi.post(
  "/:eventId/:id/attendance",
  zValidator("param", registrationParam, jsonInvalid),
  zValidator("json", z.object({ attended: z.boolean() }), jsonInvalid),
  async (c) => {
    const { eventId, id } = c.req.valid("param");
    const db = database(c.env.DB);
    const [row] = await markAttendance(db, eventId, id, c.req.valid("json").attended, new Date());
    if (!row) throw createError({ statusCode: 409, statusMessage: "Katılım yalnızca kesin kaydı olanlar için işaretlenebilir." });
    const [full] = await registrationsOfEvent(db, eventId).then((rows) => rows.filter((item) => item.id === id));
    return c.json(registrationDto(full!));
  },
);

/** A message to everyone registered (and, if asked, those waiting), through the mail queue. */
registrationsApi.post(
  "/:eventId/message",
  zValidator("param", eventParam, jsonInvalid),
  zValidator("json", registrantsMessageInput, jsonInvalid),
  async (c) => {
    const { eventId } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const context = await eventMailContext(c, eventId);
    if (!context) throw notFound("Yayında bir etkinlik");
    const people = await standingAddresses(db, eventId, input.includeWaiting);
    if (people.length === 0) throw createError({ statusCode: 409, statusMessage: "Bu etkinliğe kayıtlı kimse yok; mesaj gönderilmedi." });
    const queued = await queueMails(
      c,
      people.map((person) => registrantsMessageMail(person.email, person.name, context.mail, input.subject, input.message, context.sender)),
    );
    await auditStatement(db, actorOf(c), {
      action: "event.message",
      target: `event:${eventId}`,
      summary: `“${context.event.title}” kayıtlılarına mesaj gönderildi: ${input.subject} (${queued} kişi)`,
    });
    return c.json({ queued });
  },
);

const STATUS_NAMES: Record<Row["status"], string> = { confirmed: "Kesin kayıt", waiting: "Yedek liste", cancelled: "İptal" };

/** The list for Excel: one row per registration, Istanbul times, Turkish headings. */
registrationsApi.get("/:eventId/export.csv", zValidator("param", eventParam, jsonInvalid), async (c) => {
  const { eventId } = c.req.valid("param");
  const db = database(c.env.DB);
  const [[event], rows] = await db.batch([eventTitle(db, eventId), registrationsOfEvent(db, eventId)]);
  if (!event) throw notFound("Etkinlik");
  const when = (date: Date | null) => (date ? formatDateTime(date) : "");
  return csvDownload(
    [
      ["Sıra", "Ad soyad", "E-posta", "Telefon", "Durum", "Üye", "Kayıt zamanı", "Yedekten geçiş", "İptal zamanı", "Katıldı"],
      ...rows.map((row, index) => [
        String(index + 1),
        row.name,
        row.email,
        row.phone ?? "",
        STATUS_NAMES[row.status],
        row.userId !== null ? "Evet" : "Hayır",
        when(row.createdAt),
        when(row.promotedAt),
        when(row.cancelledAt),
        row.attendedAt ? "Evet" : "",
      ]),
    ],
    `${event.slug}-kayitlar.csv`,
  );
});
