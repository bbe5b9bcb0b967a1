import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { doorPage, frozenTotals } from "../../db/assembly-list";
import { markPresent, recordHeld, saveAfterMeeting, unmarkPresent } from "../../db/assembly-meeting";
import { readAssemblySettings } from "../../db/assembly-settings";
import { database } from "../../db/client";
import { rawBatch } from "../../db/raw-batch";
import { purgeTags } from "../../platform/cache/purge";
import { tag } from "../../platform/cache/tags";
import { createError } from "../../platform/errors";
import { acceptBody, BODY_POLICIES } from "../../platform/request-body";
import { actorOf } from "../../services/auth/session";
import type { AssemblyRow } from "../../db/assemblies";
import type { DoorDto, QuorumDto } from "../../shared/assembly/dto";
import { attendanceInput, resultInput } from "../../shared/assembly/inputs";
import { draftMinutes } from "../../shared/assembly/minutes";
import { dayText } from "../../shared/assembly/notice";
import { daysBetween, quorumOf, quorumSentence, resultNoticeDue } from "../../shared/assembly/rules";
import type { AppEnv } from "../../shared/env";
import { istanbulDay } from "../../shared/i18n/dates";
import { readIdentity } from "../../db/identity";
import { assemblyOr404, listQuery, listSearch } from "./assembly-common";
import { conflict } from "./content-errors";
import { richTextField } from "./rich-text-field";
import { ADMIN_PAGE_SIZE } from "./list-query";
import { jsonInvalid } from "./validation";

/**
 * The meeting and after (docs/assembly.md): attendance at the door against the frozen list, the live
 * quorum of both meetings, recording the meeting held with its drafted minutes, the minutes' edits,
 * and the result notice's facts with its 30-day countdown.
 */
export const assemblyMeetingApi = new Hono<AppEnv>();

const idParam = z.object({ id: z.coerce.number().int().positive() });
const meetingParam = idParam.extend({ meeting: z.enum(["first", "second"]), no: z.coerce.number().int().positive() });
const heldInput = z.object({ meeting: z.enum(["first", "second"], { error: "Hangi toplantının yapıldığını seçin." }) });

/** The assembly, once its list is frozen (attendance is taken against it). */
async function announced(c: { env: AppEnv["Bindings"] }, id: number): Promise<AssemblyRow> {
  const assembly = await assemblyOr404(c, id);
  if (!assembly.noticeSentAt) throw createError({ statusCode: 409, statusMessage: "Çağrı gönderilmeden hazirun listesi dondurulmaz; yoklama çağrıdan sonra alınır." });
  return assembly;
}

/** Both meetings' quorum from the frozen list's counts and the association's seats (TMK 78). */
async function quorumOfAssembly(db: ReturnType<typeof database>, assembly: AssemblyRow): Promise<QuorumDto> {
  const [[[totals]], settings] = await Promise.all([rawBatch(db, [frozenTotals(assembly.id)]), readAssemblySettings(db)]);
  const seats = { board: settings.boardSeats, audit: settings.auditSeats };
  const meeting = (which: "first" | "second", present: number) => {
    const quorum = quorumOf(which, totals!.entitled, assembly.matter, seats);
    return { present, needed: quorum.needed, rule: quorum.rule, reached: present >= quorum.needed, sentence: quorumSentence(present, quorum) };
  };
  return { entitled: totals!.entitled, first: meeting("first", totals!.presentFirst), second: meeting("second", totals!.presentSecond) };
}

/** The day a meeting was announced for (TMK 77): attendance is taken and the meeting recorded on it, never before. */
const meetingDay = (assembly: AssemblyRow, meeting: "first" | "second"): string => (meeting === "first" ? assembly.firstOn : assembly.secondOn);
const meetingName = (meeting: "first" | "second") => (meeting === "first" ? "İlk" : "İkinci");
const beforeMeetingDay = (assembly: AssemblyRow, meeting: "first" | "second"): boolean => istanbulDay(new Date()) < meetingDay(assembly, meeting);

