import type { Context } from "hono";
import { database } from "../../db/client";
import { publicEventByAddress } from "../../db/events";
import { createError } from "../../platform/errors";
import { Redirect } from "../../platform/redirect";
import { nextEventsChange } from "../../db/schedule";
import { earliest } from "../../platform/cache/hints";
import type { Loaded } from "../../platform/page-route";
import { eventBySlug, registrationOverview, standingRegistration, type RegistrationOverview } from "../../db/registrations";
import { registrationState } from "../../services/events/registration";
import { EventRegistration, REGISTRATION_OUTCOMES, RegistrationFact, type RegistrationView } from "./parts/event-registration";
import { richTextImageKeys } from "../../services/richtext/image-sources";
import { showsEvents, tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { DetailTop } from "./parts/detail-top";
import { formatEventWhen } from "../../shared/i18n/dates";
import { RichText } from "../../shared/richtext/render";
import type { Identity } from "../../shared/identity";
import { socialCard } from "./head";
import { descriptionOf, sharingImageOf, sharingTags, type SharingFields } from "./parts/sharing";
import { eventPlace } from "../../services/events/place";
import type { EventSummary } from "../../services/events/summary";
import { eventCalendarPath, eventPath, EVENTS_PATH } from "../../shared/paths";
import { Cover } from "./parts/picture";

export interface EtkinlikData {
  /** `locationNote`: "konum notu", how to find the room once there. */
  event: EventSummary & { body: unknown; updatedAt: Date; locationNote: string | null } & SharingFields;
  /** Registration settings and counts (absent: the editor has not opened registration). */
  registration: RegistrationOverview | null;
  /** The signed-in visitor's own standing registration for this event. */
  mine: { id: number; status: "confirmed" | "waiting" | "cancelled" } | null;
}

export const eventNotFound = () => createError({ statusCode: 404, statusMessage: "Aradığınız etkinlik bulunamadı", fatal: true });

/**
 * A public event by slug (a numeric id or former slug redirects), its registration settings and the
 * signed-in member's own registration: one batch.
 */
export async function loadEtkinlik(c: Context<AppEnv>): Promise<Loaded<EtkinlikData>> {
  const address = c.req.param("id")!;
  const db = database(c.env.DB);
  const now = new Date();
  const user = c.var.session?.user;
  const reads = [
    publicEventByAddress(db, now, address),
    nextEventsChange(db, now),
    // Read by the address too, so the page stays one round trip; a former slug redirects anyway.
    registrationOverview(db, eventBySlug(address)),
  ] as const;
  // A visitor who is not signed in has no registration of their own to look up.
  const [[event], [next], [registration], mine] = user
    ? await db.batch([...reads, standingRegistration(db, eventBySlug(address), { email: user.email, userId: user.id })])
    : ([...(await db.batch(reads)), []] as const);
  if (!event) throw eventNotFound();
  if (event.slug !== address) throw new Redirect(eventPath(event));
  // The page says "this event is over" once it ends, which the next-change moment includes; the
  // registration box changes by itself when registration closes or the event starts. The places
  // left change with every registration, which purges the event's tag.
  const closes = registration ? earliest(registration.closesAt, event.startsAt) : null;
  return {
    data: { event, registration: registration ?? null, mine: mine[0] ?? null },
    cache: {
      tags: [...showsEvents([event]), ...sharingTags(event), ...richTextImageKeys(event.body).map(tag.media)],
      until: earliest(next?.at, closes && closes > now ? closes : null),
    },
  };
}

const ATTENDANCE_MODE = {
  yerinde: "https://schema.org/OfflineEventAttendanceMode",
  cevrimici: "https://schema.org/OnlineEventAttendanceMode",
  karma: "https://schema.org/MixedEventAttendanceMode",
} as const;

/**
 * Where an event happens, for schema.org: a Place, a VirtualLocation (its join address, or the
 * event page when the address goes to registrants only), or both for a hybrid event.
 */
function eventLocation(origin: string, event: EtkinlikData["event"], site: Identity) {
  const place = { "@type": "Place", name: event.locationName ?? site.name, address: event.locationAddress ?? undefined, description: event.locationNote ?? undefined };
  const virtual = { "@type": "VirtualLocation", url: event.onlineUrl ?? origin + eventPath(event) };
  if (event.attendanceMode === "cevrimici") return virtual;
  if (event.attendanceMode === "karma") return [place, virtual];
  return place;
}

/** schema.org Event. */
function eventJsonLd(origin: string, event: EtkinlikData["event"], site: Identity) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: descriptionOf(event),
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt?.toISOString(),
    eventStatus: event.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: ATTENDANCE_MODE[event.attendanceMode],
    location: eventLocation(origin, event, site),
    image: [socialCard(origin, sharingImageOf(event), site).url],
    organizer: { "@type": "Organization", name: site.name, url: origin },
    url: origin + eventPath(event),
    inLanguage: "tr-TR",
  };
}

