import { and, desc, eq, sql } from "drizzle-orm";
import * as z from "zod";
import type { Database } from "../db/client";
import { coverImages, coverOf, pendingCovers, pendingSocials, socialImageOf, socialImages } from "../db/images";
import { notTrashed } from "../db/visibility";
import { news } from "../db/schema";
import type { NewsDto, NewsListItem } from "./contract";
import { publishableDetailFields, publishableInputFields, publishableListFields, withPendingDraft } from "./content-shared";
import { publishableApi } from "./publishable-api";
import { tag } from "../edge/page-cache/tags";

type Row = typeof news.$inferSelect;

const listItem = (row: Row): NewsListItem => publishableListFields(row);

async function readNews(db: Database, id: number): Promise<NewsDto | null> {
  const [row] = await db
    .select({ item: news, cover: coverImages, pendingCover: pendingCovers, social: socialImages, pendingSocial: pendingSocials }).from(news).leftJoin(coverImages, coverOf(news.coverImageId))
    .leftJoin(pendingCovers, eq(pendingCovers.id, sql`json_extract(${news.pendingDraft}, '$.data.coverImageId')`))
    .leftJoin(socialImages, socialImageOf(news.socialImageId))
    .leftJoin(pendingSocials, eq(pendingSocials.id, sql`json_extract(${news.pendingDraft}, '$.data.socialImageId')`))
    .where(and(eq(news.id, id), notTrashed(news)));
  if (!row) return null;
  // The editor works on the pending draft, if there is one; the publication stays the row's own.
  const shown = withPendingDraft(row.item);
  return { ...listItem(shown), ...publishableDetailFields(shown, row.item.pendingDraft ? row.pendingCover : row.cover, row.item.pendingDraft ? row.pendingSocial : row.social) };
}

/** Gündem in the admin area. */
export const newsApi = publishableApi({
  table: news,
  slugKind: "gundem",
  auditName: "news",
  label: "Gündem kaydı",
  input: z.object(publishableInputFields),
  ownColumns: (source) => ({ coverImageId: source.coverImageId }),
  cacheTags: { list: tag.newsList, item: tag.news },
  listPosition: () => [],
  listOrder: [desc(news.updatedAt), desc(news.id)],
  listItem: (row) => listItem(row as Row),
  read: readNews,
});
