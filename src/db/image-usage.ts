import { sql, type SQL } from "drizzle-orm";
import { isPageKey, PAGE_NAMES } from "../shared/content-kinds/page";
import { IDENTITY_KEY } from "../shared/identity";
import type { Database } from "./client";

/** Where an image appears: as a cover or social-card picture, inside a text, or as a photo of an album. */
export interface ImageUse {
  kind: "news" | "event" | "page" | "album" | "logo";
  id: number | string;
  title: string;
  asCover: boolean;
}

/** An editable page's name for the list of an image's uses (its key, should the page be gone). */
const pageTitle = (key: string) => (isPageKey(key) ? PAGE_NAMES[key] : key);

/**
 * A text shows an image when its stored JSON holds the image's /media/ address as a string (quotes
 * included, so a longer key that merely starts the same way does not count). The address is built
 * in SQL as '/media/' || r2_key: our keys are ASCII paths that encodeURIComponent leaves as they are
 * (uploads are named by UUID, demo files by plain names), so it equals db/images mediaUrl.
 */
const quotedAddress = sql`'"/media/' || i.r2_key || '"'`;

interface UseRow {
  image_id: number;
  kind: ImageUse["kind"];
  item_id: number | string;
  title: string;
  as_cover: number;
}

/**
 * Every use of the images `which` selects (a condition on `i`, the images table): news items, events,
 * page texts, albums and the association's logo (Dernek bilgileri), in one statement, so the media library computes the uses of a whole page
 * of images, and the cron those of every candidate, in one statement.
 */
export const usesQuery = (db: Database, which: SQL) =>
  // The chosen images once, in a CTE: `which` may bind a page of ids, and D1 takes at most 100 bound values.
  db.all<UseRow>(sql`
    WITH i AS (SELECT * FROM images AS i WHERE ${which})
    SELECT i.id AS image_id, 'news' AS kind, n.id AS item_id, n.title AS title, n.cover_image_id IS i.id AS as_cover
      FROM i JOIN news AS n ON n.cover_image_id = i.id OR n.social_image_id = i.id OR instr(n.body, ${quotedAddress}) > 0
    UNION ALL
    SELECT i.id, 'event', e.id, e.title, e.cover_image_id IS i.id
      FROM i JOIN events AS e ON e.cover_image_id = i.id OR e.social_image_id = i.id OR instr(e.body, ${quotedAddress}) > 0
    UNION ALL
    SELECT i.id, 'page', p.key, p.key, 0
      FROM i JOIN pages AS p ON instr(p.body, ${quotedAddress}) > 0
    UNION ALL
    SELECT i.id, 'album', a.id, a.title, 0
      FROM i JOIN albums AS a ON a.id = i.album_id
    UNION ALL
    SELECT i.id, 'logo', s.key, 'Dernek logosu', 0
      FROM i JOIN settings AS s ON s.key = ${sql.raw(`'${IDENTITY_KEY}'`)} AND instr(s.value, ${quotedAddress}) > 0
  `);

/**
 * The images `which` selects that unpublished work still shows: a pending draft's text, cover or
 * social picture, or a bulletin's text. Not listed as uses (the library links the published ones),
 * but the cron must not delete them as unused uploads.
 */
export const unpublishedUsesQuery = (db: Database, which: SQL) =>
  db.all<{ image_id: number }>(sql`
    WITH i AS (SELECT * FROM images AS i WHERE ${which})
    SELECT i.id AS image_id FROM i JOIN news AS n
      ON instr(n.pending_draft, ${quotedAddress}) > 0 OR json_extract(n.pending_draft, '$.data.coverImageId') = i.id OR json_extract(n.pending_draft, '$.data.socialImageId') = i.id
    UNION
    SELECT i.id FROM i JOIN events AS e
      ON instr(e.pending_draft, ${quotedAddress}) > 0 OR json_extract(e.pending_draft, '$.data.coverImageId') = i.id OR json_extract(e.pending_draft, '$.data.socialImageId') = i.id
    UNION
    SELECT i.id FROM i JOIN newsletter_issues AS b ON instr(b.body, ${quotedAddress}) > 0
  `);

/** The rows of usesQuery grouped by image id (images used nowhere have no entry). */
export function groupUses(rows: readonly UseRow[]): Map<number, ImageUse[]> {
  const byImage = new Map<number, ImageUse[]>();
  for (const row of rows) {
    const use: ImageUse = {
      kind: row.kind,
      id: row.item_id,
      title: row.kind === "page" ? pageTitle(String(row.item_id)) : row.title,
      asCover: Boolean(row.as_cover),
    };
    byImage.set(row.image_id, [...(byImage.get(row.image_id) ?? []), use]);
  }
  return byImage;
}

/** Every news item, event, page text and album that shows the image: one statement. */
export async function imageUses(db: Database, image: { id: number }): Promise<ImageUse[]> {
  return groupUses(await usesQuery(db, sql`i.id = ${image.id}`)).get(image.id) ?? [];
}

