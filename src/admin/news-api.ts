import { desc, eq } from "drizzle-orm";
import * as z from "zod";
import type { Database } from "../db/client";
import { coverImages } from "../db/images";
import { news } from "../db/schema";
import type { NewsDto, NewsListItem } from "./contract";
import { imageDto, instant, iso, richTextField, visibilityOf } from "./content-shared";
import { publishableApi } from "./publishable-api";

const newsInput = z.object({
  title: z.string().trim().min(3, "Başlık en az 3 karakter olmalı.").max(160, "Başlık en fazla 160 karakter olabilir."),
  slug: z.string().max(80, "Kısa ad en fazla 80 karakter olabilir.").optional(),
  summary: z.string().trim().max(400, "Özet en fazla 400 karakter olabilir."),
  body: richTextField,
  coverImageId: z.number().int().positive().nullable(),
  status: z.enum(["draft", "published"], { error: "Durum taslak ya da yayında olmalı." }),
  publishAt: instant.nullable(),
});

type Row = typeof news.$inferSelect;

function listItem(row: Row): NewsListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    visibility: visibilityOf(row.status, row.publishAt),
    publishAt: iso(row.publishAt),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function readNews(db: Database, id: number): Promise<NewsDto | null> {
  const [row] = await db.select({ item: news, cover: coverImages }).from(news).leftJoin(coverImages, eq(news.coverImageId, coverImages.id)).where(eq(news.id, id));
  if (!row) return null;
  return {
    ...listItem(row.item),
    summary: row.item.summary,
    body: row.item.body as NewsDto["body"],
    coverImage: row.cover ? imageDto(row.cover) : null,
    createdAt: row.item.createdAt.toISOString(),
  };
}

/** Gündem in the admin area. */
export const newsApi = publishableApi({
  table: news,
  slugKind: "gundem",
  auditName: "news",
  label: "Gündem kaydı",
  input: newsInput,
  ownColumns: (source) => ({ coverImageId: source.coverImageId }),
  listOrder: [desc(news.updatedAt), desc(news.id)],
  listItem: (row) => listItem(row as Row),
  read: readNews,
});
