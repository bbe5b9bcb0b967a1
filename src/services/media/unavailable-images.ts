import type { Database } from "../../db/client";
import { imagesByKeysOrIds, trashTitle } from "../../db/media-library";
import { mediaKeyOf, richTextImageKeys } from "../richtext/image-sources";
import { withoutImagesWhere } from "../richtext/remove-image";

/**
 * Restoring a revision must not bring back a picture that is in the trash or gone for good: its
 * files answer 404, so the public page would show a broken image (trashing an image takes it out
 * of the texts and covers for the same reason: src/services/media/remove-image-from-texts.ts).
 */

/** What a restored revision may show pictures in: its text, and for news items and events the cover and the social card. */
export interface PictureFields {
  body: unknown;
  coverImageId?: number | null;
  socialImageId?: number | null;
}

/** Where a left-out picture was. */
export type PicturePlace = "text" | "cover" | "social";

/** A picture left out, named as the editor knows it (its alternative text, else its file's name). */
export interface DroppedImage {
  name: string;
  place: PicturePlace;
}

const ID_FIELDS = [
  ["coverImageId", "cover"],
  ["socialImageId", "social"],
] as const;

type ImageRow = Awaited<ReturnType<typeof imagesByKeysOrIds>>[number];

const available = (row: ImageRow | undefined): row is ImageRow => row !== undefined && row.deletedAt === null;

/**
 * `fields` without the pictures that are in the trash or gone (an image node taken out of the text,
 * a cover or social picture set to none), and what was left out. One read of the images table.
 */
export async function withoutUnavailableImages<T extends PictureFields>(db: Database, fields: T): Promise<{ value: T; dropped: DroppedImage[] }> {
  const keys = richTextImageKeys(fields.body);
  const ids = ID_FIELDS.map(([field]) => fields[field]).filter((id): id is number => typeof id === "number");
  if (keys.length === 0 && ids.length === 0) return { value: fields, dropped: [] };
  const rows = await imagesByKeysOrIds(db, keys, ids);
  const byKey = new Map(rows.map((row) => [row.r2Key, row]));
  const byId = new Map(rows.map((row) => [row.id, row]));

  const dropped: DroppedImage[] = [];
  const text = withoutImagesWhere(fields.body, (node) => {
    const key = mediaKeyOf(node.src);
    return key !== null && !available(byKey.get(key));
  });
  for (const node of text.removed) {
    const row = byKey.get(mediaKeyOf(node.src)!);
    dropped.push({ name: row ? trashTitle(row) : node.altText || "Adsız görsel", place: "text" });
  }
  const value: T = { ...fields, body: text.value };
  for (const [field, place] of ID_FIELDS) {
    const id = fields[field];
    if (typeof id !== "number" || available(byId.get(id))) continue;
    const row = byId.get(id);
    dropped.push({ name: row ? trashTitle(row) : "Silinmiş görsel", place });
    value[field] = null;
  }
  return { value, dropped: dedupe(dropped) };
}

/** One entry per picture and place: a text may show the same picture twice. */
const dedupe = (dropped: DroppedImage[]) => [...new Map(dropped.map((entry) => [`${entry.place}\u0000${entry.name}`, entry])).values()];

const PLACE_NAMES: Record<PicturePlace, string> = { text: "metin", cover: "kapak görseli", social: "paylaşım görseli" };

/** What the editor is told after a restore that left pictures out (null when none was), in Turkish. */
export function droppedImagesNotice(dropped: readonly DroppedImage[]): string | null {
  if (dropped.length === 0) return null;
  const list = dropped.map((entry) => `“${entry.name}” (${PLACE_NAMES[entry.place]})`).join(", ");
  return (
    `Çöp kutusunda olan ya da kalıcı olarak silinen görseller bu sürümle geri gelmedi: ${list}. ` +
    "Çöp kutusundaki bir görseli geri alıp bu sürümü yeniden geri yüklerseniz o da gelir."
  );
}
