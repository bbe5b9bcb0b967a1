import { mediaUrl, type ImageView } from "../../db/images";
import { socialCardVariant } from "../../shared/media-variants";
import { siteImages } from "../../shared/site";
import type { Identity } from "../../shared/identity";

/** What a page tells the document about itself (title, search-engine and social-card data). */
export interface PageHead {
  /** The page's own title; the organisation's short name is appended. Empty for the home page: the name alone. */
  title: string;
  description?: string;
  /** Keep the page out of search engines (forms, errors, admin). */
  noindex?: boolean;
  /** Path and query of the page's one true address; by default the request's path without query. */
  canonical?: string;
  /** Open Graph type: "article" for news items and events. */
  type?: "website" | "article";
  /** The image for social cards (a news item's or event's cover). */
  image?: ImageView | null;
  /** Structured data (schema.org) for search engines, rendered as JSON-LD; a function where it names the association. */
  jsonLd?: Record<string, unknown> | ((identity: Identity) => Record<string, unknown>);
}

/**
 * The picture of a page's social card as absolute address and size: a suitable copy of the
 * item's image (see socialCardVariant), else the association's own card.
 */
export function socialCard(origin: string, image: ImageView | null | undefined, identity: Identity): { url: string; width: number; height: number; alt: string; type?: string } {
  // The association's uploaded logo stands for it where a page has no picture of its own.
  if (!image && identity.logo) return { url: origin + identity.logo.src, width: identity.logo.width, height: identity.logo.height, alt: `${identity.name} logosu` };
  if (!image) return { ...siteImages.social, url: origin + siteImages.social.path };
  const variant = socialCardVariant(image.r2Key);
  return variant
    ? { url: origin + variant.path, width: variant.width, height: variant.height, alt: image.alt, type: variant.type }
    : { url: origin + mediaUrl(image.r2Key), width: image.width, height: image.height, alt: image.alt };
}
