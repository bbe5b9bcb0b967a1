import { zValidator } from "@hono/zod-validator";
import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { auditCount, auditPage, auditStatement, recentAudit } from "../db/audit";
import { database, type Database } from "../db/client";
import { endOf } from "../db/events";
import { isPublic, notTrashed } from "../db/visibility";
import { revisionList, revisionOf, revisionStatement } from "../db/revisions";
import { formatDateTime } from "../i18n/dates";
import { pageFieldSchemas } from "../db/pages";
import { contactMessages, events, images, news, pages, pageKeys, users, type PageKey, type RevisionReason } from "../db/schema";
import { admin } from "../auth/guard";
import { runGuards } from "../edge/guards";
import { createError } from "../edge/errors";
import { acceptBody, BODY_POLICIES } from "../edge/request-body";
import type { AppEnv } from "../env";
import type { AuditEntryDto, DashboardDto, MessageDto, PageDto, Page } from "./contract";
import { ADMIN_PAGE_SIZE, conflict, listQuery, matchesSearch, notFound, revisionDto, revisionListItem, richTextField } from "./content-shared";
import { eventListItem } from "./events-api";
import { purgeTags } from "../edge/page-cache/purge";
import { tag } from "../edge/page-cache/tags";
import { jsonInvalid } from "./validation";
import { defaultNoticeBody, NOTICE_SUMMARY, NOTICE_TITLE } from "../kvkk/notice-default";
import { actorOf } from "../auth/session";

/** Pages, messages, the dashboard, the audit log and "who am I" for the admin app. */
export const siteApi = new Hono<AppEnv>();

const pageQuery = z.object({ sayfa: z.coerce.number().int().min(1).max(100000).default(1) });
const pageNames: Record<PageKey, string> = { home: "Ana sayfa", about: "Hakkımızda", contact: "İletişim", kvkk: "KVKK Aydınlatma Metni" };

/**
 * Pages that show a text from code until first saved (the privacy notice must be sound from the
 * first deploy). Such a page is served as version 0; saving version 0 creates its row.
 */
const pageDefaults: Partial<Record<PageKey, () => PageDto>> = {
  kvkk: () => ({
    key: "kvkk",
    title: NOTICE_TITLE,
    summary: NOTICE_SUMMARY,
    body: defaultNoticeBody() as PageDto["body"],
    fields: {},
    updatedAt: new Date(0).toISOString(),
    version: 0,
  }),
};

siteApi.get("/me", (c) => c.json(c.var.session!.user));

// --- Sayfalar ---------------------------------------------------------------------------------

const keyParam = z.object({ key: z.enum(pageKeys, { error: "Böyle bir sayfa yok." }) });

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

siteApi.get("/pages/:key", zValidator("param", keyParam, jsonInvalid), async (c) => {
  const { key } = c.req.valid("param");
  const [row] = await database(c.env.DB).select().from(pages).where(eq(pages.key, key));
  if (row) return c.json(pageDto(row));
  const fallback = pageDefaults[key];
  if (!fallback) throw notFound("Sayfa");
  return c.json(fallback());
});

const pageUpdate = z.object({
  title: z.string().trim().min(2, "Başlık en az 2 karakter olmalı.").max(120, "Başlık en fazla 120 karakter olabilir."),
  summary: z.string().trim().max(400, "Özet en fazla 400 karakter olabilir."),
  body: richTextField,
  fields: z.record(z.string(), z.string()),
  version: z.number().int().nonnegative(),
});

type PageSave = { title: string; summary: string; body: unknown; fields: Record<string, unknown> };
type PageSaveHow = { reason: "save" | "restore"; summary?: string };

/** A page's fields checked by that page's own rules (src/db/pages.ts), or a 400 naming each field. */
function checkedFields(key: PageKey, fields: unknown): Record<string, unknown> {
  const parsed = pageFieldSchemas[key].safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[String(issue.path[0])] ??= issue.message;
  throw createError({ statusCode: 400, statusMessage: Object.values(messages)[0] ?? "Geçersiz alan", fields: messages });
}

/** The page's revision, right after its save; `extra` narrows it (a first save: only if the row was just inserted). */
const pageRevision = (db: Database, c: Context<AppEnv>, key: PageKey, input: PageSave, reason: RevisionReason, version: number, extra = sql`1`) =>
  revisionStatement(
    db,
    actorOf(c),
    { target: `page:${key}`, reason, data: input },
    { table: pages, version: pages.version, where: and(eq(pages.key, key), eq(pages.version, version), extra)! },
  );

