import type { Context } from "hono";
import { database } from "../../db/client";
import { publicNewsByAddress, publishedNewsPage } from "../../db/news";
import { createError } from "../../platform/errors";
import { Redirect } from "../../platform/redirect";
import { nextNewsChange } from "../../db/schedule";
import type { Loaded } from "../../platform/page-route";
import { richTextImageKeys } from "../../services/richtext/image-sources";
import { showsNews, tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { DetailTop } from "./parts/detail-top";
import { RichText } from "../../shared/richtext/render";
import type { Identity } from "../../shared/identity";
import { logoJsonLd } from "./parts/json-ld";
import { bylineRow, readByline } from "../../db/byline-setting";
import { socialCard } from "./head";
import { descriptionOf, sharingImageOf, sharingTags, type SharingFields } from "./parts/sharing";
import { NewsCard, type NewsSummary } from "./parts/cards";
import { NEWS_PATH, newsPath } from "../../shared/paths";
import { Cover } from "./parts/picture";
import { Time } from "./parts/time";

export interface GundemItemData {
  item: NewsSummary & { body: unknown; createdAt: Date; updatedAt: Date } & SharingFields & { authorName: string | null };
  more: NewsSummary[];
  /** The Ayarlar setting: news items name the editor who wrote them. */
  showAuthor: boolean;
}

/** The route's own message for an address that leads nowhere (drafts and scheduled items included). */
export const newsNotFound = () => createError({ statusCode: 404, statusMessage: "Aradığınız gündem kaydı bulunamadı", fatal: true });

/** A published news item by slug (a numeric id or former slug redirects), plus a few others — one batch. */
export async function loadGundemItem(c: Context<AppEnv>): Promise<Loaded<GundemItemData>> {
  const address = c.req.param("id")!;
  const db = database(c.env.DB);
  const now = new Date();
  const [[item], latest, [next], [byline]] = await db.batch([
    publicNewsByAddress(db, now, address),
    publishedNewsPage(db, now, { limit: 4, offset: 0 }),
    nextNewsChange(db, now),
    bylineRow(db),
  ]);
  if (!item) throw newsNotFound();
  if (item.slug !== address) throw new Redirect(newsPath(item));
  const more = latest.filter((other) => other.id !== item.id).slice(0, 3);
  // "Other news" is a listing: a newly published item changes it.
  return {
    data: { item, more, showAuthor: readByline(byline).showAuthor },
    cache: { tags: [...showsNews([item]), ...sharingTags(item), ...richTextImageKeys(item.body).map(tag.media), tag.newsList, ...showsNews(more)], until: next?.at },
  };
}

/** schema.org NewsArticle, so search engines understand the page. */
function newsJsonLd(origin: string, item: GundemItemData["item"], author: string | null, site: Identity) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    description: descriptionOf(item),
    datePublished: item.publishAt?.toISOString(),
    dateModified: item.updatedAt.toISOString(),
    mainEntityOfPage: origin + newsPath(item),
    inLanguage: "tr-TR",
    // Google asks every article for an image: its social image or cover, else the association's card.
    image: [socialCard(origin, sharingImageOf(item), site).url],
    author: author ? { "@type": "Person", name: author } : { "@type": "Organization", name: site.name, url: origin },
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: logoJsonLd(origin, site),
    },
  };
}

/** Waits for the item first: an unknown address is a 404 and an old one a redirect, never a 200. */
export async function renderGundemItem(c: Context<AppEnv>, data: Promise<GundemItemData>, options: { preview?: boolean } = {}) {
  const { item, more, showAuthor } = await data;
  const origin = new URL(c.req.url).origin;
  const author = showAuthor ? item.authorName : null;
  return c.render(
    <>
      <DetailTop preview={options.preview} listPath={NEWS_PATH} listName="Gündem" />
      {/* Wide screens: the other news items sit beside the article instead of under it. */}
      <div className="detail-layout">
        <article className="article">
          <header>
            <h1>{item.title}</h1>
            {item.publishAt || author ? (
              <p className="meta">
                {author ? <span className="byline">{`Yazan: ${author}`}</span> : null}
                {author && item.publishAt ? " · " : null}
                {item.publishAt ? (
                  <>
                    Yayımlanma: <Time at={item.publishAt} withTime />
                  </>
                ) : null}
              </p>
            ) : null}
            {item.summary ? <p className="lead">{item.summary}</p> : null}
          </header>
          {item.cover ? <Cover image={item.cover} /> : null}
          <RichText value={item.body} />
        </article>
        {more.length ? (
          <section className="section more-news" aria-labelledby="diger-haberler">
            <h2 id="diger-haberler">Diğer haberler</h2>
            <div className="card-grid">
              {more.map((other) => (
                <NewsCard key={other.id} item={other} headingLevel={3} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </>,
    {
      title: item.title,
      description: descriptionOf(item),
      canonical: newsPath(item),
      type: "article",
      image: sharingImageOf(item),
      noindex: options.preview,
      jsonLd: (site) => newsJsonLd(origin, item, author, site),
    },
  );
}
