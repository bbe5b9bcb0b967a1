import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsForEditor, newsKind } from "../../db/news";
import { news } from "../../db/schema";
import { purgeForNews } from "../../platform/cache/tags";
import type { NewsDto, NewsListItem } from "../../shared/admin-contract";
import { publishableDetailFields, publishableListFields } from "./content-dto";
import { withPendingDraft } from "../../db/pending-draft";
import { newsInput } from "./input-schemas";
import { publishableApi } from "./publishable-api";
import { NEWS_KIND } from "../../shared/content-kinds/news";

type Row = typeof news.$inferSelect;

const listItem = (row: Row): NewsListItem => publishableListFields(row);

async function readNews(db: Database, id: number): Promise<NewsDto | null> {
  const [row] = await newsForEditor(db, id);
  if (!row) return null;
  // The editor works on the pending draft, if there is one; the publication stays the row's own.
  const shown = withPendingDraft(row.item);
  return { ...listItem(shown), ...publishableDetailFields(shown, row.item.pendingDraft ? row.pendingCover : row.cover, row.item.pendingDraft ? row.pendingSocial : row.social) };
}

/** Gündem in the admin area. */
export const newsApi = publishableApi({
  kind: newsKind,
  label: NEWS_KIND.noun,
  input: newsInput,
  ownColumns: (source) => ({ coverImageId: source.coverImageId }),
  purgeFor: purgeForNews,
  listOrder: [desc(news.updatedAt), desc(news.id)],
  listItem,
  read: readNews,
});