/** Saves a page over the version the editor loaded (409 when stale), with its audit entry and revision. */
async function savePage(c: Context<AppEnv>, key: PageKey, input: PageSave, version: number, how: PageSaveHow): Promise<PageDto> {
  if (version === 0) return createDefaultedPage(c, key, input, how);
  const db = database(c.env.DB);
  const unchanged = sql`EXISTS (SELECT 1 FROM ${pages} WHERE key = ${key} AND version = ${version})`;
  const [, updated] = await db.batch([
    auditStatement(db, actorOf(c), { action: how.reason === "restore" ? "page.restore" : "page.update", target: `page:${key}`, summary: how.summary ?? `${pageNames[key]} sayfası güncellendi` }, unchanged),
    db
      .update(pages)
      .set({ ...input, updatedBy: actorOf(c).id, updatedAt: new Date(), version: sql`${pages.version} + 1` })
      .where(and(eq(pages.key, key), eq(pages.version, version)))
      .returning(),
    // changes(): the update before it wrote the row; a stale save finds the other editor's new
    // version with the same number, and must not record itself as a revision of it.
    pageRevision(db, c, key, input, how.reason, version + 1, sql`changes() = 1`),
  ]);
  if (updated.length === 0) {
    const [exists] = await db.select({ key: pages.key }).from(pages).where(eq(pages.key, key));
    throw exists ? conflict() : notFound("Sayfa");
  }
  await purgeTags(c, [tag.page(key)]);
  return pageDto(updated[0]!);
}

siteApi.put("/pages/:key", acceptBody(BODY_POLICIES.richText), zValidator("param", keyParam, jsonInvalid), zValidator("json", pageUpdate, jsonInvalid), async (c) => {
  const { key } = c.req.valid("param");
  const { version, ...input } = c.req.valid("json");
  return c.json(await savePage(c, key, { ...input, fields: checkedFields(key, input.fields) }, version, { reason: "save" }));
});

const pageRevisionParam = keyParam.extend({ revision: z.coerce.number().int().positive() });

siteApi.get("/pages/:key/revisions", zValidator("param", keyParam, jsonInvalid), async (c) => {
  const rows = await revisionList(database(c.env.DB), `page:${c.req.valid("param").key}`);
  return c.json({ revisions: rows.map(revisionListItem) });
});

siteApi.get("/pages/:key/revisions/:revision", zValidator("param", pageRevisionParam, jsonInvalid), async (c) => {
  const { key, revision } = c.req.valid("param");
  const [row] = await revisionOf(database(c.env.DB), `page:${key}`, revision);
  if (!row) throw notFound("Sürüm");
  return c.json(revisionDto(row));
});

siteApi.post(
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
    const summary = `${pageNames[key]} sayfası ${formatDateTime(row.at)} tarihli sürümüne geri döndürüldü`;
    const input = { ...restored.data, fields: checkedFields(key, restored.data.fields) };
    return c.json(await savePage(c, key, input, c.req.valid("json").version, { reason: "restore", summary }));
  },
);

/** The first save of a page shown from its default: creates the row unless someone else just did (409). */
async function createDefaultedPage(c: Context<AppEnv>, key: PageKey, input: PageSave, how: PageSaveHow): Promise<PageDto> {
  if (!pageDefaults[key]) throw createError({ statusCode: 400, statusMessage: "Sürüm numarası geçersiz." });
  const db = database(c.env.DB);
  const absent = sql`NOT EXISTS (SELECT 1 FROM ${pages} WHERE key = ${key})`;
  const [, created] = await db.batch([
    auditStatement(db, actorOf(c), { action: how.reason === "restore" ? "page.restore" : "page.update", target: `page:${key}`, summary: how.summary ?? `${pageNames[key]} sayfası güncellendi` }, absent),
    db
      .insert(pages)
      .values({ key, title: input.title, summary: input.summary, body: input.body, fields: input.fields, updatedBy: actorOf(c).id })
      .onConflictDoNothing()
      .returning(),
    // changes(): the insert before it wrote the row (it did nothing when someone else created it first).
    pageRevision(db, c, key, input, how.reason, 1, sql`changes() = 1`),
  ]);
  if (created.length === 0) throw conflict();
  await purgeTags(c, [tag.page(key)]);
  return pageDto(created[0]!);
}

// --- Mesajlar ---------------------------------------------------------------------------------

function messageDto(row: typeof contactMessages.$inferSelect): MessageDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

siteApi.get("/messages", zValidator("query", listQuery, jsonInvalid), async (c) => {
  const { q, sayfa } = c.req.valid("query");
  const db = database(c.env.DB);
  const where = matchesSearch(contactMessages.searchKey, q);
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(contactMessages).where(where),
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((sayfa - 1) * ADMIN_PAGE_SIZE),
  ]);
  const total = counted?.total ?? 0;
  const page: Page<MessageDto> = { items: rows.map(messageDto), page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total };
  return c.json(page);
});

const idParam = z.object({ id: z.coerce.number().int().positive() });

siteApi.post(
  "/messages/:id/read",
  zValidator("param", idParam, jsonInvalid),
  zValidator("json", z.object({ read: z.boolean() }), jsonInvalid),
  async (c) => {
    const { id } = c.req.valid("param");
    const { read } = c.req.valid("json");
    const db = database(c.env.DB);
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!message) throw notFound("Mesaj");
    // Logged only when it changes something (marking a read message read again is no action).
    const changes = read ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt);
    const [rows] = await db.batch([
      db
        .update(contactMessages)
        .set({ readAt: read ? new Date() : null })
        .where(and(eq(contactMessages.id, id), changes))
        .returning(),
      auditStatement(
        db,
        actorOf(c),
        { action: read ? "message.read" : "message.unread", target: `message:${id}`, summary: `${message.name} kişisinin mesajı ${read ? "okundu" : "okunmadı"} olarak işaretlendi` },
        sql`changes() > 0`,
      ),
    ]);
    return c.json(messageDto(rows[0] ?? message));
  },
);

