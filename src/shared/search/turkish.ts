/**
 * Turkish search's one pipeline, shared by indexing (when content is saved) and querying (/ara), so
 * both sides always cut words the same way. D1's FTS5 has only its built-in tokenizers, which fold
 * "İ" but not "ı" and cannot stem, so every term is made here and FTS5 sees plain [a-z0-9] words.
 *
 * A word: NFC → Turkish lower case ("IŞIK" → "ışık", "İ" → "i") → an apostrophe and what follows it
 * dropped ("İstanbul'da" → "istanbul") → its folded form (ç ğ ı ö ş ü â î û and other accents → ASCII,
 * so "kadikoy" finds "Kadıköy") and its folded stems (Snowball Turkish on the Turkish form).
 */
import { stemmer } from "@orama/stemmers/turkish";

/**
 * Bumped whenever the pipeline cuts words differently: rows indexed by an older version are indexed
 * again by the cron's backfill (src/db/site-search.ts).
 */
export const SEARCH_PIPELINE_VERSION = 2;

/** Snowball over-stems short words ("üye" → "ü", "altın" → "al"): a shorter stem is not used. */
const MIN_STEM = 3;

/** A query uses at most this many words, each at most this long: a 10 KB query stays cheap. */
export const MAX_QUERY_WORDS = 8;
const MAX_WORD = 40;

const FOLD: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" };

/** One word as search sees it: its folded form, and the stems it also matches by. */
export interface SearchTerm {
  word: string;
  stems: string[];
}

/** ASCII letters and digits only: Turkish letters folded, other accents dropped, anything else removed. */
export function fold(text: string): string {
  return text
    .replace(/[çğıöşüâîû]/g, (ch) => FOLD[ch] ?? ch)
    .normalize("NFKD")
    .replace(/[^a-z0-9]/g, "");
}

/**
 * A stem's last consonant as the bare root has it: a suffix softens k/p/t ("kitabı", "ağacı",
 * "derneği"), so the stem of a suffixed form ends in g/b/d where the word itself ends in k/p/t
 * (ç and c are one letter once folded).
 */
const hardened = (stem: string) => stem.replace(/g$/, "k").replace(/b$/, "p").replace(/d$/, "t");

/**
 * The Turkish forms a word is stemmed in: itself, and for a word typed without Turkish letters also
 * with "g" between vowels read as "ğ" ("dernegimizin" → "derneğimizin"), the only way Turkish
 * writes that sound.
 */
function stemmable(word: string, folded: string): string[] {
  return word === folded && /[aeiou]g[aeiou]/.test(word) ? [word, word.replace(/([aeiou])g(?=[aeiou])/g, "$1ğ")] : [word];
}

/**
 * Snowball's stems of a Turkish form, before folding. It leaves the buffer "s" of a possessive on
 * the stem ("toplantısı" → "toplantıs"), so the stem without it counts too ("toplantı"); it does not
 * see a softened "nk" ("rengi" → "reng", the root "renk" once hardened).
 */
function snowball(form: string): string[] {
  const stem = stemmer(form);
  if (stem === form && /ng[ıiuü]$/.test(form)) return [form.slice(0, -1)];
  const stems = [stem];
  if (/[aeıioöuü]s$/.test(stem) && stem.length < form.length) stems.push(stem.slice(0, -1));
  return stems;
}

/**
 * A 3-letter stem cut off by a lone copula-like ending is a different word far more often than the
 * same one ("kültür" → "kül", "yardım" → "yar"), so it is not used.
 */
const overStemmed = (form: string, stem: string) => stem.length <= MIN_STEM && /^[dt][ıiuü][rmn]$/.test(form.slice(stem.length));

/**
 * A stem that keeps a noun's "-ntı" whole. Snowball reads "toplantı" as the verb "topla" in the past
 * tense (and so joins it with "toplam"), but after "n" Turkish writes the past tense "-dı"
 * ("toplandı"), never "-tı": a word's "ntı/nti/ntu/ntü" is the noun-making suffix of "toplantı",
 * "görüntü", "alıntı" (or part of the root), so a stem never ends inside it. This only ever makes a
 * stem longer, so it can only drop a match, never add one.
 */
