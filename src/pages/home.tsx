import type { Context } from "hono";
import { use } from "react";
import { database } from "../db/client";
import { upcomingEvents } from "../db/events";
import { recentImages, type ImageView } from "../db/images";
import { publishedNewsPage } from "../db/news";
import { pageByKey, readPageFields, type PageFields } from "../db/pages";
import { nextEventsChange, nextNewsChange } from "../db/schedule";
import { declarePageCache, earliest } from "../edge/page-cache/hints";
import { showsEvents, showsNews, tag } from "../edge/page-cache/tags";
import type { AppEnv } from "../env";
import { site } from "../site";
import { EventCard, NewsCard, type EventSummary, type NewsSummary } from "./parts/cards";
import { EmptyState } from "./empty-state";
import { Picture } from "./parts/picture";

export interface HomeData {
  hero: PageFields<"home"> | null;
  events: EventSummary[];
  news: NewsSummary[];
  photos: (ImageView & { albumSlug: string })[];
}

/** Home: the hero text, the next 3 events, the latest 3 news items and recent photos — one batch. */
export async function loadHome(c: Context<AppEnv>): Promise<HomeData> {
  const db = database(c.env.DB);
  const now = new Date();
  const [[page], events, news, photos, [nextNews], [nextEvents]] = await db.batch([
    pageByKey(db, "home"),
    upcomingEvents(db, now, 3),
    publishedNewsPage(db, now, { limit: 3, offset: 0 }),
    recentImages(db, 6),
    nextNewsChange(db, now),
    nextEventsChange(db, now),
  ]);
  declarePageCache(c, {
    tags: [tag.page("home"), tag.eventList, ...showsEvents(events), tag.newsList, ...showsNews(news), tag.gallery],
    until: earliest(nextNews?.at, nextEvents?.at),
  });
  return { hero: page ? readPageFields("home", page.fields) : null, events, news, photos };
}

function HomePage({ data }: { data: Promise<HomeData> }) {
  const { hero, events, news, photos } = use(data);
  return (
    <>
      <section className="hero" aria-labelledby="karsilama">
        <h1 id="karsilama">{hero?.heroTitle ?? site.name}</h1>
        {hero?.heroText ? <p className="hero-text">{hero.heroText}</p> : null}
        <p className="hero-actions">
          {hero ? (
            <a className="button" href={hero.ctaHref}>
              {hero.ctaLabel}
            </a>
          ) : null}
          <a className="button button-outline" href="/etkinlikler">
            Etkinlikleri gör
          </a>
        </p>
      </section>

      <section className="section" aria-labelledby="yaklasan">
        <div className="section-head">
          <h2 id="yaklasan">Yaklaşan etkinlikler</h2>
          <a href="/etkinlikler">Tüm etkinlikler</a>
        </div>
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
      </section>

      <section className="section" aria-labelledby="son-gundem">
        <div className="section-head">
          <h2 id="son-gundem">Son gündem</h2>
          <a href="/gundem">Tüm gündem</a>
        </div>
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
      </section>

      {photos.length ? (
        <section className="section" aria-labelledby="son-fotograflar">
          <div className="section-head">
            <h2 id="son-fotograflar">Son fotoğraflar</h2>
            <a href="/galeri">Galeriye git</a>
          </div>
          <ul className="photo-strip">
            {photos.map((photo) => (
              <li key={photo.id}>
                <a href={`/galeri/${photo.albumSlug}/${photo.id}`} aria-label={`Büyüt: ${photo.caption || photo.alt}`}>
                  <Picture image={photo} sizes="(min-width: 60rem) 11rem, 45vw" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export const renderHome = (c: Context<AppEnv>, data: Promise<HomeData>) =>
  c.render(<HomePage data={data} />, { title: site.name });
