import type { Context } from "hono";
import { database } from "../../db/client";
import { eventForRegistrants } from "../../db/events";
import { replaceCancelToken, type Promoted } from "../../db/registrations";
import { newOneTimeToken, tokenIdOf } from "../../db/one-time-tokens";
import { registrationPromotedMail, type MailEvent } from "./mails";
import type { MailAttachment } from "../email/messages";
import { queueMail } from "../email/outbox";
import { senderOf, type MailContext } from "../email/sender";
import type { AppEnv } from "../../shared/env";
import { formatEventWhen } from "../../shared/i18n/dates";
import { eventPath, REGISTRATION_CANCEL_PATH } from "../../shared/paths";
import { eventPlace } from "./place";
import { calendarEventOf } from "./calendar";
import { icsFileName, toICalendar } from "./ics";

/** The address of the page that cancels a registration with its one-time token. */
export const cancelUrl = (origin: string, token: string) => `${origin}${REGISTRATION_CANCEL_PATH}?anahtar=${encodeURIComponent(token)}`;

type RegistrantEvent = NonNullable<Awaited<ReturnType<typeof eventForRegistrants>>[number]>;

/** Everything a registration mail needs about its event, read once. */
export interface EventMailContext {
  event: RegistrantEvent;
  mail: MailEvent;
  ics: MailAttachment;
  sender: Awaited<ReturnType<typeof senderOf>>;
}

/** Reads the event as registrants see it (with its join address) and prepares its mail parts. */
export async function eventMailContext(c: Context<AppEnv> | MailContext, eventId: number): Promise<EventMailContext | null> {
  const [[event], sender] = await Promise.all([eventForRegistrants(database(c.env.DB), new Date(), eventId), senderOf(c)]);
  if (!event) return null;
  const pageUrl = sender.origin + eventPath(event);
  const calendar = toICalendar([calendarEventOf(sender.origin, event)], {
    name: event.title,
    organizer: sender.inbox ? { name: sender.name, email: sender.inbox } : null,
  });
  return {
    event,
    sender,
    mail: {
      title: event.title,
      when: formatEventWhen(event.startsAt, event.endsAt, event.allDay),
      place: eventPlace(event),
      pageUrl,
      joinUrl: event.attendanceMode === "yerinde" ? null : event.onlineUrl,
    },
    ics: { filename: icsFileName(event.slug), type: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar },
  };
}

/** A fresh cancellation token for a registration; returns the link that carries it. */
async function renewCancelLink(c: Context<AppEnv>, registrationId: number, origin: string): Promise<string> {
  const token = newOneTimeToken();
  await replaceCancelToken(database(c.env.DB), registrationId, await tokenIdOf(token));
  return cancelUrl(origin, token);
}

/**
 * After places were freed, everyone who moved up from the waiting list hears of it, with a new
 * cancellation link and the calendar file. (The caller purges the event page so it shows the new count.)
 */
export async function afterPlacesFreed(c: Context<AppEnv>, eventId: number, promoted: readonly Promoted[]): Promise<void> {
  if (promoted.length === 0) return;
  const context = await eventMailContext(c, eventId);
  if (!context) return;
  for (const person of promoted) {
    const link = await renewCancelLink(c, person.id, context.sender.origin);
    await queueMail(c, registrationPromotedMail(person.email, person.name, context.mail, link, context.ics, context.sender));
  }
}
