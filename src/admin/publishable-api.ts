import { zValidator } from "@hono/zod-validator";
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { rememberFormerSlug } from "../db/addresses";
import { auditStatement } from "../db/audit";
import { database, type Database } from "../db/client";
import { revisionList, revisionOf, revisionStatement } from "../db/revisions";
import { createError } from "../edge/errors";
import { formatDateTime } from "../i18n/dates";
import { news, type events } from "../db/schema";
import { purgeStatements, trashPurgeAt } from "../db/trash";
import { notTrashed } from "../db/visibility";
import { matchesSearch } from "../db/search";
import type { AppEnv } from "../env";
import type { BulkResultDto, Page, TrashItem } from "./contract";
import {
  ADMIN_PAGE_SIZE,
  conflict,
  listQuery,
  notFound,
  publication,
  searchKeyOf,
  slugFor,
  friendlyWriteError,
  iso,
  revisionDto,
  revisionListItem,
  visibilityOf,
  type StoredPendingDraft,
} from "./content-shared";
import { purgeTags } from "../edge/page-cache/purge";
import { acceptBody, BODY_POLICIES } from "../edge/request-body";
import { jsonInvalid } from "./validation";
import { logEvent } from "../edge/log";
import { actorOf } from "../auth/session";

/** What both news items and events are: titled, slugged, rich, published on a schedule, versioned. */
export interface PublishableInput {
  title: string;
  slug?: string;
  summary: string;
  body: unknown;
  status: "draft" | "published";
  publishAt: Date | null;
  /** For search engines and social cards; empty: the summary. */
  seoDescription: string;
  /** The social card's picture; null: the cover. */
  socialImageId: number | null;
}

type Table = typeof news | typeof events;
type Row = typeof news.$inferSelect | typeof events.$inferSelect;

export interface PublishableConfig<Input extends PublishableInput, ListItem, Dto> {
  table: Table;
  /** Kind in the slug history ("gundem", "etkinlik") and name in the audit log ("news", "event"). */
  slugKind: "gundem" | "etkinlik";
  auditName: "news" | "event";
  /** For messages: "Gündem kaydı", "Etkinlik". */
  label: string;
  input: z.ZodType<Input>;
  /** The table's own columns (beyond the shared ones) from a validated input or a row to copy. */
  ownColumns: (source: Input | Row) => Record<string, unknown>;
  /** Cache tags of the public pages: the kind's listings, and each item wherever it is shown. */
  cacheTags: { list: string; item: (id: number) => string };
  /**
   * What decides where a row appears in the public listings, beyond its status and publish time
   * (events: their dates). Only a change here (or of status and time) reorders the listings.
   */
  listPosition: (row: Record<string, unknown>) => unknown[];
  listOrder: SQL[];
  listItem: (row: Row) => ListItem;
  read: (db: Database, id: number) => Promise<Dto | null>;
  /**
   * Runs after each change that makes an item's fields public (create, save, restore, bulk
   * publish), never after a pending draft's autosave: events tell their registrants of a
   * cancellation here. The change is stored by then; a failure is logged, not answered with a 5xx.
   */
  afterPublish?: (c: Context<AppEnv>, id: number) => Promise<unknown>;
}

const idParam = z.object({ id: z.coerce.number().int().positive() });
const versionQuery = z.object({ version: z.coerce.number().int().positive() });
const revisionParam = idParam.extend({ revision: z.coerce.number().int().positive() });
const restoreBody = z.object({ version: z.number().int().positive() });
const bulkBody = z.object({
  action: z.enum(["publish", "unpublish", "trash"], { error: "İşlem yayımla, yayından kaldır ya da çöp kutusuna taşı olmalı." }),
  items: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int().positive() }))
    .min(1, "En az bir kayıt seçin.")
    .max(100, "Bir seferde en fazla 100 kayıt seçilebilir."),
});