siteApi.delete("/messages/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw notFound("Mesaj");
  await db.batch([
    db.delete(contactMessages).where(eq(contactMessages.id, id)),
    auditStatement(db, actorOf(c), { action: "message.delete", target: `message:${id}`, summary: `${message.name} kişisinin mesajı silindi` }),
  ]);
  return c.json({ ok: true });
});

// --- Pano ---------------------------------------------------------------------------------

siteApi.get("/dashboard", async (c) => {
  const db = database(c.env.DB);
  const now = new Date();
  const countWhere = <T extends typeof news | typeof events>(table: T, where: ReturnType<typeof and>) =>
    db.select({ total: count() }).from(table as typeof news).where(where);
  const [newsPublished, newsScheduled, newsDraft, eventsUpcoming, eventsScheduled, eventsDraft, imageCount, unreadCount, pendingCount, nextEvents, unread, scheduledNews, scheduledEvents, recent] =
    await db.batch([
      // The same rules as the public site: live means isPublic; trashed items count nowhere.
      countWhere(news, isPublic(news, now)),
      countWhere(news, and(eq(news.status, "published"), gt(news.publishAt, now), notTrashed(news))),
      countWhere(news, and(eq(news.status, "draft"), notTrashed(news))),
      db.select({ total: count() }).from(events).where(and(isPublic(events, now), gte(endOf, now.getTime()))),
      db.select({ total: count() }).from(events).where(and(eq(events.status, "published"), gt(events.publishAt, now), notTrashed(events))),
      db.select({ total: count() }).from(events).where(and(eq(events.status, "draft"), notTrashed(events))),
      db.select({ total: count() }).from(images).where(isNull(images.deletedAt)),
      db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
      db.select({ total: count() }).from(users).where(eq(users.status, "pending")),
      // Every coming event an editor may work on, drafts and scheduled ones labelled as such.
      db.select().from(events).where(and(gte(endOf, now.getTime()), notTrashed(events))).orderBy(asc(events.startsAt)).limit(5),
      db.select().from(contactMessages).where(isNull(contactMessages.readAt)).orderBy(desc(contactMessages.createdAt)).limit(5),
      db.select({ id: news.id, title: news.title, publishAt: news.publishAt }).from(news).where(and(eq(news.status, "published"), gt(news.publishAt, now), notTrashed(news))).orderBy(asc(news.publishAt)).limit(10),
      db.select({ id: events.id, title: events.title, publishAt: events.publishAt }).from(events).where(and(eq(events.status, "published"), gt(events.publishAt, now), notTrashed(events))).orderBy(asc(events.publishAt)).limit(10),
      recentAudit(db, 8),
    ]);
  const total = (rows: Array<{ total: number }>) => rows[0]?.total ?? 0;
  // The audit log and account applications are administrators' business.
  const isAdmin = c.var.session!.user.role === "admin";
  const dashboard: DashboardDto = {
    counts: {
      news: { published: total(newsPublished), scheduled: total(newsScheduled), draft: total(newsDraft) },
      events: { upcoming: total(eventsUpcoming), scheduled: total(eventsScheduled), draft: total(eventsDraft) },
      images: total(imageCount),
      unreadMessages: total(unreadCount),
      pendingUsers: isAdmin ? total(pendingCount) : 0,
    },
    nextEvents: nextEvents.map(eventListItem),
    unreadMessages: unread.map(messageDto),
    scheduled: [
      ...scheduledNews.map((row) => ({ kind: "news" as const, id: row.id, title: row.title, publishAt: row.publishAt!.toISOString() })),
      ...scheduledEvents.map((row) => ({ kind: "event" as const, id: row.id, title: row.title, publishAt: row.publishAt!.toISOString() })),
    ].sort((a, b) => a.publishAt.localeCompare(b.publishAt)),
    recentChanges: isAdmin ? recent.map(auditDto) : [],
  };
  return c.json(dashboard);
});

// --- Denetim kaydı (administrators) --------------------------------------------------------------

function auditDto(row: Awaited<ReturnType<typeof recentAudit>>[number]): AuditEntryDto {
  return { id: row.id, at: row.at.toISOString(), actorId: row.actorId, actorName: row.actorName, action: row.action, target: row.target, summary: row.summary };
}

siteApi.get("/audit", runGuards([admin]), zValidator("query", pageQuery, jsonInvalid), async (c) => {
  const { sayfa } = c.req.valid("query");
  const db = database(c.env.DB);
  const [[counted], rows] = await db.batch([auditCount(db), auditPage(db, { limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE })]);
  const total = counted?.total ?? 0;
  const page: Page<AuditEntryDto> = { items: rows.map(auditDto), page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total };
  return c.json(page);
});
