import { mediaPath } from "./paths";
/**
 * Where an image's variants live in R2, and how pages ask browsers to choose among them. Pure
 * functions with no imports: the pages, the rich-text renderer, the admin API and the tests share them.
 *
 * Layout, for an upload that came out 4032×3024 (after its EXIF orientation was applied):
 *
 *   images/{uuid}-4032x3024/full.jpg    re-encoded at full size, no metadata: the image's public key
 *   images/{uuid}-4032x3024/w320.webp   WebP at each width of VARIANT_WIDTHS below the full width,
 *   …                                   and at the full width itself
 *   images/{uuid}-4032x3024/w4032.webp
 *   originals/{uuid}.jpg                the upload as it came (EXIF, GPS and all): never served
 *
 * The size sits in the folder name so that a picture inside a rich text, which stores only its
 * address, still yields its whole srcset without a database read.
 */

/** Widths made for every image (CSS pixel widths × device pixel ratios of the site's layouts). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The formats a full-size copy may have: JPEG for photos, PNG where transparency may matter. */
export type FullFormat = "jpg" | "png";

/** What a public key says about its image: the folder, the full size and the full copy's format. */
export interface VariantSet {
  folder: string;
  width: number;
  height: number;
  format: FullFormat;
}

const FULL_KEY = /^(images\/[0-9a-f-]{36}-(\d{1,5})x(\d{1,5}))\/full\.(jpg|png)$/;

/** The widths an image of this full width has WebP copies at, smallest first. */
export function variantWidths(fullWidth: number): number[] {
  return [...VARIANT_WIDTHS.filter((width) => width < fullWidth), fullWidth];
}

/** The folder of a new upload's variants. */
export const variantFolder = (uuid: string, width: number, height: number) => `images/${uuid}-${width}x${height}`;

export const fullKey = (folder: string, format: FullFormat) => `${folder}/full.${format}`;

export const webpKey = (folder: string, width: number) => `${folder}/w${width}.webp`;

/** Where an upload's untouched bytes are kept, outside everything /media serves. */
export const originalKey = (uuid: string, extension: string) => `originals/${uuid}.${extension}`;

/** Keys under this prefix are private: /media refuses them. */
export const PRIVATE_PREFIX = "originals/";

/** Scans of the cash book's entries (İşletme Hesabı Defteri), under the private prefix: only those who see the book get them, through its API. */
export const CASH_BOOK_SCANS_PREFIX = `${PRIVATE_PREFIX}cash-book/`;

/** Scans of the document register (Evrak Kayıt Defteri): never served by /media, only to the board through its API. */
export const DOCUMENTS_PREFIX = "registers/documents/";

/** The variant set a public key belongs to, or null for a file stored as it came (old uploads, BMP, ICO). */
export function parseFullKey(key: string): VariantSet | null {
  const match = FULL_KEY.exec(key);
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (width < 1 || height < 1) return null;
  return { folder: match[1]!, width, height, format: match[4] as FullFormat };
}

/** Every public key of a variant set (the full copy and its WebP widths), for deleting them all. */
export function variantKeys(set: VariantSet): string[] {
  return [fullKey(set.folder, set.format), ...variantWidths(set.width).map((width) => webpKey(set.folder, width))];
}

/** `srcset` with width descriptors over a set's WebP copies. */
export const srcsetFor = (set: VariantSet) =>
  variantWidths(set.width)
    .map((width) => `${mediaPath(webpKey(set.folder, width))} ${width}w`)
    .join(", ");

/** `srcset` for the image at a public key, or null when it has no variants. */
export function srcsetOf(key: string): string | null {
  const set = parseFullKey(key);
  return set ? srcsetFor(set) : null;
}

/** Social cards are shown at most about 1200 px wide: the copy a card uses is the widest up to this. */
const SOCIAL_CARD_WIDTH = 1280;

/**
 * The copy of an image a social card (Open Graph, JSON-LD) should point at: a WebP copy about
 * 1200 px wide rather than the full-size file (a phone photo's full copy is megabytes), or null
 * for a file with no copies.
 */
export function socialCardVariant(key: string): { path: string; width: number; height: number; type: string } | null {
  const set = parseFullKey(key);
  if (!set) return null;
  const width = Math.max(...variantWidths(set.width).filter((candidate) => candidate <= SOCIAL_CARD_WIDTH), Math.min(set.width, VARIANT_WIDTHS[0]));
  return { path: mediaPath(webpKey(set.folder, width)), width, height: Math.max(1, Math.round((width * set.height) / set.width)), type: "image/webp" };
}
