/**
 * Image rules of the editor, checked in the browser before an upload. The server checks the bytes
 * again (src/media/image-type.ts); this only spares the author a pointless upload. Pure functions:
 * no DOM, no Lexical, so they run in Node tests as they are.
 */

/** The five image types the site accepts, as the file picker's `accept` lists them. */
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/gif", "image/jpeg", "image/bmp", "image/x-icon"] as const;

/** The `accept` attribute of the file picker. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");

/** Largest image we upload: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_TYPE_ERROR = "Bu dosya türü desteklenmiyor. PNG, GIF, JPEG, BMP veya ICO yükleyin.";
export const IMAGE_SIZE_ERROR = "Dosya 10 MB'tan büyük olamaz.";

/**
 * Some systems name an .ico "image/vnd.microsoft.icon" rather than "image/x-icon"; it is the same
 * format, so it is read as the latter.
 */
const TYPE_ALIASES: Readonly<Record<string, string>> = { "image/vnd.microsoft.icon": "image/x-icon" };

/** When the browser reports no type at all, the file name's extension decides. */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: "image/png",
  gif: "image/gif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  bmp: "image/bmp",
  ico: "image/x-icon",
};

const accepted: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_TYPES);

/** The accepted type a file stands for, or null when it is none of the five. */
export function imageTypeOf(file: { type: string; name?: string }): string | null {
  const reported = file.type.trim().toLowerCase();
  const type = TYPE_ALIASES[reported] ?? reported;
  if (type !== "") return accepted.has(type) ? type : null;
  const extension = (file.name ?? "").split(".").pop()?.toLowerCase() ?? "";
  return TYPES_BY_EXTENSION[extension] ?? null;
}

/**
 * Checks a file before uploading it: null when it may be uploaded, otherwise the Turkish message to
 * show (wrong type first, then too big).
 */
export function validateImageFile(file: { type: string; size: number; name?: string }): string | null {
  if (imageTypeOf(file) === null) return IMAGE_TYPE_ERROR;
  if (!(file.size <= MAX_IMAGE_BYTES)) return IMAGE_SIZE_ERROR;
  return null;
}

/** Largest side the server's whitelist accepts (src/richtext/schema.ts). */
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