/** What each bulk action changes, on which items it applies (others are skipped), and its audit words. */
const BULK_CHANGES = {
  // A draft goes live now; one already published (or scheduled) is left as it is.
  publish: {
    set: () => ({ status: "published" as const, publishAt: new Date() }),
    applies: (t: typeof news) => eq(t.status, "draft"),
    audit: "update",
    summary: "yayımlandı",
  },
  unpublish: {
    set: (row: { publishAt: Date | null }) => ({ status: "draft" as const, publishAt: row.publishAt }),
    applies: (t: typeof news) => eq(t.status, "published"),
    audit: "update",
    summary: "yayından kaldırıldı (taslak)",
  },
  trash: {
    set: (_row: unknown, now: Date) => ({ deletedAt: now }),
    applies: () => sql`1`,
    audit: "trash",
    summary: "çöp kutusuna taşındı",
  },
} satisfies Record<string, { set(row: { publishAt: Date | null }, now: Date): Record<string, unknown>; applies(t: typeof news): SQL; audit: string; summary: string }>;

type Placement = { status: string; publishAt: Date | null } & Record<string, unknown>;

/**
 * The cache tags a change touches. Nothing while the item is a draft before and after; its own tag
 * when it stays where it was in the listings (only the pages that show it change); the listing's
 * tag too when it appears, disappears, is rescheduled or moves.
 */
function touchedTags(
  tags: PublishableConfig<PublishableInput, unknown, unknown>["cacheTags"],
  position: (row: Record<string, unknown>) => unknown[],
  id: number,
  before: Placement | null,
  after: Placement | null,
): string[] {
  const listed = (row: Placement | null) => row !== null && row.status === "published";
  if (!listed(before) && !listed(after)) return [];
  const where = (row: Placement) => JSON.stringify([row.status, row.publishAt?.getTime() ?? null, ...position(row)]);
  const moved = !before || !after || where(before) !== where(after);
  return moved ? [tags.list, tags.item(id)] : [tags.item(id)];
}

/**
 * Turkish words for what a save did, for the audit log: an edit of an item that was already live
 * and stays live is an update, not a publication.
 */
function savedAs(status: string, publishAt: Date | null, before: { status: string; publishAt: Date | null } | null): string {
  const visibility = visibilityOf(status, publishAt);
  if (visibility === "published" && before && visibilityOf(before.status, before.publishAt) === "published") return "güncellendi";
  return visibility === "draft" ? "taslak olarak kaydedildi" : visibility === "scheduled" ? "yayına planlandı" : "yayımlandı";
}

/**
 * The admin API of a publishable kind of content: list (Turkish-aware search, pages), read,
 * create, update against the loaded version (409 when stale, the old slug kept for redirects),
 * duplicate as a draft, delete. Each change is one D1 batch with its audit entry.
 */
