import type { Context } from "hono";
import { catalogue } from "../../../platform/errors";
import { fullPath } from "../../../platform/validation";
import type { AppEnv } from "../../../shared/env";
import { listPagePath } from "../../../shared/paths";

/** `?sayfa=N`: absent means 1; anything but a plain positive integer is invalid (null). */
export function parsePageNumber(query: URLSearchParams): number | null {
  const raw = query.get("sayfa");
  if (raw === null) return 1;
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : null;
}

/** Validator for list routes: an invalid page number is the catalogue's fatal 404. */
export const validPageQuery = (_params: Record<string, string>, query: URLSearchParams): boolean =>
  parsePageNumber(query) !== null && query.getAll("sayfa").length <= 1;

export interface PageSlice {
  page: number;
  perPage: number;
  total: number;
  pageCount: number;
}

export const sliceOf = (page: number, perPage: number) => ({ limit: perPage, offset: (page - 1) * perPage });

/** A page past the last one does not exist (page 1 always does, even when the list is empty). */
export function assertPageExists(slice: PageSlice, fullPath: string): void {
  if (slice.page > 1 && slice.page > slice.pageCount) throw catalogue.validationFailed(fullPath);
}

export function pageSlice(page: number, perPage: number, total: number): PageSlice {
  return { page, perPage, total, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * Reads one page of a list: `read` gets the slice to fetch and returns the total and the rows (from
 * one batch). A page past the last one is the catalogue's 404.
 */
export async function readListPage<T>(
  c: Context<AppEnv>,
  perPage: number,
  read: (slice: { limit: number; offset: number }) => Promise<{ total: number; rows: T[] }>,
): Promise<{ rows: T[]; slice: PageSlice }> {
  const page = parsePageNumber(new URL(c.req.url).searchParams) ?? 1;
  const { total, rows } = await read(sliceOf(page, perPage));
  const slice = pageSlice(page, perPage, total);
  assertPageExists(slice, fullPath(c.req.url));
  return { rows, slice };
}

/**
 * Previous/next links and page numbers, usable without JavaScript. `pathOf` builds a page's address
 * for lists whose address carries more than the page (search: the query).
 */
export function Pagination({ slice, basePath, label, pathOf }: { slice: PageSlice; basePath: string; label: string; pathOf?: (page: number) => string }) {
  if (slice.pageCount <= 1) return null;
  const hrefOf = pathOf ?? ((page: number) => listPagePath(basePath, page));
  const pages = Array.from({ length: slice.pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={label}>
      {slice.page > 1 ? (
        <a href={hrefOf(slice.page - 1)} rel="prev">
          ← Önceki
        </a>
      ) : null}
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <a href={hrefOf(page)} aria-current={page === slice.page ? "page" : undefined} aria-label={`Sayfa ${page}`}>
              {page}
            </a>
          </li>
        ))}
      </ul>
      {slice.page < slice.pageCount ? (
        <a href={hrefOf(slice.page + 1)} rel="next">
          Sonraki →
        </a>
      ) : null}
    </nav>
  );
}
