import type { Context } from "hono";
import { use } from "react";
import { publishedNewsCount, publishedNewsPage } from "../../db/news";
import { nextNewsChange } from "../../db/schedule";
import type { Loaded } from "../../platform/page-route";
import { showsNews, tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { EmptyState } from "./empty-state";
import { NewsCard, type NewsSummary } from "./parts/cards";
import { SubscribeForm } from "./parts/subscribe-form";
import { NEWS_PATH } from "../../shared/paths";
import { Pagination, type PageSlice } from "./parts/pagination";
import { loadContentList, renderContentList } from "./parts/content-list";

export const NEWS_PER_PAGE = 9;

export interface GundemData {
  items: NewsSummary[];
  slice: PageSlice;
}

/** One page of published news, newest first, with the total for pagination — one batch. */
export async function loadGundem(c: Context<AppEnv>): Promise<Loaded<GundemData>> {
  const { data, cache } = await loadContentList(c, NEWS_PER_PAGE, async (db, now, window) => {
    const [[counted], items, [next]] = await db.batch([
      publishedNewsCount(db, now),
      publishedNewsPage(db, now, window),
      nextNewsChange(db, now),
    ]);
    return { total: counted?.total ?? 0, rows: items, cache: { tags: [tag.newsList, ...showsNews(items)], until: next?.at } };
  });
  return { data: { items: data.rows, slice: data.slice }, cache };
}

function GundemList({ data }: { data: Promise<GundemData> }) {
  const { items, slice } = use(data);
  if (!items.length) {
    return (
      <EmptyState title="Henüz gündem kaydı yok">
        <p>Yeni bir duyuru yayımlandığında burada göreceksiniz.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="card-grid">
        {items.map((item, index) => (
          <NewsCard key={item.id} item={item} eager={index === 0} />
        ))}
      </div>
      <Pagination slice={slice} basePath={NEWS_PATH} label="Gündem sayfaları" />
    </>
  );
}

/** Page 1 streams its shell before the data; later pages wait for it (`waitsForData` in routes.tsx). */
export function renderGundem(c: Context<AppEnv>, data: Promise<GundemData>) {
  return renderContentList(
    c,
    { title: "Gündem", description: "Derneğimizden haberler, duyurular ve açıklamalar.", basePath: NEWS_PATH },
    <>
      <h1>Gündem</h1>
      <p className="lead">Derneğimizden haberler, duyurular ve açıklamalar.</p>
      <GundemList data={data} />
      <section className="section card newsletter-box" aria-labelledby="gundem-bulten">
        <h2 id="gundem-bulten">Gündemi e-postanızla alın</h2>
        <p>Duyurularımızı ve yaklaşan etkinliklerimizi ayda bir ya da iki kez gönderiyoruz.</p>
        <SubscribeForm form="gundem-bulten" compact />
      </section>
    </>,
  );
}
