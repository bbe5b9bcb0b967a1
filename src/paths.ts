/**
 * The public addresses of content, built in one place for pages, feeds, mails and the calendar.
 * Imports nothing, so every layer may use it.
 */
export const newsPath = (item: { slug: string }) => `/gundem/${item.slug}`;
export const eventPath = (item: { slug: string }) => `/etkinlikler/${item.slug}`;

/** Where the site's JSON API is mounted; errors under it are answered as JSON. */
export const API_PREFIX = "/api";

/** True for an address of the JSON API. */
export const isApiPath = (path: string): boolean => path === API_PREFIX || path.startsWith(API_PREFIX + "/");