function keepingNoun(form: string, stem: string): string {
  for (const m of form.matchAll(/nt[ıiuü]/g)) {
    if (m.index + 3 > stem.length) return form.slice(0, m.index + 3);
  }
  return stem;
}

/** The stems a Turkish word (lower case) matches by, folded; a stem shorter than MIN_STEM is not used. */
function stemsOf(word: string, folded: string): string[] {
  const stems = new Set<string>();
  for (const form of stemmable(word, folded)) {
    for (const cut of snowball(form)) {
      const stem = keepingNoun(form, cut);
      const foldedStem = fold(stem);
      if (foldedStem.length < MIN_STEM || overStemmed(form, stem)) continue;
      const root = hardened(foldedStem);
      if (root !== folded) stems.add(root);
    }
  }
  return [...stems];
}

/** The text's words in Turkish lower case, each without an apostrophe and what follows it. */
export function turkishWords(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLocaleLowerCase("tr")
      .replace(/['’‘ʼ`´][\p{L}\p{M}]*/gu, "")
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/** One Turkish word (as turkishWords gives it) as search sees it, or null when nothing of it is left. */
export function termOf(word: string): SearchTerm | null {
  const folded = fold(word).slice(0, MAX_WORD);
  if (!folded) return null;
  return { word: folded, stems: /^[0-9]+$/.test(folded) ? [] : stemsOf(word, folded) };
}

/** Every word of a text as search sees it, in order (repeats kept: FTS5 counts them for ranking). */
export function termsOf(text: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const word of turkishWords(text)) {
    const term = termOf(word);
    if (term) terms.push(term);
  }
  return terms;
}

/** A field's index columns: its folded words, and its stems (ranked lower), each space-separated. */
export function indexColumns(text: string): { words: string; stems: string } {
  const terms = termsOf(text);
  return { words: terms.map((t) => t.word).join(" "), stems: terms.flatMap((t) => t.stems).join(" ") };
}

/**
 * A visitor's query as search terms: distinct words, one-letter words dropped when others are
 * given, at most MAX_QUERY_WORDS. Empty when there is nothing to look for.
 */
export function queryTerms(query: string): SearchTerm[] {
  const seen = new Map<string, SearchTerm>();
  for (const term of termsOf(query.slice(0, 1000))) if (!seen.has(term.word)) seen.set(term.word, term);
  const terms = [...seen.values()];
  const longer = terms.filter((t) => t.word.length > 1);
  return (longer.length > 0 ? longer : terms).slice(0, MAX_QUERY_WORDS);
}

/** The longest query a visitor's form sends (its input's maxLength); /ara reads no more. */
export const MAX_QUERY_LENGTH = 200;

/**
 * A query as /ara shows it and as its cached copy is keyed: its words in Turkish lower case, without
 * an apostrophe's suffix, each once, in order, at most MAX_QUERY_WORDS ("KADIKÖY'de  kadıköy" →
 * "kadıköy"). It searches exactly as the query typed does. Not folded: "kadikoy" and "kadıköy" are
 * shown differently and stem differently (a word typed without Turkish letters is read with its
 * ASCII forms), so they keep their own pages.
 */
export function normalQuery(query: string): string {
  const words = new Map<string, string>();
  for (const word of turkishWords(query.slice(0, MAX_QUERY_LENGTH))) {
    const term = termOf(word);
    if (term && !words.has(term.word)) words.set(term.word, word);
  }
  return [...words.values()].slice(0, MAX_QUERY_WORDS).join(" ");
}

/**
 * The FTS5 MATCH expression for query terms: every term must match, by its word or one of its
 * stems, in any indexed column. Built only from [a-z0-9] strings, each quoted, so FTS5 syntax typed
 * by a visitor ("NEAR", "*", quotes, parentheses) is never syntax here.
 */
export function matchExpression(terms: readonly SearchTerm[]): string {
  return terms.map((t) => `(${[t.word, ...t.stems].map((s) => `"${s}"`).join(" OR ")})`).join(" AND ");
}
