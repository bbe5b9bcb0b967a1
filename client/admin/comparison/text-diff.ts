/**
 * A readable comparison of two rich texts for people, not machines: each text as its paragraphs
 * (headings, list items and quotes count as paragraphs), paragraphs matched with jsdiff, and a
 * changed paragraph shown word by word.
 */
import { diffArrays, diffWordsWithSpace } from "diff";
import { paragraphsOf } from "../../../src/shared/richtext/paragraphs";

export type Piece = { text: string; change: "same" | "added" | "removed" };
/** One row of the comparison: a paragraph kept, added, removed, or changed (shown word by word). */
export type ParagraphChange = { change: "same" | "added" | "removed" | "changed"; pieces: Piece[] };

const whole = (text: string, change: Piece["change"]): Piece[] => [{ text, change }];

/** The paragraphs of `before` and `after` as rows of changes; a removed paragraph followed by an added one is a changed paragraph. */
export function compareTexts(before: unknown, after: unknown): ParagraphChange[] {
  const parts = diffArrays(paragraphsOf(before), paragraphsOf(after));
  const rows: ParagraphChange[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const next = parts[index + 1];
    if (part.removed && next?.added) {
      const paired = Math.min(part.value.length, next.value.length);
      for (let i = 0; i < paired; i++) {
        const words = diffWordsWithSpace(part.value[i]!, next.value[i]!);
        rows.push({ change: "changed", pieces: words.map((word) => ({ text: word.value, change: word.added ? "added" : word.removed ? "removed" : "same" })) });
      }
      for (const text of part.value.slice(paired)) rows.push({ change: "removed", pieces: whole(text, "removed") });
      for (const text of next.value.slice(paired)) rows.push({ change: "added", pieces: whole(text, "added") });
      index++;
      continue;
    }
    const change = part.added ? "added" : part.removed ? "removed" : "same";
    for (const text of part.value) rows.push({ change, pieces: whole(text, change) });
  }
  return rows;
}
