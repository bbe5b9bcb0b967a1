import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { database } from "../../db/client";
import { recordDeclaration } from "../../db/legal-calendar";
import { createError } from "../../platform/errors";
import { actorOf } from "../../services/auth/session";
import { openItems } from "../../services/calendar/index";
import type { CalendarDto } from "../../shared/calendar";
import { declarationFiledInput } from "../../shared/calendar-input";
import type { AppEnv } from "../../shared/env";
import { declarationYear, todayIn } from "../../shared/legal-deadlines";
import { jsonInvalid } from "./validation";

/**
 * Yasal takvim (docs/calendar.md), for the board and administrators (mounted under /registers, behind
 * the `board` guard): the open items of every provider, and what the board records here: a
 * declaration filed (an entry or exit reported in DERBİS is recorded on the register's own route).
 * The assembly's dates are the assemblies' own records (docs/assembly.md), entered once there.
 */
export const calendarApi = new Hono<AppEnv>();

calendarApi.get("/", async (c) => {
  const db = database(c.env.DB);
  const { today, items } = await openItems(db, new Date());
  return c.json({ today, items } satisfies CalendarDto);
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
