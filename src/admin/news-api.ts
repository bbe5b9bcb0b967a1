import { zValidator } from "@hono/zod-validator";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { rememberFormerSlug } from "../db/addresses";
import { auditStatement, type Actor } from "../db/audit";
import { database, type Database } from "../db/client";
import { coverImages } from "../db/images";
import { news, slugHistory } from "../db/schema";
import type { AppEnv } from "../env";
import type { NewsDto, NewsListItem, Page } from "./contract";
import {
  ADMIN_PAGE_SIZE,
  conflict,
  imageDto,
  instant,
  iso,
  listQuery,
  matchesSearch,
  notFound,
  publication,
  richTextField,
  searchKeyOf,
  slugFor,
  slugTaken,
  slugTakenError,
  visibilityOf,
} from "./content-shared";
import { jsonInvalid } from "./validation";

/** Gündem in the admin area: list, read, create, update (versioned), duplicate, delete. */
export const newsApi = new Hono<AppEnv>();

const newsInput = z.object({
  title: z.string().trim().min(3, "Başlık en az 3 karakter olmalı.").max(160, "Başlık en fazla 160 karakter olabilir."),
  slug: z.string().max(80, "Kısa ad en fazla 80 karakter olabilir.").optional(),
  summary: z.string().trim().max(400, "Özet en fazla 400 karakter olabilir."),
  body: richTextField,
  coverImageId: z.number().int().positive().nullable(),
  status: z.enum(["draft", "published"], { error: "Durum taslak ya da yayında olmalı." }),
  publishAt: instant.nullable(),
});
const newsUpdate = newsInput.extend({ version: z.number().int().positive() });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const versionQuery = z.object({ version: z.coerce.number().int().positive() });

type Row = typeof news.$inferSelect;
const target = (id: number) => `news:${id}`;

function listItem(row: Pick<Row, "id" | "title" | "slug" | "status" | "publishAt" | "updatedAt" | "version">): NewsListItem {
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
  const [row] = await db
    .select({ item: news, cover: coverImages })
    .from(news)
    .leftJoin(coverImages, eq(news.coverImageId, coverImages.id))
    .where(eq(news.id, id));
  if (!row) return null;
  return {
    ...listItem(row.item),
    summary: row.item.summary,
    body: row.item.body as NewsDto["body"],
    coverImage: row.cover ? imageDto(row.cover) : null,
    createdAt: row.item.createdAt.toISOString(),
  };
}

const actorOf = (c: { var: AppEnv["Variables"] }): Actor => ({ id: c.var.session!.user.id, name: c.var.session!.user.name });

/** Turkish words for what a save did, for the audit log. */
const savedAs = (status: string, publishAt: Date | null) =>
  visibilityOf(status, publishAt) === "draft" ? "taslak olarak kaydedildi" : visibilityOf(status, publishAt) === "scheduled" ? "yayına planlandı" : "yayımlandı";

newsApi.get("/", zValidator("query", listQuery, jsonInvalid), async (c) => {
  const { q, sayfa } = c.req.valid("query");
  const db = database(c.env.DB);
  const where = matchesSearch(news.searchKey, q);
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(news).where(where),
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.updatedAt), desc(news.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((sayfa - 1) * ADMIN_PAGE_SIZE),
  ]);
  const total = counted?.total ?? 0;
  const page: Page<NewsListItem> = { items: rows.map(listItem), page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total };
  return c.json(page);
});

newsApi.get("/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  const item = await readNews(database(c.env.DB), c.req.valid("param").id);
  if (!item) throw notFound("Gündem kaydı");
  return c.json(item);
});

