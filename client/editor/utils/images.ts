/**
 * Image rules of the editor, checked in the browser before an upload. The server checks the bytes
 * again (src/services/media/image-type.ts); this only spares the author a pointless upload. Pure functions:
 * no DOM, no Lexical, so they run in Node tests as they are.
 */

// The upload rules are shared with the admin app's gallery (one policy, src/shared/upload-rules.ts).
export {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_ACCEPT,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
  MAX_IMAGE_BYTES,
  imageTypeOf,
  validateImageFile,
} from "../../../src/shared/upload-rules";

/** Largest side the server's whitelist accepts (src/shared/richtext/schema.ts). */
export const MAX_IMAGE_DIMENSION = 10_000;

/** A pixel size as stored: a positive whole number up to {@link MAX_IMAGE_DIMENSION}, else undefined. */
export function normalizeImageDimension(value: unknown): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
  const rounded = Math.round(value);
  return rounded >= 1 && rounded <= MAX_IMAGE_DIMENSION ? rounded : undefined;
}

/**
 * Both sides of an image, or neither: a single side would let the browser guess the other wrongly.
 * Sizes beyond the whitelist's limit are scaled down together, keeping the aspect ratio.
 */
export function normalizeImageSize(width: unknown, height: unknown): { width?: number; height?: number } {
  if (typeof width !== "number" || typeof height !== "number") return {};
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return {};
  const scale = Math.min(1, MAX_IMAGE_DIMENSION / Math.max(width, height));
  const w = normalizeImageDimension(width * scale);
  const h = normalizeImageDimension(height * scale);
  return w !== undefined && h !== undefined ? { width: w, height: h } : {};
}

/** A progress fraction for a <progress max="1">: clamped to 0..1, NaN counts as 0. */
export function clampProgress(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.min(1, Math.max(0, fraction));
}

/** The message of a failed upload: the uploader's Turkish message, or a generic one. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return "Görsel yüklenemedi. Lütfen yeniden deneyin.";
}
