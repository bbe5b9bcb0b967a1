import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { sql } from "drizzle-orm";
import * as z from "zod";
import { database } from "../../db/client";
import { memberRegister } from "../../db/schema";
import type { Database } from "../../db/client";
import { categoryOf, chargeYear, saveSchedule, scheduleOf, scheduleYears, setCategory } from "../../db/dues";
import { BEHIND_ORDERS, duesTotals, membersBehind, settledDues, standingOf } from "../../db/dues-status";
import { rawBatch } from "../../db/raw-batch";
import { waitingLine } from "../../db/bank-lines";
import { entriesNamed } from "../../db/member-register";
import { searchKey } from "../../shared/i18n/text";
import { saveSetting, settingRow, settingValue } from "../../db/settings";
import { paymentById, paymentsOf, recordPayment, reversePayment } from "../../db/payments";
import { createError } from "../../platform/errors";
import { runGuards } from "../../platform/guards";
import { actorOf } from "../../services/auth/session";
import { keepsDues } from "../../services/auth/guard";
import { tellPaymentRecorded } from "../../services/dues/payment-notice";
import { previewDuesReminders, sendDuesReminders } from "../../services/dues/reminders";
import { mailContextOf } from "../../services/email/sender";
import type { AppEnv } from "../../shared/env";
import { DUES_CATEGORIES } from "../../shared/dues/categories";
import { creditQuestion } from "../../shared/dues/credit";
import { referencedYear } from "../../shared/dues/reference";
import { chargeInput, paymentInput, reversalInput, scheduleInput } from "../../shared/dues/inputs";
import { istanbulDay } from "../../shared/i18n/dates";
import type { BehindPageDto, DuesDashboardDto, DuesSettingsDto, MemberDuesDto, ScheduleDto } from "../../shared/dues/dto";
import { DEFAULT_DUES_SETTINGS, DUES_SETTINGS_KEY, duesSettingsSchema, groupedIban, REMINDER_STAGE_NAMES } from "../../shared/dues/settings";
import { conflict } from "./content-errors";
import { ADMIN_PAGE_SIZE } from "./list-query";
import { jsonInvalid } from "./validation";

/**
 * Dues for those who keep the books (mounted behind the `seesDues` guard: the board reads,
 * treasurers and administrators also write, through `keepsDues` on every change). See docs/dues.md.
 */
export const duesApi = new Hono<AppEnv>();

const yearParam = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const noParam = z.object({ no: z.coerce.number().int().positive() });
/** The treasurer knows members by their register number (the receipt and the transfer's reference carry it). */
const entryNo = (no: number) => sql`(SELECT id FROM ${memberRegister} WHERE register_no = ${no})`;
const behindQuery = z.object({ sayfa: z.coerce.number().int().min(1).max(100000).default(1), sira: z.enum(Object.keys(BEHIND_ORDERS) as [keyof typeof BEHIND_ORDERS]).default("behind") });
const write = runGuards([keepsDues]);

const today = () => istanbulDay(new Date());
const thisYear = () => Number(today().slice(0, 4));

duesApi.get("/dashboard", zValidator("query", behindQuery, jsonInvalid), async (c) => {
  const { sayfa, sira } = c.req.valid("query");
  const db = database(c.env.DB);
  const [rows, [summary], [totals]] = await rawBatch(db, [
    ...membersBehind(today(), { limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE, order: sira }),
    duesTotals(thisYear()),
  ]);
  const total = summary?.total ?? 0;
  const behind: BehindPageDto = { items: rows, page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total, sumBehind: summary?.sumBehind ?? 0 };
  return c.json<DuesDashboardDto>({ year: thisYear(), today: today(), ...totals!, behind });
});

duesApi.get("/schedules", async (c) => c.json(await scheduleYears(database(c.env.DB))));

