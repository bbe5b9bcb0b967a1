import { purgeForImageFiles } from "../../platform/cache/tags";
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

/** The cache tags to purge once an image is trashed, restored or deleted (the rule: src/platform/cache/tags.ts). */
export const deletedImageTags = (image: DeletedImage): string[] => purgeForImageFiles(image, publicKeysOf(image.r2Key));