export function publishableApi<Input extends PublishableInput, ListItem, Dto>(config: PublishableConfig<Input, ListItem, Dto>) {
  // Both tables share these columns; drizzle's types cannot say so for a union, hence one cast here.
  const table = config.table as typeof news;
  const api = new Hono<AppEnv>();
  const target = (id: number) => `${config.auditName}:${id}`;
  const insertedTarget = sql`${`${config.auditName}:`} || last_insert_rowid()`;
  const update = z.intersection(config.input, z.object({ version: z.number().int().positive() }));

  const shared = (input: PublishableInput) => ({
    title: input.title,
    summary: input.summary,
    body: input.body,
    seoDescription: input.seoDescription,
    socialImageId: input.socialImageId,
    searchKey: searchKeyOf(input.title, input.summary),
  });

  /** The item unless it is in the trash (a trashed item answers 404 here, like an unknown one). */
  const liveRow = (db: Database, id: number) => db.select().from(table).where(and(eq(table.id, id), notTrashed(table)));
  /** Reads back what was just written; a missing row here is a server fault, not a 404. */
  const readBack = async (db: Database, id: number) => (await config.read(db, id))!;
  /** The public pages that show this item (or should now) show the change from the next visit on. */
  const purge = (c: Context<AppEnv>, id: number, before: Placement | null, after: Placement | null) =>
    purgeTags(c, touchedTags(config.cacheTags, config.listPosition, id, before, after));
  const placementOf = (input: Input, published: ReturnType<typeof publication>) => ({ ...config.ownColumns(input), ...published });
  const afterPublish = async (c: Context<AppEnv>, id: number) => {
    try {
      await config.afterPublish?.(c, id);
    } catch (error) {
      logEvent("error", "after_publish_failed", { kind: config.auditName, id, message: error instanceof Error ? error.message : String(error) });
    }
  };
  /** What a revision keeps: the fields as saved, in the shape the input takes (dates as ISO strings once in JSON). */
  const snapshotOf = (input: Input, slug: string, published: ReturnType<typeof publication>) => ({
    ...config.ownColumns(input),
    title: input.title,
    slug,
    summary: input.summary,
    body: input.body,
    seoDescription: input.seoDescription,
    socialImageId: input.socialImageId,
    status: published.status,
    publishAt: iso(published.publishAt),
  });

  api.get("/", zValidator("query", listQuery, jsonInvalid), async (c) => {
    const { q, sayfa } = c.req.valid("query");
    const db = database(c.env.DB);
    const where = and(notTrashed(table), matchesSearch(table.searchKey, q));
    const [[counted], rows] = await db.batch([
      db.select({ total: count() }).from(table).where(where),
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(...config.listOrder)
        .limit(ADMIN_PAGE_SIZE)
        .offset((sayfa - 1) * ADMIN_PAGE_SIZE),
    ]);
    const total = counted?.total ?? 0;
    const page: Page<ListItem> = {
      items: (rows as Row[]).map(config.listItem),
      page: sayfa,
      pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
      total,
    };
    return c.json(page);
  });

  // --- Toplu işlemler -----------------------------------------------------------------------

  // Several items at once, each against the version its list showed: an item someone changed since
  // is left as it is and reported, the others change, each with its own audit entry in the batch.
  api.post("/bulk", zValidator("json", bulkBody, jsonInvalid), async (c) => {
    const { action, items } = c.req.valid("json");
    const db = database(c.env.DB);
    const now = new Date();
    const rows = (await db.select().from(table).where(and(inArray(table.id, items.map((item) => item.id)), notTrashed(table)))) as Row[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const change = BULK_CHANGES[action];
    const targets = items.filter((item) => byId.has(item.id));
    if (targets.length === 0) return c.json({ changed: [], skipped: items.map((item) => item.id) } satisfies BulkResultDto);
    const statements = targets.flatMap((item) => {
      const row = byId.get(item.id)!;
      return [
        db
          .update(table)
          .set({ ...change.set(row, now), updatedAt: now, version: sql`${table.version} + 1` })
          .where(and(eq(table.id, item.id), eq(table.version, item.version), notTrashed(table), change.applies(table)))
          .returning({ id: table.id }),
        auditStatement(db, actorOf(c), { action: `${config.auditName}.${change.audit}`, target: target(item.id), summary: `“${row.title}” ${change.summary}` }, sql`changes() > 0`),
      ];
    });
    const results = await db.batch(statements as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    const changed = targets.filter((_, index) => (results[index * 2] as Array<{ id: number }>).length > 0).map((item) => item.id);
    for (const id of changed) {
      const before = byId.get(id)!;
      await purge(c, id, before, action === "trash" ? null : { ...before, ...change.set(before, now) });
      if (action === "publish") await afterPublish(c, id);
    }
    return c.json({ changed, skipped: items.map((item) => item.id).filter((id) => !changed.includes(id)) } satisfies BulkResultDto);
  });

  // --- Çöp kutusu ---------------------------------------------------------------------------

  api.get("/trash", async (c) => {
    const db = database(c.env.DB);
    const rows = (await db.select().from(table).where(isNotNull(table.deletedAt)).orderBy(desc(table.deletedAt)).limit(500)) as Row[];
    const items: TrashItem[] = rows.map((row) => ({
      kind: config.auditName,
      id: row.id,
      title: row.title,
      slug: row.slug,
      deletedAt: row.deletedAt!.toISOString(),
      purgeAt: trashPurgeAt(row.deletedAt!).toISOString(),
    }));
    return c.json({ items });
  });

  /** A trashed item, or 404. */
  const trashedRow = async (db: Database, id: number) => {
    const [row] = (await db.select().from(table).where(and(eq(table.id, id), isNotNull(table.deletedAt)))) as Row[];
    if (!row) throw notFound(`Çöp kutusundaki ${config.label.toLocaleLowerCase("tr")}`);
    return row;
  };

  // Back from the trash with its slug and everything else as it was (public again if it was published).
  api.post("/trash/:id/restore", zValidator("param", idParam, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env.DB);
    const row = await trashedRow(db, id);
    const stillTrashed = sql`EXISTS (SELECT 1 FROM ${table} WHERE id = ${id} AND deleted_at IS NOT NULL)`;
    const [, restored] = await db.batch([
      auditStatement(db, actorOf(c), { action: `${config.auditName}.untrash`, target: target(id), summary: `“${row.title}” çöp kutusundan geri alındı` }, stillTrashed),
      db
        .update(table)
        .set({ deletedAt: null, version: sql`${table.version} + 1` })
        .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
        .returning({ id: table.id }),
    ]);
    if (restored.length === 0) throw notFound(config.label);
    await purge(c, id, null, row);
    return c.json(await readBack(db, id));
  });

  // Gone for good now, with its revisions and former addresses (the cron does the same after TRASH_DAYS).
  api.delete("/trash/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env.DB);
    const row = await trashedRow(db, id);
    await db.batch([
      auditStatement(db, actorOf(c), { action: `${config.auditName}.purge`, target: target(id), summary: `“${row.title}” kalıcı olarak silindi` }),
      ...purgeStatements(db, config.table, config.slugKind, config.auditName, [id]),
    ]);
    return c.json({ ok: true });
  });

  api.get("/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
    const item = await config.read(database(c.env.DB), c.req.valid("param").id);
    if (!item) throw notFound(config.label);
    return c.json(item);
  });

  api.post("/", acceptBody(BODY_POLICIES.richText), zValidator("json", config.input, jsonInvalid), async (c) => {
    const input = c.req.valid("json") as Input;
    const db = database(c.env.DB);
    const published = publication(input);
    const slug = slugFor(input.title, input.slug);
    try {
      const [[created]] = await db.batch([
        db
          .insert(table)
          .values({ ...shared(input), ...config.ownColumns(input), slug, authorId: actorOf(c).id, ...published } as typeof news.$inferInsert)
          .returning({ id: table.id }),
        auditStatement(db, actorOf(c), {
          action: `${config.auditName}.create`,
          target: insertedTarget,
          summary: `“${input.title}” oluşturuldu ve ${savedAs(published.status, published.publishAt, null)}`,
        }),
        revisionStatement(db, actorOf(c), { target: sql`${`${config.auditName}:`} || ${table.id}`, reason: "create", data: snapshotOf(input, slug, published) }, {
          table,
          version: table.version,
          where: eq(table.slug, slug),
        }),
      ]);
      await purge(c, created!.id, null, placementOf(input, published));
      await afterPublish(c, created!.id);
      return c.json(await readBack(db, created!.id), 201);
    } catch (error) {
      throw friendlyWriteError(error);
    }
  });

  /**
   * Saves `input` over the item at the version the editor loaded (409 when someone saved since),
   * with its slug history, audit entry and revision in the same batch.
   */
  async function saveOver(c: Context<AppEnv>, id: number, input: Input, version: number, how: { reason: "save" | "restore"; summary?: (title: string) => string }) {
    const db = database(c.env.DB);
    const published = publication(input);
    const slug = slugFor(input.title, input.slug);
    const [current] = (await liveRow(db, id)) as Row[];
    if (!current) throw notFound(config.label);
    if (current.version !== version) throw conflict();
    // The slug history and the audit entry go first, on the condition that the row still has the
    // version the editor loaded: a save that lost a race leaves neither behind.
    const unchanged = sql`EXISTS (SELECT 1 FROM ${table} WHERE id = ${id} AND version = ${version})`;
    const summary = how.summary?.(input.title) ?? `“${input.title}” ${savedAs(published.status, published.publishAt, current)}`;
    try {
      const [, , updated] = await db.batch([
        rememberFormerSlug(db, config.slugKind, config.table, id, { from: current.slug, to: slug }, unchanged),
        auditStatement(db, actorOf(c), { action: `${config.auditName}.${how.reason === "restore" ? "restore" : "update"}`, target: target(id), summary }, unchanged),
        db
          .update(table)
          // A save publishes everything: no pending draft is left behind.
          .set({ ...shared(input), ...config.ownColumns(input), slug, ...published, pendingDraft: null, updatedAt: new Date(), version: sql`${table.version} + 1` })
          .where(and(eq(table.id, id), eq(table.version, version)))
          .returning({ id: table.id }),
        revisionStatement(db, actorOf(c), { target: target(id), reason: how.reason, data: snapshotOf(input, slug, published) }, {
          table,
          version: table.version,
          where: and(eq(table.id, id), eq(table.version, version + 1))!,
        }),
      ]);
      if (updated.length === 0) throw conflict();
    } catch (error) {
      throw friendlyWriteError(error);
    }
    await purge(c, id, current, placementOf(input, published));
    await afterPublish(c, id);
    return readBack(db, id);
  }

  api.put("/:id", acceptBody(BODY_POLICIES.richText), zValidator("param", idParam, jsonInvalid), zValidator("json", update, jsonInvalid), async (c) => {
    const input = c.req.valid("json") as Input & { version: number };
    return c.json(await saveOver(c, c.req.valid("param").id, input, input.version, { reason: "save" }));
  });

  /** A published item's current row, checked against the version the editor loaded. */
  async function publishedAt(db: Database, id: number, version: number) {
    const [current] = (await liveRow(db, id)) as Row[];
    if (!current) throw notFound(config.label);
    if (current.version !== version) throw conflict();
    if (current.status !== "published") {
      throw createError({ statusCode: 400, statusMessage: "Bu kayıt yayında değil; değişiklikleri doğrudan kaydedin." });
    }
    return current;
  }

  // Edits of a published item kept as its pending draft: saved (with a revision) but not public;
  // the public pages keep the published fields until a save ("Güncelle") publishes them.
  api.put("/:id/draft", acceptBody(BODY_POLICIES.richText), zValidator("param", idParam, jsonInvalid), zValidator("json", update, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json") as Input & { version: number };
    const db = database(c.env.DB);
    await publishedAt(db, id, input.version);
    const published = publication(input);
    const data = snapshotOf(input, slugFor(input.title, input.slug), published);
    const pending: StoredPendingDraft = { data, savedAt: new Date().toISOString(), by: actorOf(c).name };
    const [updated] = await db.batch([
      db
        .update(table)
        .set({ pendingDraft: pending, updatedAt: new Date(), version: sql`${table.version} + 1` })
        .where(and(eq(table.id, id), eq(table.version, input.version)))
        .returning({ id: table.id }),
      revisionStatement(db, actorOf(c), { target: target(id), reason: "draft", data }, { table, version: table.version, where: and(eq(table.id, id), eq(table.version, input.version + 1))! }),
    ]);
    if (updated.length === 0) throw conflict();
    return c.json(await readBack(db, id));
  });

  api.delete("/:id/draft", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("query");
    const db = database(c.env.DB);
    const current = await publishedAt(db, id, version);
    const unchanged = sql`EXISTS (SELECT 1 FROM ${table} WHERE id = ${id} AND version = ${version})`;
    const [, updated] = await db.batch([
      auditStatement(db, actorOf(c), { action: `${config.auditName}.discard`, target: target(id), summary: `“${current.title}”: yayımlanmamış değişiklikler atıldı` }, unchanged),
      db
        .update(table)
        .set({ pendingDraft: null, updatedAt: new Date(), version: sql`${table.version} + 1` })
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning({ id: table.id }),
    ]);
    if (updated.length === 0) throw conflict();
    return c.json(await readBack(db, id));
  });

  api.get("/:id/revisions", zValidator("param", idParam, jsonInvalid), async (c) => {
    const rows = await revisionList(database(c.env.DB), target(c.req.valid("param").id));
    return c.json({ revisions: rows.map(revisionListItem) });
  });

  api.get("/:id/revisions/:revision", zValidator("param", revisionParam, jsonInvalid), async (c) => {
    const { id, revision } = c.req.valid("param");
    const [row] = await revisionOf(database(c.env.DB), target(id), revision);
    if (!row) throw notFound("Sürüm");
    return c.json(revisionDto(row));
  });

  // A revision's content saved again as the newest (its own revision; nothing is overwritten). The
  // item keeps its publication: restoring old text does not unpublish or reschedule it.
  api.post("/:id/revisions/:revision/restore", zValidator("param", revisionParam, jsonInvalid), zValidator("json", restoreBody, jsonInvalid), async (c) => {
    const { id, revision } = c.req.valid("param");
    const { version } = c.req.valid("json");
    const db = database(c.env.DB);
    const [[row], [current]] = await db.batch([revisionOf(db, target(id), revision), liveRow(db, id)]);
    if (!current) throw notFound(config.label);
    if (!row) throw notFound("Sürüm");
    const restored = config.input.safeParse({ ...(row.data as object), status: current.status, publishAt: iso(current.publishAt) });
    if (!restored.success) {
      throw createError({ statusCode: 422, statusMessage: "Bu sürüm bugünkü kurallara uymadığı için geri yüklenemedi. Metni elle kopyalayabilirsiniz." });
    }
    const when = formatDateTime(row.at);
    return c.json(await saveOver(c, id, restored.data, version, { reason: "restore", summary: (title) => `“${title}” ${when} tarihli sürümüne geri döndürüldü` }));
  });

  api.post("/:id/duplicate", zValidator("param", idParam, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env.DB);
    const [original] = (await liveRow(db, id)) as Row[];
    if (!original) throw notFound(config.label);
    const title = `${original.title} (kopya)`;
    // A copy is a draft with an address of its own.
    const slug = `${original.slug.slice(0, 60)}-kopya-${Date.now().toString(36)}`;
    const [[created]] = await db.batch([
      db
        .insert(table)
        .values({
          ...shared({ ...original, title }),
          ...config.ownColumns(original),
          slug,
          status: "draft",
          publishAt: null,
          authorId: actorOf(c).id,
        } as typeof news.$inferInsert)
        .returning({ id: table.id }),
      auditStatement(db, actorOf(c), { action: `${config.auditName}.duplicate`, target: insertedTarget, summary: `“${original.title}” çoğaltıldı` }),
      revisionStatement(
        db,
        actorOf(c),
        {
          target: sql`${`${config.auditName}:`} || ${table.id}`,
          reason: "create",
          data: { ...config.ownColumns(original), title, slug, summary: original.summary, body: original.body, seoDescription: original.seoDescription, socialImageId: original.socialImageId, status: "draft", publishAt: null },
        },
        { table, version: table.version, where: eq(table.slug, slug) },
      ),
    ]);
    return c.json(await readBack(db, created!.id), 201);
  });

  // Deleting moves the item to the trash: gone from the public site at once (purged from the cache,
  // its addresses answer 404), restorable with its slug for TRASH_DAYS, then purged by the cron.
  api.delete("/:id", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("query");
    const db = database(c.env.DB);
    const [current] = (await liveRow(db, id)) as Row[];
    if (!current) throw notFound(config.label);
    if (current.version !== version) throw conflict();
    const stillThere = sql`EXISTS (SELECT 1 FROM ${table} WHERE id = ${id} AND version = ${version})`;
    const [, trashed] = await db.batch([
      auditStatement(db, actorOf(c), { action: `${config.auditName}.trash`, target: target(id), summary: `“${current.title}” çöp kutusuna taşındı` }, stillThere),
      db
        .update(table)
        .set({ deletedAt: new Date(), version: sql`${table.version} + 1` })
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning({ id: table.id }),
    ]);
    if (trashed.length === 0) throw conflict();
    await purge(c, id, current, null);
    return c.json({ ok: true });
  });

  return api;
}