duesApi.get("/schedules/:year", zValidator("param", yearParam, jsonInvalid), async (c) => {
  const { year } = c.req.valid("param");
  const db = database(c.env.DB);
  const [[schedule], rates] = await db.batch([...scheduleOf(db, year)]);
  const dto: ScheduleDto = schedule
    ? { ...schedule, chargedAt: schedule.chargedAt?.toISOString() ?? null, updatedAt: schedule.updatedAt.toISOString(), rates }
    : { year, dueOn: `${year}-03-31`, entryFee: 0, proRata: false, chargedAt: null, version: 0, updatedAt: null, rates: DUES_CATEGORIES.map((category) => ({ year, category, amount: 0, exempt: category === "onursal" })) };
  return c.json(dto);
});

duesApi.put("/schedules", write, zValidator("json", scheduleInput, jsonInvalid), async (c) => {
  const input = c.req.valid("json");
  const saved = await saveSchedule(database(c.env.DB), input, actorOf(c));
  if (!saved) throw createError({ statusCode: 409, statusMessage: `${input.year} aidatı tahakkuk ettirildi; tarifesi artık değiştirilemez.` });
  return c.json({ ok: true });
});

duesApi.post("/charge", write, zValidator("json", chargeInput, jsonInvalid), async (c) => {
  const { year } = c.req.valid("json");
  const created = await chargeYear(database(c.env.DB), year, actorOf(c), new Date());
  if (created === null) throw createError({ statusCode: 404, statusMessage: `${year} için aidat tarifesi yok; önce tarifeyi kaydedin.` });
  return c.json({ created });
});

const findQuery = z.object({ q: z.string().trim().max(100, { error: "En fazla 100 karakter yazın." }).default("") });

/** Members found by name (Turkish letters folded) or number, for the payment form: number and name only, at most ten. */
duesApi.get("/members", zValidator("query", findQuery, jsonInvalid), async (c) => {
  const key = searchKey(c.req.valid("query").q);
  const found = key.length < 2 && !/^\d+$/.test(key) ? [] : await entriesNamed(database(c.env.DB), key);
  return c.json({ items: found.map((row) => ({ registerNo: row.registerNo, fullName: row.fullName, exited: row.exitedOn !== null })) });
});

duesApi.get("/members/:no", zValidator("param", noParam, jsonInvalid), async (c) => {
  const { no } = c.req.valid("param");
  const db = database(c.env.DB);
  const [[standing], dues, paid, [category]] = await rawBatch(db, [standingOf(entryNo(no), today()), settledDues(entryNo(no)), paymentsOf(entryNo(no)), categoryOf(entryNo(no))]);
  if (!standing) throw createError({ statusCode: 404, statusMessage: "Bu numarada bir üye kaydı yok." });
  return c.json<MemberDuesDto>({ ...standing, category: category?.category ?? "asil", dues, payments: paid.map((row) => ({ ...row, reversed: row.reversed === 1 })) });
});

duesApi.put("/members/:no/category", write, zValidator("param", noParam, jsonInvalid), zValidator("json", z.object({ category: z.enum(DUES_CATEGORIES, { error: "Üye türünü seçin." }) }), jsonInvalid), async (c) => {
  const changed = await setCategory(database(c.env.DB), entryNo(c.req.valid("param").no), c.req.valid("json").category, actorOf(c));
  if (!changed) throw createError({ statusCode: 404, statusMessage: "Bu numarada bir üye kaydı yok." });
  return c.json({ ok: true });
});

const REFUSALS = {
  receipt: { statusCode: 409, statusMessage: "Bu alındı belgesi numarası başka bir ödemede kullanılmış.", fields: { receiptSerial: "Bu alındı belgesi numarası başka bir ödemede kullanılmış." } },
  "bank-line": { statusCode: 409, statusMessage: "Bu banka satırı az önce başka biri tarafından kaydedildi." },
  member: { statusCode: 404, statusMessage: "Bu numarada bir üye kaydı yok.", fields: { registerNo: "Bu numarada bir üye kaydı yok." } },
} as const;

/**
 * A bank line for a year already paid, or beyond what the member owes, is said before it becomes
 * credit: refused (409, under `asCredit`) with the sentence, until the treasurer confirms it.
 */
