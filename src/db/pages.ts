import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { revisionStatement, savedByLastWrite } from "./revisions";
import { pages, type PageKey, type RevisionReason } from "./schema";
import { PAGE_FIELD_SCHEMAS, type PageFields } from "../shared/content-kinds/page";
import { richPlainText, searchTermsOf } from "../shared/search/terms";

/** One editable page's record. */
export const pageByKey = (db: Database, key: PageKey) => db.select().from(pages).where(eq(pages.key, key)).limit(1);

/** Several pages' rows in one statement (a page that shows two pages' texts reads them together). */
export const pagesByKeys = (db: Database, keys: readonly PageKey[]) => db.select().from(pages).where(inArray(pages.key, [...keys]));

/** The row of `key` among rows read by {@link pagesByKeys}, if it was there. */
export const pageOf = <Row extends { key: string }>(rows: readonly Row[], key: PageKey): Row | undefined => rows.find((row) => row.key === key);

/** The page's fields, or null when the stored JSON no longer fits the schema (shown as missing, never as broken HTML). */
export function readPageFields<K extends PageKey>(key: K, stored: unknown): PageFields<K> | null {
  const parsed = PAGE_FIELD_SCHEMAS[key].safeParse(stored);
  return parsed.success ? (parsed.data as PageFields<K>) : null;
}

/** What a page's save writes (and its revision keeps). */
export interface PageSave {
  title: string;
  summary: string;
  body: unknown;
  fields: Record<string, unknown>;
}

/** How a save is recorded: its kind, and its words in the audit log. */
export interface PageSaveAudit {
  reason: "save" | "restore";
  summary: string;
}

/** The page's revision, right after its save, written only when that save changed the row (savedByLastWrite says why). */
const pageRevision = (db: Database, actor: Actor, key: PageKey, input: PageSave, reason: RevisionReason, version: number) =>
  revisionStatement(
    db,
    actor,
    { target: `page:${key}`, reason, data: input },
    { table: pages, version: pages.version, where: and(eq(pages.key, key), eq(pages.version, version), savedByLastWrite)! },
  );

const pageAudit = (db: Database, actor: Actor, key: PageKey, how: PageSaveAudit, onlyIf: SQL) =>
  auditStatement(db, actor, { action: how.reason === "restore" ? "page.restore" : "page.update", target: `page:${key}`, summary: how.summary }, onlyIf);

/** What site search indexes of a page: its title, summary and text. */
export const pageSearchTerms = (page: { title: string; summary: string; body: unknown }) => searchTermsOf(page.title, [page.summary, richPlainText(page.body)]);

/** A save over the stored version the editor loaded: the audit entry, the saved row (none when stale), its revision. */
export const savePageStatements = (db: Database, actor: Actor, key: PageKey, input: PageSave, version: number, how: PageSaveAudit) =>
  [
    pageAudit(db, actor, key, how, sql`EXISTS (SELECT 1 FROM ${pages} WHERE key = ${key} AND version = ${version})`),
    db
      .update(pages)
      .set({ ...input, searchTerms: pageSearchTerms(input), updatedBy: actor.id, updatedAt: new Date(), version: sql`${pages.version} + 1` })
      .where(and(eq(pages.key, key), eq(pages.version, version)))
      .returning(),
    pageRevision(db, actor, key, input, how.reason, version + 1),
  ] as const;

/**
 * The first save of a page shown from its default text: the audit entry, the created row (none
 * when someone else created it first), its revision.
 */
export const createPageStatements = (db: Database, actor: Actor, key: PageKey, input: PageSave, how: PageSaveAudit) =>
  [
    pageAudit(db, actor, key, how, sql`NOT EXISTS (SELECT 1 FROM ${pages} WHERE key = ${key})`),
    db
      .insert(pages)
      .values({ key, title: input.title, summary: input.summary, body: input.body, fields: input.fields, searchTerms: pageSearchTerms(input), updatedBy: actor.id })
      .onConflictDoNothing()
      .returning(),
    pageRevision(db, actor, key, input, how.reason, 1),
  ] as const;
