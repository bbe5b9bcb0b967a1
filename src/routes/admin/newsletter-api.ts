import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { database } from "../../db/client";
import { upcomingEvents } from "../../db/events";
import { createIssue, issueById, issueList, issueProgress, saveDraftIssue, startSending, subscriberCounts, type IssueRow } from "../../db/newsletter";
import { allPublicNews } from "../../db/news";
import { createError } from "../../platform/errors";
import { acceptBody, BODY_POLICIES } from "../../platform/request-body";
import { FRAMED_MAIL_HEADERS } from "../../platform/framed-mail";
import { bulletinMail } from "../../services/newsletter/mails";
import { queueBulletin } from "../../services/newsletter/bulletin-job";
import { queueMail } from "../../services/email/outbox";
import { senderOf } from "../../services/email/sender";
import type { AppEnv } from "../../shared/env";
import { formatDay, formatEventWhen } from "../../shared/i18n/dates";
import { documentOf, readBulletinBody, storedBody, type BulletinBody } from "../../services/newsletter/content";
import { eventPath, newsPath } from "../../shared/paths";
import { conflict, notFound } from "./content-errors";
import { iso } from "./content-dto";
import type { BulletinPreviewDto, IssueDto, NewsletterDto } from "../../shared/admin-contract";
import { issueInput } from "./input-schemas";
import { jsonInvalid } from "./validation";
import { actorOf } from "../../services/auth/session";

/**
 * Bülten in the admin area: compose a bulletin in the rich-text editor (recent news and upcoming
 * events can be picked into it), preview the saved bulletin's mail exactly as it will leave
 * (rendered here, by the same function that renders every copy), send a test copy to oneself, then send it to the list. Sending only
 * writes the recipients and queues one job (src/services/newsletter/sending.ts): no mail leaves on this
 * request, and the list shows how far the sending has come.
 */
export const newsletterApi = new Hono<AppEnv>();

const idParam = z.object({ id: z.coerce.number().int().positive() });

const issueUpdate = issueInput.extend({ version: z.number().int().positive() });

type Row = IssueRow;

type Progress = Pick<IssueDto, "queued" | "sent" | "failed" | "failures">;

const noProgress: Progress = { queued: 0, sent: 0, failed: 0, failures: [] };

