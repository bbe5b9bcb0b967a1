import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { database } from "../../db/client";
import { deletePastAssembly, filePastResult, insertPastAssembly, pastAssemblyById } from "../../db/past-assemblies";
import { createError } from "../../platform/errors";
import { actorOf } from "../../services/auth/session";
import { FILED_BEFORE_HELD, pastAssemblyInput, pastResultInput } from "../../shared/assembly/past";
import type { AppEnv } from "../../shared/env";
import { jsonInvalid } from "./validation";

/**
 * Assemblies held before the site, under /api/assembly/past (docs/assembly.md): entered once when the
 * association starts using the site, so the legal calendar counts the next ordinary assembly from the
 * last one and the setup checklist sees it. Behind the same `board` guard as the rest of /api/assembly.
 */
export const assemblyPastApi = new Hono<AppEnv>();

const idParam = z.object({ id: z.coerce.number().int().positive() });
const missing = () => createError({ statusCode: 404, statusMessage: "Genel kurul kaydı bulunamadı." });

assemblyPastApi.post("/", zValidator("json", pastAssemblyInput, jsonInvalid), async (c) => {
  const past = c.req.valid("json");
  const created = await insertPastAssembly(database(c.env.DB), actorOf(c), past);
  if (created === "duplicate") {
    const message = "Bu günde bu türden bir genel kurul zaten girilmiş.";
    throw createError({ statusCode: 409, statusMessage: message, fields: { heldOn: message } });
  }
  return c.json(created, 201);
});

assemblyPastApi.put("/:id/result", zValidator("param", idParam, jsonInvalid), zValidator("json", pastResultInput, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const { id } = c.req.valid("param");
  const { resultFiledOn } = c.req.valid("json");
  const past = await pastAssemblyById(db, id);
  if (!past) throw missing();
  if (resultFiledOn < past.heldOn) throw createError({ statusCode: 400, statusMessage: FILED_BEFORE_HELD, fields: { resultFiledOn: FILED_BEFORE_HELD } });
  if (!(await filePastResult(db, actorOf(c), id, resultFiledOn))) {
    throw createError({ statusCode: 409, statusMessage: "Bu genel kurulun sonuç bildirimi zaten kaydedilmiş." });
  }
  return c.json({ ok: true });
});

assemblyPastApi.delete("/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  if (!(await deletePastAssembly(database(c.env.DB), actorOf(c), c.req.valid("param").id))) throw missing();
  return c.json({ ok: true });
});
