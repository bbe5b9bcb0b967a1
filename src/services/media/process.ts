import type { SniffedImage } from "./image-type";
import { fullKey, originalKey, variantFolder, variantWidths, webpKey, type FullFormat } from "../../shared/media-variants";

/**
 * Turns one uploaded image into what the site serves, with the Cloudflare Images binding: a
 * full-size copy and WebP copies at the widths of variants.ts, each re-encoded (the binding applies
 * the EXIF orientation and writes no metadata, so no GPS position or camera serial reaches the
 * public), stored in R2, plus the untouched upload kept privately. All or nothing: when any step
 * fails, every object written so far is deleted again and the error is rethrown.
 */

/** The result: what the images row records. */
export interface StoredImage {
  /** The full-size copy's key, served at /media/{key}; the WebP keys follow from it (variants.ts). */
  publicKey: string;
  originalKey: string;
  contentType: string;
  /** Upright size, after the EXIF orientation was applied. */
  width: number;
  height: number;
  /** Bytes of the full-size public copy. */
  byteSize: number;
}

/** The binding could not read the file as an image (its bytes lie about their type, or it is truncated). */
export class UnreadableImageError extends Error {}

/** Formats the binding reads. BMP and ICO are not among them; they carry no metadata and are stored as they came. */
const TRANSFORMABLE = new Set(["image/jpeg", "image/png", "image/gif"]);

export const canMakeVariants = (contentType: string) => TRANSFORMABLE.has(contentType);

/** JPEG quality of the full-size copy and WebP quality of the others: visually lossless for photos. */
const FULL_QUALITY = 85;
const WEBP_QUALITY = 78;

const streamOf = (bytes: Uint8Array) => new Blob([bytes]).stream();

async function bytesOf(result: ImageTransformationResult): Promise<Uint8Array> {
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

/** Binding errors 9412 and 9520 mean the input is not an image it can read. */
function isUnreadable(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as { code?: number }).code ?? ""} ${error.message}` : String(error);
  return /\b(9412|9520|9523)\b|unsupported image|not an image|Input buffer|corrupt|premature end/i.test(text);
}

/** Upright size of an encoded JPEG or PNG from the binding (which wrote it with no orientation tag). */
async function sizeOf(images: ImagesBinding, bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const info = await images.info(streamOf(bytes));
  if (!("width" in info)) throw new UnreadableImageError("no raster size");
  return { width: info.width, height: info.height };
}

/**
 * Makes and stores every variant of `bytes` (already recognised by image-type.ts as `sniffed`).
 * `uuid` names the files; pass a fresh one per upload.
 */
export async function storeImageVariants(
  images: ImagesBinding,
  bucket: R2Bucket,
  bytes: Uint8Array,
  sniffed: SniffedImage,
  uuid: string = crypto.randomUUID(),
): Promise<StoredImage> {
  const written: string[] = [];
  const put = async (key: string, body: Uint8Array, contentType: string) => {
    written.push(key);
    await bucket.put(key, body, { httpMetadata: { contentType } });
  };
  try {
    const private_ = originalKey(uuid, sniffed.extension);
    await put(private_, bytes, sniffed.contentType);

    // Transparency survives only in PNG; photos are JPEG. GIFs lose their animation here.
    const format: FullFormat = sniffed.contentType === "image/jpeg" ? "jpg" : "png";
    const fullType = format === "jpg" ? "image/jpeg" : "image/png";
    let full: Uint8Array;
    try {
      full = await bytesOf(await images.input(streamOf(bytes)).output({ format: fullType, quality: FULL_QUALITY }));
    } catch (error) {
      throw isUnreadable(error) ? new UnreadableImageError(String(error)) : error;
    }
    const { width, height } = await sizeOf(images, full);
    const folder = variantFolder(uuid, width, height);
    const publicKey = fullKey(folder, format);

    // The WebP copies are made from the re-encoded full copy: upright already, and one decode of
    // a large upload fewer. They run one after another to keep memory (128 MB) in bounds.
    for (const target of variantWidths(width)) {
      const transformer = images.input(streamOf(full));
      const sized = target < width ? transformer.transform({ width: target }) : transformer;
      await put(webpKey(folder, target), await bytesOf(await sized.output({ format: "image/webp", quality: WEBP_QUALITY })), "image/webp");
    }
    await put(publicKey, full, fullType);
    return { publicKey, originalKey: private_, contentType: fullType, width, height, byteSize: full.byteLength };
  } catch (error) {
    await removeObjects(bucket, written);
    throw error;
  }
}

/** Deletes objects, never failing the caller: a leftover file is harmless, a half-deleted image is not. */
export async function removeObjects(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await bucket.delete([...keys]);
  } catch (error) {
    console.error(JSON.stringify({ message: "media cleanup failed", keys, error: String(error) }));
  }
}
