/** What a page tells the document about itself. */
export interface PageHead {
  /** The page's own title; the organisation's name is appended. */
  title: string;
  description?: string;
  /** Keep the page out of search engines (forms, errors, admin). */
  noindex?: boolean;
}
