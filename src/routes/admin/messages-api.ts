import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { actorOf } from "../../services/auth/session";
import { database } from "../../db/client";
import { deleteMessageStatements, markMessageStatements, messageById, messagesPage, type ContactMessageRow } from "../../db/contact";
import type { AppEnv } from "../../shared/env";
import { ADMIN_PAGE_SIZE, listQuery } from "./list-query";
import { notFound } from "./content-errors";
import type { MessageDto, Page } from "../../shared/admin-contract";
import { jsonInvalid } from "./validation";

/** The contact form's messages (Mesajlar) for the admin app: list, mark read, delete. */
export const messagesApi = new Hono<AppEnv>();

/** A message as the app lists it. */
export function messageDto(row: ContactMessageRow): MessageDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

messagesApi.get("/messages", zValidator("query", listQuery, jsonInvalid), async (c) => {
  const { q, sayfa } = c.req.valid("query");
  const db = database(c.env.DB);
  const [[counted], rows] = await db.batch(messagesPage(db, q, { limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE }));
  const total = counted?.total ?? 0;
  return c.json<Page<MessageDto>>({ items: rows.map(messageDto), page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total });
});

const idParam = z.object({ id: z.coerce.number().int().positive() });

messagesApi.post(
  "/messages/:id/read",
  zValidator("param", idParam, jsonInvalid),
  zValidator("json", z.object({ read: z.boolean() }), jsonInvalid),
  async (c) => {
    const db = database(c.env.DB);
    const message = await messageById(db, c.req.valid("param").id);
    if (!message) throw notFound("Mesaj");
    const [rows] = await db.batch(markMessageStatements(db, actorOf(c), message, c.req.valid("json").read));
    return c.json(messageDto(rows[0] ?? message));
  },
);

messagesApi.delete("/messages/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const message = await messageById(db, c.req.valid("param").id);
  if (!message) throw notFound("Mesaj");
  await db.batch(deleteMessageStatements(db, actorOf(c), message));
  return c.json({ ok: true });
});

