import type { Context } from "hono";
import { use } from "react";
import { publicEventsCount, publicEventsPage } from "../../db/events";
import { nextEventsChange } from "../../db/schedule";
import type { Loaded } from "../../platform/page-route";
import { showsEvents, tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { EmptyState } from "./empty-state";
import type { EventSummary } from "../../services/events/summary";
import { EventCard } from "./parts/cards";
import { EVENTS_CALENDAR_PATH, EVENTS_PATH } from "../../shared/paths";
import { Pagination, type PageSlice } from "./parts/pagination";
import { loadContentList, renderContentList } from "./parts/content-list";

export const EVENTS_PER_PAGE = 8;

export interface EtkinliklerData {
  events: Array<EventSummary & { isPast: boolean }>;
  slice: PageSlice;
}

/** One page of public events: upcoming first (soonest first), then past (most recent first) — one batch. */
export async function loadEtkinlikler(c: Context<AppEnv>): Promise<Loaded<EtkinliklerData>> {
  const { data, cache } = await loadContentList(c, EVENTS_PER_PAGE, async (db, now, window) => {
    const [[counted], events, [next]] = await db.batch([
      publicEventsCount(db, now),
      publicEventsPage(db, now, window),
      nextEventsChange(db, now),
    ]);
    return { total: counted?.total ?? 0, rows: events, cache: { tags: [tag.eventList, ...showsEvents(events)], until: next?.at } };
  });
  return { data: { events: data.rows, slice: data.slice }, cache };
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
export function renderEtkinlikler(c: Context<AppEnv>, data: Promise<EtkinliklerData>) {
  return renderContentList(
    c,
    { title: "Etkinlikler", description: "Derneğimizin yaklaşan ve geçmiş etkinlikleri.", basePath: EVENTS_PATH },
    <>
      <h1>Etkinlikler</h1>
      <p className="lead">
        Söyleşiler, atölyeler, geziler ve dayanışma buluşmaları. Takviminize eklemek için{" "}
        <a href={EVENTS_CALENDAR_PATH}>etkinlik takvimine abone olun</a>.
      </p>
      <EventList data={data} />
    </>,
  );
}
