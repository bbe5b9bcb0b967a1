/** What the trash knows of each kind it holds: its name, its API, where it opens, what purging it means. */
import type { TrashItem } from "../../../../src/shared/admin-contract";

/** The kind column's words. */
export const KIND_LABELS: Record<TrashItem["kind"], string> = { news: "Gündem", event: "Etkinlik", album: "Albüm", image: "Görsel" };
/** Where each kind's trash lives in the API. */
export const KIND_API: Record<TrashItem["kind"], string> = { news: "/news", event: "/events", album: "/albums", image: "/images" };
/** Where a restored item opens (null: its list, not a page of its own). */
export const KIND_ADMIN: Record<TrashItem["kind"], (id: number) => string> = {
  news: (id) => `/admin/gundem/${id}`,
  event: (id) => `/admin/etkinlikler/${id}`,
  album: () => "/admin/galeri",
  image: () => "/admin/ortam",
};
/** What deleting for good takes with it, asked before it happens. */
export const PURGE_WARNING: Record<TrashItem["kind"], string> = {
  news: "Geçmişiyle birlikte silinir, geri alınamaz.",
  event: "Geçmişiyle birlikte silinir, geri alınamaz.",
  album: "Albüm silinir; fotoğrafları ortam kitaplığında albümsüz kalır. Geri alınamaz.",
  image: "Görsel dosyalarıyla birlikte silinir, geri alınamaz.",
};

/** One row's key: ids are unique only within a kind. */
export const keyOf = (item: TrashItem) => `${item.kind}:${item.id}`;
