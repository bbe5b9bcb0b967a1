import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { entitledPreview, freezeList, frozenPage, frozenTotals, noticeJobKey, recipientsOf, withoutAddressOf } from "../../db/assembly-list";
import { readAssemblySettings } from "../../db/assembly-settings";
import { database } from "../../db/client";
import { readIdentity } from "../../db/identity";
import { rawBatch } from "../../db/raw-batch";
import { purgeTags } from "../../platform/cache/purge";
import { tag } from "../../platform/cache/tags";
import { createError } from "../../platform/errors";
import { actorOf } from "../../services/auth/session";
import { assemblyNoticeMail } from "../../services/assembly/mails";
import { queueMails } from "../../services/email/outbox";
import { senderOf } from "../../services/email/sender";
import type { EntitledPageDto, NoticeSentDto } from "../../shared/assembly/dto";
import { assemblyTitle, noticeFromPlan, noticeIncompleteMessage, planMissingFrom } from "../../shared/assembly/notice";
import { daysBetween, NOTICE_DAYS_BEFORE } from "../../shared/assembly/rules";
import type { AppEnv } from "../../shared/env";
import { istanbulDay } from "../../shared/i18n/dates";
import { assemblyPath } from "../../shared/paths";
import type { AssemblyRow } from "../../db/assemblies";
import { assemblyOr404, listQuery, listSearch } from "./assembly-common";
import { ADMIN_PAGE_SIZE } from "./list-query";
import { jsonInvalid } from "./validation";

/**
 * The list of members entitled to attend and the notice (docs/assembly.md): the list as it would be
 * drawn today until the notice goes out, then the frozen list with each member's mail and attendance;
 * the one action that sends the notice; the members to reach on paper.
 */
export const assemblyNoticeApi = new Hono<AppEnv>();

const idParam = z.object({ id: z.coerce.number().int().positive() });

assemblyNoticeApi.get("/:id/list", zValidator("param", idParam, jsonInvalid), zValidator("query", listQuery, jsonInvalid), async (c) => {
  const assembly = await assemblyOr404(c, c.req.valid("param").id);
  const { q, sayfa } = c.req.valid("query");
  const db = database(c.env.DB);
  const page = { limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE };
  const pages = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  if (!assembly.noticeSentAt) {
    const { leaveOutBehind } = await readAssemblySettings(db);
    const [items, [count]] = await rawBatch(db, entitledPreview(istanbulDay(new Date()), leaveOutBehind, page));
    const dto: EntitledPageDto = { frozen: false, leftOutBehind: leaveOutBehind, items: items.map((row) => ({ ...row, hasAddress: row.hasAddress === 1, mailState: null, mailedAt: null, presentFirst: false, presentSecond: false })), page: sayfa, pageCount: pages(count?.total ?? 0), total: count?.total ?? 0, totals: { entitled: count?.total ?? 0, withoutAddress: count?.withoutAddress ?? 0, mailed: 0, presentFirst: 0, presentSecond: 0 } };
    return c.json(dto);
  }
  const [items, [count], [totals]] = await rawBatch(db, [...frozenPage(assembly.id, listSearch(q), page), frozenTotals(assembly.id)]);
  const dto: EntitledPageDto = {
    frozen: true,
    leftOutBehind: assembly.leftOutBehind,
    items: items.map((row) => ({ ...row, hasAddress: row.hasAddress === 1, mailedAt: row.mailedAt ? new Date(row.mailedAt).toISOString() : null, presentFirst: row.presentFirst === 1, presentSecond: row.presentSecond === 1 })),
    page: sayfa,
    pageCount: pages(count?.total ?? 0),
    total: count?.total ?? 0,
    totals: totals!,
  };
  return c.json(dto);
});

/** The frozen list whole, in register order, for the A4 print with a signature column. */
assemblyNoticeApi.get("/:id/print", zValidator("param", idParam, jsonInvalid), async (c) => {
  const assembly = await assemblyOr404(c, c.req.valid("param").id);
  if (!assembly.noticeSentAt) throw createError({ statusCode: 409, statusMessage: "Hazirun listesi çağrı gönderilince dondurulur; listeyi ondan sonra yazdırın." });
  const [items] = await rawBatch(database(c.env.DB), [frozenPage(assembly.id, { number: null, folded: "" }, { limit: 20000, offset: 0 })[0]]);
  return c.json({ title: assemblyTitle(assembly), firstOn: assembly.firstOn, items: items.map(({ registerNo, fullName }) => ({ registerNo, fullName })) });
});

