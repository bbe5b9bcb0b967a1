/**
 * What every publishable kind (news items, events) has: titled, slugged, summarised, with a cover,
 * search and social-card fields, published on a schedule. Their rules are the API's
 * (src/routes/admin/publishable-input.ts); here are their Turkish names.
 */

/** The comparison's names of the fields every publishable kind has, in the order it lists them. */
export const PUBLISHABLE_LABELS = {
  title: "Başlık",
  slug: "Kısa ad",
  summary: "Özet",
  coverImageId: "Kapak görseli",
  seoDescription: "Arama motoru açıklaması",
  socialImageId: "Paylaşım görseli",
  status: "Durum",
  publishAt: "Yayın zamanı",
} as const;

/** A publishable kind: its noun in messages and its own fields beyond the shared ones. */
export interface KindDeclaration<Fields> {
  /** "Gündem kaydı", "Etkinlik": in messages ("… bulunamadı"). */
  noun: string;
  fields: Fields;
}
