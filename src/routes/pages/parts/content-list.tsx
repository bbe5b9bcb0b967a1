import type { Context } from "hono";
import type { ReactNode } from "react";
import { database, type Database } from "../../../db/client";
import type { CacheDeclaration } from "../../../platform/cache/hints";
import type { Loaded } from "../../../platform/page-route";
import type { AppEnv } from "../../../shared/env";
import { listPagePath } from "../../../shared/paths";
import { parsePageNumber, readListPage, type PageSlice } from "./pagination";

/** What a public list's batch gives: the total for pagination, one page of rows, and what the page shows for the cache. */
export interface ListRead<Row> {
  total: number;
  rows: Row[];
  cache: CacheDeclaration;
}

/**
 * One page of a public list (news, events) in one batch: the request's page number, the slice of
 * rows and a 404 for a page past the end are the same for every list; `read` runs the list's queries.
 */
export async function loadContentList<Row>(
  c: Context<AppEnv>,
  perPage: number,
  read: (db: Database, now: Date, window: { limit: number; offset: number }) => Promise<ListRead<Row>>,
): Promise<Loaded<{ rows: Row[]; slice: PageSlice }>> {
  const db = database(c.env.DB);
  const now = new Date();
  let cache: CacheDeclaration | undefined;
  const { rows, slice } = await readListPage(c, perPage, async (window) => {
    const result = await read(db, now, window);
    cache = result.cache;
    return result;
  });
  return { data: { rows, slice }, cache };
}

/**
 * Renders a public list's page: its heading and the list, titled "{title} — Sayfa n" past the first
 * page, with the page's own address as canonical. Page 1 streams its shell before the data; later
 * pages wait for it, so a page past the end answers 404 (`waitsForData` in routes.tsx).
 */
export function renderContentList(c: Context<AppEnv>, list: { title: string; description: string; basePath: string }, children: ReactNode) {
  const page = parsePageNumber(new URL(c.req.url).searchParams) ?? 1;
  return c.render(<>{children}</>, {
    title: page > 1 ? `${list.title} — Sayfa ${page}` : list.title,
    description: list.description,
    canonical: listPagePath(list.basePath, page),
  });
}
