import { h, link, p, text } from "./richtext/build";
import type { RichTextBlock } from "./richtext/schema";

/**
 * What the bulletin editor's picker inserts for a recent news item or an upcoming event: its title
 * as a link to its public page, its date, and its short summary. Shared by the admin UI (which
 * inserts the blocks) and the tests; only the rich-text builders, so the admin bundle stays small.
 */
export interface PickedItem {
  kind: "news" | "event";
  title: string;
  /** The public page, absolute on the site's canonical origin. */
  url: string;
  /** "12 Mart 2026 Perşembe, 19:00" (already in Turkish). */
  when: string;
  summary: string;
}

/** The blocks one picked item becomes in a bulletin. */
export function pickedBlocks(item: PickedItem): RichTextBlock[] {
  return [h(3, link(item.url, item.title)), p(text(item.when, { italic: true })), ...(item.summary.trim() ? [p(item.summary.trim())] : [])];
}
