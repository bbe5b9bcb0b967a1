import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { mediaUrl } from "../../db/images";
import { events, news, newsletterIssues, revisions } from "../../db/schema";
import { withoutImage } from "../richtext/remove-image";
import { textsWithoutImage } from "./remove-image-from-texts";

/**
 * Deleting an image for good leaves nothing that names it: the texts that show it (news items,
 * events, page texts, bulletins), covers and social pictures, pending drafts and the revisions
 * that would bring it back. Every statement runs only while `still` holds (the image is still the
 * one being deleted), in the caller's batch before the delete itself. Trashing an image takes it
 * out of the texts alone (`textsLosingImage`): Geçmiş keeps it until it is deleted for good.
 */

/** The image being deleted: its id and where its file was. */
export interface ForgottenImage {
  id: number;
  r2Key: string;
}

type Fields = Record<string, unknown>;

/** A saved set of fields (a revision's, a pending draft's) without the image: its text, cover and social picture. */
function fieldsWithout(fields: Fields, image: ForgottenImage): Fields {
  const next: Fields = { ...fields, body: withoutImage(fields.body, mediaUrl(image.r2Key)).value };
  for (const field of ["coverImageId", "socialImageId"]) if (next[field] === image.id) next[field] = null;
  return next;
}

/** Whether the JSON in `column` names the image: its address anywhere, or its id as the cover or social picture at `at` ("$" or "$.data"). */
const namesImage = (column: AnySQLiteColumn, image: ForgottenImage, at: string) =>
  or(
    sql`instr(${column}, ${JSON.stringify(mediaUrl(image.r2Key))}) > 0`,
    sql`json_extract(${column}, ${`${at}.coverImageId`}) = ${image.id}`,
    sql`json_extract(${column}, ${`${at}.socialImageId`}) = ${image.id}`,
  );

/** News items' and events' cover and social picture ids. */
const idColumnsCleared = (db: Database, image: ForgottenImage, still: SQL) =>
  [news, events].flatMap((table) => [
    db.update(table).set({ coverImageId: null }).where(and(eq(table.coverImageId, image.id), still)),
    db.update(table).set({ socialImageId: null }).where(and(eq(table.socialImageId, image.id), still)),
  ]);

/**
 * Pending drafts that show the image, each guarded by the version it was read at and moving it on
 * by one (as the texts are), so an editor whose open form still has the picture is told it changed.
 */
async function pendingDraftsCleared(db: Database, image: ForgottenImage, still: SQL) {
  const [inNews, inEvents] = await db.batch([
    db.select({ id: news.id, version: news.version, pending: news.pendingDraft }).from(news).where(namesImage(news.pendingDraft, image, "$.data")),
    db.select({ id: events.id, version: events.version, pending: events.pendingDraft }).from(events).where(namesImage(events.pendingDraft, image, "$.data")),
  ]);
  const edit = (pending: unknown) => {
    const stored = pending as { data: Fields };
    return { ...stored, data: fieldsWithout(stored.data, image) };
  };
  return [
    ...inNews.map((row) =>
      db.update(news).set({ pendingDraft: edit(row.pending), version: sql`${news.version} + 1` }).where(and(eq(news.id, row.id), eq(news.version, row.version), still)),
    ),
    ...inEvents.map((row) =>
      db.update(events).set({ pendingDraft: edit(row.pending), version: sql`${events.version} + 1` }).where(and(eq(events.id, row.id), eq(events.version, row.version), still)),
    ),
  ];
}

/** The revisions that would bring the image back (history is never edited otherwise; this picture is gone for good). */
async function revisionsCleared(db: Database, image: ForgottenImage, still: SQL) {
  const rows = await db.select({ id: revisions.id, data: revisions.data }).from(revisions).where(namesImage(revisions.data, image, "$"));
  return rows.map((row) => db.update(revisions).set({ data: fieldsWithout(row.data as Fields, image) }).where(and(eq(revisions.id, row.id), still)));
}

/** Bulletins whose text shows the image, guarded by their version like the other texts (a bulletin keeps its document under `doc`). */
async function bulletinsCleared(db: Database, image: ForgottenImage, still: SQL) {
  const src = mediaUrl(image.r2Key);
  const edit = (body: unknown) => {
    const stored = body as { doc?: unknown };
    return stored.doc === undefined ? body : { ...stored, doc: withoutImage(stored.doc, src).value };
  };
  const rows = await db
    .select({ id: newsletterIssues.id, version: newsletterIssues.version, body: newsletterIssues.body })
    .from(newsletterIssues)
    .where(sql`instr(${newsletterIssues.body}, ${JSON.stringify(src)}) > 0`);
  return rows.map((row) =>
    db
      .update(newsletterIssues)
      .set({ body: edit(row.body), version: sql`${newsletterIssues.version} + 1` })
      .where(and(eq(newsletterIssues.id, row.id), eq(newsletterIssues.version, row.version), still)),
  );
}

/**
 * The statements that take the image out of every text that would show it: news items', events'
 * and pages' texts, pending drafts, bulletins. For the batch that trashes or deletes it, after the
 * image's own change, each guarded by `still` (that change took place).
 */
export async function textsLosingImage(db: Database, image: ForgottenImage, still: SQL): Promise<BatchItem<"sqlite">[]> {
  return [
    ...(await textsWithoutImage(db, mediaUrl(image.r2Key), still)),
    ...(await pendingDraftsCleared(db, image, still)),
    ...(await bulletinsCleared(db, image, still)),
  ];
}

/** Every statement that takes the image out of whatever names it, for the batch that deletes it (before the delete). */
async function referencesDropped(db: Database, image: ForgottenImage, still: SQL): Promise<BatchItem<"sqlite">[]> {
  return [...(await textsLosingImage(db, image, still)), ...idColumnsCleared(db, image, still), ...(await revisionsCleared(db, image, still))];
}

/**
 * Deletes an image for good in one batch: `first` (its audit entry), every statement that drops a
 * reference to it, then `remove`, its row's delete, whose result it answers. Each reference is
 * dropped only while `still` holds (the image is still the one to delete).
 */
export async function deleteWithReferences<R>(db: Database, image: ForgottenImage, still: SQL, remove: BatchItem<"sqlite"> & PromiseLike<R>, first: BatchItem<"sqlite">[] = []): Promise<R> {
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [remove];
  statements.unshift(...first, ...(await referencesDropped(db, image, still)));
  return (await db.batch(statements)).at(-1) as R;
}
