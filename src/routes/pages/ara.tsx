/**
 * Site search (GET /ara?q=…): server-rendered results with no script, read in one batch from the
 * FTS5 index (src/db/site-search.ts) with terms from the shared Turkish pipeline (src/shared/search/).
 */
import type { Context } from "hono";
import { use } from "react";
import { database } from "../../db/client";
import { searchStatements, type SearchHit, type SearchKind } from "../../db/site-search";
import type { Loaded } from "../../platform/page-route";
import { tag } from "../../platform/cache/tags";
import { isPageKey, PAGE_KEYS, PAGE_PATHS } from "../../shared/content-kinds/page";
import type { AppEnv } from "../../shared/env";
import { albumPath, eventPath, newsPath, photoPath, SEARCH_PATH, searchPath } from "../../shared/paths";
import { snippetOf } from "../../shared/search/snippet";
import { matchExpression, MAX_QUERY_LENGTH, normalQuery, queryTerms, type SearchTerm } from "../../shared/search/turkish";
import { EmptyState } from "./empty-state";
import { Pagination, readListPage, type PageSlice } from "./parts/pagination";
import { Time } from "./parts/time";

export const RESULTS_PER_PAGE = 10;

/** What the page shows: the query as typed, and its results unless it had nothing to look for. */
export interface AraData {
  query: string;
  terms: SearchTerm[];
  hits: SearchHit[];
  slice: PageSlice | null;
}

/**
 * The query in its normal form (src/shared/search/turkish.ts normalQuery): the form the page shows
 * and its cached copy is kept under, so "KADIKÖY" and "kadıköy" share one copy.
 */
const queryOf = (c: Context<AppEnv>) => normalQuery(c.req.query("q") ?? "");

/** The query parameter as the cache keeps it (routes.tsx): its normal form, or nothing cached for one longer than the form sends. */
export const cachedQuery = (value: string): string | null => (value.length > MAX_QUERY_LENGTH ? null : normalQuery(value));

/** A query worth running: at least one word of two letters or more. */
const searchable = (terms: SearchTerm[]) => terms.some((t) => t.word.length > 1);

/** The results' page and their count in one batch; nothing is read for a query with nothing to look for. */
export async function loadAra(c: Context<AppEnv>): Promise<Loaded<AraData>> {
  const query = queryOf(c);
  const terms = queryTerms(query);
  // Every change to public content purges `tag.search` too (src/platform/cache/purge.ts): it may change what any query finds.
  const cache = { tags: [tag.search, tag.newsList, tag.eventList, tag.gallery, ...PAGE_KEYS.map(tag.page)] };
  if (!searchable(terms)) return { data: { query, terms, hits: [], slice: null }, cache };
  const db = database(c.env.DB);
  let next: number | null = null;
  const { rows, slice } = await readListPage(c, RESULTS_PER_PAGE, async (window) => {
    const [[counted], hits] = await db.batch(searchStatements(db, matchExpression(terms), new Date(), window));
    next = counted?.next ?? null;
    return { total: counted?.total ?? 0, rows: hits };
  });
  // A planned item the query finds appears at its time: the copy is not kept past it.
  return { data: { query, terms, hits: rows, slice }, cache: { ...cache, until: next === null ? null : new Date(next) } };
}

const KIND_LABELS: Record<SearchKind, string> = { news: "Gündem", event: "Etkinlik", page: "Sayfa", album: "Albüm", photo: "Fotoğraf" };

function pathOf(hit: SearchHit): string {
  if (hit.kind === "news") return newsPath(hit);
  if (hit.kind === "event") return eventPath(hit);
  if (hit.kind === "album") return albumPath(hit);
  if (hit.kind === "photo") return photoPath(hit, { id: Number(hit.ref) });
  return isPageKey(hit.ref) ? PAGE_PATHS[hit.ref] : "/";
}

function Result({ hit, terms }: { hit: SearchHit; terms: SearchTerm[] }) {
  return (
    <li className="search-result">
      <p className="meta">
        <span className="search-kind">{KIND_LABELS[hit.kind]}</span>
        {hit.date ? (
          <>
            {hit.kind === "page" ? " · son güncelleme " : " · "}
            <Time at={hit.date} />
          </>
        ) : null}
      </p>
      <h2 className="search-title">
        <a href={pathOf(hit)}>{hit.title}</a>
      </h2>
      {hit.excerpt ? (
        <p className="search-snippet">
          {snippetOf(hit.excerpt, terms).map((piece, i) => (piece.mark ? <mark key={i}>{piece.text}</mark> : piece.text))}
        </p>
      ) : null}
    </li>
  );
}

function Results({ data }: { data: Promise<AraData> }) {
  const { query, terms, hits, slice } = use(data);
  if (!slice) {
    return (
      <EmptyState title={query ? "Aramak için en az iki harfli bir kelime yazın" : "Ne aramak istersiniz?"}>
        <p>Gündem, etkinlikler, sayfalar ve albümlerde arar. Türkçe karakter kullanmadan da yazabilirsiniz: “kadikoy” Kadıköy’ü, “dernegimiz” derneği bulur.</p>
      </EmptyState>
    );
  }
  if (!hits.length) {
    return (
      <EmptyState title={`“${query}” için sonuç bulunamadı`}>
        <p>Daha az ya da başka kelimelerle yeniden deneyin.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="lead" role="status">
        “{query}” için {slice.total} sonuç
      </p>
      <ol className="search-results">
        {hits.map((hit) => (
          <Result key={`${hit.kind}:${hit.ref}`} hit={hit} terms={terms} />
        ))}
      </ol>
      <Pagination slice={slice} basePath={SEARCH_PATH} label="Arama sonuçlarının sayfaları" pathOf={(page) => searchPath(query, page)} />
    </>
  );
}

/** The search form again at the top (filled in), then the results; search pages are not for search engines' indexes. */
export function renderAra(c: Context<AppEnv>, data: Promise<AraData>) {
  const query = queryOf(c);
  return c.render(
    <>
      <h1>Arama</h1>
      <form className="search-page-form" role="search" method="get" action={SEARCH_PATH}>
        <label htmlFor="ara-sorgu">Aranacak kelimeler</label>
        <input id="ara-sorgu" type="search" name="q" defaultValue={query} maxLength={MAX_QUERY_LENGTH} autoComplete="off" />
        <button type="submit">Ara</button>
      </form>
      <Results data={data} />
    </>,
    { title: query ? `“${query}” araması` : "Arama", description: "Derneğimizin sitesinde arama.", noindex: true },
  );
}
