import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupUses, unpublishedUsesQuery, usesQuery } from "../../db/image-usage";
import { images } from "../../db/schema";
import { deletedImageTags, removeImageFiles, type DeletedImage } from "./delete-image";
import { deleteWithReferences } from "./image-references";
import { DRAFT_UPLOAD_GRACE_DAYS } from "../../shared/draft-uploads";
import { daysBefore } from "../../shared/i18n/days";

/**
 * At most this many per run; the next day's run takes the rest. Each removal reads what still
 * names the image (a few D1 queries), and a cron run must stay well under D1's queries per invocation.
 */
const BATCH = 40;

/**
 * The daily cron's tidy-up of editors' uploads that ended up used nowhere: a picture uploaded into
 * a text (`draft_upload`) that was never saved, or was taken out again, is deleted with all its
 * files once it is older than DRAFT_UPLOAD_GRACE_DAYS and no news item, event, page text or album
 * uses it, nor a pending draft or a bulletin (their pictures would break once published or sent).
 * The revisions that showed it lose it in the same batch as the delete, so none brings it back.
 * Images uploaded in the library or the gallery, or kept there, are never touched.
 * Returns the deleted images' cache tags (their files may be cached at the edge) and their count.
 */
export async function removeUnusedDraftUploads(db: Database, bucket: R2Bucket, now: Date): Promise<{ removed: number; tags: string[] }> {
  const cutoff = daysBefore(now, DRAFT_UPLOAD_GRACE_DAYS);
  // One in the trash is the trash's to remove (with its files where the trash keeps them).
  const candidate = and(eq(images.draftUpload, true), isNull(images.albumId), isNull(images.deletedAt), lt(images.createdAt, cutoff));
  const rows = await db
    .select({ id: images.id, r2Key: images.r2Key, originalKey: images.originalKey, albumId: images.albumId })
    .from(images)
    .where(candidate)
    .limit(BATCH);
  if (!rows.length) return { removed: 0, tags: [] };
  const which = sql`i.id IN (${sql.join(rows.map((row) => sql`${row.id}`), sql`, `)})`;
  const used = groupUses(await usesQuery(db, which));
  const unpublished = new Set((await unpublishedUsesQuery(db, which)).map((row) => row.image_id));
  const removedRows: DeletedImage[] = [];
  for (const row of rows.filter((row) => !used.has(row.id) && !unpublished.has(row.id))) {
    // Still a draft upload in no album at the moment of deleting (an editor may have kept it meanwhile).
    const still = sql`EXISTS (SELECT 1 FROM ${images} WHERE ${and(eq(images.id, row.id), candidate)})`;
    const remove = db.delete(images).where(and(eq(images.id, row.id), candidate)).returning({ id: images.id });
    if ((await deleteWithReferences(db, row, still, remove)).length) removedRows.push(row);
  }
  for (const row of removedRows) await removeImageFiles(bucket, row);
  return { removed: removedRows.length, tags: removedRows.flatMap(deletedImageTags) };
}
