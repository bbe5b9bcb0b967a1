import type { ImageView } from "../../../db/images";
import { eventPlace } from "../../../services/events/place";
import type { EventSummary } from "../../../services/events/summary";
import { formatDayNumber, formatEventWhen, formatShortMonth } from "../../../shared/i18n/dates";
import { eventPath, newsPath } from "../../../shared/paths";
import { Picture } from "./picture";
import { Time } from "./time";

export interface NewsSummary {
  id: number;
  title: string;
  slug: string;
  summary: string;
  publishAt: Date | null;
  cover: ImageView | null;
}

/** `eager`: the card is the first thing in view (the top of a list), so its picture is the page's largest paint. */
export function NewsCard({ item, headingLevel = 2, eager = false }: { item: NewsSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card news-card">
      {item.cover ? <Picture image={item.cover} className="card-image" eager={eager} sizes="(min-width: 60rem) 22rem, calc(100vw - 2rem)" /> : null}
      <div className="card-body">
        <Heading className="card-title">
          <a href={newsPath(item)}>{item.title}</a>
        </Heading>
        {item.publishAt ? (
          <p className="meta">
            <Time at={item.publishAt} />
          </p>
        ) : null}
        <p>{item.summary}</p>
      </div>
    </article>
  );
}

export function EventCard({ event, headingLevel = 2, past = false }: { event: EventSummary; headingLevel?: 2 | 3; past?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const start = new Date(event.startsAt);
  return (
    <article className={past ? "card event-card is-past" : "card event-card"}>
      <div className="event-date" aria-hidden="true">
        <span className="event-day">{formatDayNumber(start)}</span>
        <span className="event-month">{formatShortMonth(start)}</span>
      </div>
      <div className="card-body">
        <Heading className="card-title">
          <a href={eventPath(event)}>{event.title}</a>
        </Heading>
        {event.cancelled ? <p className="badge badge-cancelled">İptal edildi</p> : null}
        <p className="meta">
          <time dateTime={start.toISOString()}>
            {formatEventWhen(start, event.endsAt ? new Date(event.endsAt) : null, event.allDay)}
          </time>
        </p>
        <p className="meta">{eventPlace(event)}</p>
        <p>{event.summary}</p>
      </div>
    </article>
  );
}
