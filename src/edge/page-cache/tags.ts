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
} as const;

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
