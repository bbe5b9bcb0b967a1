/**
 * A publishable kind's operations for its admin API (src/routes/admin/publishable-api.ts): each
 * checks, writes one D1 batch with its audit entry, and answers with what the handler still owes
 * the change: the cache tags to purge and the items it made public.
 */
import type { Actor } from "../../db/audit";
import type { Database } from "../../db/client";
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
  type PublishableRow,
} from "../../db/publishable";
import { revisionOf } from "../../db/revisions";
import { matchesSearch } from "../../db/search";
import { trashPurgeAt } from "../../db/trash";
import { createError } from "../../platform/errors";
import { formatDateTime } from "../../shared/i18n/dates";
import type { BulkResultDto, Page, Restored, TrashItem } from "../../shared/admin-contract";
import { droppedImagesNotice, withoutUnavailableImages } from "../../services/media/unavailable-images";
import { ADMIN_PAGE_SIZE } from "./list-query";
import { conflict, friendlyWriteError, notFound } from "./content-errors";
import { iso } from "./content-dto";
import { publication, slugFor } from "./publishable-input";
import { type StoredPendingDraft } from "../../db/pending-draft";
import type { PublishableConfig, PublishableInput, Standing } from "./publishable-config";
import { BULK_CHANGES, columnsOf, savedAs, snapshotOf, type bulkBody } from "./publishable-writes";
import type { Context } from "hono";
import type * as z from "zod";
import { logEvent } from "../../platform/log";
import type { AppEnv } from "../../shared/env";

/** An operation's answer, and what its handler still owes the change. */
export interface Outcome<T> {
  value: T;
  /** The cache tags to purge, one list per changed item. */
  purges: string[][];
  /** The items whose fields the change made public (their kind's afterPublish runs for each). */
  published: number[];
}

/** How a save over the loaded version is recorded. */
interface SaveHow {
  reason: "save" | "restore";
  summary?: (title: string) => string;
}

/** The operations on one kind, over its configuration (src/routes/admin/news-api.ts, events-api.ts). */
export class PublishableService<Row extends PublishableRow, Input extends PublishableInput, Own, ListItem, Dto> {
  constructor(readonly config: PublishableConfig<Row, Input, Own, ListItem, Dto>) {}

  private get kind() {
    return this.config.kind;
  }