/** What the registration box shows: its state now, the visitor, and the outcome of a post. */
export function registrationView(c: Context<AppEnv>, data: EtkinlikData, form: Partial<Pick<RegistrationView, "values" | "errors" | "problem">> = {}): RegistrationView {
  const user = c.var.session?.user;
  const outcome = c.req.query("kayit");
  return {
    state: registrationState(data.event, data.registration ?? undefined, new Date()),
    action: eventPath(data.event),
    member: user ? { name: user.name, email: user.email } : null,
    mine: data.mine,
    outcome: REGISTRATION_OUTCOMES.find((known) => known === outcome),
    ...form,
  };
}

export async function renderEtkinlik(
  c: Context<AppEnv>,
  data: Promise<EtkinlikData>,
  options: { preview?: boolean; registration?: Partial<Pick<RegistrationView, "values" | "errors" | "problem">> } = {},
) {
  const loaded = await data;
  const { event } = loaded;
  const registration = registrationView(c, loaded, options.registration);
  const origin = new URL(c.req.url).origin;
  const past = (event.endsAt ?? event.startsAt).getTime() < Date.now();
  return c.render(
    <>
      <DetailTop preview={options.preview} listPath={EVENTS_PATH} listName="Etkinlikler" />
      {/* Wide screens: the facts (when, where, add to calendar) stay in a column beside the text. */}
      <article className="article event-article">
        <header className="article-header">
          <h1>{event.title}</h1>
          {event.cancelled ? <p className="badge badge-cancelled">Bu etkinlik iptal edildi</p> : past ? <p className="badge">Bu etkinlik sona erdi</p> : null}
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
            {/* A second description of the place: how to find the room; of no use to an event held online only. */}
            {event.locationNote && event.attendanceMode !== "cevrimici" ? <dd>{event.locationNote}</dd> : null}
            {event.onlineUrl ? (
              <>
                <dt>Çevrim içi katılım</dt>
                <dd>
                  <a href={event.onlineUrl} rel="noopener noreferrer nofollow">
                    Bağlantıya git
                  </a>
                </dd>
              </>
            ) : event.attendanceMode !== "yerinde" ? (
              <>
                <dt>Çevrim içi katılım</dt>
                <dd>Katılım bağlantısı kayıt olanlara e-posta ile gönderilir.</dd>
              </>
            ) : null}
            <RegistrationFact view={registration} />
          </dl>
          {!past ? (
            <p>
              <a className="button" href={eventCalendarPath(event)} download>
                Takvime ekle
              </a>
            </p>
          ) : null}
        </aside>
        {event.cover ? <Cover image={event.cover} /> : null}
        <RichText value={event.body} />
      </article>
      {options.preview ? null : <EventRegistration view={registration} />}
    </>,
    {
      title: event.title,
      description: descriptionOf(event),
      canonical: eventPath(event),
      type: "article",
      image: sharingImageOf(event),
      noindex: options.preview,
      jsonLd: (site) => eventJsonLd(origin, event, site),
    },
  );
}