newsApi.post("/", zValidator("json", newsInput, jsonInvalid), async (c) => {
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  const published = publication(input);
  const slug = slugFor(input.title, input.slug);
  try {
    const [[created]] = await db.batch([
      db
        .insert(news)
        .values({
          title: input.title,
          slug,
          summary: input.summary,
          body: input.body,
          coverImageId: input.coverImageId,
          searchKey: searchKeyOf(input.title, input.summary),
          authorId: actorOf(c).id,
          ...published,
        })
        .returning({ id: news.id }),
      auditStatement(db, actorOf(c), {
        action: "news.create",
        target: sql`'news:' || last_insert_rowid()`,
        summary: `“${input.title}” oluşturuldu ve ${savedAs(published.status, published.publishAt)}`,
      }),
    ]);
    return c.json(await readNews(db, created!.id), 201);
  } catch (error) {
    if (slugTaken(error)) throw slugTakenError();
    throw error;
  }
});

newsApi.put("/:id", zValidator("param", idParam, jsonInvalid), zValidator("json", newsUpdate, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  const published = publication(input);
  const slug = slugFor(input.title, input.slug);
  const [current] = await db.select({ slug: news.slug, version: news.version }).from(news).where(eq(news.id, id));
  if (!current) throw notFound("Gündem kaydı");
  if (current.version !== input.version) throw conflict();
  // Everything below is conditional on the row still having the version the editor loaded.
  const saved = sql`(SELECT version FROM ${news} WHERE id = ${id}) = ${input.version + 1}`;
  try {
    const [updated] = await db.batch([
      db
        .update(news)
        .set({
          title: input.title,
          slug,
          summary: input.summary,
          body: input.body,
          coverImageId: input.coverImageId,
          searchKey: searchKeyOf(input.title, input.summary),
          ...published,
          updatedAt: new Date(),
          version: sql`${news.version} + 1`,
        })
        .where(and(eq(news.id, id), eq(news.version, input.version)))
        .returning({ id: news.id }),
      // The old address keeps working (301) when the slug changes.
      rememberFormerSlug(db, "gundem", news, id, { from: current.slug, to: slug }, saved),
      auditStatement(
        db,
        actorOf(c),
        { action: "news.update", target: target(id), summary: `“${input.title}” ${savedAs(published.status, published.publishAt)}` },
        saved,
      ),
    ]);
    if (updated.length === 0) throw conflict();
  } catch (error) {
    if (slugTaken(error)) throw slugTakenError();
    throw error;
  }
  return c.json(await readNews(db, id));
});

newsApi.post("/:id/duplicate", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const [original] = await db.select().from(news).where(eq(news.id, id));
  if (!original) throw notFound("Gündem kaydı");
  const title = `${original.title} (kopya)`;
  // A copy is a draft with an address of its own.
  const slug = `${original.slug.slice(0, 60)}-kopya-${Date.now().toString(36)}`;
  const [[created]] = await db.batch([
    db
      .insert(news)
      .values({
        title,
        slug,
        summary: original.summary,
        body: original.body,
        coverImageId: original.coverImageId,
        searchKey: searchKeyOf(title, original.summary),
        status: "draft",
        publishAt: null,
        authorId: actorOf(c).id,
      })
      .returning({ id: news.id }),
    auditStatement(db, actorOf(c), {
      action: "news.duplicate",
      target: sql`'news:' || last_insert_rowid()`,
      summary: `“${original.title}” çoğaltıldı`,
    }),
  ]);
  return c.json(await readNews(db, created!.id), 201);
});

newsApi.delete("/:id", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const { version } = c.req.valid("query");
  const db = database(c.env.DB);
  const [current] = await db.select({ title: news.title, version: news.version }).from(news).where(eq(news.id, id));
  if (!current) throw notFound("Gündem kaydı");
  if (current.version !== version) throw conflict();
  const stillThere = sql`EXISTS (SELECT 1 FROM ${news} WHERE id = ${id} AND version = ${version})`;
  const [, deleted] = await db.batch([
    auditStatement(db, actorOf(c), { action: "news.delete", target: target(id), summary: `“${current.title}” silindi` }, stillThere),
    db.delete(news).where(and(eq(news.id, id), eq(news.version, version))).returning({ id: news.id }),
    db.delete(slugHistory).where(and(eq(slugHistory.kind, "gundem"), eq(slugHistory.targetId, id))),
  ]);
  if (deleted.length === 0) throw conflict();
  return c.json({ ok: true });
});