assemblyNoticeApi.get("/:id/without-address", zValidator("param", idParam, jsonInvalid), async (c) => {
  const assembly = await assemblyOr404(c, c.req.valid("param").id);
  const [items] = await rawBatch(database(c.env.DB), [withoutAddressOf(assembly.id)]);
  return c.json({ items });
});

/** The text the notice goes out with: the board's edit, else the one made from the plan in the association's name. */
const noticeTextOf = (assembly: AssemblyRow, associationName: string): string => assembly.noticeText || noticeFromPlan(assembly, associationName);

/**
 * Sends the notice: freezes the list and marks the notice sent in one batch (a second send is
 * refused, unless the first was cut short before its mails were recorded: it then mails those it
 * never reached), publishes the public page, and mails every member on the list with an address
 * once, each mail a job keyed by the assembly and the member (queued twice, recorded once).
 */
assemblyNoticeApi.post("/:id/notice", zValidator("param", idParam, jsonInvalid), async (c) => {
  const assembly = await assemblyOr404(c, c.req.valid("param").id);
  const already = () => createError({ statusCode: 409, statusMessage: "Bu genel kurulun çağrısı zaten gönderildi; ikinci kez gönderilemez." });
  const db = database(c.env.DB);
  if (assembly.noticeSentAt) {
    // A send cut short after freezing the list (the Worker stopped before recording the mails) is
    // finished by the next one, for the members it never reached; a whole send is refused.
    const resumed = await mailTheList(c, assembly);
    if (resumed.recipients === 0) throw already();
    return c.json(resumed);
  }
  const today = istanbulDay(new Date());
  if (daysBetween(today, assembly.firstOn) < NOTICE_DAYS_BEFORE) {
    throw createError({ statusCode: 409, statusMessage: `İlk toplantıya ${NOTICE_DAYS_BEFORE} günden az kaldı; çağrı ilk toplantıdan en az ${NOTICE_DAYS_BEFORE} gün önce yapılmalı (Türk Medeni Kanunu md. 77). Toplantı günlerini ileri alın.` });
  }
  // The text that would go out must say what the law asks of a call; nothing is frozen or mailed otherwise.
  const { identity } = await readIdentity(db);
  const missing = planMissingFrom(noticeTextOf(assembly, identity.name), assembly);
  if (missing.length) {
    const message = noticeIncompleteMessage(missing);
    throw createError({ statusCode: 422, statusMessage: message, fields: { text: message } });
  }
  const { leaveOutBehind } = await readAssemblySettings(db);
  if (!(await freezeList(db, actorOf(c), assembly.id, today, leaveOutBehind, new Date()))) throw already();
  purgeTags(c, [tag.assembly]);
  return c.json(await mailTheList(c, assembly));
});

/** Mails the notice to the frozen list's members with an address not mailed yet, each once (its job's key); with the list's totals. */
async function mailTheList(c: Context<AppEnv>, assembly: AssemblyRow): Promise<NoticeSentDto> {
  const db = database(c.env.DB);
  const sender = await senderOf(c);
  const notice = { title: `${sender.name}: ${assemblyTitle(assembly)} çağrısı`, text: noticeTextOf(assembly, sender.name), url: `${sender.origin}${assemblyPath(assembly)}` };
  const [recipients] = await rawBatch(db, [recipientsOf(assembly.id)]);
  const mails = recipients.map((member) => assemblyNoticeMail(member.email, member.fullName, { ...notice, jobKey: noticeJobKey(assembly.id, member.registerId) }, sender));
  const queued = mails.length ? await queueMails(c, mails) : 0;
  const [[totals]] = await rawBatch(db, [frozenTotals(assembly.id)]);
  return { entitled: totals!.entitled, recipients: recipients.length, queued, withoutAddress: totals!.withoutAddress };
}
