import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { assemblyList, insertAssembly, saveNoticeText, updatePlan } from "../../db/assemblies";
import { database } from "../../db/client";
import { readIdentity } from "../../db/identity";
import { saveSetting } from "../../db/settings";
import { createError } from "../../platform/errors";
import { actorOf } from "../../services/auth/session";
import { ASSEMBLY_SETTINGS_KEY, readAssemblySettings } from "../../db/assembly-settings";
import type { AssemblyListDto } from "../../shared/assembly/dto";
import { assemblySettingsInput, noticeTextInput, planInput } from "../../shared/assembly/inputs";
import type { AppEnv } from "../../shared/env";
import { conflict } from "./content-errors";
import { jsonInvalid } from "./validation";
import { assemblyOr404, REFUSED, toAssemblyDto } from "./assembly-common";
import { assemblyNoticeApi } from "./assembly-notice-api";
import { assemblyMeetingApi } from "./assembly-meeting-api";
import { assemblyPastApi } from "./assembly-past-api";
import { pastAssemblyList } from "../../db/past-assemblies";

/**
 * The general assembly's course under /api/assembly, for the board and administrators (mounted
 * behind the `board` guard): plans, the list of members entitled to attend, the notice, the
 * meeting and what follows it. See docs/assembly.md.
 */
export const assemblyApi = new Hono<AppEnv>();

const idParam = z.object({ id: z.coerce.number().int().positive() });

assemblyApi.route("/past", assemblyPastApi);
assemblyApi.route("/", assemblyNoticeApi);
assemblyApi.route("/", assemblyMeetingApi);

assemblyApi.get("/", async (c) => {
  const db = database(c.env.DB);
  const [items, settings, past] = await Promise.all([assemblyList(db, 100, 0), readAssemblySettings(db), pastAssemblyList(db)]);
  const dto: AssemblyListDto = {
    items: items.map((item) => ({ ...item, noticeSentAt: item.noticeSentAt?.toISOString() ?? null })),
    settings,
    past,
  };
  return c.json(dto);
});

assemblyApi.put("/settings", zValidator("json", assemblySettingsInput.extend({ version: z.number().int().min(0) }), jsonInvalid), async (c) => {
  const { version, ...value } = c.req.valid("json");
  const row = await saveSetting(database(c.env.DB), {
    key: ASSEMBLY_SETTINGS_KEY,
    value,
    version,
    actor: actorOf(c),
    audit: { action: "settings.assembly", target: "ayarlar:genel-kurul", summary: `Genel kurul ayarları: yönetim ${value.boardSeats}, denetim ${value.auditSeats} asıl üye` },
  });
  if (!row) throw conflict();
  return c.json({ version: row.version });
});

assemblyApi.post("/", zValidator("json", planInput, jsonInvalid), async (c) => {
  const plan = c.req.valid("json");
  const slug = `${plan.kind === "ordinary" ? "olagan" : "olaganustu"}-${plan.firstOn}`;
  const created = await insertAssembly(database(c.env.DB), actorOf(c), plan, slug);
  if (created === "duplicate") {
    const message = "Bu günde başka bir genel kurul planlanmış.";
    throw createError({ statusCode: 409, statusMessage: message, fields: { firstOn: message } });
  }
  return c.json(created, 201);
});

assemblyApi.get("/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  const [assembly, { identity }] = await Promise.all([assemblyOr404(c, c.req.valid("param").id), readIdentity(database(c.env.DB))]);
  return c.json(toAssemblyDto(assembly, identity.name));
});

assemblyApi.put("/:id", zValidator("param", idParam, jsonInvalid), zValidator("json", planInput, jsonInvalid), async (c) => {
  const outcome = await updatePlan(database(c.env.DB), actorOf(c), c.req.valid("param").id, c.req.valid("json"));
  if (typeof outcome === "string") throw REFUSED[outcome]();
  return c.json({ version: outcome });
});

assemblyApi.put("/:id/notice-text", zValidator("param", idParam, jsonInvalid), zValidator("json", noticeTextInput, jsonInvalid), async (c) => {
  const outcome = await saveNoticeText(database(c.env.DB), actorOf(c), c.req.valid("param").id, c.req.valid("json"));
  if (typeof outcome === "string") throw REFUSED[outcome]();
  return c.json({ version: outcome });
});