assemblyMeetingApi.get("/:id/quorum", zValidator("param", idParam, jsonInvalid), async (c) => {
  const assembly = await announced(c, c.req.valid("param").id);
  return c.json(await quorumOfAssembly(database(c.env.DB), assembly));
});

const doorQuery = listQuery.extend({ meeting: z.enum(["first", "second"]).default("first") });

/**
 * The door screen in one answer: the quorum and a page of the list with each member's mark at the
 * meeting, who made it and when. Every phone at the door asks again every few seconds, so a mark made
 * on one shows on the others.
 */
assemblyMeetingApi.get("/:id/door", zValidator("param", idParam, jsonInvalid), zValidator("query", doorQuery, jsonInvalid), async (c) => {
  const assembly = await announced(c, c.req.valid("param").id);
  const { q, sayfa, meeting } = c.req.valid("query");
  const db = database(c.env.DB);
  const page = { limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE };
  const [quorum, [items, [count]]] = await Promise.all([quorumOfAssembly(db, assembly), rawBatch(db, doorPage(assembly.id, meeting, listSearch(q), page))]);
  const total = count?.total ?? 0;
  const dto: DoorDto = {
    meeting,
    quorum,
    items: items.map(({ registerNo, fullName, markedAt, markedBy }) => ({ registerNo, fullName, mark: markedAt === null ? null : { by: markedBy, at: new Date(markedAt).toISOString() } })),
    page: sayfa,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    total,
  };
  return c.json(dto);
});

assemblyMeetingApi.post("/:id/attendance", zValidator("param", idParam, jsonInvalid), zValidator("json", attendanceInput, jsonInvalid), async (c) => {
  const assembly = await announced(c, c.req.valid("param").id);
  if (assembly.heldOn) throw createError({ statusCode: 409, statusMessage: "Toplantı kapandı; yoklama artık değiştirilemez." });
  const { registerNo, meeting } = c.req.valid("json");
  if (beforeMeetingDay(assembly, meeting)) {
    throw createError({ statusCode: 409, statusMessage: `Yoklama toplantı gününde alınır: ${meetingName(meeting).toLocaleLowerCase("tr")} toplantının günü (${dayText(meetingDay(assembly, meeting))}) henüz gelmedi.` });
  }
  const marked = await markPresent(database(c.env.DB), assembly.id, meeting, registerNo, actorOf(c).id);
  if (marked.outcome === "not-listed") {
    const message = `${registerNo} numaralı üye hazirun listesinde yok.`;
    throw createError({ statusCode: 404, statusMessage: message, fields: { registerNo: message } });
  }
  return c.json(marked, marked.outcome === "recorded" ? 201 : 200);
});

assemblyMeetingApi.delete("/:id/attendance/:meeting/:no", zValidator("param", meetingParam, jsonInvalid), async (c) => {
  const { id, meeting, no } = c.req.valid("param");
  const assembly = await announced(c, id);
  if (assembly.heldOn) throw createError({ statusCode: 409, statusMessage: "Toplantı kapandı; yoklama artık değiştirilemez." });
  const taken = await unmarkPresent(database(c.env.DB), actorOf(c), assembly.id, meeting, no);
  return c.json({ outcome: taken ? "taken-back" : "not-marked" });
});

