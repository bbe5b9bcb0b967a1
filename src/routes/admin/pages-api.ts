import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { actorOf } from "../../services/auth/session";
import { database } from "../../db/client";
import { createPageStatements, pageByKey, savePageStatements, type PageSave, type PageSaveAudit } from "../../db/pages";
import { revisionList, revisionOf } from "../../db/revisions";
import type { pages } from "../../db/schema";
import { createError } from "../../platform/errors";
import { purgeTags } from "../../platform/cache/purge";
import { purgeForPage } from "../../platform/cache/tags";
import { acceptBody, BODY_POLICIES } from "../../platform/request-body";
import { PAGE_FIELD_SCHEMAS, PAGE_KEYS, PAGE_NAMES, type PageKey } from "../../shared/content-kinds/page";
import type { AppEnv } from "../../shared/env";
import { formatDateTime } from "../../shared/i18n/dates";
import { pageDefault } from "../pages/page-default";
import { conflict, notFound } from "./content-errors";
import { revisionDto, revisionHistory } from "./content-dto";
import { richTextField } from "./rich-text-field";
import type { PageDto, Restored } from "../../shared/admin-contract";
import { droppedImagesNotice, withoutUnavailableImages } from "../../services/media/unavailable-images";
import { jsonInvalid } from "./validation";

/** The editable pages (Sayfalar) for the admin app: read, save, their revisions. */
export const pagesApi = new Hono<AppEnv>();

/**
 * Every page shows a text from code until first saved (src/shared/content-kinds/page-defaults.ts),
 * served as version 0; saving version 0 creates its row.
 */
const defaultPageDto = async (key: PageKey): Promise<PageDto> => ({ key, ...(await pageDefault(key)), updatedAt: new Date(0).toISOString(), version: 0 });

const keyParam = z.object({ key: z.enum(PAGE_KEYS, { error: "Böyle bir sayfa yok." }) });

function pageDto(row: typeof pages.$inferSelect): PageDto {
  return {
    key: row.key,
    title: row.title,
    summary: row.summary,
    body: row.body as PageDto["body"],
    fields: row.fields as Record<string, string>,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

pagesApi.get("/pages/:key", zValidator("param", keyParam, jsonInvalid), async (c) => {
  const { key } = c.req.valid("param");
  const [row] = await pageByKey(database(c.env.DB), key);
  return c.json(row ? pageDto(row) : await defaultPageDto(key));
});

const pageUpdate = z.object({
  title: z.string().trim().min(2, "Başlık en az 2 karakter olmalı.").max(120, "Başlık en fazla 120 karakter olabilir."),
  summary: z.string().trim().max(400, "Özet en fazla 400 karakter olabilir."),
  body: richTextField,
  fields: z.record(z.string(), z.string()),
  version: z.number().int().nonnegative(),
});

type PageSaveHow = { reason: "save" | "restore"; summary?: string };

/** A page's fields checked by that page's own rules (its declaration), or a 400 naming each field. */
function checkedFields(key: PageKey, fields: unknown): Record<string, unknown> {
  const parsed = PAGE_FIELD_SCHEMAS[key].safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[String(issue.path[0])] ??= issue.message;
  throw createError({ statusCode: 400, statusMessage: Object.values(messages)[0] ?? "Geçersiz alan", fields: messages });
}

/** How a save is written in the audit log: the caller's words, or "… sayfası güncellendi". */
const pageAuditOf = (key: PageKey, how: PageSaveHow): PageSaveAudit => ({ reason: how.reason, summary: how.summary ?? `${PAGE_NAMES[key]} sayfası güncellendi` });

/** Saves a page over the version the editor loaded (409 when stale), with its audit entry and revision. */
async function savePage(c: Context<AppEnv>, key: PageKey, input: PageSave, version: number, how: PageSaveHow): Promise<PageDto> {
  if (version === 0) return createDefaultedPage(c, key, input, how);
  const db = database(c.env.DB);
  const [, updated] = await db.batch(savePageStatements(db, actorOf(c), key, input, version, pageAuditOf(key, how)));
  if (updated.length === 0) throw (await pageByKey(db, key)).length ? conflict() : notFound("Sayfa");
  purgeTags(c, purgeForPage(key));
  return pageDto(updated[0]!);
}

pagesApi.put("/pages/:key", acceptBody(BODY_POLICIES.richText), zValidator("param", keyParam, jsonInvalid), zValidator("json", pageUpdate, jsonInvalid), async (c) => {
  const { key } = c.req.valid("param");
  const { version, ...input } = c.req.valid("json");
  return c.json(await savePage(c, key, { ...input, fields: checkedFields(key, input.fields) }, version, { reason: "save" }));
});

const pageRevisionParam = keyParam.extend({ revision: z.coerce.number().int().positive() });

pagesApi.get("/pages/:key/revisions", zValidator("param", keyParam, jsonInvalid), async (c) => {
  const rows = await revisionList(database(c.env.DB), `page:${c.req.valid("param").key}`);
  return c.json({ revisions: revisionHistory(rows) });
});

pagesApi.get("/pages/:key/revisions/:revision", zValidator("param", pageRevisionParam, jsonInvalid), async (c) => {
  const { key, revision } = c.req.valid("param");
  const [row] = await revisionOf(database(c.env.DB), `page:${key}`, revision);
  if (!row) throw notFound("Sürüm");
  return c.json(revisionDto(row));
});

pagesApi.post(
  "/pages/:key/revisions/:revision/restore",
  zValidator("param", pageRevisionParam, jsonInvalid),
  zValidator("json", z.object({ version: z.number().int().nonnegative() }), jsonInvalid),
  async (c) => {
    const { key, revision } = c.req.valid("param");
    const [row] = await revisionOf(database(c.env.DB), `page:${key}`, revision);
    if (!row) throw notFound("Sürüm");
    const restored = pageUpdate.omit({ version: true }).safeParse(row.data);
    if (!restored.success) {
      throw createError({ statusCode: 422, statusMessage: "Bu sürüm bugünkü kurallara uymadığı için geri yüklenemedi. Metni elle kopyalayabilirsiniz." });
    }
    const summary = `${PAGE_NAMES[key]} sayfası ${formatDateTime(row.at)} tarihli sürümüne geri döndürüldü`;
    // Pictures in the trash or gone stay out (a page must not show a broken image); the answer names them.
    const { value, dropped } = await withoutUnavailableImages(database(c.env.DB), restored.data);
    const input = { ...value, fields: checkedFields(key, value.fields) };
    const saved = await savePage(c, key, input, c.req.valid("json").version, { reason: "restore", summary });
    return c.json<Restored<PageDto>>({ ...saved, notice: droppedImagesNotice(dropped) });
  },
);

/** The first save of a page shown from its default: creates the row unless someone else just did (409). */
async function createDefaultedPage(c: Context<AppEnv>, key: PageKey, input: PageSave, how: PageSaveHow): Promise<PageDto> {
  const db = database(c.env.DB);
  const [, created] = await db.batch(createPageStatements(db, actorOf(c), key, input, pageAuditOf(key, how)));
  if (created.length === 0) throw conflict();
  purgeTags(c, purgeForPage(key));
  return pageDto(created[0]!);
}

