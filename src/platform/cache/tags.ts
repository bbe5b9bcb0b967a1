/**
 * What a cached page shows, as `Cache-Tag` values. A page carries a *list* tag for every kind of
 * listing it contains (which items appear, and in what order) and an *item* tag for every item it
 * shows. Editing a public item purges its item tag, so only the pages that show it are refreshed;
 * a change of what is public (publish, unpublish, schedule, delete) purges the list tag as well.
 */
export const tag = {
  newsList: "gundem",
  news: (id: number) => `gundem:${id}`,
  eventList: "etkinlikler",
  event: (id: number) => `etkinlikler:${id}`,
  /**
   * The gallery index and the home page's strip of recent photos. Every change
   * to a photo in an album purges it, so those pages need no tag per photo.
   */
  gallery: "galeri",
  /** One album's own pages (/galeri/{slug} and its photos): a change to it purges these and the index only. */
  album: (id: number) => `galeri:${id}`,
  /** One image, as an item's cover, wherever that item is shown. */
  image: (id: number) => `gorsel:${id}`,
  page: (key: string) => `sayfa:${key}`,
  /** A file under /media (R2 keys are ASCII: uploads are named by UUID). */
  media: (key: string) => `medya:${key}`,
  /**
   * Search results (/ara): any change to public content may change what a query finds, so every
   * purge purges this tag too (withSearch). In the in-Worker cache /ara's sections hold every kind
   * of content, and this one of its own (the search backfill purges it alone).
   */
  search: "arama",
  /** The general assembly's notices (/genel-kurul/…) and the home page's link to the next one. */
  assembly: "genel-kurul",
  /**
   * The association's identity (name, logo, purpose…), which every page's header and footer and
   * every feed show: every stored copy carries it (src/app/page-cache/middleware.ts), and purging it
   * renews every section of the in-Worker cache.
   */
  site: "dernek",
} as const;

/** A purge's tags with the search pages' tag: nothing changes on the site that a search could not find. */
export const withSearch = (tags: readonly string[]): string[] => (tags.length ? [...new Set([...tags, tag.search])] : []);

type Cover = { cover: { id: number } | null };

const coverTags = (items: readonly Cover[]) => items.flatMap((item) => (item.cover ? [tag.image(item.cover.id)] : []));

/** Tags of a page that shows these news items (in a list or on their own). */
export const showsNews = (items: readonly ({ id: number } & Cover)[]) => [...items.map((item) => tag.news(item.id)), ...coverTags(items)];

/** Tags of a page that shows these events. */
export const showsEvents = (items: readonly ({ id: number } & Cover)[]) => [...items.map((item) => tag.event(item.id)), ...coverTags(items)];

/**
 * The sections a tag falls in (for the in-Worker cache, which purges by section). A file under
 * /media may sit in any rich text: news items and events (their sections hold `galeri`), and the
 * page texts that render one (Hakkımızda, İletişim, whose section the KVKK notice shares).
 */
export function sectionsOfTag(value: string): string[] {
  if (value.startsWith("gundem:")) return [tag.newsList];
  if (value.startsWith("etkinlikler:")) return [tag.eventList];
  if (value.startsWith("gorsel:") || value.startsWith("galeri:")) return [tag.gallery];
  if (value.startsWith("medya:")) return [tag.gallery, tag.page("about"), tag.page("contact")];
  return [value];
}

// --- What a change purges ---------------------------------------------------------------------------
// One rule per kind of change, beside the tags the pages carry, so a handler never lists tags itself.

/** Where a news item or event stands for the listings: its publication, and what orders it there. */
export interface Placement {
  status: string;
  publishAt: Date | null;
}

/**
 * A news item or event changed: nothing while it is a draft before and after; its own tag when it
 * stays where it was in the listings (only the pages that show it change); the listing's tag too
 * when it appears, disappears, is rescheduled or moves. `position` is what else orders it there.
 */
function publishableChange<Row extends Placement>(list: string, item: string, position: (row: Row) => unknown[], before: Row | null, after: Row | null): string[] {
  const listed = (row: Row | null) => row !== null && row.status === "published";
  if (!listed(before) && !listed(after)) return [];
  const where = (row: Row) => JSON.stringify([row.status, row.publishAt?.getTime() ?? null, ...position(row)]);
  const moved = !before || !after || where(before) !== where(after);
  return moved ? [list, item] : [item];
}

/** A news item created, saved, published, trashed or restored (null: it did not exist, or is gone). */
export const purgeForNews = (id: number, before: Placement | null, after: Placement | null) => publishableChange(tag.newsList, tag.news(id), () => [], before, after);

/** Where an event stands in the listings: its dates order it, and the cards say when it is cancelled. */
export interface EventPlacement extends Placement {
  startsAt: Date;
  endsAt: Date | null;
  cancelled: boolean;
}

/** An event created, saved, published, trashed or restored (null: it did not exist, or is gone). */
export const purgeForEvent = (id: number, before: EventPlacement | null, after: EventPlacement | null) =>
  publishableChange(tag.eventList, tag.event(id), (row) => [row.startsAt, row.endsAt, row.cancelled], before, after);

/** An event's registration settings changed: its own pages show them. */
export const purgeForRegistrationSettings = (eventId: number) => [tag.event(eventId)];

/** Whether news items name their author changed: every news page. */
export const purgeForByline = () => [tag.newsList];

/**
 * A person's data erased (KVKK): the news items whose byline named them, and the events whose
 * places their registrations held (the count of free places changes).
 */
export const purgeForErasure = (newsIds: readonly number[], eventIds: readonly number[]) => [...newsIds.map(tag.news), ...eventIds.map(tag.event)];

/** A page text (Ana sayfa, Hakkımızda, İletişim, KVKK) saved. */
export const purgeForPage = (key: string) => [tag.page(key)];

/** A change of the association's identity: every page and feed shows it. */
export const purgeForIdentity = () => [tag.site];

/** An album created or the albums reordered (no album's own pages change). */
export const purgeForAlbumList = () => [tag.gallery];

/** One album renamed, trashed or restored: its pages and the index. */
export const purgeForAlbum = (id: number) => [tag.gallery, tag.album(id)];

/** The albums an image is in, before and after a change: their pages and the index, when there are any. */
const albumsOf = (albumIds: readonly (number | null)[]) => {
  const ids = [...new Set(albumIds.filter((id): id is number => id !== null))];
  return ids.length ? [tag.gallery, ...ids.map(tag.album)] : [];
};

/** An image uploaded: only photos in an album are on public pages (a picture for a text appears with the text). */
export const purgeForUpload = (albumId: number | null) => albumsOf([albumId]);

/** An image's alt text, caption or album changed: wherever it is shown (a cover), and the albums it left and joined. */
export const purgeForImageEdit = (id: number, albumIds: readonly (number | null)[]) => [tag.image(id), ...albumsOf(albumIds)];

/**
 * An image trashed, restored or deleted: the pages that showed it as a cover, the texts that showed
 * it (they carry its files' tags, src/services/richtext/image-sources.ts), its files themselves (edge copies
 * of /media live a year otherwise; `publicKeys` from src/services/media/store.ts), and its album's pages.
 */
export const purgeForImageFiles = (image: { id: number; albumId: number | null }, publicKeys: readonly string[]) => [
  tag.image(image.id),
  ...publicKeys.map(tag.media),
  ...albumsOf([image.albumId]),
];
