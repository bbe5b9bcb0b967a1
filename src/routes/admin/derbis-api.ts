import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { database } from "../../db/client";
import { markReported, unreportedPage } from "../../db/member-register";
import { createError } from "../../platform/errors";
import { actorOf } from "../../services/auth/session";
import type { AppEnv } from "../../shared/env";
import { istanbulDay } from "../../shared/i18n/dates";
import { daysLeft, derbisDeadline, derbisMarkSchema } from "../../shared/registers/derbis-report";
import type { DerbisPageDto } from "../../shared/registers/dto";
import { jsonInvalid } from "./validation";

/**
 * The DERBİS list (docs/registers.md, "DERBİS"): entries and exits not yet reported, each with its
 * 45-day deadline, and the "bildirildi" mark the board sets once per event (audited).
 */
export const derbisApi = new Hono<AppEnv>();

const PAGE_SIZE = 50;
const pageQuery = z.object({ sayfa: z.coerce.number().int().min(1).max(100000).default(1) });
const idParam = z.object({ id: z.coerce.number().int().positive() });

derbisApi.get("/members/derbis", zValidator("query", pageQuery, jsonInvalid), async (c) => {
  const { sayfa } = c.req.valid("query");
  const page = await unreportedPage(database(c.env.DB), { limit: PAGE_SIZE, offset: (sayfa - 1) * PAGE_SIZE });
  const today = istanbulDay(new Date());
  const rows = page.rows.map((row) => {
    const deadline = derbisDeadline(row.day);
    return { ...row, deadline, daysLeft: daysLeft(deadline, today) };
  });
  return c.json({ rows, total: page.total, page: sayfa, pageSize: PAGE_SIZE } satisfies DerbisPageDto);
});

derbisApi.post("/members/:id/bildirildi", zValidator("param", idParam, jsonInvalid), zValidator("json", derbisMarkSchema, jsonInvalid), async (c) => {
  const { event } = c.req.valid("json");
  const outcome = await markReported(database(c.env.DB), actorOf(c), c.req.valid("param").id, event, new Date());
  if (outcome === "already") throw createError({ statusCode: 409, statusMessage: event === "entry" ? "Bu girişin DERBİS bildirimi zaten işaretlenmiş." : "Bu çıkışın DERBİS bildirimi zaten işaretlenmiş." });
  if (outcome === "missing") throw createError({ statusCode: 404, statusMessage: "Bildirilecek böyle bir giriş ya da çıkış yok." });
  return c.json({ ok: true });
});
