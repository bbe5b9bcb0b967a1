/**
 * A page of a searchable list, as the sections show it: the skeleton, the error, "nothing found"
 * (for the query or at all), the count, the items (drawn by the section) and the page links.
 */
import type { ReactNode } from "react";
import type { Page } from "../../src/shared/admin-contract";
import type { Loaded } from "./hooks";
import { EmptyState, LoadState, Pagination } from "./ui";

/** The words a list counts its items with: "sonuç"/"kayıt" for the content lists, "görsel" for the library. */
export interface ListWords {
  /** After a query: "“kermes” için 3 sonuç", "… sonuç bulunamadı". */
  found: string;
  /** Without one: "Toplam 12 kayıt". */
  total: string;
  /** The empty list's title and hint when nothing is searched. */
  emptyTitle: string;
  emptyHint: string;
}

/** `list` as loaded for `q`; `children` draws the items of the page. */
export function SearchedPage<T>({ list, pathname, q, words, children }: { list: Loaded<Page<T>>; pathname: string; q: string; words: ListWords; children(page: Page<T>): ReactNode }) {
  return (
    <LoadState
      data={list.data}
      error={list.error}
      reload={list.reload}
      isEmpty={(loaded) => loaded.items.length === 0}
      empty={<EmptyState title={q ? `“${q}” için ${words.found} bulunamadı` : words.emptyTitle}>{q ? "Başka bir kelimeyle aramayı deneyin." : words.emptyHint}</EmptyState>}
    >
      {(page) => (
        <>
          <p className="meta" role="status">
            {q ? `“${q}” için ${page.total} ${words.found}` : `Toplam ${page.total} ${words.total}`}
          </p>
          {children(page)}
          <Pagination pathname={pathname} page={page.page} pageCount={page.pageCount} query={{ q }} />
        </>
      )}
    </LoadState>
  );
}
