import type { Context } from "hono";
import { use } from "react";
import { database } from "../../db/client";
import { publicEventsCount, publicEventsPage } from "../../db/events";
import { nextEventsChange } from "../../db/schedule";
import type { Loaded } from "../../platform/page-route";
import { showsEvents, tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { EmptyState } from "./empty-state";
import type { EventSummary } from "../../services/events/summary";
import { EventCard } from "./parts/cards";
import { EVENTS_CALENDAR_PATH, EVENTS_PATH, listPagePath } from "../../shared/paths";
import { Pagination, parsePageNumber, readListPage, type PageSlice } from "./parts/pagination";

export const EVENTS_PER_PAGE = 8;

export interface EtkinliklerData {
  events: Array<EventSummary & { isPast: boolean }>;
  slice: PageSlice;
}

/** One page of public events: upcoming first (soonest first), then past (most recent first) — one batch. */
export async function loadEtkinlikler(c: Context<AppEnv>): Promise<Loaded<EtkinliklerData>> {
  const db = database(c.env.DB);
  const now = new Date();
  let cache: Loaded<EtkinliklerData>["cache"];
  const { rows, slice } = await readListPage(c, EVENTS_PER_PAGE, async (window) => {
    const [[counted], events, [next]] = await db.batch([
      publicEventsCount(db, now),
      publicEventsPage(db, now, window),
      nextEventsChange(db, now),
    ]);
    cache = { tags: [tag.eventList, ...showsEvents(events)], until: next?.at };
    return { total: counted?.total ?? 0, rows: events };
  });
  return { data: { events: rows, slice }, cache };
}

function EventList({ data }: { data: Promise<EtkinliklerData> }) {
  const { events, slice } = use(data);
  if (!events.length) {
    return (
      <EmptyState title="Henüz etkinlik yok">
        <p>Yaklaşan etkinlikler duyurulduğunda burada listelenecek.</p>
      </EmptyState>
    );
  }
  const upcoming = events.filter((event) => !event.isPast);
  const past = events.filter((event) => event.isPast);
  return (
    <>
      {upcoming.length ? (
        <section aria-labelledby="yaklasan-etkinlikler">
          <h2 id="yaklasan-etkinlikler">Yaklaşan etkinlikler</h2>
          <div className="event-list">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
      {past.length ? (
        <section className="section" aria-labelledby="gecmis-etkinlikler">
          <h2 id="gecmis-etkinlikler">Geçmiş etkinlikler</h2>
          <div className="event-list">
            {past.map((event) => (
              <EventCard key={event.id} event={event} headingLevel={3} past />
            ))}
          </div>
        </section>
      ) : null}
      <Pagination slice={slice} basePath={EVENTS_PATH} label="Etkinlik sayfaları" />
    </>
  );
}

/** Page 1 streams; later pages wait, so that a page past the end answers 404 (`waitsForData` in routes.tsx). */
export async function renderEtkinlikler(c: Context<AppEnv>, data: Promise<EtkinliklerData>) {
  const page = parsePageNumber(new URL(c.req.url).searchParams) ?? 1;
  return c.render(
    <>
      <h1>Etkinlikler</h1>
      <p className="lead">
        Söyleşiler, atölyeler, geziler ve dayanışma buluşmaları. Takviminize eklemek için{" "}
        <a href={EVENTS_CALENDAR_PATH}>etkinlik takvimine abone olun</a>.
      </p>
      <EventList data={data} />
    </>,
    {
      title: page > 1 ? `Etkinlikler — Sayfa ${page}` : "Etkinlikler",
      description: "Çamlıca Kültür ve Dayanışma Derneği'nin yaklaşan ve geçmiş etkinlikleri.",
      canonical: listPagePath(EVENTS_PATH, page),
    },
  );
}
