import { and, count, desc, eq, getTableColumns, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { rememberFormerSlug } from "./addresses";
import { auditStatement, type Actor, type AuditFacts } from "./audit";
import type { Database } from "./client";
import { revisionStatement, savedByLastWrite, type RevisionFacts } from "./revisions";
import type { events, news } from "./schema";
import type { SearchTerms } from "../shared/search/terms";
import { purgeStatements } from "./trash";
import { coverImages, coverOf, pendingCovers, pendingSocials, socialImageOf, socialImages } from "./images";
import { notTrashed } from "./visibility";

/**
 * News items and events as the admin area writes them: titled, slugged, rich, published on a
 * schedule, versioned, trashed and restored. The statements here use only the columns both tables
 * share; what a kind adds (an event's dates and place) it writes through its own `PublishableKind`.
 */

/** The tables of publishable content. */
export type PublishableTable = typeof news | typeof events;

/** A row of either. */
export type PublishableRow = PublishableTable["$inferSelect"];

/** The columns a save writes on every kind, from the form. */
export interface SharedColumns {
  title: string;
  slug: string;
  summary: string;
  body: unknown;
  seoDescription: string;
  socialImageId: number | null;
  searchKey: string;
  /** What site search indexes of the item (src/shared/search/terms.ts). */
  searchTerms: SearchTerms;
  status: "draft" | "published";
  publishAt: Date | null;
}

/** A statement for a batch (or to await alone) whose result is `R`. */
export type Statement<R> = BatchItem<"sqlite"> & PromiseLike<R> & { _: { result: R } };

/** Which rows of a kind, in which order, how many (the admin list's page, the trash). */
export interface RowWindow {
  order: SQL[];
  limit: number;
  offset?: number;
}

/** What a save stamps on the row beside the form's fields. */
export interface SaveStamp {
  pendingDraft: null;
  updatedAt: Date;
  version: SQL;
}

/**
 * One kind of publishable content: its table, its names, its rows as their own type (`Row`), and
 * the two writes that carry its own columns (`Own`), typed against its own table so TypeScript
 * checks every column. Made by `publishableKind` (src/db/news.ts, src/db/events.ts).
 */
export interface PublishableKind<Row extends PublishableRow, Own> {
  table: PublishableTable;
  /** Kind in the slug history ("gundem", "etkinlik"). */
  slugKind: "gundem" | "etkinlik";
  /** Name in the audit log and the revisions' targets ("news", "event"). */
  auditName: "news" | "event";
  select: (db: Database, where: SQL | undefined, window?: RowWindow) => Statement<Row[]>;
  /** A new item: returns its id. */
  insert: (db: Database, values: SharedColumns & Own & { authorId: number }) => Statement<{ id: number }[]>;
  /** Saves the fields over `version`: returns the id, or none when stale. */
  save: (db: Database, id: number, version: number, values: SharedColumns & Own & SaveStamp) => Statement<{ id: number }[]>;
}

/**
 * A kind's read and writes on its table. Called with a concrete table (news, events), every type
 * here is that table's own: check the result against `PublishableKind<Row, Own>` where it is used.
 */
export function publishableKind<Table extends PublishableTable>(table: Table, names: { slugKind: "gundem" | "etkinlik"; auditName: "news" | "event" }) {
  return {
    table,
    ...names,
    select: (db: Database, where: SQL | undefined, window?: RowWindow) => {
      const rows = db.select().from(table).where(where).$dynamic();
      return window ? rows.orderBy(...window.order).limit(window.limit).offset(window.offset ?? 0) : rows;
    },
    insert: (db: Database, values: Table["$inferInsert"]) => db.insert(table).values(values).returning({ id: table.id }),
    save: (db: Database, id: number, version: number, values: SQLiteUpdateSetSource<Table>) =>
      db
        .update(table)
        .set(values)
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning({ id: table.id }),
  };
}

type Kind = PublishableKind<PublishableRow, unknown>;

const targetOf = (kind: Pick<Kind, "auditName">, id: number) => `${kind.auditName}:${id}`;
/** The audit target of the row the batch just inserted. */
const insertedTarget = (kind: Pick<Kind, "auditName">) => sql`${`${kind.auditName}:`} || last_insert_rowid()`;
const versionIs = (table: PublishableTable, id: number, version: number) => sql`EXISTS (SELECT 1 FROM ${table} WHERE id = ${id} AND version = ${version})`;
const bumped = (table: PublishableTable) => sql`${table.version} + 1`;

/** The item unless it is in the trash (a trashed item is no item to the admin API, like an unknown one). */
export const liveItem = <Row extends PublishableRow>(db: Database, kind: PublishableKind<Row, never>, id: number) =>
  kind.select(db, and(eq(kind.table.id, id), notTrashed(kind.table)));

/** The items of these ids that are not in the trash. */
export const liveItems = <Row extends PublishableRow>(db: Database, kind: PublishableKind<Row, never>, ids: number[]) =>
  kind.select(db, and(inArray(kind.table.id, ids), notTrashed(kind.table)));

/** One page of the admin list, searched by `q`: its total, then its rows in `order`. */
export const listPage = <Row extends PublishableRow>(db: Database, kind: PublishableKind<Row, never>, q: SQL | undefined, window: RowWindow) => {
  const where = and(notTrashed(kind.table), q);
  return [db.select({ total: count() }).from(kind.table).where(where), kind.select(db, where, window)] as const;
};

/** A new item (created, or duplicated from another), with its audit entry and its first revision. */
export const createStatements = <Own,>(
  db: Database,
  kind: PublishableKind<PublishableRow, Own>,
  actor: Actor,
  values: SharedColumns & Own,
  facts: { action: "create" | "duplicate"; summary: string; revision: unknown },
) => {
  const { table } = kind;
  return [
    kind.insert(db, { ...values, authorId: actor.id }),
    auditStatement(db, actor, { action: `${kind.auditName}.${facts.action}`, target: insertedTarget(kind), summary: facts.summary }),
    revisionStatement(db, actor, { target: sql`${`${kind.auditName}:`} || ${table.id}`, reason: "create", data: facts.revision }, {
      table,
      version: table.version,
      where: eq(table.slug, values.slug),
    }),
  ] as const;
};

/**
 * A save over the version the editor loaded: the former slug remembered, the audit entry, the
 * saved id (none when stale), the revision. The slug history and the audit entry go first, on
 * the condition that the row still has that version: a save that lost a race leaves neither behind.
 * The revision comes right after the save, written only when the save changed the row.
 */
export const saveStatements = <Own,>(
  db: Database,
  kind: PublishableKind<PublishableRow, Own>,
  actor: Actor,
  change: { id: number; version: number; formerSlug: string; values: SharedColumns & Own },
  facts: { action: "update" | "restore"; summary: string; reason: RevisionFacts["reason"]; revision: unknown },
) => {
  const { id, version, values } = change;
  const { table } = kind;
  const unchanged = versionIs(table, id, version);
  return [
    rememberFormerSlug(db, kind.slugKind, table, id, { from: change.formerSlug, to: values.slug }, unchanged),
    auditStatement(db, actor, { action: `${kind.auditName}.${facts.action}`, target: targetOf(kind, id), summary: facts.summary }, unchanged),
    kind.save(db, id, version, { ...values, pendingDraft: null, updatedAt: new Date(), version: bumped(table) }),
    revisionStatement(db, actor, { target: targetOf(kind, id), reason: facts.reason, data: facts.revision }, {
      table,
      version: table.version,
      where: and(eq(table.id, id), eq(table.version, version + 1), savedByLastWrite)!,
    }),
  ] as const;
};

/** A published item's edits kept as its pending draft (not public), with their revision (written only when the draft was stored). */
export const pendingDraftStatements = (db: Database, kind: Pick<Kind, "table" | "auditName">, actor: Actor, change: { id: number; version: number; pending: unknown; revision: unknown }) => {
  const { table } = kind;
  const { id, version } = change;
  return [
    db
      .update(table)
      .set({ pendingDraft: change.pending, updatedAt: new Date(), version: bumped(table) })
      .where(and(eq(table.id, id), eq(table.version, version)))
      .returning({ id: table.id }),
    revisionStatement(db, actor, { target: targetOf(kind, id), reason: "draft", data: change.revision }, {
      table,
      version: table.version,
      where: and(eq(table.id, id), eq(table.version, version + 1), savedByLastWrite)!,
    }),
  ] as const;
};

/** A versioned change of one item's shared columns: its audit entry (written only while the version holds), then the changed id. */
const versionedChange = (
  db: Database,
  kind: Pick<Kind, "table" | "auditName">,
  actor: Actor,
  item: { id: number; version: number },
  facts: Omit<AuditFacts, "target">,
  set: { pendingDraft?: null; deletedAt?: Date; updatedAt?: Date },
) => {
  const { table } = kind;
  return [
    auditStatement(db, actor, { ...facts, target: targetOf(kind, item.id) }, versionIs(table, item.id, item.version)),
    db
      .update(table)
      .set({ ...set, version: bumped(table) })
      .where(and(eq(table.id, item.id), eq(table.version, item.version)))
      .returning({ id: table.id }),
  ] as const;
};

/** The pending draft dropped: the audit entry, then the changed id (none when stale). */
export const discardDraftStatements = (db: Database, kind: Pick<Kind, "table" | "auditName">, actor: Actor, item: { id: number; version: number; title: string }) =>
  versionedChange(db, kind, actor, item, { action: `${kind.auditName}.discard`, summary: `“${item.title}”: yayımlanmamış değişiklikler atıldı` }, { pendingDraft: null, updatedAt: new Date() });

/** To the trash: the audit entry, then the trashed id (none when stale). */
export const trashStatements = (db: Database, kind: Pick<Kind, "table" | "auditName">, actor: Actor, item: { id: number; version: number; title: string }) =>
  versionedChange(db, kind, actor, item, { action: `${kind.auditName}.trash`, summary: `“${item.title}” çöp kutusuna taşındı` }, { deletedAt: new Date() });

/** What a bulk action writes on each item it applies to, and on which it applies. */
export interface BulkChange {
  set: { status?: "draft" | "published"; publishAt?: Date | null; deletedAt?: Date };
  applies: (table: PublishableTable) => SQL;
  audit: Omit<AuditFacts, "target">;
}

/** One item's part of a bulk action: the changed id (none when stale or the action does not apply), then its audit entry. */
export const bulkItemStatements = (db: Database, kind: Pick<Kind, "table" | "auditName">, actor: Actor, item: { id: number; version: number }, change: BulkChange, now: Date) => {
  const { table } = kind;
  return [
    db
      .update(table)
      .set({ ...change.set, updatedAt: now, version: bumped(table) })
      .where(and(eq(table.id, item.id), eq(table.version, item.version), notTrashed(table), change.applies(table)))
      .returning({ id: table.id }),
    auditStatement(db, actor, { ...change.audit, target: targetOf(kind, item.id) }, sql`changes() > 0`),
  ] as const;
};

/** The items in the trash, most recently trashed first. */
export const trashedItems = <Row extends PublishableRow>(db: Database, kind: PublishableKind<Row, never>) =>
  kind.select(db, isNotNull(kind.table.deletedAt), { order: [desc(kind.table.deletedAt)], limit: 500 });

/** An item in the trash. */
export const trashedItem = <Row extends PublishableRow>(db: Database, kind: PublishableKind<Row, never>, id: number) =>
  kind.select(db, and(eq(kind.table.id, id), isNotNull(kind.table.deletedAt)));

/** Back from the trash with its slug: the audit entry, then the restored id (none when it was no longer there). */
export const untrashStatements = (db: Database, kind: Pick<Kind, "table" | "auditName">, actor: Actor, item: { id: number; title: string }) => {
  const { table } = kind;
  return [
    auditStatement(
      db,
      actor,
      { action: `${kind.auditName}.untrash`, target: targetOf(kind, item.id), summary: `“${item.title}” çöp kutusundan geri alındı` },
      sql`EXISTS (SELECT 1 FROM ${table} WHERE id = ${item.id} AND deleted_at IS NOT NULL)`,
    ),
    db
      .update(table)
      .set({ deletedAt: null, version: bumped(table) })
      .where(and(eq(table.id, item.id), isNotNull(table.deletedAt)))
      .returning({ id: table.id }),
  ] as const;
};

/** Gone for good, with its revisions and former addresses (the cron does the same after TRASH_DAYS), and its audit entry. */
export const purgeItemStatements = (db: Database, kind: Pick<Kind, "table" | "auditName" | "slugKind">, actor: Actor, item: { id: number; title: string }) =>
  [
    auditStatement(db, actor, { action: `${kind.auditName}.purge`, target: targetOf(kind, item.id), summary: `“${item.title}” kalıcı olarak silindi` }),
    ...purgeStatements(db, kind.table, kind.slugKind, kind.auditName, [item.id]),
  ] as const;

/**
 * An item as its editor opens it (not in the trash), with its cover and social picture, and the
 * ones its pending draft chose. Called with a concrete table, the row is that table's own.
 */
/**
 * A row's columns but its search terms, typed as the table for drizzle's nested select: the
 * editor's reads never look at `searchTerms` (it is left undefined).
 */
function editorColumns<Table extends PublishableTable>(table: Table): Table {
  const { searchTerms: _searchTerms, ...columns } = getTableColumns(table);
  return columns as unknown as Table;
}

/** Of an image, what the editor's DTO shows (src/routes/admin/content-dto.ts imageDto), not its whole row. */
function editorImage<Image extends typeof coverImages | typeof pendingCovers | typeof socialImages | typeof pendingSocials>(image: Image) {
  const { searchTerms: _terms, searchKey: _key, originalKey: _original, fileName: _name, draftUpload: _draft, uploadedBy: _by, deletedAt: _deleted, ...shown } = getTableColumns(image);
  return shown;
}

export const itemForEditor = <Table extends PublishableTable>(db: Database, table: Table, id: number) =>
  db
    // Without the item's search terms (a copy of its text the editor does not need), and only the
    // images' shown fields: D1 refuses a result with more than 100 columns.
    .select({
      item: editorColumns(table),
      cover: editorImage(coverImages),
      pendingCover: editorImage(pendingCovers),
      social: editorImage(socialImages),
      pendingSocial: editorImage(pendingSocials),
    })
    .from(table)
    .leftJoin(coverImages, coverOf(table.coverImageId))
    .leftJoin(pendingCovers, eq(pendingCovers.id, sql`json_extract(${table.pendingDraft}, '$.data.coverImageId')`))
    .leftJoin(socialImages, socialImageOf(table.socialImageId))
    .leftJoin(pendingSocials, eq(pendingSocials.id, sql`json_extract(${table.pendingDraft}, '$.data.socialImageId')`))
    .where(and(eq(table.id, id), notTrashed(table)));