  /**
   * Runs after each change that made an item's fields public (events tell their registrants of a
   * cancellation). The change is stored by then: a failure is logged, never answered with a 5xx.
   */
  async afterPublish(c: Context<AppEnv>, id: number): Promise<void> {
    try {
      await this.config.afterPublish?.(c, id);
    } catch (error) {
      logEvent("error", "after_publish_failed", { kind: this.kind.auditName, id, message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** The revisions' and audit log's name of an item. */
  target(id: number) {
    return `${this.kind.auditName}:${id}`;
  }

  private tagsFor(id: number, before: Standing<Row, Own>, after: Standing<Row, Own>) {
    return this.config.purgeFor(id, before, after);
  }

  /** Reads back what was just written; a missing row here is a server fault, not a 404. */
  private async readBack(db: Database, id: number) {
    return (await this.config.read(db, id))!;
  }

  /** The item unless it is in the trash, or 404. */
  private async live(db: Database, id: number) {
    const [row] = await liveItem(db, this.kind, id);
    if (!row) throw notFound(this.config.label);
    return row;
  }

  /** A trashed item, or 404. */
  private async trashed(db: Database, id: number) {
    const [row] = await trashedItem(db, this.kind, id);
    if (!row) throw notFound(`Çöp kutusundaki ${this.config.label.toLocaleLowerCase("tr")}`);
    return row;
  }

  /** A published item's current row, checked against the version the editor loaded. */
  private async published(db: Database, id: number, version: number) {
    const current = await this.live(db, id);
    if (current.version !== version) throw conflict();
    if (current.status !== "published") {
      throw createError({ statusCode: 400, statusMessage: "Bu kayıt yayında değil; değişiklikleri doğrudan kaydedin." });
    }
    return current;
  }

  /** One page of the list, searched (Turkish-aware). */
  async list(db: Database, q: string | undefined, sayfa: number): Promise<Page<ListItem>> {
    const { kind } = this;
    const [[counted], rows] = await db.batch(listPage(db, kind, matchesSearch(kind.table.searchKey, q), { order: this.config.listOrder, limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE }));
    const total = counted?.total ?? 0;
    return { items: rows.map(this.config.listItem), page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total };
  }

  /** The item as its editor opens it, or 404. */
  async read(db: Database, id: number): Promise<Dto> {
    const item = await this.config.read(db, id);
    if (!item) throw notFound(this.config.label);
    return item;
  }

  /**
   * Several items at once, each against the version its list showed: an item someone changed since
   * is left as it is and reported, the others change, each with its own audit entry in the batch.
   */
  async bulk(db: Database, actor: Actor, { action, items }: z.infer<typeof bulkBody>): Promise<Outcome<BulkResultDto>> {
    const { kind } = this;
    const now = new Date();
    const byId = new Map((await liveItems(db, kind, items.map((item) => item.id))).map((row) => [row.id, row]));
    const targets = items.flatMap((item) => {
      const row = byId.get(item.id);
      return row ? [{ item, row, change: BULK_CHANGES[action](row, kind.auditName, now) }] : [];
    });
    const [first, ...rest] = targets.map(({ item, change }) => bulkItemStatements(db, kind, actor, item, change, now));
    if (!first) return { value: { changed: [], skipped: items.map((item) => item.id) }, purges: [], published: [] };
    const results = await db.batch([...first, ...rest.flat()]);
    const changed = targets.filter((_, index) => {
      const updated = results[index * 2];
      return Array.isArray(updated) && updated.length > 0;
    });
    const changedIds = changed.map(({ row }) => row.id);
    return {
      value: { changed: changedIds, skipped: items.map((item) => item.id).filter((id) => !changedIds.includes(id)) },
      purges: changed.map(({ row, change }) => this.tagsFor(row.id, row, action === "trash" ? null : ({ ...row, ...change.set } as Row))),
      published: action === "publish" ? changedIds : [],
    };
  }

  /** The items in "Çöp kutusu", with when the cron removes each for good. */
  async trash(db: Database): Promise<TrashItem[]> {
    const rows = await trashedItems(db, this.kind);
    return rows.map((row) => ({
      kind: this.kind.auditName,
      id: row.id,
      title: row.title,
      slug: row.slug,
      deletedAt: row.deletedAt!.toISOString(),
      purgeAt: trashPurgeAt(row.deletedAt!).toISOString(),
    }));
  }

  /** Back from the trash with its slug and everything else as it was (public again if it was published). */
  async untrash(db: Database, actor: Actor, id: number): Promise<Outcome<Dto>> {
    const row = await this.trashed(db, id);
    const [, restored] = await db.batch(untrashStatements(db, this.kind, actor, row));
    if (restored.length === 0) throw notFound(this.config.label);
    return { value: await this.readBack(db, id), purges: [this.tagsFor(id, null, row)], published: [] };
  }

  /** Gone for good now, with its revisions and former addresses (the cron does the same after TRASH_DAYS). */
  async purgeForGood(db: Database, actor: Actor, id: number): Promise<void> {
    const row = await this.trashed(db, id);
    await db.batch(purgeItemStatements(db, this.kind, actor, row));
  }

  /** A new item from the form, with its audit entry and first revision. */
  async create(db: Database, actor: Actor, input: Input): Promise<Outcome<Dto>> {
    const published = publication(input);
    const columns = columnsOf(this.config, input, input, slugFor(input.title, input.slug), published);
    try {
      const [[created]] = await db.batch(
        createStatements(db, this.kind, actor, columns, {
          action: "create",
          summary: `“${input.title}” oluşturuldu ve ${savedAs(published.status, published.publishAt, null)}`,
          revision: snapshotOf(columns),
        }),
      );
      const id = created!.id;
      return { value: await this.readBack(db, id), purges: [this.tagsFor(id, null, columns)], published: [id] };
    } catch (error) {
      throw friendlyWriteError(error);
    }
  }

  /**
   * Saves `input` over the item at the version the editor loaded (409 when someone saved since),
   * with its slug history, audit entry and revision in the same batch.
   */
  async save(db: Database, actor: Actor, id: number, input: Input, version: number, how: SaveHow = { reason: "save" }): Promise<Outcome<Dto>> {
    const published = publication(input);
    const current = await this.live(db, id);
    if (current.version !== version) throw conflict();
    const columns = columnsOf(this.config, input, input, slugFor(input.title, input.slug), published);
    const summary = how.summary?.(input.title) ?? `“${input.title}” ${savedAs(published.status, published.publishAt, current)}`;
    const facts = { action: how.reason === "restore" ? ("restore" as const) : ("update" as const), summary, reason: how.reason, revision: snapshotOf(columns) };
    try {
      const [, , updated] = await db.batch(saveStatements(db, this.kind, actor, { id, version, formerSlug: current.slug, values: columns }, facts));
      if (updated.length === 0) throw conflict();
    } catch (error) {
      throw friendlyWriteError(error);
    }
    return { value: await this.readBack(db, id), purges: [this.tagsFor(id, current, columns)], published: [id] };
  }

  /**
   * Edits of a published item kept as its pending draft: saved (with a revision) but not public;
   * the public pages keep the published fields until a save ("Güncelle") publishes them.
   */
  async saveDraft(db: Database, actor: Actor, id: number, input: Input & { version: number }): Promise<Dto> {
    await this.published(db, id, input.version);
    const data = snapshotOf(columnsOf(this.config, input, input, slugFor(input.title, input.slug), publication(input)));
    const pending: StoredPendingDraft = { data, savedAt: new Date().toISOString(), by: actor.name };
    const [updated] = await db.batch(pendingDraftStatements(db, this.kind, actor, { id, version: input.version, pending, revision: data }));
    if (updated.length === 0) throw conflict();
    return this.readBack(db, id);
  }

  /** The pending draft thrown away: back to the published fields. */
  async discardDraft(db: Database, actor: Actor, id: number, version: number): Promise<Dto> {
    const current = await this.published(db, id, version);
    const [, updated] = await db.batch(discardDraftStatements(db, this.kind, actor, { id, version, title: current.title }));
    if (updated.length === 0) throw conflict();
    return this.readBack(db, id);
  }

  /**
   * A revision's content saved again as the newest (its own revision; nothing is overwritten). The
   * item keeps its publication: restoring old text does not unpublish or reschedule it. Pictures
   * in the trash or gone stay out (a page must not show a broken image), and the answer names them.
   */
  async restoreRevision(db: Database, actor: Actor, id: number, revision: number, version: number): Promise<Outcome<Restored<Dto>>> {
    const [[row], [current]] = await db.batch([revisionOf(db, this.target(id), revision), liveItem(db, this.kind, id)]);
    if (!current) throw notFound(this.config.label);
    if (!row) throw notFound("Sürüm");
    const saved = typeof row.data === "object" && row.data !== null ? row.data : {};
    const restored = this.config.input.safeParse({ ...saved, status: current.status, publishAt: iso(current.publishAt) });
    if (!restored.success) {
      throw createError({ statusCode: 422, statusMessage: "Bu sürüm bugünkü kurallara uymadığı için geri yüklenemedi. Metni elle kopyalayabilirsiniz." });
    }
    const when = formatDateTime(row.at);
    const { value, dropped } = await withoutUnavailableImages(db, restored.data);
    const outcome = await this.save(db, actor, id, value, version, { reason: "restore", summary: (title) => `“${title}” ${when} tarihli sürümüne geri döndürüldü` });
    return { ...outcome, value: { ...outcome.value, notice: droppedImagesNotice(dropped) } };
  }

  /** A copy as a draft with an address of its own. */
  async duplicate(db: Database, actor: Actor, id: number): Promise<Dto> {
    const original = await this.live(db, id);
    // Random, not the clock's milliseconds: two copies made within one millisecond must not share a slug (a UNIQUE failure, 500).
    const slug = `${original.slug.slice(0, 60)}-kopya-${crypto.randomUUID().slice(0, 8)}`;
    const columns = columnsOf(this.config, { ...original, title: `${original.title} (kopya)` }, original, slug, { status: "draft", publishAt: null });
    const [[created]] = await db.batch(createStatements(db, this.kind, actor, columns, { action: "duplicate", summary: `“${original.title}” çoğaltıldı`, revision: snapshotOf(columns) }));
    return this.readBack(db, created!.id);
  }

  /**
   * To the trash: gone from the public site at once (its addresses answer 404), restorable with
   * its slug for TRASH_DAYS, then purged by the cron.
   */
  async moveToTrash(db: Database, actor: Actor, id: number, version: number): Promise<Outcome<{ ok: true }>> {
    const current = await this.live(db, id);
    if (current.version !== version) throw conflict();
    const [, trashed] = await db.batch(trashStatements(db, this.kind, actor, { id, version, title: current.title }));
    if (trashed.length === 0) throw conflict();
    return { value: { ok: true }, purges: [this.tagsFor(id, current, null)], published: [] };
  }
}
