/** What the gallery's components share: addresses, the alt-text hint, sizes in Turkish. */
import { withQuery } from "../../router";

export type AlbumChoice = "all" | "none" | number;

export const GALLERY = "/admin/galeri";
export const LIBRARY_HREF = "/admin/ortam";
export const albumHref = (album: AlbumChoice) => withQuery(GALLERY, { album: album === "all" ? null : album });
export const UPLOAD_CONCURRENCY = 3;

export const ALT_HINT = "Görme engelli ziyaretçiler için görseli anlatın";

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toLocaleString("tr-TR", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("tr-TR")} KB`;
}
