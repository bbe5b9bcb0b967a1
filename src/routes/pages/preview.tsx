import type { Context } from "hono";
import { bylineRow, readByline } from "../../db/byline-setting";
import { database } from "../../db/client";
import { eventById } from "../../db/events";
import { newsById } from "../../db/news";
import { withPendingDraft } from "../../db/pending-draft";
import type { Loaded } from "../../platform/page-route";
import type { AppEnv } from "../../shared/env";
import { eventNotFound, renderEtkinlik, type EtkinlikData } from "./etkinlik-detail";
import { newsNotFound, renderGundemItem, type GundemItemData } from "./gundem-detail";

/**
 * "Önizle": a news item or event shown as the public will see it, whatever its status — for
 * editors only (the routes are behind the `auth` guard), never indexed, never cached.
 */
const idOf = (c: Context<AppEnv>) => Number(c.req.param("id"));

export async function loadNewsPreview(c: Context<AppEnv>): Promise<Loaded<GundemItemData>> {
  const db = database(c.env.DB);
  const [[row], [byline]] = await db.batch([newsById(db, idOf(c)), bylineRow(db)]);
  if (!row) throw newsNotFound();
  // A published item's pending changes are what the editor wants to see before "Güncelle".
  return { data: { item: withPendingDraft(row), more: [], showAuthor: readByline(byline).showAuthor } };
}

export async function loadEventPreview(c: Context<AppEnv>): Promise<Loaded<EtkinlikData>> {
  const [event] = await eventById(database(c.env.DB), idOf(c));
  if (!event) throw eventNotFound();
  return { data: { event: withPendingDraft(event), registration: null, mine: null } };
}

export const renderNewsPreview = (c: Context<AppEnv>, data: Promise<GundemItemData>) => renderGundemItem(c, data, { preview: true });
export const renderEventPreview = (c: Context<AppEnv>, data: Promise<EtkinlikData>) => renderEtkinlik(c, data, { preview: true });
