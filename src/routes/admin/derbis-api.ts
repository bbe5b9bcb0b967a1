import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { database } from "../../db/client";
import { markReported, unreportedPage } from "../../db/member-register";
import { createError } from "../../platform/errors";
import { actorOf } from "../../services/auth/session";
import { derbisPart } from "../../services/registers/members";
import type { AppEnv } from "../../shared/env";
import { istanbulDay } from "../../shared/i18n/dates";
import { daysLeft, derbisDeadline, derbisMarkSchema } from "../../shared/registers/derbis-report";
import type { DerbisPageDto } from "../../shared/registers/dto";
import { bookDay } from "../../shared/i18n/days";
import { EXIT_KIND_LABELS, GENDER_LABELS } from "../../shared/registers/member-entry";
import { csvDownload } from "./csv";
import { entryIdOr404, registerNoParam } from "./register-entry-param";
import { jsonInvalid } from "./validation";

/**
 * The DERBİS list (docs/registers.md, "DERBİS"): entries and exits not yet reported, each with its
 * 45-day deadline, and the "bildirildi" mark the board sets once per event (audited).
 */
export const derbisApi = new Hono<AppEnv>();

const PAGE_SIZE = 50;
const pageQuery = z.object({ sayfa: z.coerce.number().int().min(1).max(100000).default(1) });

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

const EVENT_LABELS = { entry: "Üyeliğe giriş", exit: "Üyelikten çıkış" } as const;

/** The list as CSV for Turkish Excel, every event still to report with the columns the report asks (identity numbers in full; audited). */
derbisApi.get("/members/derbis/disa-aktar", async (c) => {
  const { events } = await derbisPart(c.env, database(c.env.DB), actorOf(c));
  const header = ["Sıra no", "Adı soyadı", "T.C. kimlik no", "Tabiiyeti", "Anne adı", "Baba adı", "Cinsiyeti", "Mesleği", "Öğrenim durumu", "Yerleşim yeri", "Olay", "Tarih", "Karar no", "Çıkış şekli", "Son bildirim günü"];
  const rows = events.map(({ row, event, day }) => [
    String(row.registerNo), row.fullName, row.identity, row.nationality, row.motherName, row.fatherName ?? "", GENDER_LABELS[row.gender], row.occupation ?? "", row.education ?? "", row.address ?? "",
    EVENT_LABELS[event], bookDay(day), (event === "entry" ? row.acceptanceDecisionNo : row.exitDecisionNo) ?? "", event === "exit" && row.exitKind ? EXIT_KIND_LABELS[row.exitKind] : "", bookDay(derbisDeadline(day)),
  ]);
  return csvDownload([header, ...rows], `derbis-bildirimleri-${istanbulDay(new Date())}.csv`);
});

derbisApi.post("/members/:no/bildirildi", zValidator("param", registerNoParam, jsonInvalid), zValidator("json", derbisMarkSchema, jsonInvalid), async (c) => {
  const { event } = c.req.valid("json");
  const db = database(c.env.DB);
  const outcome = await markReported(db, actorOf(c), await entryIdOr404(db, c.req.valid("param").no), event, new Date());
  if (outcome === "already") throw createError({ statusCode: 409, statusMessage: event === "entry" ? "Bu girişin DERBİS bildirimi zaten işaretlenmiş." : "Bu çıkışın DERBİS bildirimi zaten işaretlenmiş." });
  if (outcome === "missing") throw createError({ statusCode: 404, statusMessage: "Bildirilecek böyle bir giriş ya da çıkış yok." });
  return c.json({ ok: true });
});