const issueDto = (row: Row, progress: Progress = noProgress): IssueDto => {
  const body = readBulletinBody(row.body);
  return {
    id: row.id,
    subject: row.subject,
    doc: documentOf(body),
    format: body.format,
    status: row.status,
    recipientCount: row.recipientCount,
    ...progress,
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

/** A bulletin with how far its sending has come and who could not be reached. */
async function issueWithProgress(c: Context<AppEnv>, id: number): Promise<IssueDto> {
  const issue = await issueProgress(database(c.env.DB), id);
  if (!issue) throw notFound("Bülten");
  return issueDto(issue.row, {
    ...issue.counts,
    failures: issue.failures.map((item) => ({ email: item.email, reason: item.failure ?? "", at: item.failedAt!.toISOString() })),
  });
}

/**
 * Each copy travels as one message on the mail queue, and Queues takes at most 128 KB a message: a
 * bulletin whose rendered copy (HTML, text and headers) would not fit with room to spare is refused
 * when saved, rather than failing for every recipient later.
 */
const MAX_COPY_BYTES = 100_000;

async function assertFitsOneMessage(c: Context<AppEnv>, subject: string, body: BulletinBody) {
  const copy = await renderCopy(c, subject, body);
  if (new TextEncoder().encode(JSON.stringify(copy)).length <= MAX_COPY_BYTES) return;
  const message = "Bülten e-postayla gönderilemeyecek kadar uzun. Metni kısaltın ya da bir bölümünü haber olarak yayımlayıp bağlantısını ekleyin.";
  throw createError({ statusCode: 422, statusMessage: message, fields: { doc: message } });
}

async function readIssue(c: Context<AppEnv>, id: number): Promise<Row> {
  const row = await issueById(database(c.env.DB), id);
  if (!row) throw notFound("Bülten");
  return row;
}

newsletterApi.get("/", async (c) => {
  const db = database(c.env.DB);
  const origin = c.env.SITE_ORIGIN ?? new URL(c.req.url).origin;
  const now = new Date();
  const [counts, issues, news, events] = await db.batch([
    subscriberCounts(db),
    issueList(db),
    allPublicNews(db, now, 6),
    upcomingEvents(db, now, 6),
  ]);
  const dto: NewsletterDto = {
    subscribers: { active: counts.find((row) => row.status === "active")?.total ?? 0, pending: counts.find((row) => row.status === "pending")?.total ?? 0 },
    issues: issues.map((row) => ({ id: row.id, subject: row.subject, status: row.status, recipientCount: row.recipientCount, queued: row.queued, sent: row.sent, failed: row.failed, sentAt: iso(row.sentAt), updatedAt: row.updatedAt.toISOString(), version: row.version })),
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

newsletterApi.get("/issues/:id", zValidator("param", idParam, jsonInvalid), async (c) => c.json(await issueWithProgress(c, c.req.valid("param").id)));

// A bulletin is a rich-text document: the same body policy as the news and events.
newsletterApi.post("/issues", acceptBody(BODY_POLICIES.richText), zValidator("json", issueInput, jsonInvalid), async (c) => {
  const input = c.req.valid("json");
  await assertFitsOneMessage(c, input.subject, storedBody(input.doc));
  const row = await createIssue(database(c.env.DB), { subject: input.subject, body: storedBody(input.doc), createdBy: actorOf(c).id });
  return c.json(issueDto(row), 201);
});

newsletterApi.put("/issues/:id", acceptBody(BODY_POLICIES.richText), zValidator("param", idParam, jsonInvalid), zValidator("json", issueUpdate, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  await assertFitsOneMessage(c, input.subject, storedBody(input.doc));
  const row = await saveDraftIssue(database(c.env.DB), id, input.version, { subject: input.subject, body: storedBody(input.doc) });
  if (!row) {
    const current = await readIssue(c, id);
    if (current.status !== "draft") throw createError({ statusCode: 409, statusMessage: "Gönderilmiş bir bülten değiştirilemez." });
    throw conflict();
  }
  return c.json(issueDto(row));
});

/** A stored bulletin as it was (or will be) sent, in whichever form it is stored. */
newsletterApi.get("/issues/:id/preview", zValidator("param", idParam, jsonInvalid), async (c) => {
  const row = await readIssue(c, c.req.valid("param").id);
  const copy = await renderCopy(c, row.subject, readBulletinBody(row.body));
  return c.json<BulletinPreviewDto>({ id: row.id, version: row.version, subject: copy.subject, html: copy.html, text: copy.text });
});

/**
 * The same copy as the HTML document a mail program shows, for the admin's preview frame: with a CSP
 * of its own that lets its inline styles apply (src/app/middleware/security-headers.ts) and never stored by a cache.
 */
newsletterApi.get("/issues/:id/preview.html", zValidator("param", idParam, jsonInvalid), async (c) => {
  const row = await readIssue(c, c.req.valid("param").id);
  const copy = await renderCopy(c, row.subject, readBulletinBody(row.body));
  return c.html(copy.html, 200, { "Cache-Control": "no-store", ...FRAMED_MAIL_HEADERS });
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
  const recipients = await startSending(db, id, new Date(), actorOf(c));
  if (recipients === null) throw createError({ statusCode: 409, statusMessage: "Bu bülten zaten gönderildi." });
  const sender = await senderOf(c);
  // Recorded as a job before it is queued: should the queue refuse, the cron's sweep queues it again (src/services/newsletter/sweep.ts).
  await queueBulletin(db, c.env, { issueId: id, sender: { name: sender.name, logo: sender.logo, origin: sender.origin, address: sender.address } }, new Date());
  return c.json(await issueWithProgress(c, id));
});
