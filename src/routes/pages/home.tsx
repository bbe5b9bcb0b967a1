import type { Context } from "hono";
import { use, type ReactNode } from "react";
import { announcedAssembly } from "../../db/assemblies";
import { database } from "../../db/client";
import { upcomingEvents } from "../../db/events";
import { recentImages, type ImageView } from "../../db/images";
import { publishedNewsPage } from "../../db/news";
import { pageOf, pagesByKeys, readPageFields } from "../../db/pages";
import { EDITABLE_PAGES, type PageFields } from "../../shared/content-kinds/page";
import { nextNewsOrEventsChange } from "../../db/schedule";
import { earliest } from "../../platform/cache/hints";
import type { Loaded } from "../../platform/page-route";
import { showsEvents, showsNews, tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { useIdentity } from "./site-identity";
import { assemblyTitle, dayText } from "../../shared/assembly/notice";
import { istanbulDay } from "../../shared/i18n/dates";
import type { EventSummary } from "../../services/events/summary";
import { EventCard, NewsCard, type NewsSummary } from "./parts/cards";
import { Time } from "./parts/time";
import { EmptyState } from "./empty-state";
import { JsonLd, organizationJsonLd, websiteJsonLd } from "./parts/json-ld";
import { Picture } from "./parts/picture";
import { assemblyPath, EVENTS_PATH, eventPath, GALLERY_PATH, NEWS_PATH, newsPath, photoPath } from "../../shared/paths";

export interface HomeData {
  hero: PageFields<"home"> | null;
  /** The contact page's details, for the Organization structured data. */
  contact: PageFields<"contact"> | null;
  events: EventSummary[];
  news: NewsSummary[];
  photos: (ImageView & { albumSlug: string })[];
  /** The announced general assembly, linked until its second meeting's day has passed (docs/assembly.md). */
  assembly: { slug: string; kind: "ordinary" | "extraordinary"; firstOn: string; firstTime: string; secondOn: string } | null;
}

/** Home: the hero text, the next 3 events, the latest 3 news items and recent photos — one batch. */
export async function loadHome(c: Context<AppEnv>): Promise<Loaded<HomeData>> {
  const db = database(c.env.DB);
  const now = new Date();
  const [pageRows, events, news, photos, changes, [assembly]] = await db.batch([
    pagesByKeys(db, ["home", "contact"]),
    upcomingEvents(db, now, 3),
    publishedNewsPage(db, now, { limit: 3, offset: 0 }),
    recentImages(db, 6),
    nextNewsOrEventsChange(db, now),
    announcedAssembly(db, istanbulDay(now)),
  ]);
  const page = pageOf(pageRows, "home");
  const contact = pageOf(pageRows, "contact");
  return {
    data: {
      // Never saved: the default greeting (src/shared/content-kinds/page-defaults.ts).
      hero: page ? readPageFields("home", page.fields) : readPageFields("home", EDITABLE_PAGES.home.defaultText.fields),
      contact: contact ? readPageFields("contact", contact.fields) : null,
      events,
      news,
      photos,
      assembly: assembly ?? null,
    },
    cache: {
      tags: [tag.page("home"), tag.page("contact"), tag.eventList, ...showsEvents(events), tag.newsList, ...showsNews(news), tag.gallery, tag.assembly],
      // The link goes at midnight in Istanbul after the second meeting's day.
      until: earliest(...changes.map((change) => change.at), assembly ? new Date(`${assembly.secondOn}T21:00:00Z`) : null),
    },
  };
}

type HeroFields = HomeData["hero"];
type HomeEvent = HomeData["events"][number];
type HomeNews = HomeData["news"][number];

/** The greeting at the top, with the page's picture and what comes next. */
function Hero({ hero, nextEvent, latestNews, photo, assembly }: { hero: HeroFields; nextEvent?: HomeEvent; latestNews?: HomeNews; photo: ImageView | null; assembly: HomeData["assembly"] }) {
  const site = useIdentity();
  return (
    <section className="hero" aria-labelledby="karsilama">
      <div className="hero-main">
        <p className="hero-eyebrow">{site.name}</p>
        <h1 id="karsilama">{hero?.heroTitle ?? site.name}</h1>
        {hero?.heroText ? <p className="hero-text">{hero.heroText}</p> : null}
        <p className="hero-actions">
          {hero ? (
            <a className="button" href={hero.ctaHref}>
              {hero.ctaLabel}
            </a>
          ) : null}
          <a className="button button-secondary" href={EVENTS_PATH}>
            Etkinlikleri gör
          </a>
        </p>
      </div>
      <div className="hero-side">
        {photo ? <Picture image={photo} className="hero-photo" eager sizes="(min-width: 60rem) 30rem, 100vw" /> : null}
        {nextEvent || latestNews || assembly ? <AtAGlance nextEvent={nextEvent} latestNews={latestNews} assembly={assembly} /> : null}
      </div>
    </section>
  );
}

/** The announced general assembly, the next event and the latest news, one line each, beside the greeting. */
function AtAGlance({ nextEvent, latestNews, assembly }: { nextEvent?: HomeEvent; latestNews?: HomeNews; assembly: HomeData["assembly"] }) {
  return (
    <dl className="at-a-glance">
      {assembly ? (
        <div>
          <dt>Genel kurul</dt>
          <dd>
            <a href={assemblyPath(assembly)}>{assemblyTitle(assembly)}</a>
            <span className="meta">
              {" "}
              · {dayText(assembly.firstOn)}, {assembly.firstTime}
            </span>
          </dd>
        </div>
      ) : null}
      {nextEvent ? (
        <div>
          <dt>Sıradaki etkinlik</dt>
          <dd>
            <a href={eventPath(nextEvent)}>{nextEvent.title}</a>
            <span className="meta">
              {" "}
              · <Time at={new Date(nextEvent.startsAt)} />
            </span>
          </dd>
        </div>
      ) : null}
      {latestNews ? (
        <div>
          <dt>Son haber</dt>
          <dd>
            <a href={newsPath(latestNews)}>{latestNews.title}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A section of the home page: its heading with a link to the whole list, then its cards or what stands in for them. */
function HomeSection({ id, title, more, children }: { id: string; title: string; more: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <a href={more.href}>{more.label}</a>
      </div>
      {children}
    </section>
  );
}

/** The latest photos, each a link to its own page. */
function PhotoStrip({ photos }: { photos: HomeData["photos"] }) {
  return (
    <ul className="photo-strip">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photoPath({ slug: photo.albumSlug }, photo)} aria-label={`Büyüt: ${photo.caption || photo.alt}`}>
            <Picture image={photo} sizes="(min-width: 60rem) 11rem, 45vw" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function HomePage({ data, origin }: { data: Promise<HomeData>; origin: string }) {
  const { hero, contact, events, news, photos, assembly } = use(data);
  const site = useIdentity();
  const [nextEvent] = events;
  const [latestNews] = news;
  // The picture at the top: what comes next if it has one, else the latest news's, else a recent photo.
  const heroPhoto = nextEvent?.cover ?? latestNews?.cover ?? photos[0] ?? null;
  return (
    <>
      <Hero hero={hero} nextEvent={nextEvent} latestNews={latestNews} photo={heroPhoto} assembly={assembly} />

      <HomeSection id="yaklasan" title="Yaklaşan etkinlikler" more={{ href: EVENTS_PATH, label: "Tüm etkinlikler" }}>
        {events.length ? (
          <div className="card-grid">
            {events.map((event) => (
              <EventCard key={event.id} event={event} headingLevel={3} />
            ))}
          </div>
        ) : (
          <EmptyState title="Yaklaşan etkinlik yok">
            <p>Yeni etkinlikler eklendiğinde burada görünecek.</p>
          </EmptyState>
        )}
      </HomeSection>

      <HomeSection id="son-gundem" title="Son gündem" more={{ href: NEWS_PATH, label: "Tüm gündem" }}>
        {news.length ? (
          <div className="card-grid">
            {news.map((item) => (
              <NewsCard key={item.id} item={item} headingLevel={3} />
            ))}
          </div>
        ) : (
          <EmptyState title="Henüz gündem kaydı yok">
            <p>Duyurular ve haberler yayımlandığında burada listelenecek.</p>
          </EmptyState>
        )}
      </HomeSection>

      {photos.length ? (
        <HomeSection id="son-fotograflar" title="Son fotoğraflar" more={{ href: GALLERY_PATH, label: "Galeriye git" }}>
          <PhotoStrip photos={photos} />
        </HomeSection>
      ) : null}
      <JsonLd data={organizationJsonLd(origin, contact, site)} />
    </>
  );
}

export const renderHome = (c: Context<AppEnv>, data: Promise<HomeData>) =>
  c.render(<HomePage data={data} origin={new URL(c.req.url).origin} />, { title: "", jsonLd: (site) => websiteJsonLd(new URL(c.req.url).origin, site) });