/** The meeting was held: only with its quorum, once; the minutes are drafted from the plan and the attendance. */
assemblyMeetingApi.post("/:id/held", zValidator("param", idParam, jsonInvalid), zValidator("json", heldInput, jsonInvalid), async (c) => {
  const assembly = await announced(c, c.req.valid("param").id);
  const { meeting } = c.req.valid("json");
  const heldOnce = () => createError({ statusCode: 409, statusMessage: "Bu genel kurulun toplandığı zaten kaydedildi." });
  if (assembly.heldOn) throw heldOnce();
  const heldOn = meetingDay(assembly, meeting);
  // A meeting is held on the day the notice announced (TMK 77), never before it.
  if (beforeMeetingDay(assembly, meeting)) {
    throw createError({ statusCode: 409, statusMessage: `${meetingName(meeting)} toplantının günü (${dayText(heldOn)}) gelmeden toplantı yapıldı olarak kaydedilemez.` });
  }
  const db = database(c.env.DB);
  const quorum = await quorumOfAssembly(db, assembly);
  const counted = quorum[meeting];
  if (!counted.reached) throw createError({ statusCode: 409, statusMessage: `Toplantı yeter sayısı sağlanmadı: ${counted.present} üye var, en az ${counted.needed} gerekir. ${counted.rule}` });
  // A meeting is held on the day the notice announced (TMK 77), never before it.
  if (istanbulDay(new Date()) < heldOn) {
    throw createError({ statusCode: 409, statusMessage: `${meeting === "first" ? "İlk" : "İkinci"} toplantının günü (${dayText(heldOn)}) gelmeden toplantı yapıldı olarak kaydedilemez.` });
  }
  const { identity } = await readIdentity(db);
  const minutes = draftMinutes(assembly, { meeting, entitled: quorum.entitled, present: counted.present, needed: counted.needed }, identity.name);
  if (!(await recordHeld(db, actorOf(c), assembly.id, meeting, heldOn, minutes))) throw heldOnce();
  // The home page links an assembly only until it is held.
  purgeTags(c, [tag.assembly]);
  return c.json({ heldOn, resultDue: resultNoticeDue(heldOn) });
});

assemblyMeetingApi.get("/:id/minutes", zValidator("param", idParam, jsonInvalid), async (c) => {
  const assembly = await assemblyOr404(c, c.req.valid("param").id);
  if (!assembly.heldOn) throw createError({ statusCode: 409, statusMessage: "Tutanak, toplantının yapıldığı kaydedilince hazırlanır." });
  return c.json({ minutes: assembly.minutes, heldOn: assembly.heldOn, version: assembly.version });
});

const notHeld = () => createError({ statusCode: 409, statusMessage: "Toplantı yapılmadan tutanak ve sonuç bildirimi kaydedilemez." });

const saved = async (done: Promise<number | null>): Promise<number> => {
  const version = await done;
  if (version === null) throw notHeld();
  return version;
};

// Minutes are rich text: up to the rich-text cap, above the API's 64 KB for JSON.
const minutesInput = z.object({ minutes: richTextField, version: z.number().int().min(1) });

/** The minutes, against the version their editor loaded: a save over someone else's is refused (409). */
assemblyMeetingApi.put("/:id/minutes", acceptBody(BODY_POLICIES.richText), zValidator("param", idParam, jsonInvalid), zValidator("json", minutesInput, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const { minutes, version } = c.req.valid("json");
  const next = await saveAfterMeeting(database(c.env.DB), actorOf(c), id, { minutes }, "Genel kurul tutanağı düzenlendi", version);
  if (next === null) throw (await assemblyOr404(c, id)).heldOn ? conflict() : notHeld();
  return c.json({ version: next });
});

/** The result notice's facts (Dernekler Kanunu art. 23, form EK-3) and how many days are left to file it. */
assemblyMeetingApi.put("/:id/result", zValidator("param", idParam, jsonInvalid), zValidator("json", resultInput, jsonInvalid), async (c) => {
  const { board, audit, filedOn } = c.req.valid("json");
  await saved(saveAfterMeeting(database(c.env.DB), actorOf(c), c.req.valid("param").id, { resultBoard: board, resultAudit: audit, resultFiledOn: filedOn }, filedOn ? `Genel kurul sonuç bildirimi verildi (${filedOn})` : "Genel kurul sonuç bildirimi hazırlanıyor"));
  const assembly = await assemblyOr404(c, c.req.valid("param").id);
  const due = resultNoticeDue(assembly.heldOn!);
  return c.json({ due, daysLeft: daysBetween(istanbulDay(new Date()), due) });
});
