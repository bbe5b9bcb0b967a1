/**
 * The public site search's reads, and the backfill that gives older rows their search terms. The
 * index itself (the FTS5 table `search_index`) is written only by the triggers of
 * migrations/0015_search.sql, from the terms each content row carries (src/shared/search/terms.ts).
 */
import { and, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { integer, sqliteTable, text, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";
import { albums, events, images, news, pages } from "./schema";
import { albumSearchTerms } from "./albums";
import { eventPlaces } from "./events";
import { imageSearchKey, photoSearchTerms } from "./media-library";
import { pageSearchTerms } from "./pages";
import { listSearchKey, richPlainText, searchTermsOf, type SearchTerms } from "../shared/search/terms";
import { SEARCH_PIPELINE_VERSION } from "../shared/search/turkish";

/** The kinds of content search finds, as the index names them. */
export type SearchKind = "news" | "event" | "page" | "album" | "photo";

/** One result: what it is, where it lives (a photo: its album's title and slug), and the text its snippet is cut from. */
export interface SearchHit {
  kind: SearchKind;
  ref: string;
  title: string;
  slug: string;
  /** Publication (news), start (events), last change (pages) or creation (albums, photos), in ms. */
  date: number | null;
  excerpt: string;
}

/**
 * The FTS5 table as drizzle reads it (its display columns; the indexed ones are only matched). Made
 * by migrations/0015_search.sql, not by drizzle-kit: it is a virtual table, so it stays out of schema.ts.
 */
const searchIndex = sqliteTable("search_index", {
  kind: text("kind").$type<SearchKind>().notNull(),
  ref: text("ref").notNull(),
  title: text("title").notNull(),
  slug: text("slug").notNull(),
  date: integer("date"),
  visibleFrom: integer("visible_from").notNull(),
  excerpt: text("excerpt").notNull(),
});

/**
 * bm25's weight per column, in the table's order: the seven display columns count for nothing; a
 * title above the text, a whole word above a stem.
 */
const WEIGHTS = sql.raw("0, 0, 0, 0, 0, 0, 0, 10.0, 4.0, 2.0, 1.0");

/**
 * A page of results and their count in one batch (one round trip): public items only (the index
 * holds nothing else), planned ones from their time on, best match first, newer first on ties; and
 * when the next planned item the query finds becomes visible (the cached page is true until then).
 */
export function searchStatements(db: Database, match: string, now: Date, window: { limit: number; offset: number }) {
  const matches = sql`search_index MATCH ${match}`;
  const where = sql`${matches} AND ${searchIndex.visibleFrom} <= ${now.getTime()}`;
  const { kind, ref, title, slug, date, excerpt } = searchIndex;
  return [
    db
      .select({ total: sql<number>`count(*) FILTER (WHERE ${searchIndex.visibleFrom} <= ${now.getTime()})`, next: sql<number | null>`min(${searchIndex.visibleFrom}) FILTER (WHERE ${searchIndex.visibleFrom} > ${now.getTime()})` })
      .from(searchIndex)
      .where(matches),
    db
      .select({ kind, ref: sql<string>`${ref}`, title, slug, date, excerpt })
      .from(searchIndex)
      .where(where)
      .orderBy(sql`bm25(search_index, ${WEIGHTS})`, desc(date))
      .limit(window.limit)
      .offset(window.offset),
  ] as const;
}

/** Rows whose terms an older pipeline made, or none yet. */
const stale = (column: AnySQLiteColumn) =>
  or(isNull(column), ne(sql`json_extract(${column}, '$.v')`, SEARCH_PIPELINE_VERSION));

/** How many rows of each kind one backfill run indexes, so a run stays well inside a cron's limits. */
const BACKFILL_BATCH = 50;

/**
 * Gives rows saved before search existed, or indexed by an older pipeline, their search terms (the
 * triggers then index them) and their admin lists' search keys (src/db/search.ts), which the same
 * pipeline makes. Each write is tied to the version read, so an editor's save in between wins.
 * Returns how many rows it indexed; run again while it returns BACKFILL_BATCH per kind or more.
 */
export async function reindexStale(db: Database): Promise<number> {
  const [newsRows, eventRows, pageRows, albumRows, imageRows] = await db.batch([
    db.select().from(news).where(stale(news.searchTerms)).limit(BACKFILL_BATCH),
    db.select().from(events).where(stale(events.searchTerms)).limit(BACKFILL_BATCH),
    db.select().from(pages).where(stale(pages.searchTerms)).limit(BACKFILL_BATCH),
    db.select().from(albums).where(stale(albums.searchTerms)).limit(BACKFILL_BATCH),
    db.select().from(images).where(stale(images.searchTerms)).limit(BACKFILL_BATCH),
  ]);
  const listed = (row: { title: string; summary: string }) => listSearchKey(`${row.title} ${row.summary}`);
  const writes = [
    ...newsRows.map((row) => termsWrite(db, news, row, searchTermsOf(row.title, [row.summary, richPlainText(row.body)]), listed(row))),
    ...eventRows.map((row) =>
      termsWrite(db, events, row, searchTermsOf(row.title, [row.summary, richPlainText(row.body), ...eventPlaces(row)]), listed(row)),
    ),
    ...albumRows.map((row) => db.update(albums).set({ searchTerms: albumSearchTerms(row) }).where(and(eq(albums.id, row.id), eq(albums.version, row.version)))),
    ...imageRows.map((row) => termsWrite(db, images, row, photoSearchTerms(row), imageSearchKey(row))),
    ...pageRows.map((row) => db.update(pages).set({ searchTerms: pageSearchTerms(row) }).where(and(eq(pages.key, row.key), eq(pages.version, row.version)))),
  ];
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  return writes.length;
}

/**
 * How many backfill batches one cron run does at most: 500 rows of each kind, a few seconds of CPU at
 * most, well inside a cron's limits (docs/search.md says when a deploy's content becomes searchable).
 */
const BACKFILL_ROUNDS = 10;

/** The backfill's share of one cron run: batches until nothing is left or BACKFILL_ROUNDS are done. Returns the rows indexed. */
export async function reindexStaleRounds(db: Database): Promise<number> {
  let total = 0;
  for (let round = 0; round < BACKFILL_ROUNDS; round++) {
    const indexed = await reindexStale(db);
    total += indexed;
    if (indexed === 0) break;
  }
  return total;
}

/** New terms and list search key for a row, unless it was saved since it was read. */
function termsWrite(db: Database, table: typeof news | typeof events | typeof images, row: { id: number; version: number }, terms: SearchTerms, searchKey: string) {
  return db.update(table).set({ searchTerms: terms, searchKey }).where(and(eq(table.id, row.id), eq(table.version, row.version)));
}
