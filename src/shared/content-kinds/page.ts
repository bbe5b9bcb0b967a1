/** Editable pages (Sayfalar): which there are, and the Turkish names of their structured fields. */

/** The editable pages, by key. */
export const PAGE_KEYS = ["home", "about", "contact", "kvkk"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** The comparison's names of the pages' structured fields (saved under `fields`). */
export const PAGE_FIELD_LABELS = {
  "fields.heroTitle": "Karşılama başlığı",
  "fields.heroText": "Karşılama metni",
  "fields.ctaLabel": "Düğme yazısı",
  "fields.ctaHref": "Düğme bağlantısı",
  "fields.address": "Adres",
  "fields.phone": "Telefon",
  "fields.email": "E-posta",
  "fields.mapUrl": "Harita bağlantısı",
  "fields.officeHours": "Çalışma saatleri",
} as const;

/** The pages' names, in the admin app and the audit log. */
export const PAGE_NAMES: Record<PageKey, string> = { home: "Ana sayfa", about: "Hakkımızda", contact: "İletişim", kvkk: "KVKK Aydınlatma Metni" };