async function refuseUnsaidCredit(db: Database, registerNo: number, bankLineId: number) {
  const [[line], owed] = await rawBatch(db, [
    waitingLine(bankLineId),
    settledDues(entryNo(registerNo)),
  ]);
  const question = line ? creditQuestion(owed, line.amount, referencedYear(line.description)) : null;
  if (question) throw createError({ statusCode: 409, statusMessage: question, fields: { asCredit: question } });
}

duesApi.post("/payments", write, zValidator("json", paymentInput, jsonInvalid), async (c) => {
  const { registerNo, asCredit, ...input } = c.req.valid("json");
  if (input.bankLineId !== null && !asCredit) await refuseUnsaidCredit(database(c.env.DB), registerNo, input.bankLineId);
  const outcome = await recordPayment(
    database(c.env.DB),
    { ...input, registerId: entryNo(registerNo), receiptSerial: input.method === "cash" ? input.receiptSerial : null, bankReference: input.bankReference || null },
    actorOf(c),
  );
  if (outcome.recorded) {
    // The payment stands whatever becomes of its mail; a mail the queue refuses waits for the cron.
    c.executionCtx.waitUntil(tellPaymentRecorded(c, outcome.id));
    return c.json({ id: outcome.id }, 201);
  }
  if (outcome.reason === "repeat") return c.json({ repeated: true });
  throw createError(REFUSALS[outcome.reason]);
});

duesApi.post("/payments/:id/reverse", write, zValidator("param", idParam, jsonInvalid), zValidator("json", reversalInput, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const [payment] = await paymentById(db, id);
  if (!payment) throw createError({ statusCode: 404, statusMessage: "Bu ödeme bulunamadı." });
  if (payment.reversesId !== null) throw createError({ statusCode: 409, statusMessage: "Bir düzeltme kaydı yeniden düzeltilemez." });
  const reversed = await reversePayment(db, { paymentId: id, ...c.req.valid("json") }, actorOf(c));
  if (!reversed) throw createError({ statusCode: 409, statusMessage: "Bu ödeme zaten düzeltilmiş." });
  return c.json({ ok: true });
});

/** This day's reminders as the cron would send them, each marked sent or not, for the treasurer to look at before sending. */
duesApi.get("/reminders", async (c) => c.json(await previewDuesReminders(mailContextOf(c), new Date())));

/** Sends this day's reminders now (the cron's task, by hand): each at most once, whoever runs it and however often. */
duesApi.post("/reminders/send", write, async (c) => c.json({ queued: await sendDuesReminders(mailContextOf(c), new Date()) }));

const settingsDto = (row: { value: unknown; version: number; updatedAt: Date } | undefined): DuesSettingsDto => ({
  ...settingValue(duesSettingsSchema, DEFAULT_DUES_SETTINGS, row),
  version: row?.version ?? 0,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

duesApi.get("/settings", async (c) => {
  const [row] = await settingRow(database(c.env.DB), DUES_SETTINGS_KEY);
  return c.json(settingsDto(row));
});

/** The IBAN members are shown and the reminder stages that run; based on the version the form loaded. */
duesApi.put("/settings", write, zValidator("json", duesSettingsSchema.extend({ version: z.number().int().nonnegative() }), jsonInvalid), async (c) => {
  const { version, ...value } = c.req.valid("json");
  const stages = value.reminders.map((stage) => REMINDER_STAGE_NAMES[stage].toLocaleLowerCase("tr")).join(", ") || "hiçbiri";
  const row = await saveSetting(database(c.env.DB), {
    key: DUES_SETTINGS_KEY,
    value,
    version,
    actor: actorOf(c),
    audit: { action: "settings.dues", target: "ayarlar:aidat", summary: `Aidat ayarları değiştirildi: IBAN ${value.iban ? groupedIban(value.iban) : "yok"}; hatırlatmalar: ${stages}` },
  });
  if (!row) throw conflict();
  return c.json(settingsDto(row));
});
