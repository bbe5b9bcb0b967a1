/** How the admin API's content rows become the app's JSON: instants, images, lists, details, revisions. */
import { mediaUrl } from "../../db/images";
import { pendingDraftInfo } from "../../db/pending-draft";
import { HISTORY_LENGTH } from "../../db/revisions";
import type { images, revisions } from "../../db/schema";
import type { ImageDto, RevisionDto, RevisionListItem, Visibility } from "../../shared/admin-dto";
import { revisionChanges, type SavedFields } from "../../shared/content-kinds/revision-changes";

/** Draft, scheduled (published with its time still ahead) or live, as the admin lists show it. */
export function visibilityOf(status: string, publishAt: Date | null, now = new Date()): Visibility {
  if (status !== "published") return "draft";
  return publishAt && publishAt > now ? "scheduled" : "published";
}

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The columns of an image its DTO reads. */
export type ImageDtoSource = Pick<typeof images.$inferSelect, "id" | "r2Key" | "contentType" | "width" | "height" | "byteSize" | "alt" | "caption" | "albumId" | "sortOrder" | "createdAt" | "version">;

export function imageDto(row: ImageDtoSource): ImageDto {
  return {
    id: row.id,
    url: mediaUrl(row.r2Key),
    r2Key: row.r2Key,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    alt: row.alt,
    caption: row.caption,
    albumId: row.albumId,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

type PublishableRow = {
  id: number;
  pendingDraft: unknown;
  title: string;
  slug: string;
  status: "draft" | "published";
  publishAt: Date | null;
  updatedAt: Date;
  version: number;
  summary: string;
  body: unknown;
  seoDescription: string;
  createdAt: Date;
};

/** The list fields every publishable kind shares. */
export const publishableListFields = (row: PublishableRow) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  status: row.status,
  visibility: visibilityOf(row.status, row.publishAt),
  publishAt: iso(row.publishAt),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
  pendingDraft: pendingDraftInfo(row.pendingDraft),
});

/** The detail fields every publishable kind shares, with its cover read through a left join. */
export const publishableDetailFields = (row: PublishableRow, cover: ImageDtoSource | null, social: ImageDtoSource | null) => ({
  summary: row.summary,
  seoDescription: row.seoDescription,
  socialImage: social ? imageDto(social) : null,
  body: row.body as { root: unknown },
  coverImage: cover ? imageDto(cover) : null,
  createdAt: row.createdAt.toISOString(),
});

type RevisionFacts = Pick<typeof revisions.$inferSelect, "id" | "version" | "reason" | "actorName" | "at">;

const revisionFacts = (row: RevisionFacts) => ({ id: row.id, version: row.version, reason: row.reason, actorName: row.actorName, at: row.at.toISOString() });

/**
 * The history's rows (newest first, read by `revisionList` with one more than listed): each with
 * what it changed against the save before it. A creation, and the oldest listed when its
 * predecessor was pruned, have nothing to compare with.
 */
export function revisionHistory(rows: Array<RevisionFacts & { data: unknown }>, limit = HISTORY_LENGTH): RevisionListItem[] {
  return rows.slice(0, limit).map((row, index) => {
    const before = rows[index + 1];
    const changes = row.reason !== "create" && before ? revisionChanges(before.data as SavedFields, row.data as SavedFields) : null;
    return { ...revisionFacts(row), changes };
  });
}

export const revisionDto = (row: typeof revisions.$inferSelect): RevisionDto => ({ ...revisionFacts(row), changes: null, data: row.data as RevisionDto["data"] });
