/**
 * What a publishable kind's changes write beyond the form's fields: every column of a save, the
 * revision's snapshot, the audit log's words, what each bulk action changes.
 */
import { eq, sql } from "drizzle-orm";
import * as z from "zod";
import type { BulkChange, SharedColumns } from "../../db/publishable";
import { iso, visibilityOf } from "./content-dto";
import { searchKeyOf, type publication } from "./publishable-input";
import type { PublishableInput } from "./publishable-config";
import { richPlainText, searchTermsOf } from "../../shared/search/terms";

/** POST …/bulk: an action on several items, each against the version its list showed. */
export const bulkBody = z.object({
  action: z.enum(["publish", "unpublish", "trash"], { error: "İşlem yayımla, yayından kaldır ya da çöp kutusuna taşı olmalı." }),
  items: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int().positive() }))
    .min(1, "En az bir kayıt seçin.")
    .max(100, "Bir seferde en fazla 100 kayıt seçilebilir."),
});

/** What each bulk action changes on an item, on which items it applies (others are skipped), and its audit words. */
export const BULK_CHANGES: Record<z.infer<typeof bulkBody>["action"], (row: { title: string; publishAt: Date | null }, auditName: string, now: Date) => BulkChange> = {
  // A draft goes live now; one already published (or scheduled) is left as it is.
  publish: (row, auditName, now) => ({
    set: { status: "published", publishAt: now },
    applies: (t) => eq(t.status, "draft"),
    audit: { action: `${auditName}.update`, summary: `“${row.title}” yayımlandı` },
  }),
  unpublish: (row, auditName) => ({
    set: { status: "draft", publishAt: row.publishAt },
    applies: (t) => eq(t.status, "published"),
    audit: { action: `${auditName}.update`, summary: `“${row.title}” yayından kaldırıldı (taslak)` },
  }),
  trash: (row, auditName, now) => ({
    set: { deletedAt: now },
    applies: () => sql`1`,
    audit: { action: `${auditName}.trash`, summary: `“${row.title}” çöp kutusuna taşındı` },
  }),
};

/**
 * Turkish words for what a save did, for the audit log: an edit of an item that was already live
 * and stays live is an update, not a publication.
 */
export function savedAs(status: string, publishAt: Date | null, before: { status: string; publishAt: Date | null } | null): string {
  const visibility = visibilityOf(status, publishAt);
  if (visibility === "published" && before && visibilityOf(before.status, before.publishAt) === "published") return "güncellendi";
  return visibility === "draft" ? "taslak olarak kaydedildi" : visibility === "scheduled" ? "yayına planlandı" : "yayımlandı";
}


/** How a kind makes its own columns, and which of them site search reads beside the title, summary and text. */
export interface OwnColumns<Source, Own> {
  ownColumns: (source: Source) => Own;
  searchedText?: (own: Own) => (string | null | undefined)[];
}

/** Every column a save writes, from the form (or a row to copy, whose own columns `ownColumns` takes). */
export function columnsOf<Source, Own>(kind: OwnColumns<Source, Own>, input: PublishableInput, source: Source, slug: string, published: ReturnType<typeof publication>): SharedColumns & Own {
  const own = kind.ownColumns(source);
  return {
    title: input.title,
    slug,
    summary: input.summary,
    body: input.body,
    seoDescription: input.seoDescription,
    socialImageId: input.socialImageId,
    searchKey: searchKeyOf(input.title, input.summary),
    searchTerms: searchTermsOf(input.title, [input.summary, richPlainText(input.body), ...(kind.searchedText?.(own) ?? [])]),
    ...published,
    ...own,
  };
}

/** What a revision keeps: the fields as saved, in the shape the input takes (dates as ISO strings once in JSON). */
export function snapshotOf(columns: SharedColumns) {
  const { searchKey: _searchKey, searchTerms: _searchTerms, ...fields } = columns;
  return { ...fields, publishAt: iso(columns.publishAt) };
}
