/**
 * 20 MB: a phone photo (12–48 MP JPEG or PNG) fits. The Images binding reads files up to 100 MB,
 * 12,000 pixels a side and 100 megapixels (src/services/media/image-type.ts refuses larger).
 */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/gif", "image/jpeg", "image/bmp", "image/x-icon"] as const;

/**
 * Which files may be uploaded as images, checked in the browser before an upload (by the editor and
 * by the gallery) to spare a pointless transfer. The server decides again from the bytes
 * (image-type.ts). Pure functions: they run in browsers, in Node tests and in the Worker alike.
 */
export const ACCEPTED_IMAGE_TYPES = IMAGE_TYPES;
export const MAX_IMAGE_BYTES = IMAGE_MAX_BYTES;

export const IMAGE_TYPE_ERROR = "Bu dosya türü desteklenmiyor. PNG, GIF, JPEG, BMP veya ICO yükleyin.";
export const IMAGE_SIZE_ERROR = "Dosya 20 MB'tan büyük olamaz.";
export const IMAGE_EMPTY_ERROR = "Dosya boş.";

/** Some systems name an .ico "image/vnd.microsoft.icon"; it is the same format as "image/x-icon". */
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

/** The file picker's `accept` attribute: the types, their alias and the extensions. */
export const IMAGE_ACCEPT = [...ACCEPTED_IMAGE_TYPES, ...Object.keys(TYPE_ALIASES), ...Object.keys(TYPES_BY_EXTENSION).map((ext) => `.${ext}`)].join(",");

const accepted: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_TYPES);

/** The accepted type a file stands for, or null when it is none of the five. */
export function imageTypeOf(file: { type: string; name?: string }): string | null {
  const reported = file.type.trim().toLowerCase();
  const type = TYPE_ALIASES[reported] ?? reported;
  if (type !== "") return accepted.has(type) ? type : null;
  const extension = (file.name ?? "").split(".").pop()?.toLowerCase() ?? "";
  return TYPES_BY_EXTENSION[extension] ?? null;
}

/** Null when the file may be uploaded, otherwise the Turkish message to show (type, then size). */
export function validateImageFile(file: { type: string; size: number; name?: string }): string | null {
  if (imageTypeOf(file) === null) return IMAGE_TYPE_ERROR;
  if (!(file.size <= MAX_IMAGE_BYTES)) return IMAGE_SIZE_ERROR;
  if (file.size === 0) return IMAGE_EMPTY_ERROR;
  return null;
}
