/**
 * The admin API's smallest DTOs, which both the contract (src/shared/admin-contract.ts) and the
 * handlers that build them use: kept apart so that the handlers need not import the contract that
 * names their own return types. Type-only imports of the tables' rows; one constant.
 */
import type { images, revisions } from "../db/schema";
import type { RevisionChanges } from "./content-kinds/revision-changes";

/** A value as JSON carries it: instants become ISO strings (one level deep: the rows are flat). */
export type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** Lexical editor state as JSON (see src/shared/richtext/schema.ts for what is allowed). */
export type RichTextJson = { root: unknown };

/** An image's row as the app sees it, with its public address ("/media/…"). */
export type ImageDto = Json<Pick<typeof images.$inferSelect, "id" | "r2Key" | "contentType" | "width" | "height" | "byteSize" | "alt" | "caption" | "albumId" | "sortOrder" | "createdAt" | "version">> & {
  url: string;
};

/** Where an item stands for the public: draft, scheduled (published, time still ahead) or live. */
export type Visibility = "draft" | "scheduled" | "published";

/** Search engines show about this much of a description: the longest meta description an editor can write. */
export const SEO_DESCRIPTION_MAX = 160;

/** GET …/revisions: one save of an item (`version`: the item's version it made), newest first. */
export type RevisionListItem = Json<Pick<typeof revisions.$inferSelect, "id" | "version" | "reason" | "actorName" | "at">> & {
  /** What this save changed against the one before it; null for a creation (or when that one was pruned). */
  changes: RevisionChanges | null;
};

/**
 * GET …/revisions/:id: the fields as saved, in the shape the item's save takes (NewsInput,
 * EventInput, or a page's { title, summary, body, fields }).
 */
export interface RevisionDto extends RevisionListItem {
  data: Record<string, unknown> & { title: string; summary: string; body: RichTextJson };
}
