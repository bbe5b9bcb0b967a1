import { Hono, type Context } from "hono";
import { database } from "../db/client";
import { allPublicEvents, publicEventByAddress } from "../db/events";
import { allPublicNews } from "../db/news";
import { pageByKey, readPageFields } from "../db/pages";
import { catalogue } from "../platform/errors";
import { fullPath, isIdOrSlug } from "../platform/validation";
import { nextEventsChange, nextNewsChange } from "../db/schedule";
import { describeCopy, earliest } from "../platform/cache/hints";
import { tag } from "../platform/cache/tags";
import { standalonePublicPages, type PolicyDeclaration } from "../platform/page-policy";
import type { AppEnv } from "../shared/env";
import { calendarEventOf } from "../services/events/calendar";
import { icsFileName, toICalendar } from "../services/events/ics";
import { albumPath, EVENTS_CALENDAR_PATH, EVENTS_PATH, eventPath, NEWS_FEED_PATH, newsPath, OPENSEARCH_PATH, SEARCH_PATH } from "../shared/paths";
import { albumIndex } from "../db/gallery";
import { identityDescription, type Identity } from "../shared/identity";
import { identityAlongside, identityFromRows, identityStatement } from "../db/identity";
import { xml } from "./feeds-xml";

/**
 * Machine-readable views of the public content: RSS for the agenda, iCalendar for events, the
 * sitemap and robots.txt. They follow the pages' visibility rules (drafts and scheduled items never
 * appear) because they read through the same queries. The sitemap lists the standalone pages of
 * the route table it is given (`pages`, their policy declarations) where the app is composed.
 */
export function createFeeds(pages: readonly PolicyDeclaration[]): Hono<AppEnv> {
  return new Hono<AppEnv>().get("/sitemap.xml", sitemap(standalonePublicPages(pages))).route("/", feeds);
}

const feeds = new Hono<AppEnv>();

/** One event's calendar file (`:id` its slug), as the route is written. */
const EVENT_CALENDAR_FILE = `${EVENTS_PATH}/:id/takvim.ics` as const;

/** The feeds' cache sections (src/platform/page-policy.ts): like the pages, they are cached and purged by tag. */
export const feedPolicies: readonly PolicyDeclaration[] = [
  { path: NEWS_FEED_PATH, cache: { sections: [tag.newsList] } },
  { path: EVENTS_CALENDAR_PATH, cache: { sections: [tag.eventList] } },
  { path: EVENT_CALENDAR_FILE, cache: { sections: [tag.eventList, tag.gallery] } },
  { path: "/sitemap.xml", cache: { sections: [tag.newsList, tag.eventList, tag.gallery] } },
];

/*
 * Feeds are cached like pages (src/app/page-cache): each says what it shows. The ones that list
 * everything carry only the listing tags (a response may carry at most 1,000 tags), so an edit
 * that does not move an item reaches them when their short lifetime ends.
 */

