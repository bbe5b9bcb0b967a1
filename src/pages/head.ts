import type { ImageView } from "../db/images";

/** What a page tells the document about itself (title, search-engine and social-card data). */
export interface PageHead {
  /** The page's own title; the organisation's name is appended. */
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
  /** Structured data (schema.org) for search engines, rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}
