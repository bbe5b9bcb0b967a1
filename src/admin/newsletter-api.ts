import { zValidator } from "@hono/zod-validator";
import { and, count, eq, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { auditStatement, type Actor } from "../db/audit";
import { database } from "../db/client";
import { upcomingEvents } from "../db/events";
import { issueList, startSending } from "../db/newsletter";
import { allPublicNews } from "../db/news";
import { newsletterIssues, newsletterSubscribers } from "../db/schema";
import { createError } from "../edge/errors";
import { bulletinMail } from "../email/newsletter-mails";
import { queueMail } from "../email/outbox";
import { senderOf } from "../email/sender";
import type { AppEnv } from "../env";
import { formatDay, formatEventWhen } from "../i18n/dates";
import { bulletinDocField, documentOf, readBulletinBody, storedBody, type BulletinBody } from "../newsletter/content";
import { eventPath, newsPath } from "../paths";
import { conflict, iso, notFound } from "./content-shared";
import type { BulletinPreviewDto, IssueDto, NewsletterDto } from "./contract";
import { jsonInvalid } from "./validation";

/**
 * Bülten in the admin area: compose a bulletin in the rich-text editor (recent news and upcoming
 * events can be picked into it), preview the mail exactly as it will leave (rendered here, by the
 * same function that renders every copy), send a test copy to oneself, then send it to the list. Sending only
 * writes the recipients and queues one job (src/newsletter/sending.ts): no mail leaves on this
 * request, and the list shows how far the sending has come.
 */
export const newsletterApi = new Hono<AppEnv>();

const actorOf = (c: { var: AppEnv["Variables"] }): Actor => ({ id: c.var.session!.user.id, name: c.var.session!.user.name });
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** One schema for the admin form and this API. */
export const issueInput = z.object({
  subject: z.string({ error: "Konu yazın." }).trim().min(3, "Konu en az 3 karakter olmalı.").max(150, "Konu en fazla 150 karakter olabilir."),
  doc: bulletinDocField,
});
const issueUpdate = issueInput.extend({ version: z.number().int().positive() });

type Row = typeof newsletterIssues.$inferSelect;

const issueDto = (row: Row, queued = 0): IssueDto => {
  const body = readBulletinBody(row.body);
  return {
  id: row.id,
  subject: row.subject,
  doc: documentOf(body),
  format: body.format,
  status: row.status,
  recipientCount: row.recipientCount,
  queued,
  sentAt: iso(row.sentAt),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
  };
};

/** A copy of the bulletin as it leaves; `to` and the unsubscribe link are the test copy's. */
async function renderCopy(c: Context<AppEnv>, subject: string, body: BulletinBody) {
  const sender = await senderOf(c);
  return bulletinMail(c.var.session!.user.email, { subject, body }, `${sender.origin}/bulten`, sender);
}

async function readIssue(c: Context<AppEnv>, id: number): Promise<Row> {
  const [row] = await database(c.env.DB).select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) throw notFound("Bülten");
  return row;
}

