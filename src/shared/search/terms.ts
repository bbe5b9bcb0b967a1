/**
 * What a content row stores for search (its `search_terms` column), made once when the row is saved:
 * the SQLite triggers of migrations/0015_search.sql copy it into the FTS5 table `search_index`
 * while the row is public, so the index changes in the same statement as the content.
 */
import { parseRichText, plainText } from "../richtext/schema";
import { indexColumns, SEARCH_PIPELINE_VERSION } from "./turkish";

/** A row's search terms: the pipeline version that made them, the plain text snippets come from, and the index columns. */
export interface SearchTerms {
  v: number;
  /** The searched text as a visitor reads it (summary, body, places), for the result's snippet. */
  plain: string;
  titleWords: string;
  titleStems: string;
  textWords: string;
  textStems: string;
}

/** A rich text's plain text, or nothing for a value that is not one (never throws on stored data). */
export function richPlainText(body: unknown): string {
  const parsed = parseRichText(body);
  return parsed.ok ? plainText(parsed.value) : "";
}

/** The search terms of a title and the texts searched beside it (empty and missing ones skipped). */
export function searchTermsOf(title: string, texts: readonly (string | null | undefined)[]): SearchTerms {
  const plain = texts.filter((text): text is string => typeof text === "string" && text.trim() !== "").join("\n\n");
  const titled = indexColumns(title);
  const text = indexColumns(plain);
  return { v: SEARCH_PIPELINE_VERSION, plain, titleWords: titled.words, titleStems: titled.stems, textWords: text.words, textStems: text.stems };
}

/**
 * What the admin's lists and the media library search (a row's `search_key`): its folded words,
 * then its stems, each between spaces, so `matchesSearch` (src/db/search.ts) finds a query word
 * inside a word ("kadik" finds "Kadıköy", as before) or by a whole stem ("derneğimizin" finds "dernek").
 */
export function listSearchKey(text: string): string {
  const { words, stems } = indexColumns(text);
  return ` ${[words, stems].filter(Boolean).join(" ")} `;
}
