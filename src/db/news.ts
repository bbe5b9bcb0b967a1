import { and, count, desc, eq, sql } from "drizzle-orm";
import { matchesAddress, preferCurrentSlug } from "./addresses";
import type { Database } from "./client";
import { coverFields, coverOf, socialFields, socialImageOf, coverImages, socialImages } from "./images";
import { news, users } from "./schema";
import { itemForEditor, publishableKind } from "./publishable";
import { isPublic } from "./visibility";

/** Columns of a news item in lists. */
const listFields = {
  id: news.id,
  title: news.title,
  slug: news.slug,
  summary: news.summary,
  publishAt: news.publishAt,
  updatedAt: news.updatedAt,
  cover: coverFields,
};

/**
 * What a news item's own page shows beyond a card: its text, its search and social-card fields,
 * and the name of the editor who wrote it (null once the account is erased).
 */
const detailFields = {
  body: news.body,
  createdAt: news.createdAt,
  seoDescription: news.seoDescription,
  social: socialFields,
  authorName: sql<string | null>`${users.name}`.as("author_name"),
};

/** Published news, newest first, one page of them. */
export const publishedNewsPage = (db: Database, now: Date, page: { limit: number; offset: number }) =>
  db
    .select(listFields)
    .from(news)
    .leftJoin(coverImages, coverOf(news.coverImageId))
    .where(isPublic(news, now))
    .orderBy(desc(news.publishAt), desc(news.id))
    .limit(page.limit)
    .offset(page.offset);

/** How many news items the public can see. */
export const publishedNewsCount = (db: Database, now: Date) =>
  db.select({ total: count() }).from(news).where(isPublic(news, now));

/**
 * A public news item by its address: the current slug, a numeric id, or a slug it used to have.
 * One statement, so the detail page stays at one round trip; the caller redirects when the address
 * is not the current slug.
 */
export const publicNewsByAddress = (db: Database, now: Date, address: string) =>
  db
    .select({ ...listFields, ...detailFields })
    .from(news)
    .leftJoin(coverImages, coverOf(news.coverImageId))
    .leftJoin(socialImages, socialImageOf(news.socialImageId))
    .leftJoin(users, eq(users.id, news.authorId))
    .where(and(isPublic(news, now), matchesAddress(news, "gundem", address)))
    .orderBy(preferCurrentSlug(news, address))
    .limit(1);

/** Every public news item, for the sitemap and the RSS feed (newest first). */
export const allPublicNews = (db: Database, now: Date, limit = 1000) =>
  db
    .select(listFields)
    .from(news)
    .leftJoin(coverImages, coverOf(news.coverImageId))
    .where(isPublic(news, now))
    .orderBy(desc(news.publishAt), desc(news.id))
    .limit(limit);

/** Any news item by id, whatever its status, with its pending draft: for editors' previews only. */
export const newsById = (db: Database, id: number) =>
  db
    .select({ ...listFields, ...detailFields, pendingDraft: news.pendingDraft })
    .from(news)
    .leftJoin(coverImages, coverOf(news.coverImageId))
    .leftJoin(socialImages, socialImageOf(news.socialImageId))
    .leftJoin(users, eq(users.id, news.authorId))
    .where(eq(news.id, id))
    .limit(1);

/** News items as the admin area writes them (src/db/publishable.ts). */
export const newsKind = publishableKind(news, { slugKind: "gundem", auditName: "news" });

/** A news item as its editor opens it, with its pictures (src/db/publishable.ts itemForEditor). */
export const newsForEditor = (db: Database, id: number) => itemForEditor(db, news, id);