/** The OpenSearch description: browsers offer the site's search (/ara) from their address bar. */
feeds.get(OPENSEARCH_PATH, async (c) => {
  const origin = new URL(c.req.url).origin;
  const { identity: site } = await identityAlongside(c.env.DB).identity();
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${xml(site.shortName)}</ShortName>
  <Description>${xml(`${site.name} sitesinde arama`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>tr</Language>
  <Image height="16" width="16" type="image/svg+xml">${xml(`${origin}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${xml(`${origin}${SEARCH_PATH}?q={searchTerms}`)}"/>
</OpenSearchDescription>
`;
  return c.body(body, 200, { "Content-Type": "application/opensearchdescription+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" });
});

feeds.get("/robots.txt", (c) => {
  const origin = new URL(c.req.url).origin;
  return c.text(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`, 200, {
    "Cache-Control": "public, max-age=3600",
  });
});

const sitemap = (listed: readonly { path: string; sections: readonly string[] }[]) => async (c: Context<AppEnv>) => {
  const origin = new URL(c.req.url).origin;
  const db = database(c.env.DB);
  const now = new Date();
  const [news, events, [nextNews], [nextEvents], albums] = await db.batch([
    allPublicNews(db, now, 5000),
    allPublicEvents(db, now, 5000),
    nextNewsChange(db, now),
    nextEventsChange(db, now),
    albumIndex(db),
  ]);
  const shows = { tags: [tag.newsList, tag.eventList, tag.gallery], until: earliest(nextNews?.at, nextEvents?.at) };
  const latest = (dates: Date[]) => (dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null);
  const newsUpdated = latest(news.map((item) => item.updatedAt));
  const eventsUpdated = latest(events.map((event) => event.updatedAt));
  // A standalone page changed when the newest item of the lists it shows did (the other sections
  // keep no date of their own, so a page that shows neither list has no date).
  const updatedBy = new Map<string, Date | null>([
    [tag.newsList, newsUpdated],
    [tag.eventList, eventsUpdated],
  ]);
  const entries: Array<[path: string, lastModified: Date | null]> = [
    ...listed.map(({ path, sections }): [string, Date | null] => [
      path,
      latest(sections.map((section) => updatedBy.get(section)).filter((date): date is Date => date instanceof Date)),
    ]),
    ...news.map((item): [string, Date] => [newsPath(item), item.updatedAt]),
    ...events.map((event): [string, Date] => [eventPath(event), event.updatedAt]),
    ...albums.map((album): [string, null] => [albumPath(album), null]),
  ];
  const body = entries
    .map(([path, lastModified]) =>
      `  <url><loc>${xml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  const sitemapXml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  return describeCopy(c.body(sitemapXml, 200, { "Content-Type": "application/xml; charset=utf-8" }), shows);
};

feeds.get(NEWS_FEED_PATH, async (c) => {
  const origin = new URL(c.req.url).origin;
  const db = database(c.env.DB);
  const now = new Date();
  const [items, [next], identityRows] = await db.batch([allPublicNews(db, now, 30), nextNewsChange(db, now), identityStatement(db)]);
  const site = identityFromRows(identityRows).identity;
  const shows = { tags: [tag.newsList, ...items.map((item) => tag.news(item.id))], until: next?.at };
  const entries = items
    .map((item) => {
      const link = xml(origin + newsPath(item));
      return [
        "    <item>",
        `      <title>${xml(item.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        item.publishAt ? `      <pubDate>${item.publishAt.toUTCString()}</pubDate>` : "",
        `      <description>${xml(item.summary)}</description>`,
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  const lastBuild = items[0]?.publishAt ?? new Date();
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${site.name} — Gündem`)}</title>
    <link>${xml(origin)}/gundem</link>
    <description>${xml("Derneğimizden haberler, duyurular ve açıklamalar.")}</description>
    <language>tr-TR</language>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <atom:link href="${xml(origin + NEWS_FEED_PATH)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
  return describeCopy(c.body(body, 200, { "Content-Type": "application/rss+xml; charset=utf-8" }), shows);
});

/** The association as its events' organiser: its name and the address on the contact page. */
function organizerOf(contact: { fields: unknown } | undefined, site: Identity) {
  const email = (contact ? readPageFields("contact", contact.fields)?.email : undefined) || site.email;
  return email ? { name: site.name, email } : null;
}

const calendarHeaders = (fileName: string) => ({
  "Content-Type": "text/calendar; charset=utf-8",
  "Content-Disposition": `attachment; filename="${fileName}"`,
});

/** A subscribable calendar of every public event. */
feeds.get(EVENTS_CALENDAR_PATH, async (c) => {
  const origin = new URL(c.req.url).origin;
  const db = database(c.env.DB);
  const now = new Date();
  const [events, [next], [contact], identityRows] = await db.batch([allPublicEvents(db, now, 500), nextEventsChange(db, now), pageByKey(db, "contact"), identityStatement(db)]);
  const site = identityFromRows(identityRows).identity;
  const shows = { tags: [tag.eventList, tag.page("contact")], until: next?.at };
  const body = toICalendar(events.map((event) => calendarEventOf(origin, event)), {
    name: `${site.shortName} Etkinlikleri`,
    description: identityDescription(site),
    organizer: organizerOf(contact, site),
  });
  return describeCopy(c.body(body, 200, calendarHeaders("etkinlikler.ics")), shows);
});

/** "Takvime ekle": one event as a calendar file. */
feeds.get(EVENT_CALENDAR_FILE, async (c) => {
  const address = c.req.param("id");
  if (!isIdOrSlug(address)) throw catalogue.validationFailed(fullPath(c.req.url));
  const db = database(c.env.DB);
  const [[event], [contact], identityRows] = await db.batch([publicEventByAddress(db, new Date(), address), pageByKey(db, "contact"), identityStatement(db)]);
  if (!event) throw catalogue.noRouteMatches(fullPath(c.req.url));
  const shows = { tags: [tag.event(event.id), tag.page("contact")] };
  const origin = new URL(c.req.url).origin;
  const body = toICalendar([calendarEventOf(origin, event)], { name: event.title, organizer: organizerOf(contact, identityFromRows(identityRows).identity) });
  return describeCopy(c.body(body, 200, calendarHeaders(icsFileName(event.slug))), shows);
});
