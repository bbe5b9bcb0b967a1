/** What differs between news items (Gündem) and events (Etkinlikler) in the admin app. */
import type { ContentKind } from "../routes";
import { EVENTS_PATH, NEWS_PATH } from "../../../src/shared/paths";

export interface KindConfig {
  api: string;
  admin: string;
  publicBase: string;
  preview: string;
  listTitle: string;
  newTitle: string;
  editTitle: string;
  newButton: string;
  /** "Gündem kaydı", "Etkinlik" for messages. */
  noun: string;
  emptyText: string;
  deleteLabel: string;
}

export const KINDS: Record<ContentKind, KindConfig> = {
  news: {
    api: "/news",
    admin: "/admin/gundem",
    publicBase: NEWS_PATH,
    preview: "/admin/onizle/gundem",
    listTitle: "Gündem",
    newTitle: "Yeni gündem kaydı",
    editTitle: "Gündem kaydını düzenle",
    newButton: "Yeni kayıt",
    noun: "Gündem kaydı",
    emptyText: "Henüz gündem kaydı yok.",
    deleteLabel: "Kaydı sil",
  },
  events: {
    api: "/events",
    admin: "/admin/etkinlikler",
    publicBase: EVENTS_PATH,
    preview: "/admin/onizle/etkinlikler",
    listTitle: "Etkinlikler",
    newTitle: "Yeni etkinlik",
    editTitle: "Etkinliği düzenle",
    newButton: "Yeni kayıt",
    noun: "Etkinlik",
    emptyText: "Henüz etkinlik yok.",
    deleteLabel: "Etkinliği sil",
  },
};
