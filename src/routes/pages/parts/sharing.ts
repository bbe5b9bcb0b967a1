import type { ImageView } from "../../../db/images";
import { tag } from "../../../platform/cache/tags";

/** What a news item or an event tells search engines and social cards, beside its summary and cover. */
export interface SharingFields {
  summary: string;
  cover: ImageView | null;
  /** The editor's own description ("" : the summary). */
  seoDescription: string;
  /** The editor's own social-card picture (none, or all its fields null: the cover). */
  social: (Omit<ImageView, "id"> & { id: number | null }) | null;
}

/** The item's own social picture, if it has one (src/db/images.ts socialFields says why the check reads the id). */
const ownImageOf = (item: SharingFields): ImageView | null => (item.social && item.social.id !== null ? { ...item.social, id: item.social.id } : null);

/** `<meta name=description>`, Open Graph and JSON-LD: the item's own description, else its summary. */
export const descriptionOf = (item: SharingFields) => item.seoDescription || item.summary;

/** The social card's picture: the item's own, else its cover. */
export const sharingImageOf = (item: SharingFields) => ownImageOf(item) ?? item.cover;

/** The social picture appears in the page head: a change to it (its alt text) purges the page. */
export const sharingTags = (item: SharingFields) => {
  const own = ownImageOf(item);
  return own ? [tag.image(own.id)] : [];
};
