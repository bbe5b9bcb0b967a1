/**
 * A search result's snippet: the part of its stored plain text around the first matched word, cut
 * at word boundaries, with the words the query matched marked. Made from text, never HTML: the
 * page renders the pieces with React, which escapes them.
 */
import { fold, termOf, turkishWords, type SearchTerm } from "./turkish";

/** A piece of a snippet; `mark` pieces are words the query matched. */
export interface SnippetPiece {
  text: string;
  mark: boolean;
}

/** How much text a snippet shows before the first match and in all. */
const LEAD = 60;
const LENGTH = 220;

/** The original text's words with their place, as the pipeline reads them (an apostrophe's suffix belongs to its word). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’‘ʼ][\p{L}\p{M}]*)?/gu;

/**
 * Whether a word of the text is one the query looks for (by its word or a shared stem). A result's
 * text can be long and reading a word as search does (Turkish lower case, folded, stemmed) is the
 * costly part, so each distinct word is read once, and only when its first two folded letters begin
 * something wanted (a stem is at least 3 letters and keeps the word's start). Those two letters are
 * read from the word's first three characters, once per distinct opening; an opening too short to
 * tell (an apostrophe or a combining mark in it) is read with the whole word.
 */
function matcherOf(query: readonly SearchTerm[]): (word: string) => boolean {
  const wanted = new Set(query.flatMap((t) => [t.word, ...t.stems]));
  const starts = new Set([...wanted].map((s) => s.slice(0, 2)));
  const startOfOpening = new Map<string, string>();
  const known = new Map<string, boolean>();
  const foldedStart = (text: string) => fold(turkishWords(text)[0] ?? "").slice(0, 2);
  const mayMatch = (word: string) => {
    const opening = word.slice(0, 3);
    let start = startOfOpening.get(opening);
    if (start === undefined) startOfOpening.set(opening, (start = foldedStart(opening)));
    return starts.has(start.length === 2 ? start : foldedStart(word));
  };
  return (word) => {
    let found = known.get(word);
    if (found === undefined) {
      const turkish = mayMatch(word) ? turkishWords(word)[0] : undefined;
      const term = turkish ? termOf(turkish) : null;
      found = term !== null && [term.word, ...term.stems].some((s) => wanted.has(s));
      known.set(word, found);
    }
    return found;
  };
}

/** Where the snippet starts and ends: around the first match, or the text's opening. */
function windowOf(text: string, first: number | undefined): [number, number] {
  let start = first === undefined ? 0 : Math.max(0, first - LEAD);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < (first ?? 0) ? space + 1 : start;
  }
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start ? space : end;
  }
  return [start, end];
}

/** The snippet of `text` for a query's terms: pieces in order, "…" where text was left out. */
export function snippetOf(text: string, query: readonly SearchTerm[]): SnippetPiece[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const matches = matcherOf(query);
  // Words past the window that the first match opens are never shown: the reading stops there.
  const found: RegExpExecArray[] = [];
  let shownUntil = Infinity;
  for (const m of flat.matchAll(WORD)) {
    if (m.index > shownUntil) break;
    if (!matches(m[0])) continue;
    if (!found.length) shownUntil = windowOf(flat, m.index)[1];
    found.push(m);
  }
  const [start, end] = windowOf(flat, found[0]?.index);
  const pieces: SnippetPiece[] = [];
  let at = start;
  for (const m of found) {
    if (m.index < start || m.index + m[0].length > end) continue;
    if (m.index > at) pieces.push({ text: flat.slice(at, m.index), mark: false });
    pieces.push({ text: m[0], mark: true });
    at = m.index + m[0].length;
  }
  if (end > at) pieces.push({ text: flat.slice(at, end), mark: false });
  if (start > 0) pieces.unshift({ text: "…", mark: false });
  if (end < flat.length) pieces.push({ text: "…", mark: false });
  return pieces;
}
