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
 * The sections an address belongs to, known from the address alone: null for addresses that are
 * never cached. The in-Worker cache keys pages by these (it must find a page before rendering it),
 * so there an item tag purges its whole section; Workers Cache purges item tags exactly.
 */
export function sectionsOf(pathname: string): string[] | null {
  if (pathname === "/" || pathname === "/_payload.json") return [tag.newsList, tag.eventList, tag.gallery, tag.page("home")];
  if (pathname === "/gundem/rss.xml") return [tag.newsList];
  if (pathname === "/gundem" || pathname.startsWith("/gundem/")) return [tag.newsList, tag.gallery];
  if (pathname === "/etkinlikler.ics") return [tag.eventList];
  if (pathname === "/etkinlikler" || pathname.startsWith("/etkinlikler/")) return [tag.eventList, tag.gallery];
  if (pathname === "/galeri" || pathname.startsWith("/galeri/")) return [tag.gallery];
  if (pathname === "/hakkimizda" || pathname === "/hakkimizda/_payload.json") return [tag.page("about")];
  if (pathname === "/iletisim" || pathname === "/iletisim/_payload.json") return [tag.page("contact")];
  // The notice shows the controller's contact details, so the contact page's changes reach it too.
  if (pathname === "/kvkk" || pathname === "/kvkk/_payload.json") return [tag.page("kvkk"), tag.page("contact")];
  if (pathname === "/sitemap.xml") return [tag.newsList, tag.eventList, tag.gallery];
  return null;
}

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
