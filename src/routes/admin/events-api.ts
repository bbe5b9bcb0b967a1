import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { eventForEditor, eventKind, eventPlaces } from "../../db/events";
import { events } from "../../db/schema";
import type { EventDto, EventListItem } from "../../shared/admin-contract";
import { iso, publishableDetailFields, publishableListFields } from "./content-dto";
import { withPendingDraft } from "../../db/pending-draft";
import { eventInput } from "./input-schemas";
import { publishableApi } from "./publishable-api";
import { purgeForEvent } from "../../platform/cache/tags";
import { announceCancellation } from "../../services/events/cancellation";
import { columnsOf, dtoOf } from "../../shared/content-kinds/derive";
import { EVENT_KIND } from "../../shared/content-kinds/event";

type Row = typeof events.$inferSelect;

export function eventListItem(row: Row): EventListItem {
  return {
    ...publishableListFields(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: iso(row.endsAt),
    allDay: row.allDay,
    locationName: row.locationName,
  };
}

async function readEvent(db: Database, id: number): Promise<EventDto | null> {
  const [row] = await eventForEditor(db, id);
  if (!row) return null;
  // The editor works on the pending draft, if there is one; the publication stays the row's own.
  const shown = withPendingDraft(row.item);
  return {
    ...eventListItem(shown),
    ...publishableDetailFields(shown, row.item.pendingDraft ? row.pendingCover : row.cover, row.item.pendingDraft ? row.pendingSocial : row.social),
    ...dtoOf(EVENT_KIND.fields, shown),
  };
}

/** Etkinlikler in the admin area. */
export const eventsApi = publishableApi({
  kind: eventKind,
  label: EVENT_KIND.noun,
  input: eventInput,
  ownColumns: (event) => ({ ...columnsOf(EVENT_KIND.fields, event), coverImageId: event.coverImageId }),
  // The place as the event page shows it (the join address is not text to search).
  searchedText: (own) => eventPlaces(own),
  // Cancelling shows in the listings too (the cards say so): the rule is purgeForEvent's.
  purgeFor: purgeForEvent,
  listOrder: [desc(events.startsAt), desc(events.id)],
  listItem: eventListItem,
  read: readEvent,
  // A cancellation, once public, is mailed to everyone registered, once (src/services/events/cancellation.ts).
  afterPublish: announceCancellation,
});
