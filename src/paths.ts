/**
 * The public addresses of content, built in one place for pages, feeds, mails and the calendar.
 * Imports nothing, so every layer may use it.
 */
export const NEWS_LIST_PATH = "/gundem";
export const EVENT_LIST_PATH = "/etkinlikler";
export const GALLERY_PATH = "/galeri";
export const NEWS_FEED_PATH = `${NEWS_LIST_PATH}/rss.xml`;
export const EVENT_CALENDAR_PATH = `${EVENT_LIST_PATH}.ics`;
/** One event's calendar file, as a hono pattern (`:id` its slug). */
export const EVENT_CALENDAR_FILE_PATTERN = `${EVENT_LIST_PATH}/:id/takvim.ics`;

export const newsPath = (item: { slug: string }) => `${NEWS_LIST_PATH}/${item.slug}`;
export const eventPath = (item: { slug: string }) => `${EVENT_LIST_PATH}/${item.slug}`;
export const albumPath = (album: { slug: string }) => `${GALLERY_PATH}/${album.slug}`;
/** Page `page` of a list; its first page is the list's own address. */
export const listPagePath = (listPath: string, page: number) => (page > 1 ? `${listPath}?sayfa=${page}` : listPath);
