import { zValidator } from "@hono/zod-validator";
import { eq, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { actorOf } from "../../services/auth/session";
import { database, type Database } from "../../db/client";
import {
  bulkItemStatements,
  createStatements,
  discardDraftStatements,
  liveItem,
  liveItems,
  listPage,
  pendingDraftStatements,
  purgeItemStatements,
  saveStatements,
  trashedItem,
  trashedItems,
  trashStatements,
  untrashStatements,
  type BulkChange,
  type PublishableKind,
  type PublishableRow,
  type SharedColumns,
} from "../../db/publishable";
import { revisionList, revisionOf } from "../../db/revisions";
import { matchesSearch } from "../../db/search";
import { trashPurgeAt } from "../../db/trash";
import { createError } from "../../platform/errors";
import { logEvent } from "../../platform/log";
import { purgeTags } from "../../platform/cache/purge";
import type { Placement } from "../../platform/cache/tags";
import { acceptBody, BODY_POLICIES } from "../../platform/request-body";
import type { AppEnv } from "../../shared/env";
import { formatDateTime } from "../../shared/i18n/dates";
import {
  ADMIN_PAGE_SIZE,
  conflict,
  friendlyWriteError,
  iso,
  notFound,
  publication,
  revisionDto,
  revisionListItem,
  searchKeyOf,
  slugFor,
  visibilityOf,
  listQuery,
  type StoredPendingDraft,
} from "./content-shared";
import type { BulkResultDto, Page, TrashItem } from "../../shared/admin-contract";
import { jsonInvalid } from "./validation";

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

/**
 * A publishable kind's admin API: its table and writes (`kind`, src/db/news.ts, src/db/events.ts),
 * its form's schema, and how its rows become the app's JSON. `Own` is what the kind stores beyond
 * the shared columns.
 */
export interface PublishableConfig<Row extends PublishableRow, Input extends PublishableInput, Own, ListItem, Dto> {
  kind: PublishableKind<Row, NoInfer<Own>>;
  /** For messages: "Gündem kaydı", "Etkinlik". */
  label: string;
  input: z.ZodType<Input>;
  /** The kind's own columns (beyond the shared ones) from a validated input or a row to copy. */
  ownColumns: (source: Input | Row) => Own;
  /**
   * The cache tags a change touches (src/platform/cache/tags.ts: purgeForNews, purgeForEvent),
   * from where the item stood before and stands after (null: not there).
   */
  purgeFor: (id: number, before: Row | (Placement & Own) | null, after: Row | (Placement & Own) | null) => string[];
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

/** What each bulk action changes on an item, on which items it applies (others are skipped), and its audit words. */
const BULK_CHANGES: Record<z.infer<typeof bulkBody>["action"], (row: { title: string; publishAt: Date | null }, auditName: string, now: Date) => BulkChange> = {
  // A draft goes live now; one already published (or scheduled) is left as it is.
  publish: (row, auditName, now) => ({
    set: { status: "published", publishAt: now },
    applies: (t) => eq(t.status, "draft"),
    audit: { action: `${auditName}.update`, summary: `“${row.title}” yayımlandı` },
  }),
  unpublish: (row, auditName) => ({
    set: { status: "draft", publishAt: row.publishAt },
    applies: (t) => eq(t.status, "published"),
    audit: { action: `${auditName}.update`, summary: `“${row.title}” yayından kaldırıldı (taslak)` },
  }),
  trash: (row, auditName, now) => ({
    set: { deletedAt: now },
    applies: () => sql`1`,
    audit: { action: `${auditName}.trash`, summary: `“${row.title}” çöp kutusuna taşındı` },
  }),
};

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
export function publishableApi<Row extends PublishableRow, Input extends PublishableInput, Own, ListItem, Dto>(config: PublishableConfig<Row, Input, Own, ListItem, Dto>) {
  const { kind } = config;
  const api = new Hono<AppEnv>();
  const target = (id: number) => `${kind.auditName}:${id}`;
  const update = z.intersection(config.input, z.object({ version: z.number().int().positive() }));

  /** Every column a save writes, from the form (or a row to copy). */
  const columnsOf = (input: PublishableInput, source: Input | Row, slug: string, published: ReturnType<typeof publication>): SharedColumns & Own => ({
    title: input.title,
    slug,
    summary: input.summary,
    body: input.body,
    seoDescription: input.seoDescription,
    socialImageId: input.socialImageId,
    searchKey: searchKeyOf(input.title, input.summary),
    ...published,
    ...config.ownColumns(source),
  });

  /** Reads back what was just written; a missing row here is a server fault, not a 404. */
  const readBack = async (db: Database, id: number) => (await config.read(db, id))!;
  /** The public pages that show this item (or should now) show the change from the next visit on. */
  const purge = (c: Context<AppEnv>, id: number, before: Row | (Placement & Own) | null, after: Row | (Placement & Own) | null) => purgeTags(c, config.purgeFor(id, before, after));
  const afterPublish = async (c: Context<AppEnv>, id: number) => {
    try {
      await config.afterPublish?.(c, id);
    } catch (error) {
      logEvent("error", "after_publish_failed", { kind: kind.auditName, id, message: error instanceof Error ? error.message : String(error) });
    }
  };
  /** What a revision keeps: the fields as saved, in the shape the input takes (dates as ISO strings once in JSON). */
  const snapshotOf = (columns: SharedColumns & Own) => {
    const { searchKey: _searchKey, ...fields } = columns;
    return { ...fields, publishAt: iso(columns.publishAt) };
  };
  /** The item unless it is in the trash, or 404. */
  const live = async (db: Database, id: number) => {
    const [row] = await liveItem(db, kind, id);
    if (!row) throw notFound(config.label);
    return row;
  };

  api.get("/", zValidator("query", listQuery, jsonInvalid), async (c) => {
    const { q, sayfa } = c.req.valid("query");
    const db = database(c.env.DB);
    const [[counted], rows] = await db.batch(listPage(db, kind, matchesSearch(kind.table.searchKey, q), { order: config.listOrder, limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE }));
    const total = counted?.total ?? 0;
    return c.json<Page<ListItem>>({ items: rows.map(config.listItem), page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total });
  });

  // --- Toplu işlemler -----------------------------------------------------------------------

  // Several items at once, each against the version its list showed: an item someone changed since
  // is left as it is and reported, the others change, each with its own audit entry in the batch.
  api.post("/bulk", zValidator("json", bulkBody, jsonInvalid), async (c) => {
    const { action, items } = c.req.valid("json");
    const db = database(c.env.DB);
    const now = new Date();
    const byId = new Map((await liveItems(db, kind, items.map((item) => item.id))).map((row) => [row.id, row]));
    const targets = items.flatMap((item) => {
      const row = byId.get(item.id);
      return row ? [{ item, row, change: BULK_CHANGES[action](row, kind.auditName, now) }] : [];
    });
    const [first, ...rest] = targets.map(({ item, change }) => bulkItemStatements(db, kind, actorOf(c), item, change, now));
    if (!first) return c.json<BulkResultDto>({ changed: [], skipped: items.map((item) => item.id) });
    const results = await db.batch([...first, ...rest.flat()]);
    const changed = targets.filter((_, index) => {
      const updated = results[index * 2];
      return Array.isArray(updated) && updated.length > 0;
    });
    for (const { row, change } of changed) {
      await purge(c, row.id, row, action === "trash" ? null : { ...row, ...change.set });
      if (action === "publish") await afterPublish(c, row.id);
    }
    const changedIds = changed.map(({ row }) => row.id);
    return c.json<BulkResultDto>({ changed: changedIds, skipped: items.map((item) => item.id).filter((id) => !changedIds.includes(id)) });
  });

  // --- Çöp kutusu ---------------------------------------------------------------------------

  api.get("/trash", async (c) => {
    const rows = await trashedItems(database(c.env.DB), kind);
    const items: TrashItem[] = rows.map((row) => ({
      kind: kind.auditName,
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
    const [row] = await trashedItem(db, kind, id);
    if (!row) throw notFound(`Çöp kutusundaki ${config.label.toLocaleLowerCase("tr")}`);
    return row;
  };

  // Back from the trash with its slug and everything else as it was (public again if it was published).
  api.post("/trash/:id/restore", zValidator("param", idParam, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env.DB);
    const row = await trashedRow(db, id);
    const [, restored] = await db.batch(untrashStatements(db, kind, actorOf(c), row));
    if (restored.length === 0) throw notFound(config.label);
    await purge(c, id, null, row);
    return c.json(await readBack(db, id));
  });

  // Gone for good now, with its revisions and former addresses (the cron does the same after TRASH_DAYS).
  api.delete("/trash/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env.DB);
    const row = await trashedRow(db, id);
    await db.batch(purgeItemStatements(db, kind, actorOf(c), row));
    return c.json({ ok: true });
  });

  api.get("/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
    const item = await config.read(database(c.env.DB), c.req.valid("param").id);
    if (!item) throw notFound(config.label);
    return c.json(item);
  });

  api.post("/", acceptBody(BODY_POLICIES.richText), zValidator("json", config.input, jsonInvalid), async (c) => {
    const input: Input = c.req.valid("json");
    const db = database(c.env.DB);
    const published = publication(input);
    const columns = columnsOf(input, input, slugFor(input.title, input.slug), published);
    try {
      const [[created]] = await db.batch(
        createStatements(db, kind, actorOf(c), columns, {
          action: "create",
          summary: `“${input.title}” oluşturuldu ve ${savedAs(published.status, published.publishAt, null)}`,
          revision: snapshotOf(columns),
        }),
      );
      await purge(c, created!.id, null, columns);
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
    const current = await live(db, id);
    if (current.version !== version) throw conflict();
    const columns = columnsOf(input, input, slugFor(input.title, input.slug), published);
    const summary = how.summary?.(input.title) ?? `“${input.title}” ${savedAs(published.status, published.publishAt, current)}`;
    try {
      const [, , updated] = await db.batch(
        saveStatements(
          db,
          kind,
          actorOf(c),
          { id, version, formerSlug: current.slug, values: columns },
          { action: how.reason === "restore" ? "restore" : "update", summary, reason: how.reason, revision: snapshotOf(columns) },
        ),
      );
      if (updated.length === 0) throw conflict();
    } catch (error) {
      throw friendlyWriteError(error);
    }
    await purge(c, id, current, columns);
    await afterPublish(c, id);
    return readBack(db, id);
  }

  api.put("/:id", acceptBody(BODY_POLICIES.richText), zValidator("param", idParam, jsonInvalid), zValidator("json", update, jsonInvalid), async (c) => {
    const input = c.req.valid("json");
    return c.json(await saveOver(c, c.req.valid("param").id, input, input.version, { reason: "save" }));
  });

  /** A published item's current row, checked against the version the editor loaded. */
  async function publishedAt(db: Database, id: number, version: number) {
    const current = await live(db, id);
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
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    await publishedAt(db, id, input.version);
    const data = snapshotOf(columnsOf(input, input, slugFor(input.title, input.slug), publication(input)));
    const pending: StoredPendingDraft = { data, savedAt: new Date().toISOString(), by: actorOf(c).name };
    const [updated] = await db.batch(pendingDraftStatements(db, kind, actorOf(c), { id, version: input.version, pending, revision: data }));
    if (updated.length === 0) throw conflict();
    return c.json(await readBack(db, id));
  });

  api.delete("/:id/draft", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("query");
    const db = database(c.env.DB);
    const current = await publishedAt(db, id, version);
    const [, updated] = await db.batch(discardDraftStatements(db, kind, actorOf(c), { id, version, title: current.title }));
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
    const [[row], [current]] = await db.batch([revisionOf(db, target(id), revision), liveItem(db, kind, id)]);
    if (!current) throw notFound(config.label);
    if (!row) throw notFound("Sürüm");
    const saved = typeof row.data === "object" && row.data !== null ? row.data : {};
    const restored = config.input.safeParse({ ...saved, status: current.status, publishAt: iso(current.publishAt) });
    if (!restored.success) {
      throw createError({ statusCode: 422, statusMessage: "Bu sürüm bugünkü kurallara uymadığı için geri yüklenemedi. Metni elle kopyalayabilirsiniz." });
    }
    const when = formatDateTime(row.at);
    return c.json(await saveOver(c, id, restored.data, version, { reason: "restore", summary: (title) => `“${title}” ${when} tarihli sürümüne geri döndürüldü` }));
  });

  api.post("/:id/duplicate", zValidator("param", idParam, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env.DB);
    const original = await live(db, id);
    // A copy is a draft with an address of its own.
    const slug = `${original.slug.slice(0, 60)}-kopya-${Date.now().toString(36)}`;
    const columns = columnsOf({ ...original, title: `${original.title} (kopya)` }, original, slug, { status: "draft", publishAt: null });
    const [[created]] = await db.batch(createStatements(db, kind, actorOf(c), columns, { action: "duplicate", summary: `“${original.title}” çoğaltıldı`, revision: snapshotOf(columns) }));
    return c.json(await readBack(db, created!.id), 201);
  });

  // Deleting moves the item to the trash: gone from the public site at once (purged from the cache,
  // its addresses answer 404), restorable with its slug for TRASH_DAYS, then purged by the cron.
  api.delete("/:id", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) => {
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("query");
    const db = database(c.env.DB);
    const current = await live(db, id);
    if (current.version !== version) throw conflict();
    const [, trashed] = await db.batch(trashStatements(db, kind, actorOf(c), { id, version, title: current.title }));
    if (trashed.length === 0) throw conflict();
    await purge(c, id, current, null);
    return c.json({ ok: true });
  });

  return api;
}
