/**
 * What one save changed, in a line a person reads in "Geçmiş" without opening the version: the
 * Turkish names of the fields that differ and how many words the text gained and lost. The
 * side-by-side comparison (client/admin/comparison/) shows the same fields in detail.
 */
import { paragraphsOf } from "../richtext/paragraphs";
import { COMPARISON_LABELS } from "./labels";

/** A save's changes against the save before it. */
export interface RevisionChanges {
  /** Turkish names of the changed fields, in the comparison's order ("Başlık", "Yer adı"). */
  fields: string[];
  wordsAdded: number;
  wordsRemoved: number;
}

/** An item's saved fields: a kind's own at the top, a page's structured ones under `fields`, the text under `body`. */
export type SavedFields = Record<string, unknown>;

/** The saved fields by the comparison's names: a page's structured fields become "fields.<name>"; the text is left out. */
export function flattenSaved(data: SavedFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === "body") continue;
    if (key === "fields" && value && typeof value === "object") {
      for (const [field, inner] of Object.entries(value)) out[`fields.${field}`] = inner;
    } else out[key] = value;
  }
  return out;
}

/** Empty, null and absent are the same "not given" (older saves lack newer fields). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? "") === JSON.stringify(b ?? "");

/** How many times each word stands in a text. */
function wordCounts(body: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of paragraphsOf(body).join(" ").split(/\s+/u)) {
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** Words of `from` beyond their count in `other`: moved words count as neither added nor removed. */
function surplus(from: Map<string, number>, other: Map<string, number>): number {
  let total = 0;
  for (const [word, count] of from) total += Math.max(0, count - (other.get(word) ?? 0));
  return total;
}

/**
 * What `after` changed against `before`. A word count, not a diff: it is enough to find the right
 * version, and keeps jsdiff out of the Worker (the comparison in the admin app shows the real diff).
 */
export function revisionChanges(before: SavedFields, after: SavedFields): RevisionChanges {
  const [a, b] = [flattenSaved(before), flattenSaved(after)];
  const fields = Object.keys(COMPARISON_LABELS)
    .filter((key) => (key in a || key in b) && !sameValue(a[key], b[key]))
    .map((key) => COMPARISON_LABELS[key]!);
  const [wordsBefore, wordsAfter] = [wordCounts(before.body), wordCounts(after.body)];
  return { fields, wordsAdded: surplus(wordsAfter, wordsBefore), wordsRemoved: surplus(wordsBefore, wordsAfter) };
}
