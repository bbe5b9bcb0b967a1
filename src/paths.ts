/**
 * The public addresses of content, built in one place for pages, feeds, mails and the calendar.
 * Imports nothing, so every layer may use it.
 */
export const newsPath = (item: { slug: string }) => `/gundem/${item.slug}`;
export const eventPath = (item: { slug: string }) => `/etkinlikler/${item.slug}`;
