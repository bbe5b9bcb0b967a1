import { tag } from "../edge/page-cache/tags";
import { removeObjects } from "./process";
import { publicKeysOf, storedKeys } from "./store";

/** What deleting an image needs to know of its row. */
export interface DeletedImage {
  id: number;
  r2Key: string;
  originalKey: string | null;
  albumId: number | null;
}

/** Removes every object the image owns in R2: its full copy, all its WebP widths and the private original. */
export const removeImageFiles = (bucket: R2Bucket, image: DeletedImage): Promise<void> =>
  removeObjects(bucket, storedKeys({ publicKey: image.r2Key, originalKey: image.originalKey }));

/**
 * The cache tags to purge once an image is deleted: the pages that showed it as a cover, the texts
 * that showed it (they carry its files' tags, src/richtext/image-sources.ts), the files themselves
 * (edge copies of /media live a year otherwise), and its album's pages.
 */
export const deletedImageTags = (image: DeletedImage): string[] => [
  tag.image(image.id),
  ...publicKeysOf(image.r2Key).map(tag.media),
  ...(image.albumId === null ? [] : [tag.gallery, tag.album(image.albumId)]),
];
