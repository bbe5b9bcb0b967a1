import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { ordinaryAssemblyHeld } from "../../db/assembly-deadlines";
import { database } from "../../db/client";
import { assemblyDatesRow, recordDeclaration, saveAssemblyDates, versionOf } from "../../db/legal-calendar";
import { createError } from "../../platform/errors";
import { actorOf } from "../../services/auth/session";
import { storedAssemblyDates } from "../../services/calendar/assembly-dates";
import { openItems } from "../../services/calendar/index";
import type { CalendarDto } from "../../shared/calendar";
import { assemblyDatesInput, declarationFiledInput } from "../../shared/calendar-input";
import type { AppEnv } from "../../shared/env";
import { declarationYear, todayIn } from "../../shared/legal-deadlines";
import { conflict } from "./content-errors";
import { jsonInvalid } from "./validation";

/**
 * Yasal takvim (docs/calendar.md), for the board and administrators (mounted under /registers, behind
 * the `board` guard): the open items of every provider, and the three things the board records here:
 * a declaration filed, an entry or exit reported in DERBİS, the assembly dates.
 */
export const calendarApi = new Hono<AppEnv>();

calendarApi.get("/", async (c) => {
  const db = database(c.env.DB);
  const [{ today, items }, [row], assemblyKept] = await Promise.all([openItems(db, new Date()), assemblyDatesRow(db), ordinaryAssemblyHeld(db)]);
  return c.json({ today, items, assembly: { ...storedAssemblyDates(row), version: versionOf(row) }, assemblyKept } satisfies CalendarDto);
});

calendarApi.post("/declarations", zValidator("json", declarationFiledInput, jsonInvalid), async (c) => {
  const { year } = c.req.valid("json");
  // A year's declaration opens on 1 January of the next year (Yönetmelik art. 83).
  if (year > declarationYear(todayIn(new Date()))) {
    const message = `${year} yılının beyannamesi ${year + 1} yılının başında verilebilir.`;
    throw createError({ statusCode: 400, statusMessage: message, fields: { year: message } });
  }
  await recordDeclaration(database(c.env.DB), actorOf(c), year);
  return c.json({ ok: true });
});

calendarApi.put("/assembly", zValidator("json", assemblyDatesInput, jsonInvalid), async (c) => {
  const { version, ...dates } = c.req.valid("json");
  const row = await saveAssemblyDates(database(c.env.DB), actorOf(c), dates, version);
  if (!row) throw conflict();
  return c.json({ ...storedAssemblyDates(row), version: row.version });
});
