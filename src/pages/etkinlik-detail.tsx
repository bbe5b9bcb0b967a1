import type { Context } from "hono";
import { database } from "../db/client";
import { publicEventByAddress } from "../db/events";
import { mediaUrl } from "../db/images";
import { createError } from "../edge/errors";
import { Redirect } from "../edge/redirect";
import { nextEventsChange } from "../db/schedule";
import { declarePageCache } from "../edge/page-cache/hints";
import { richTextImageKeys } from "../richtext/image-sources";
import { showsEvents, tag } from "../edge/page-cache/tags";
import type { AppEnv } from "../env";
import { Notice } from "./parts/notice";
import { formatEventWhen } from "../i18n/dates";
import { RichText } from "../richtext/render";
import { site, siteImages } from "../site";
import { eventPath, eventPlace, type EventSummary } from "./parts/cards";
import { Cover } from "./parts/picture";

export interface EtkinlikData {
  event: EventSummary & { body: unknown; updatedAt: Date };
}

export const eventNotFound = () => createError({ statusCode: 404, statusMessage: "Aradığınız etkinlik bulunamadı", fatal: true });

/** The address of an event's own calendar file ("Takvime ekle"). */
export const eventIcsPath = (event: { slug: string }) => `${eventPath(event)}/takvim.ics`;

/** A public event by slug (a numeric id or former slug redirects) — one statement. */
export async function loadEtkinlik(c: Context<AppEnv>): Promise<EtkinlikData> {
  const address = c.req.param("id")!;
  const db = database(c.env.DB);
  const now = new Date();
  const [[event], [next]] = await db.batch([publicEventByAddress(db, now, address), nextEventsChange(db, now)]);
  if (!event) throw eventNotFound();
  if (event.slug !== address) throw new Redirect(eventPath(event));
  // The page says "this event is over" once it ends, which the next-change moment includes.
  declarePageCache(c, { tags: [...showsEvents([event]), ...richTextImageKeys(event.body).map(tag.media)], until: next?.at });
  return { event };
}

/** schema.org Event. */
function eventJsonLd(origin: string, event: EtkinlikData["event"]) {
  const online = Boolean(event.onlineUrl) && !event.locationName;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt?.toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url: event.onlineUrl }
      : { "@type": "Place", name: event.locationName ?? site.name, address: event.locationAddress ?? undefined },
    image: [event.cover ? origin + mediaUrl(event.cover.r2Key) : origin + siteImages.social.path],
    organizer: { "@type": "Organization", name: site.name, url: origin },
    url: origin + eventPath(event),
    inLanguage: "tr-TR",
  };
}

export async function renderEtkinlik(c: Context<AppEnv>, data: Promise<EtkinlikData>, options: { preview?: boolean } = {}) {
  const { event } = await data;
  const origin = new URL(c.req.url).origin;
  const past = (event.endsAt ?? event.startsAt).getTime() < Date.now();
  return c.render(
    <>
      {options.preview ? (
        <Notice kind="info" title="Önizleme">
          <p>Bu sayfa yayımlandığında ziyaretçilere böyle görünecek.</p>
        </Notice>
      ) : null}
      <nav className="breadcrumb" aria-label="Konum">
        <a href="/etkinlikler">← Etkinlikler</a>
      </nav>
      {/* Wide screens: the facts (when, where, add to calendar) stay in a column beside the text. */}
      <article className="article event-article">
        <header className="article-header">
          <h1>{event.title}</h1>
          {past ? <p className="badge">Bu etkinlik sona erdi</p> : null}
          {event.summary ? <p className="lead">{event.summary}</p> : null}
        </header>
        <aside className="article-aside event-facts-box" aria-label="Etkinlik bilgileri">
          <dl className="event-facts">
            <dt>Tarih</dt>
            <dd>
              <time dateTime={event.startsAt.toISOString()}>{formatEventWhen(event.startsAt, event.endsAt, event.allDay)}</time>
            </dd>
            <dt>Yer</dt>
            <dd>{eventPlace(event)}</dd>
            {event.onlineUrl ? (
              <>
                <dt>Çevrim içi katılım</dt>
                <dd>
                  <a href={event.onlineUrl} rel="noopener noreferrer nofollow">
                    Bağlantıya git
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          {!past ? (
            <p>
              <a className="button" href={eventIcsPath(event)} download>
                Takvime ekle
              </a>
            </p>
          ) : null}
        </aside>
        {event.cover ? <Cover image={event.cover} /> : null}
        <RichText value={event.body} />
      </article>
    </>,
    {
      title: event.title,
      description: event.summary,
      canonical: eventPath(event),
      type: "article",
      image: event.cover,
      noindex: options.preview,
      jsonLd: eventJsonLd(origin, event),
    },
  );
}
