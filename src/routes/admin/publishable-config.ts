/** What a publishable kind's admin API is made of (src/routes/admin/news-api.ts, events-api.ts). */
import type { SQL } from "drizzle-orm";
import type { Context } from "hono";
import type * as z from "zod";
import type { Database } from "../../db/client";
import type { PublishableKind, PublishableRow } from "../../db/publishable";
import type { Placement } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";

/** What both news items and events are: titled, slugged, rich, published on a schedule, versioned. */
export interface PublishableInput {
  title: string;
  slug?: string;
  summary: string;
  body: unknown;
  status: "draft" | "published";
  publishAt: Date | null;
  /** For search engines and social cards; empty: the summary. */
  seoDescription: string;
  /** The social card's picture; null: the cover. */
  socialImageId: number | null;
}

/**
 * A publishable kind's admin API: its table and writes (`kind`, src/db/news.ts, src/db/events.ts),
 * its form's schema, and how its rows become the app's JSON. `Own` is what the kind stores beyond
 * the shared columns.
 */
export interface PublishableConfig<Row extends PublishableRow, Input extends PublishableInput, Own, ListItem, Dto> {
  kind: PublishableKind<Row, NoInfer<Own>>;
  /** For messages: "Gündem kaydı", "Etkinlik". */
  label: string;
  input: z.ZodType<Input>;
  /** The kind's own columns (beyond the shared ones) from a validated input or a row to copy. */
  ownColumns: (source: Input | Row) => Own;
  /** The own columns site search reads beside the title, summary and text (an event's place). */
  searchedText?: (own: Own) => (string | null | undefined)[];
  /**
   * The cache tags a change touches (src/platform/cache/tags.ts: purgeForNews, purgeForEvent),
   * from where the item stood before and stands after (null: not there).
   */
  purgeFor: (id: number, before: Standing<Row, Own>, after: Standing<Row, Own>) => string[];
  listOrder: SQL[];
  listItem: (row: Row) => ListItem;
  read: (db: Database, id: number) => Promise<Dto | null>;
  /**
   * Runs after each change that makes an item's fields public (create, save, restore, bulk
   * publish), never after a pending draft's autosave: events tell their registrants of a
   * cancellation here. The change is stored by then; a failure is logged, not answered with a 5xx.
   */
  afterPublish?: (c: Context<AppEnv>, id: number) => Promise<unknown>;
}


/** Where an item stands before or after a change, as the kind's purge rule reads it (null: not there). */
export type Standing<Row, Own> = Row | (Placement & Own) | null;
