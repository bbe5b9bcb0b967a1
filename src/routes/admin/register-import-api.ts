import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { actorOf } from "../../services/auth/session";
import { database } from "../../db/client";
import { createError } from "../../platform/errors";
import { acceptBody } from "../../platform/request-body";
import type { ImportCheckDto, ImportDoneDto } from "../../shared/admin-contract";
import type { AppEnv } from "../../shared/env";
import type { MarkedReported } from "../../shared/registers/derbis-report";
import { checkImport, importRequest, storeImport } from "../../services/registers/import";
import { jsonInvalid } from "./validation";

/**
 * Importing an existing member register (the board and administrators, under /registers): a dry run
 * that answers each row's problems and stores nothing, and the import itself, which stores every row
 * or, only when the board asks for it (`skipFailing`), every row that passed. docs/registers.md.
 */
export const registerImportApi = new Hono<AppEnv>();

/** 2,000 rows of a register as JSON: about 1 MB at most. */
const importBody = acceptBody({ type: "json", maxBytes: 1024 * 1024 });

registerImportApi.post("/denetle", importBody, zValidator("json", importRequest, jsonInvalid), async (c) => {
  const { rows, paidThrough } = c.req.valid("json");
  const { reports, ready, charges } = await checkImport(c.env, database(c.env.DB), rows, paidThrough);
  return c.json({ rows: reports, passing: ready.length, failing: reports.length - ready.length, charges } satisfies ImportCheckDto);
});

/** D1 reports a number or identity taken meanwhile as a UNIQUE failure of the register's indexes. */
const takenMeanwhile = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: member_register\./.test(error.message + String((error as { cause?: unknown }).cause ?? ""));

registerImportApi.post("/", importBody, zValidator("json", importRequest, jsonInvalid), async (c) => {
  const { rows, skipFailing, reportedBefore, paidThrough } = c.req.valid("json");
  const db = database(c.env.DB);
  const { reports, ready } = await checkImport(c.env, db, rows, paidThrough);
  const failing = reports.length - ready.length;
  if (failing > 0 && !skipFailing) {
    throw createError({ statusCode: 400, statusMessage: `${failing} satırda sorun var; hiçbir kayıt eklenmedi. Sorunları düzeltin ya da hatalı satırları atlayarak aktarın.` });
  }
  if (ready.length === 0) throw createError({ statusCode: 400, statusMessage: "Aktarılabilecek sorunsuz satır yok; hiçbir kayıt eklenmedi." });
  let markedReported: MarkedReported = { entries: 0, exits: 0 };
  try {
    markedReported = await storeImport(db, actorOf(c), ready, failing, reportedBefore ? new Date() : null);
  } catch (error) {
    if (takenMeanwhile(error)) {
      throw createError({ statusCode: 409, statusMessage: "Bu sırada deftere başka bir kayıt eklendi; hiçbir satır kaydedilmedi. Dosyayı yeniden denetleyip aktarın." });
    }
    throw error;
  }
  const numbers = ready.map((row) => row.registerNo);
  return c.json({ imported: ready.length, skipped: failing, first: Math.min(...numbers), last: Math.max(...numbers), markedReported } satisfies ImportDoneDto, 201);
});