newsletterApi.get("/", async (c) => {
  const db = database(c.env.DB);
  const origin = c.env.SITE_ORIGIN ?? new URL(c.req.url).origin;
  const now = new Date();
  const [counts, issues, news, events] = await db.batch([
    db.select({ status: newsletterSubscribers.status, total: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status),
    issueList(db),
    allPublicNews(db, now, 6),
    upcomingEvents(db, now, 6),
  ]);
  const dto: NewsletterDto = {
    subscribers: { active: counts.find((row) => row.status === "active")?.total ?? 0, pending: counts.find((row) => row.status === "pending")?.total ?? 0 },
    issues: issues.map((row) => ({ id: row.id, subject: row.subject, status: row.status, recipientCount: row.recipientCount, queued: row.queued, sentAt: iso(row.sentAt), updatedAt: row.updatedAt.toISOString(), version: row.version })),
    picks: [
      ...news.map((item) => ({ kind: "news" as const, title: item.title, url: origin + newsPath(item), when: formatDay(item.publishAt ?? item.updatedAt), summary: item.summary })),
      ...events.map((item) => ({
        kind: "event" as const,
        title: item.cancelled ? `${item.title} (iptal edildi)` : item.title,
        url: origin + eventPath(item),
        when: formatEventWhen(item.startsAt, item.endsAt, item.allDay),
        summary: item.summary,
      })),
    ],
  };
  return c.json(dto);
});

newsletterApi.get("/issues/:id", zValidator("param", idParam, jsonInvalid), async (c) => c.json(issueDto(await readIssue(c, c.req.valid("param").id))));

newsletterApi.post("/issues", zValidator("json", issueInput, jsonInvalid), async (c) => {
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  const [row] = await db
    .insert(newsletterIssues)
    .values({ subject: input.subject, body: storedBody(input.doc), createdBy: actorOf(c).id })
    .returning();
  return c.json(issueDto(row!), 201);
});

newsletterApi.put("/issues/:id", zValidator("param", idParam, jsonInvalid), zValidator("json", issueUpdate, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  const [row] = await db
    .update(newsletterIssues)
    .set({ subject: input.subject, body: storedBody(input.doc), updatedAt: new Date(), version: sql`${newsletterIssues.version} + 1` })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.version, input.version), eq(newsletterIssues.status, "draft")))
    .returning();
  if (!row) {
    const current = await readIssue(c, id);
    if (current.status !== "draft") throw createError({ statusCode: 409, statusMessage: "Gönderilmiş bir bülten değiştirilemez." });
    throw conflict();
  }
  return c.json(issueDto(row));
});

/** The mail the editor is writing, exactly as a subscriber would get it (nothing is stored or sent). */
newsletterApi.post("/preview", zValidator("json", issueInput, jsonInvalid), async (c) => {
  const input = c.req.valid("json");
  const copy = await renderCopy(c, input.subject, storedBody(input.doc));
  return c.json<BulletinPreviewDto>({ subject: copy.subject, html: copy.html, text: copy.text });
});

/** A stored bulletin as it was (or will be) sent, in whichever form it is stored. */
newsletterApi.get("/issues/:id/preview", zValidator("param", idParam, jsonInvalid), async (c) => {
  const row = await readIssue(c, c.req.valid("param").id);
  const copy = await renderCopy(c, row.subject, readBulletinBody(row.body));
  return c.json<BulletinPreviewDto>({ subject: copy.subject, html: copy.html, text: copy.text });
});

/** A test copy to the signed-in editor's own address (its unsubscribe link leads to the newsletter page). */
newsletterApi.post("/issues/:id/test", zValidator("param", idParam, jsonInvalid), async (c) => {
  const row = await readIssue(c, c.req.valid("param").id);
  const copy = await renderCopy(c, `[Deneme] ${row.subject}`, readBulletinBody(row.body));
  await queueMail(c, copy);
  return c.json({ to: copy.to });
});

/** Sends the bulletin to the active list, through the newsletter queue; a second press changes nothing. */
newsletterApi.post("/issues/:id/send", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const db = database(c.env.DB);
  const row = await readIssue(c, id);
  if (row.status !== "draft") throw createError({ statusCode: 409, statusMessage: "Bu bülten zaten gönderildi." });
  const recipients = await startSending(db, id, new Date());
  if (recipients === null) throw createError({ statusCode: 409, statusMessage: "Bu bülten zaten gönderildi." });
  const sender = await senderOf(c);
  await c.env.NEWSLETTER_QUEUE.send({ issueId: id, sender: { origin: sender.origin, address: sender.address } }, { contentType: "json" });
  await auditStatement(db, actorOf(c), { action: "newsletter.send", target: `newsletter:${id}`, summary: `“${row.subject}” bülteni ${recipients} aboneye gönderilmeye başlandı` });
  return c.json(issueDto(await readIssue(c, id)));
});
